// The checkout's later chunk (later.ts) as a part of the page: loaded when the browser is idle after the first paint, or when first needed.
import { lazyPart } from '../../core/lazy-part.js';

/** The card fields, the coupon form, the changes notice and placing the order. */
export const later = lazyPart(() => import('./later.js'));

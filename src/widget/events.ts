// The widget's DOM events on `document` (`tote:add-to-cart` ...); their opt-in GA4 `dataLayer` copies are in ga4.ts, a chunk of its
// own that only pages with analytics on load.
import { isConfigured, widgetConfig } from './config.js';

/** A line as the events describe it: enough for analytics, with the price as a decimal string. */
export interface ToteEventItem {
  /** Product id. */
  productId: string;
  /** Variant id, when the product has options. */
  variantId?: string;
  /** Product name. */
  name: string;
  /** Chosen options, e.g. `{ Size: 'M', Color: 'Blue' }`. */
  options?: Record<string, string>;
  /** Price of one unit as a decimal string (`"25.00"`). */
  price: string;
  /** How many. */
  quantity: number;
}

/** `detail` of each event, by name (without the `tote:` prefix). */
export interface ToteEventDetails {
  /** Items were added to the cart (after the server confirmed). */
  'add-to-cart': { items: ToteEventItem[]; currency: string };
  /** The cart changed (any change, from any tab). */
  'cart-updated': { itemCount: number; subtotal: string; currency: string };
  /** The shopper pressed Checkout; the browser is about to go to the hosted checkout. */
  checkout: { checkoutId: string; items: ToteEventItem[]; subtotal: string; currency: string };
  /** The shopper signed in as a member. */
  login: { memberId?: string };
  /** The shopper signed out. */
  logout: Record<string, never>;
}

/** Names of the widget's events. */
export type ToteEventName = keyof ToteEventDetails;

/** A Tote event as listeners receive it. */
export type ToteEvent<N extends ToteEventName> = CustomEvent<ToteEventDetails[N]>;

declare global {
  interface DocumentEventMap {
    'tote:add-to-cart': ToteEvent<'add-to-cart'>;
    'tote:cart-updated': ToteEvent<'cart-updated'>;
    'tote:checkout': ToteEvent<'checkout'>;
    'tote:login': ToteEvent<'login'>;
    'tote:logout': ToteEvent<'logout'>;
  }
  interface Window {
    /** Google Tag Manager / GA4 data layer, when the page has one. */
    dataLayer?: unknown[];
  }
}

let ga4: Promise<typeof import('./entries/ga4.js')> | undefined;

/**
 * Dispatches `tote:<name>` on `document` and, when the page opted in (`data-analytics="ga4"`), pushes the GA4 event (ga4.ts, loaded
 * on the first event); the promise settles once it is pushed. The pushes keep the events' order: each waits on the same import.
 */
export function emitToteEvent<N extends ToteEventName>(name: N, detail: ToteEventDetails[N]): Promise<void> {
  document.dispatchEvent(new CustomEvent(`tote:${name}`, { detail }));
  return withGa4((module) => module.pushToDataLayer(name, detail));
}

/** Runs `use` with the `ga4` chunk (loaded once) when the page opted in to GA4; else does nothing. */
export function withGa4(use: (module: typeof import('./entries/ga4.js')) => void | Promise<void>): Promise<void> {
  if (!isConfigured() || widgetConfig().analytics !== 'ga4') return Promise.resolve();
  ga4 ??= import('./entries/ga4.js');
  return ga4.then(use);
}

// What other parts of the store use of carts: the merge at sign-in, checkout lookup, coupon redemption and the event of a cart changed elsewhere.
export { mergeCarts } from './merge-carts.js';
export { queueCartReread } from './cart-events.js';
export { findCheckout } from './checkout.js';
export { copyLinesFromCart, getCart, refillCart } from './cart-service.js';
export { loadCartProducts } from './cart-products.js';
export { lineKey, resolveReference, type ReferenceOptions } from './catalog-items.js';
export { CATALOG_APP_IDS } from './prepare-lines.js';
export type { NewLine } from './cart-store.js';
export { cartError } from './cart-errors.js';
export { redeemCoupon, returnCouponUse } from './coupon-usage.js';

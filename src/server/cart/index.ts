// What other parts of the store use of carts: the cart calls (GraphQL), the merge at sign-in, pricing and views the checkout
// shares, checkout lookup, coupon redemption, the schemas of the cart's bodies and the events of carts.
export { mergeCarts } from './merge-carts.js';
export { queueCartReread, queueCartsMerged } from './cart-events.js';
export { isLeanCartPayload, LEAN_CART_EVENT_KEY, renderLeanCartEvent } from './cart-event-entity.js';
export { createCheckout, findCheckout } from './checkout.js';
export {
  addToCart,
  copyLinesFromCart,
  getCart,
  getCartJson,
  refillCart,
  removeCoupon,
  removeLineItems,
  updateCart,
  updateQuantities,
  type PricedCart,
} from './cart-service.js';
export { estimateCartTotals } from './estimate-totals.js';
export { loadCartProducts } from './cart-products.js';
export { linesJson, toLoadedCart, type CartRow } from './cart-read.js';
export { computeCartTotals, type CartTotals } from './cart-totals.js';
export { findCouponByCode, loadCollectionsOf, loadShippingRegions } from './pricing-rules.js';
export { priceLines, toWireCart, type ViewLine } from './cart-view.js';
export { toWireEstimate } from './totals-view.js';
export type { StoredCustomLine, StoredMerchantDiscount } from './custom-lines.js';
export { lineKey, resolveReference, type ReferenceOptions } from './catalog-items.js';
export { CATALOG_APP_IDS } from './prepare-lines.js';
export type { NewLine } from './cart-store.js';
export { cartError } from './cart-errors.js';
export { redeemCoupon, returnCouponUse } from './coupon-usage.js';
export { registerCartByIdRoutes } from './routes/cart-by-id-routes.js';
export { registerCartRoutes } from './routes/cart-routes.js';

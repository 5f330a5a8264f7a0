// What other parts of the store use of carts: the merge at sign-in, checkout lookup, coupon redemption and the event of a cart changed elsewhere.
export { mergeCarts } from './merge-carts.js';
export { queueCartReread } from './cart-events.js';
export { findCheckout } from './checkout.js';
export { redeemCoupon, returnCouponUse } from './coupon-usage.js';

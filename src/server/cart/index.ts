// What other parts of the store use of carts: the merge at sign-in, checkout lookup and coupon redemption.
export { mergeCarts } from './merge-carts.js';
export { findCheckout } from './checkout.js';
export { redeemCoupon, returnCouponUse } from './coupon-usage.js';

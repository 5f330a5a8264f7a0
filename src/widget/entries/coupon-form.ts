// Entry of the `coupon-form` chunk, loaded by `import()` from the drawer when the shopper opens the coupon field (or a coupon is applied).
export { CouponForm } from '../components/cart/coupon-form.js';

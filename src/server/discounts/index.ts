// The public surface of the server's discounts: what other parts of the server import from it (only from here: .oxlintrc.json).
export { Violations } from './discount-errors.js';
export { triggerCondition } from './discount-trigger-wire.js';
export { registerCouponRoutes } from './routes/coupon-routes.js';
export { registerDiscountRuleRoutes } from './routes/discount-rule-routes.js';
export { readAmount } from './wire-amounts.js';

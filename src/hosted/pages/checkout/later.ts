// The checkout's later chunk: what the form needs only after the first paint or an action (card fields and checks, the tax id's check, the coupon form, changes to accept, placing the order, Stripe's card form: Stripe.js itself loads only when the buyer picks card).
import '../../styles/later.css';

export { CardFields } from './card-fields.js';
export { cardErrors } from './card-values.js';
export { ChangesNotice } from './changes-notice.js';
export { CouponForm } from './coupon-form.js';
export { checkAndPlace } from './state/order-actions.js';
export { checkTaxId } from '../../../wire/tax-id-rules.js';
export { StripeCard } from './stripe/stripe-card.js';
export { completeStripeReturn } from './stripe/stripe-return.js';

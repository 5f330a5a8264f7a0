// Stripe as a payment method of the checkout, in the page's first chunk: when Stripe.js is needed, and the test-mode banner.
import type { PaymentMethodInfo } from '../../../../wire/checkout.js';

/** The id of Stripe's payment method in the checkout's answer. */
export const STRIPE_METHOD_ID = 'stripe';

/** Stripe.js is loaded only when the buyer picked card payment with Stripe (never for the other methods, never before). */
export function needsStripe(method: Pick<PaymentMethodInfo, 'id'> | undefined): boolean {
  return method?.id === STRIPE_METHOD_ID;
}

/** The site takes Stripe payments with test keys (the checkout shows a test-mode banner). */
export function stripeTestMode(methods: readonly Pick<PaymentMethodInfo, 'id' | 'test'>[]): boolean {
  return methods.some((m) => m.id === STRIPE_METHOD_ID && m.test);
}

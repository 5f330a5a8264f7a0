// Back from a Stripe redirect (3-D Secure): the server reads the intent from Stripe and places the order, or the checkout shows Stripe's reason and takes a retry.
import type { CheckoutStore } from '../state/checkout-store.js';
import { cardErrorText, stripeReturnOf, withoutReturnParams } from './card-state.js';
import { STRIPE_METHOD_ID } from './stripe-method.js';
import { stripeComplete } from './stripe-session.js';

/**
 * When the page is back from a Stripe redirect, completes the payment it came back with; on a refusal, the card form is
 * chosen again with Stripe's message above it.
 */
export async function completeStripeReturn(checkout: CheckoutStore): Promise<void> {
  const paymentIntentId = stripeReturnOf(location.search);
  if (!paymentIntentId) return;
  // A reload must not complete it again, and the thank-you view's address must not carry Stripe's secret.
  history.replaceState(history.state, '', withoutReturnParams(location.href));
  checkout.setState({ placing: true, problem: undefined });
  try {
    const { orderId } = await stripeComplete(checkout.api, paymentIntentId);
    checkout.setState({ placed: orderId });
    checkout.onPlaced(orderId);
  } catch (error) {
    checkout.setState(({ values }) => ({ values: { ...values, paymentId: STRIPE_METHOD_ID }, problem: { error: cardErrorText(error) } }));
  } finally {
    checkout.setState({ placing: false });
  }
}

// The checkout's one Stripe payment: Stripe.js and the PaymentIntent for the Payment Element, then confirming it and having the server place the order.
import type { CreateOrderResponse } from '../../../../wire/checkout.js';
import type { CheckoutApi } from '../../../api/checkout.js';
import { refusalOf, withoutReturnParams } from './card-state.js';
import { loadStripeJs, type StripeElements, type StripeJs, type StripePaymentElement } from './stripe-js.js';

/** Stripe.js and the Elements of the checkout's PaymentIntent. */
interface Session {
  stripe: StripeJs;
  elements: StripeElements;
  /** The Payment Element (one per Elements group: mounted again when the buyer picks card again). */
  element?: StripePaymentElement;
}

/** What the page needs to confirm a Stripe payment (the server's `StripeIntentResponse`). */
export interface StripeIntentAnswer {
  publishableKey: string;
  clientSecret: string;
  testMode: boolean;
  status: string;
}

/** Creates or updates the checkout's PaymentIntent for its current total. */
export function stripeIntent(api: CheckoutApi): Promise<StripeIntentAnswer> {
  return api.post('/payments/stripe/intent', {});
}

/** Places the order once the server read from Stripe that the intent (the checkout's, or the one named) succeeded. */
export function stripeComplete(api: CheckoutApi, paymentIntentId?: string): Promise<CreateOrderResponse> {
  return api.post('/payments/stripe/complete', paymentIntentId ? { paymentIntentId } : {});
}

let session: Promise<Session> | undefined;

/** Loads Stripe.js and asks the store for the checkout's intent (both at once), once; a failure is tried again on the next call. */
function open(api: CheckoutApi): Promise<Session> {
  session ??= Promise.all([loadStripeJs(), stripeIntent(api)]).then(
    ([Stripe, intent]) => {
      const stripe = Stripe(intent.publishableKey);
      return { stripe, elements: stripe.elements({ clientSecret: intent.clientSecret }) };
    },
    (error: unknown) => {
      session = undefined;
      throw error;
    },
  );
  return session;
}

/** Mounts the Payment Element into `target` (Stripe.js and the intent are loaded first); the answer unmounts it. */
export async function mountPaymentElement(api: CheckoutApi, target: HTMLElement): Promise<() => void> {
  const opened = await open(api);
  const element = (opened.element ??= opened.elements.create('payment'));
  element.mount(target);
  return () => element.unmount();
}

/**
 * Pays: the intent is brought to the checkout's total now (the store updates it), the Payment Element reads it again,
 * Stripe.js confirms it (3-D Secure may redirect away and come back to this page), and the server places the order on what
 * it reads from Stripe itself. A refusal throws {@link PaymentRefused} with Stripe's message; paying again works.
 */
export async function payWithStripe(api: CheckoutApi): Promise<CreateOrderResponse> {
  const { stripe, elements } = await open(api);
  const intent = await stripeIntent(api);
  if (intent.status !== 'succeeded') {
    const updated = await elements.fetchUpdates();
    if (updated.error) throw refusalOf(updated.error);
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: withoutReturnParams(location.href) }, redirect: 'if_required' });
    if (result.error) throw refusalOf(result.error);
  }
  return stripeComplete(api);
}

// The card payment's state as plain logic (no UI, no Stripe.js): the form's states, the return from a 3-D Secure redirect, and what the buyer reads when paying fails.
import { ApplicationError, ToteError } from '../../../../sdk/core/errors.js';
import { errorText, type ErrorText } from '../../../core/error-text.js';
import { messages } from '../later-texts.js';
import { StripeUnavailable, type StripeJsError } from './stripe-js.js';

/** The parameters Stripe adds to `return_url` after a redirect (3-D Secure). */
const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/** The PaymentIntent a Stripe redirect came back with (`?payment_intent=pi_…&payment_intent_client_secret=…`), if any. */
export function stripeReturnOf(search: string): string | undefined {
  return /[?&]payment_intent_client_secret=/.test(search) ? /[?&]payment_intent=(pi_\w+)/.exec(search)?.[1] : undefined;
}

/** The page's address without Stripe's return parameters (the `return_url` to give, and the address to show after a return). */
export function withoutReturnParams(href: string): string {
  const url = new URL(href);
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  return url.href;
}

/** Where the card form stands: not asked for, loading Stripe.js and the intent, shown, or failed (with what to read). */
export type CardFormState = { status: 'idle' } | { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: ErrorText };

/** Stripe refused the payment (a decline, a failed 3-D Secure): `message` is Stripe's sentence for the buyer. */
export class PaymentRefused extends Error {}

/** Stripe.js's error of a confirmation as a refusal in Stripe's words (a generic one when Stripe gave none). */
export function refusalOf(error: StripeJsError): PaymentRefused {
  return new PaymentRefused(error.message || messages().checkout.cardUnavailable);
}

/** What the buyer reads when loading or paying failed: Stripe's words for refusals, the buyer's language for an unreachable Stripe. */
export function cardErrorText(error: unknown): ErrorText {
  if (error instanceof PaymentRefused) return { text: error.message };
  if (error instanceof StripeUnavailable) return { text: messages().checkout.cardUnavailable };
  if (error instanceof ApplicationError && error.applicationCode === 'PAYMENT_DECLINED') {
    return { text: error.details.applicationError?.description || error.message };
  }
  if (error instanceof ToteError && (error.details.applicationError?.code === 'PAYMENT_PROVIDER_UNAVAILABLE' || error.code === 'NETWORK_ERROR')) {
    return { text: messages().checkout.cardUnavailable };
  }
  return errorText(error);
}

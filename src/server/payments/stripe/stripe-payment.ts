// Stripe as a PaymentProvider: the PaymentIntent the server verified is compared with the order; refunds go to Stripe with the refund's id as idempotency key.
import Stripe from 'stripe';
import type { PaymentProvider } from '../payment-provider.js';
import { isUnreachable, stripeClient } from './stripe-client.js';
import { fromStripeAmount, toStripeAmount } from './stripe-amounts.js';
import type { StripeKeys } from './stripe-settings.js';

/** Id of the Stripe provider. */
export const STRIPE_PROVIDER_ID = 'stripe';

/** What Tote keeps of a PaymentIntent it read from Stripe itself (a retrieve, or a signed event): never from a browser. */
export interface VerifiedIntent {
  id: string;
  status: string;
  /** Stripe's minor units. */
  amount: number;
  amountReceived: number;
  /** Lower case, as Stripe answers it. */
  currency: string;
  metadata: Record<string, string>;
}

/** The parts of a PaymentIntent object Tote reads. */
export function verifiedIntentOf(pi: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'amount' | 'amount_received' | 'currency' | 'metadata'>): VerifiedIntent {
  return { id: pi.id, status: pi.status, amount: pi.amount, amountReceived: pi.amount_received, currency: pi.currency, metadata: { ...pi.metadata } };
}

/** The Stripe provider of a site with these keys. */
export function stripePayment(keys: StripeKeys, apiBase: URL): PaymentProvider<VerifiedIntent> {
  const test = keys.mode === 'test';
  return {
    id: STRIPE_PROVIDER_ID,
    kind: 'FULL_PAYMENT_ONLINE',
    test,
    confirmsInBrowser: true,
    describe() {
      return {
        id: STRIPE_PROVIDER_ID,
        title: test ? 'Card (Stripe TEST MODE: no real money is charged)' : 'Card',
        kind: 'FULL_PAYMENT_ONLINE',
        test,
        needsCard: false,
      };
    },
    checkDetails(_input, field) {
      // Whatever a buyer sends is refused: a Stripe order is placed only on the intent the server read from Stripe.
      return {
        ok: false,
        violations: [
          {
            field: field.replace(/\.card$/, '.providerId'),
            description: 'is paid on the checkout page with Stripe; the order is placed when Stripe confirms the payment',
            violatedRule: 'VALIDATION',
            ruleName: 'VALIDATION',
          },
        ],
      };
    },
    async authorize(order, intent) {
      if (intent.status !== 'succeeded') {
        return { status: 'DECLINED', reason: `intent_${intent.status}`, description: 'The payment is not complete yet' };
      }
      const expected = toStripeAmount(order.amount, order.currency);
      if (intent.currency !== order.currency.toLowerCase() || intent.amountReceived !== expected) {
        // Money was taken, but not the order's total: the order is placed unpaid and the owner is told on its timeline.
        const received = fromStripeAmount(intent.amountReceived, intent.currency);
        return {
          status: 'APPROVED',
          paymentStatus: 'NOT_PAID',
          reference: intent.id,
          attention: {
            type: 'STRIPE_AMOUNT_MISMATCH',
            data: {
              paymentIntent: intent.id,
              received: `${received ?? intent.amountReceived} ${intent.currency.toUpperCase()}`,
              expected: `${order.amount} ${order.currency}`,
              message: 'Stripe took an amount or currency other than the order’s total: check the payment in Stripe, then mark the order paid or refund it',
            },
          },
        };
      }
      return { status: 'APPROVED', paymentStatus: 'PAID', reference: intent.id };
    },
    async release() {
      // A succeeded intent cannot be voided; an order that failed after it is handled by the caller (logged for the owner).
    },
    async refund(request) {
      if (!request.paymentReference) return { status: 'FAILED', reason: 'no_payment', description: 'The order has no Stripe payment to refund' };
      const amount = toStripeAmount(request.amount, request.currency);
      if (amount === undefined)
        return { status: 'FAILED', reason: 'amount_not_supported', description: `Stripe cannot refund ${request.amount} ${request.currency} exactly` };
      try {
        const refund = await stripeClient(keys.secretKey, apiBase).refunds.create(
          { payment_intent: request.paymentReference, amount, metadata: { orderId: request.orderId, siteId: request.siteId, refundId: request.refundId } },
          { idempotencyKey: `tote-refund-${request.refundId}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return {
            status: 'FAILED',
            reason: refund.failure_reason ?? refund.status,
            description: `Stripe could not refund: ${refund.failure_reason ?? refund.status}`,
          };
        }
        return { status: 'REFUNDED', reference: refund.id };
      } catch (error) {
        if (isUnreachable(error))
          return {
            status: 'FAILED',
            reason: 'stripe_unreachable',
            description: 'Stripe could not be reached, so this refund is not recorded; check the payment in Stripe’s dashboard before trying again',
          };
        const stripeError = error instanceof Stripe.errors.StripeError ? error : undefined;
        return { status: 'FAILED', reason: stripeError?.code ?? 'stripe_error', description: stripeError?.message ?? 'Stripe refused the refund' };
      }
    },
  };
}

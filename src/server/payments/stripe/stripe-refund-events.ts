// Stripe's refund.created / refund.updated events: a refund made in Stripe's own dashboard is recorded on the order (as a refund made outside the store), once.
import type Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { toDecimalString } from '../../money.js';
import { refundOrder } from '../../orders/index.js';
import { fromStripeAmount } from './stripe-amounts.js';

/**
 * Records a succeeded refund that Tote did not make (Tote's own carry `metadata.refundId` and were recorded from
 * Stripe's answer): an external refund of its amount, with the refund's id as idempotency key, so `refund.created` and
 * `refund.updated` of one refund record it once. Answers the event's outcome.
 */
export async function applyRefundEvent(
  ctx: AppContext,
  refund: Stripe.Refund,
  order: { siteId: string; orderId: string },
  log: { error(obj: unknown, msg: string): void },
): Promise<string> {
  if (refund.metadata?.refundId) return 'applied';
  if (refund.status !== 'succeeded') return `ignored: refund ${refund.status ?? 'unknown'}`;
  const row = await ctx.db
    .selectFrom('orders')
    .select(['payment_id', 'currency'])
    .where('site_id', '=', order.siteId)
    .where('id', '=', order.orderId)
    .executeTakeFirst();
  const minor = fromStripeAmount(refund.amount, refund.currency);
  if (!row || minor === undefined || refund.currency.toUpperCase() !== row.currency) return 'ignored: not this order’s currency';
  try {
    await refundOrder(
      ctx,
      { siteId: order.siteId, identity: { identityType: 'UNKNOWN' } },
      order.orderId,
      {
        payments: [{ paymentId: row.payment_id, amount: { amount: toDecimalString(minor, row.currency) }, externalRefund: true }],
        details: { reason: `Refunded in Stripe (${refund.id})` },
      },
      `stripe-refund:${refund.id}`,
      log,
    );
    return 'applied';
  } catch (error) {
    // More than is left to refund, or an order already refunded in full: told in the log, nothing to retry.
    if (error instanceof HttpError && error.status < 500) {
      log.error(
        { siteId: order.siteId, orderId: order.orderId, refund: refund.id, code: error.body.details?.applicationError?.code },
        'stripe refund not recorded',
      );
      return `ignored: ${error.body.details?.applicationError?.code ?? 'VALIDATION'}`;
    }
    throw error;
  }
}

// Mark an offline order paid (payments collector mark-as-paid, or order transactions' payment status APPROVED): payment status PAID, an ORDER_PAID activity and a payment-status event, in one transaction.
import type { Order } from '../../wire/orders.js';
import { ORDER_PAYMENT_STATUS_UPDATED_EVENT } from '../../wire/orders.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/http-error.js';
import { addActivities } from './order-activities.js';
import type { OperationLog } from './order-operation.js';
import { failedPrecondition, lockOrder, queueOrderEvent, runOrderOperation, updateOrder, wireOrderOf, type OrderActor } from './order-operation.js';

/** Payment statuses an order leaves when marked paid. */
const UNPAID = new Set(['NOT_PAID', 'PENDING', 'PARTIALLY_PAID']);

/**
 * Records that the buyer paid the whole order outside the store (bank transfer, cash on delivery). Refused for a
 * cancelled order (428 ORDER_CANCELED). An order already paid (or refunded since) is answered unchanged, so a retry
 * writes nothing twice; `paymentId`, when given, must be the order's payment (404 PAYMENT_NOT_FOUND otherwise).
 */
export async function markOrderPaid(ctx: AppContext, actor: OrderActor, orderId: string, log: OperationLog, paymentId?: string): Promise<Order> {
  const { siteId } = actor;
  return runOrderOperation(ctx, log, async (trx, now) => {
    const order = await lockOrder(trx, siteId, orderId);
    if (paymentId !== undefined && paymentId !== order.payment_id) throw notFound('PAYMENT_NOT_FOUND', 'Payment', { orderId, paymentId });
    if (order.status === 'CANCELED' || order.payment_status === 'CANCELED')
      throw failedPrecondition('ORDER_CANCELED', 'A canceled order cannot be marked as paid', order);
    if (!UNPAID.has(order.payment_status)) return { value: await wireOrderOf(trx, order), mailed: false };
    const updated = await updateOrder(trx, order, { payment_status: 'PAID' }, now);
    await addActivities(trx, order, [{ type: 'ORDER_PAID' }], now);
    const wire = await wireOrderOf(trx, updated);
    await queueOrderEvent(trx, ORDER_PAYMENT_STATUS_UPDATED_EVENT, wire, { previousPaymentStatus: order.payment_status }, now, actor);
    return { value: wire, mailed: false };
  });
}

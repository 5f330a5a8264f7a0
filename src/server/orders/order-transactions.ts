// An order's payments and refunds as Wix order transactions show them (one payment per order), and whether the payment can be refunded.
import type { Kysely } from 'kysely';
import type { OrderPayment, OrderRefund, OrderTransactions, Refundability, TransactionStatus } from '../../wire/order-operations.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import { orderPrice, paidAmount } from './order-view.js';
import { siteLocales } from '../site/index.js';
import type { OrderRecord } from './order-record.js';

const STATUS_OF_PAYMENT: Readonly<Record<OrderRecord['payment_status'], TransactionStatus>> = {
  NOT_PAID: 'PENDING',
  PENDING: 'PENDING',
  PARTIALLY_PAID: 'PENDING',
  PAID: 'APPROVED',
  PARTIALLY_REFUNDED: 'PARTIALLY_REFUNDED',
  FULLY_REFUNDED: 'REFUNDED',
  CANCELED: 'CANCELED',
  DECLINED: 'DECLINED',
};

/** The order's one payment. */
function paymentOf(order: OrderRecord, locale: string | undefined): OrderPayment {
  const offline = order.payment.kind === 'FULL_PAYMENT_OFFLINE';
  return {
    id: order.payment_id,
    createdDate: order.created_at.toISOString(),
    updatedDate: order.updated_at.toISOString(),
    amount: orderPrice(order.price_summary.total, order.currency, locale),
    refundDisabled: paidAmount(order) === 0,
    regularPaymentDetails: {
      offlinePayment: offline,
      status: STATUS_OF_PAYMENT[order.payment_status],
      paymentMethod: order.payment.card ? 'CreditCard' : offline ? 'Offline' : order.payment.title,
      ...(order.payment.reference ? { providerTransactionId: order.payment.reference } : {}),
      ...(order.payment.card ? { creditCardDetails: { lastFourDigits: order.payment.card.last4, brand: order.payment.card.brand } } : {}),
    },
  };
}

/** The payments and refunds of a (read) order. */
export async function transactionsOf(db: Kysely<Database>, order: OrderRecord): Promise<OrderTransactions> {
  const locale = (await siteLocales(db, [order.site_id])).get(order.site_id);
  const refunds = await db.selectFrom('order_refunds').selectAll().where('order_id', '=', order.id).orderBy('created_at').orderBy('id').execute();
  return {
    orderId: order.id,
    payments: [paymentOf(order, locale)],
    refunds: refunds.map((r): OrderRefund => {
      const amount = orderPrice(r.amount, order.currency, locale);
      return {
        id: r.id,
        createdDate: r.created_at.toISOString(),
        details: { items: r.line_items, lineItems: r.line_items, shippingIncluded: r.shipping_included, ...(r.reason ? { reason: r.reason } : {}) },
        transactions: [
          {
            paymentId: r.payment_id,
            amount,
            refundStatus: 'SUCCEEDED',
            externalRefund: r.external,
            ...(r.provider_reference ? { providerRefundId: r.provider_reference } : {}),
          },
        ],
        summary: { requestedRefund: amount, refunded: amount, pendingRefund: orderPrice(0, order.currency, locale), pending: false },
      };
    }),
  };
}

/** A site's order by id for reading, or 404 ORDER_NOT_FOUND. */
export async function siteOrder(db: Kysely<Database>, siteId: string, orderId: string): Promise<OrderRecord> {
  const order =
    orderId.length > 100 ? undefined : await db.selectFrom('orders').selectAll().where('site_id', '=', siteId).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order', { orderId });
  return order;
}

/** Whether the order's payment can be refunded: through its provider (REFUNDABLE), only by hand (MANUAL, offline payments), or not at all. */
export function refundabilityOf(order: OrderRecord): Refundability {
  const base = { paymentId: order.payment_id };
  if (order.status === 'PENDING') return { ...base, refundabilityStatus: 'NOT_REFUNDABLE', nonRefundableReason: 'ORDER_IS_PENDING' };
  if (order.status === 'REJECTED') return { ...base, refundabilityStatus: 'NOT_REFUNDABLE', nonRefundableReason: 'ORDER_IS_REJECTED' };
  const paid = paidAmount(order);
  if (paid === 0) return { ...base, refundabilityStatus: 'NOT_REFUNDABLE', nonRefundableReason: order.payment_status === 'PAID' ? 'ZERO_PRICE' : 'NOT_PAID' };
  if (order.refunded_amount >= paid) return { ...base, refundabilityStatus: 'NOT_REFUNDABLE', nonRefundableReason: 'ALREADY_REFUNDED' };
  if (order.payment.kind === 'FULL_PAYMENT_OFFLINE') return { ...base, refundabilityStatus: 'MANUAL', manuallyRefundableReason: 'OFFLINE' };
  return { ...base, refundabilityStatus: 'REFUNDABLE' };
}

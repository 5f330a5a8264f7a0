// Refund all or part of an order (payments collector trigger-refund): recorded on the order and its lines, passed to the payment provider, with restock, activity, events and the buyer's e-mail, in one transaction.
import { brandOf, queueMail } from '../mail/index.js';
import { localeOf } from '../site/index.js';
import { randomUUID } from 'node:crypto';
import type { FieldViolation } from '../../wire/errors.js';
import type { TriggerRefundResponse } from '../../wire/order-operations.js';
import { ORDER_TRANSACTIONS_ENTITY_FQDN, REFUND_COMPLETED_EVENT } from '../../wire/order-operations.js';
import { ORDER_PAYMENT_STATUS_UPDATED_EVENT } from '../../wire/orders.js';
import type { AppContext } from '../context.js';
import { queueEvent } from '../events/index.js';
import { applicationError, notFound, validationError } from '../http/http-error.js';
import { currencyDigits, decimalToScaled, formatMoney } from '../money.js';
import { refundAmount, type RefundedLine } from '../../wire/refund-amount.js';
import { providerById } from '../payments/index.js';
import { addActivities } from './order-activities.js';
import type { OperationLog } from './order-operation.js';
import {
  failedPrecondition,
  lockOrder,
  orderLines,
  queueOrderEvent,
  rememberRequest,
  replayOf,
  requestKeyOf,
  runOrderOperation,
  siteOf,
  updateOrder,
  wireOrderOf,
  type OrderActor,
} from './order-operation.js';
import type { OrderLineRecord } from './order-record.js';
import { transactionsOf } from './order-transactions.js';
import { orderRefundedMail } from './order-update-mail.js';
import { paidAmount } from './order-view.js';
import type { Restock } from './restock.js';
import { restockable, returnStock } from './restock.js';

/** A line and how many of its units. */
interface LineQuantity {
  lineItemId: string;
  quantity: number;
}

/** A refund as Wix's trigger-refund asks for it. */
export interface RefundInput {
  payments: { paymentId: string; amount?: { amount: string } | null; externalRefund?: boolean | null }[];
  details?: { items?: LineQuantity[] | null; lineItems?: LineQuantity[] | null; shippingIncluded?: boolean | null; reason?: string | null } | null;
  sideEffects?: {
    restockInfo?: { type?: 'NO_ITEMS' | 'ALL_ITEMS' | 'SOME_ITEMS' | null; items?: LineQuantity[] | null } | null;
    sendOrderRefundedEmail?: boolean | null;
    customMessage?: string | null;
  } | null;
}

function violation(field: string, description: string, rule: FieldViolation['violatedRule'], data?: Record<string, unknown>): FieldViolation {
  return { field, description, violatedRule: rule, ruleName: rule, ...(data ? { data } : {}) };
}

/** Checks refunded or restocked lines: known, once each, within `limit` units. */
function checkLines(
  items: readonly LineQuantity[],
  field: string,
  lines: readonly OrderLineRecord[],
  limit: (line: OrderLineRecord) => number,
): FieldViolation[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<string>();
  const violations: FieldViolation[] = [];
  items.forEach((item, i) => {
    const line = byId.get(item.lineItemId);
    if (!line) violations.push(violation(`${field}[${i}].lineItemId`, 'is not a line of this order', 'VALIDATION', { lineItemId: item.lineItemId }));
    else if (seen.has(item.lineItemId))
      violations.push(violation(`${field}[${i}].lineItemId`, 'appears twice; give each line once with its quantity', 'VALIDATION'));
    else if (item.quantity > limit(line))
      violations.push(violation(`${field}[${i}].quantity`, `must be at most ${limit(line)} (units of this line left)`, 'MAX', { max: limit(line) }));
    seen.add(item.lineItemId);
  });
  return violations;
}

/** The refunded units as the refund rule counts them: each line's total after discounts and tax, its units, how many refunded. */
function refundedLines(items: readonly LineQuantity[], lines: readonly OrderLineRecord[], taxIncluded: boolean): RefundedLine[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return items.map((item) => {
    const line = byId.get(item.lineItemId)!;
    const totalAfterTax = taxIncluded ? line.total - line.discount : line.total - line.discount + line.tax;
    return { totalAfterTax, quantity: line.quantity, units: item.quantity };
  });
}

/**
 * Refunds an amount, line units (worth their share of the line's total), shipping, or without any of these everything
 * still refundable. Refused: an unpaid order (428 REFUND_NOT_AVAILABLE), another payment id (404 PAYMENTS_NOT_FOUND),
 * more than was paid and not yet refunded (400 INVALID_AMOUNT), more units than a line has left (field violations),
 * and a refusal of the payment provider (REFUND_FAILED, nothing written). `externalRefund` only records a refund made
 * outside the store. A retry (same Idempotency-Key, or the same body within minutes) answers the first refund.
 */
export async function refundOrder(
  ctx: AppContext,
  actor: OrderActor,
  orderId: string,
  input: RefundInput,
  idempotencyKey: string | undefined,
  log: OperationLog,
): Promise<TriggerRefundResponse> {
  const { siteId } = actor;
  const key = requestKeyOf('trigger-refund', idempotencyKey, input);
  return runOrderOperation(ctx, log, async (trx, now) => {
    const order = await lockOrder(trx, siteId, orderId);
    const replayed = await replayOf(trx, order.id, key, now);
    if (replayed) return { value: { orderTransactions: await transactionsOf(trx, order), refundId: replayed, failedPaymentIds: [] }, mailed: false };
    const payment = input.payments[0]!;
    if (payment.paymentId !== order.payment_id) throw notFound('PAYMENTS_NOT_FOUND', 'Payment', { orderId: order.id, paymentId: payment.paymentId });
    const paid = paidAmount(order);
    if (paid === 0) throw failedPrecondition('REFUND_NOT_AVAILABLE', 'The order is not paid: there is nothing to refund', order);
    const refundable = paid - order.refunded_amount;
    if (refundable <= 0) throw failedPrecondition('REFUND_NOT_AVAILABLE', 'The order was refunded in full already', order);

    const lines = await orderLines(trx, order.id);
    const details = input.details ?? {};
    const items = details.lineItems ?? details.items ?? [];
    const itemsField = details.lineItems ? 'details.lineItems' : 'details.items';
    const restockInfo = input.sideEffects?.restockInfo;
    const restockItems = restockInfo?.type === 'SOME_ITEMS' ? (restockInfo.items ?? []) : [];
    const violations = [
      ...checkLines(items, itemsField, lines, (l) => l.quantity - l.refunded_quantity),
      ...checkLines(restockItems, 'sideEffects.restockInfo.items', lines, restockable),
    ];
    const digits = currencyDigits(order.currency);
    const asked = payment.amount ? decimalToScaled(payment.amount.amount, digits) : undefined;
    if (payment.amount && asked === undefined)
      violations.push(violation('payments[0].amount.amount', `must be a decimal amount with at most ${digits} decimals`, 'FORMAT'));
    if (violations.length > 0) throw validationError(violations);

    const shipping = details.shippingIncluded ? (order.shipping_info?.totalAfterTax ?? 0) : 0;
    const partial = items.length > 0 || details.shippingIncluded === true;
    const amount = refundAmount(
      { ...(asked === undefined ? {} : { asked }), partial, lines: refundedLines(items, lines, order.tax_included), shipping },
      refundable,
    );
    const formatted = (minor: number) => formatMoney(minor, order.currency);
    if (amount <= 0)
      throw applicationError(400, 'INVALID_AMOUNT', 'Invalid refund amount', 'A refund must be more than zero', { requested: formatted(amount) });
    if (amount > refundable) {
      throw applicationError(
        400,
        'INVALID_AMOUNT',
        'Refund exceeds what was paid',
        `At most ${formatted(refundable)} of ${formatted(paid)} paid can still be refunded`,
        {
          requested: formatted(amount),
          refundable: formatted(refundable),
          paid: formatted(paid),
        },
      );
    }

    const refundId = randomUUID();
    const external = payment.externalRefund === true;
    for (const item of items) {
      await trx
        .updateTable('order_line_items')
        .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', item.quantity) }))
        .where('order_id', '=', order.id)
        .where('id', '=', item.lineItemId)
        .execute();
    }
    const restocks: Restock[] =
      restockInfo?.type === 'ALL_ITEMS'
        ? lines.map((l) => ({ lineItemId: l.id, quantity: restockable(l) }))
        : restockItems.map((i) => ({ lineItemId: i.lineItemId, quantity: i.quantity }));
    await returnStock(trx, siteId, lines, restocks, now, actor.identity);
    const refunded = order.refunded_amount + amount;
    const updated = await updateOrder(
      trx,
      order,
      { refunded_amount: refunded, payment_status: refunded >= paid ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED' },
      now,
    );
    const reason = details.reason?.trim() || undefined;
    await addActivities(trx, order, [{ type: 'ORDER_REFUNDED', details: { orderRefunded: { manual: external, amount, ...(reason ? { reason } : {}) } } }], now);

    // The provider is asked last, once everything else is written: a refusal rolls the whole refund back.
    let reference: string | null = null;
    if (!external) {
      const site = await trx.selectFrom('sites').select('settings').where('id', '=', siteId).executeTakeFirst();
      const provider = providerById(ctx.config, siteId, (site?.settings ?? {}) as Record<string, unknown>, order.payment.providerId);
      if (!provider)
        throw failedPrecondition(
          'REFUND_NOT_AVAILABLE',
          `The payment provider ${order.payment.providerId} is not available; record a refund made outside the store with externalRefund`,
          order,
        );
      const result = await provider.refund({
        orderId: order.id,
        siteId,
        refundId,
        currency: order.currency,
        amount,
        paymentReference: order.payment.reference,
      });
      if (result.status === 'FAILED')
        throw applicationError(400, 'REFUND_FAILED', 'The payment provider refused the refund', result.description, { reason: result.reason });
      reference = result.reference;
    }
    await trx
      .insertInto('order_refunds')
      .values({
        id: refundId,
        site_id: siteId,
        order_id: order.id,
        payment_id: order.payment_id,
        amount,
        line_items: JSON.stringify(items.map((i) => ({ lineItemId: i.lineItemId, quantity: i.quantity }))),
        shipping_included: details.shippingIncluded === true,
        reason: reason ?? null,
        external,
        provider_reference: reference,
        created_at: now,
      })
      .execute();
    await rememberRequest(trx, order.id, key, refundId, now);

    const wire = await wireOrderOf(trx, updated);
    const orderTransactions = await transactionsOf(trx, updated);
    const sendMail = input.sideEffects?.sendOrderRefundedEmail !== false;
    const customMessage = input.sideEffects?.customMessage ?? undefined;
    await queueOrderEvent(trx, ORDER_PAYMENT_STATUS_UPDATED_EVENT, wire, { previousPaymentStatus: order.payment_status }, now, actor);
    await queueEvent(
      trx,
      {
        siteId,
        eventType: REFUND_COMPLETED_EVENT,
        entityFqdn: ORDER_TRANSACTIONS_ENTITY_FQDN,
        entityId: order.id,
        entity: {
          orderId: order.id,
          refund: orderTransactions.refunds.find((r) => r.id === refundId),
          sideEffects: {
            restockInfo: { type: restockInfo?.type ?? 'NO_ITEMS', items: restocks },
            sendOrderRefundedEmail: sendMail,
            ...(customMessage ? { customMessage } : {}),
          },
          orderTransactions,
        },
        identity: actor.identity,
      },
      now,
    );
    if (sendMail) {
      const site = await siteOf(trx, siteId);
      await queueMail(
        trx,
        orderRefundedMail(siteId, brandOf(site), wire, { formattedAmount: formatMoney(amount, order.currency, localeOf(site.settings)) }, customMessage),
        now,
      );
    }
    return { value: { orderTransactions, refundId, failedPaymentIds: [] }, mailed: sendMail };
  });
}

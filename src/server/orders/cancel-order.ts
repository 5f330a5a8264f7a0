// Cancel an order (POST /ecom/v1/orders/{id}/cancel): status CANCELED, tracked stock, the coupon use and membership uses given back, the buyer told, an event queued; all in one transaction.
import { brandOf, queueMail } from '../mail/index.js';
import type { Order } from '../../wire/orders.js';
import { ORDER_CANCELED_EVENT } from '../../wire/orders.js';
import { returnCouponUse } from '../cart/index.js';
import type { AppContext } from '../context.js';
import { addActivities } from './order-activities.js';
import type { OperationLog } from './order-operation.js';
import {
  failedPrecondition,
  lockOrder,
  orderLines,
  queueOrderEvent,
  runOrderOperation,
  siteOf,
  updateOrder,
  wireOrderOf,
  type OrderActor,
} from './order-operation.js';
import { orderCanceledMail } from './order-update-mail.js';
import { returnMembershipUses } from '../memberships/index.js';
import { restockable, returnStock } from './restock.js';

/** Options of a cancel, as Wix names them. */
export interface CancelOptions {
  /** Tell the buyer by e-mail. @default true */
  sendOrderCanceledEmail?: boolean;
  /** The merchant's note in the e-mail. */
  customMessage?: string;
  /** Give the units the order took back to tracked stock. @default true */
  restockAllItems?: boolean;
}

/**
 * Cancels an order. Refused (428 ORDER_FULFILLED) once something of it was shipped, and for pending or rejected
 * orders. Cancelling a cancelled order answers it unchanged (a retry does nothing twice). An unpaid order's payment
 * status becomes CANCELED; a paid one keeps PAID until the merchant refunds it.
 */
export async function cancelOrder(ctx: AppContext, actor: OrderActor, orderId: string, options: CancelOptions, log: OperationLog): Promise<Order> {
  const { siteId } = actor;
  return runOrderOperation(ctx, log, async (trx, now) => {
    const order = await lockOrder(trx, siteId, orderId);
    if (order.status === 'CANCELED') return { value: await wireOrderOf(trx, order), mailed: false };
    if (order.status === 'PENDING') throw failedPrecondition('ORDER_IS_PENDING', 'A pending order cannot be canceled', order);
    if (order.status === 'REJECTED') throw failedPrecondition('ORDER_IS_REJECTED', 'A rejected order cannot be canceled', order);
    const lines = await orderLines(trx, order.id);
    const shippable = lines.some((l) => l.product_type === 'physical');
    if (shippable && order.fulfillment_status !== 'NOT_FULFILLED')
      throw failedPrecondition('ORDER_FULFILLED', 'An order that was (partly) fulfilled cannot be canceled', order);

    const restock = options.restockAllItems !== false;
    if (restock)
      await returnStock(
        trx,
        siteId,
        lines,
        lines.filter((l) => restockable(l) > 0).map((l) => ({ lineItemId: l.id, quantity: restockable(l) })),
        now,
        actor.identity,
      );
    for (const discount of order.applied_discounts) {
      if (discount.source === 'coupon') await returnCouponUse(trx, siteId, discount.id);
    }
    await returnMembershipUses(trx, siteId, lines);
    const updated = await updateOrder(
      trx,
      order,
      { status: 'CANCELED', ...(order.payment_status === 'NOT_PAID' || order.payment_status === 'PENDING' ? { payment_status: 'CANCELED' as const } : {}) },
      now,
    );
    await addActivities(trx, order, [{ type: 'ORDER_CANCELED' }], now);
    const wire = await wireOrderOf(trx, updated);
    await queueOrderEvent(
      trx,
      ORDER_CANCELED_EVENT,
      wire,
      {
        restockAllItems: restock,
        sendOrderCanceledEmail: options.sendOrderCanceledEmail !== false,
        ...(options.customMessage ? { customMessage: options.customMessage } : {}),
      },
      now,
      actor,
    );
    const mailed = options.sendOrderCanceledEmail !== false;
    if (mailed) {
      const site = await siteOf(trx, siteId);
      await queueMail(trx, orderCanceledMail(siteId, brandOf(site), wire, options.customMessage), now);
    }
    return { value: wire, mailed };
  });
}

// A member's own order with what the account's order page shows besides it: the shipments (with tracking links) and the refunds.
import type { MyOrderResponse } from '../../wire/member-orders.js';
import type { ShopperCaller } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { forbidden, notFound } from '../http/http-error.js';
import { orderFulfillments } from './fulfil.js';
import { findOrder } from './order-read.js';
import { siteOrder, transactionsOf } from './order-transactions.js';

/** The member's order `orderId` with its shipments and refunds; ORDER_NOT_FOUND when it is not theirs. Visitors get 403. */
export async function myOrder(ctx: AppContext, caller: ShopperCaller, orderId: string): Promise<MyOrderResponse> {
  if (caller.kind !== 'member') throw forbidden('An order’s details are for the signed-in member who placed it');
  const order = await findOrder(ctx.db, { siteId: caller.siteId, buyerId: caller.subjectId }, orderId);
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order', { orderId });
  const [shipped, transactions] = await Promise.all([
    orderFulfillments(ctx.db, caller.siteId, order.id),
    siteOrder(ctx.db, caller.siteId, order.id).then((row) => transactionsOf(ctx.db, row)),
  ]);
  return {
    order,
    fulfillments: shipped.fulfillments,
    refunds: transactions.refunds.map((r) => ({
      id: r.id,
      createdDate: r.createdDate,
      amount: r.summary.refunded,
      ...(r.details.reason ? { reason: r.details.reason } : {}),
    })),
  };
}

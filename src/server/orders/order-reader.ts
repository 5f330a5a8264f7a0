// Who reads orders and one order by id for them: the same caller rules and not-found error for REST and GraphQL.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { GetOrderResponse } from '../../wire/orders.js';
import type { AppContext } from '../context.js';
import { forbidden, notFound } from '../http/http-error.js';
import { findOrder, type OrderReader } from './order-read.js';

/** Path parameters of an order read: its id. */
export const OrderIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** Who reads orders: a merchant (every order of the site) or a member (their own); visitors get 403. */
export async function orderReaderOf(ctx: AppContext, request: FastifyRequest): Promise<OrderReader> {
  const caller = await ctx.callers.any(request);
  if (caller.kind === 'merchant') return { siteId: caller.siteId };
  if (caller.kind === 'member') return { siteId: caller.siteId, buyerId: caller.subjectId };
  throw forbidden('Orders are read with a merchant API key, or by a signed-in member (their own orders)');
}

/** The order `id` as the caller may read it; ORDER_NOT_FOUND (404) when there is none or it is not theirs. */
export async function getOrderFor(ctx: AppContext, request: FastifyRequest, id: string): Promise<GetOrderResponse> {
  const reader = await orderReaderOf(ctx, request);
  const order = await findOrder(ctx.db, reader, id);
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order', { orderId: id });
  return { order };
}

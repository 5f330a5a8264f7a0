// Order transactions (Wix order transactions, merchant API key): an order's payments and refunds, and the payment status update that marks an offline payment APPROVED, under /ecom/v1/payments and its /_api/ecom-payments alias.
import { orderActor } from './order-actor.js';
import { Type } from 'typebox';
import type { OrderTransactions } from '../../../wire/order-operations.js';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import { applicationError } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { markOrderPaid } from '../mark-paid.js';
import { siteOrder, transactionsOf } from '../order-transactions.js';
import { EntityIdSchema, merchantOnly, OrderIdSchema } from './merchant-hooks.js';

/** Path prefixes: the REST path, and the one the official package builds for hosts other than www.wixapis.com. */
export const TRANSACTION_PREFIXES = ['/ecom/v1/payments', '/_api/ecom-payments/v1/payments'] as const;

const TRANSACTION_STATUSES = [
  'UNDEFINED',
  'APPROVED',
  'PENDING',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'AUTHORIZED',
  'VOIDED',
] as const;

const OrderParams = Type.Object({ orderId: OrderIdSchema });
const PaymentParams = Type.Object({ paymentId: EntityIdSchema, orderId: OrderIdSchema });
const ListByIdsBody = Type.Object({ orderIds: Type.Array(OrderIdSchema, { minItems: 1, maxItems: 100 }) }, { additionalProperties: false });
const UpdateStatusBody = Type.Object(
  { orderId: Type.Optional(OrderIdSchema), paymentId: Type.Optional(EntityIdSchema), status: Type.Union(TRANSACTION_STATUSES.map((s) => Type.Literal(s))) },
  { additionalProperties: false },
);

/** Registers the order transaction calls. */
export function registerOrderTransactionRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [emptyBodyAsObject, merchantOnly(ctx)];
  for (const prefix of TRANSACTION_PREFIXES) {
    const hide = prefix !== TRANSACTION_PREFIXES[0];
    const tags = ['order payments'];
    app.get(
      `${prefix}/orders/:orderId`,
      { schema: { params: OrderParams, tags, hide, summary: 'The payments and refunds of an order' }, preValidation: [merchantOnly(ctx)] },
      async (request): Promise<{ orderTransactions: OrderTransactions }> => {
        const { siteId } = await ctx.callers.merchant(request);
        return { orderTransactions: await transactionsOf(ctx.db, await siteOrder(ctx.db, siteId, request.params.orderId)) };
      },
    );
    app.post(
      `${prefix}/list-by-ids`,
      { schema: { body: ListByIdsBody, tags, hide, summary: 'The payments and refunds of several orders (unknown ids are left out)' }, preValidation },
      async (request) => {
        const { siteId } = await ctx.callers.merchant(request);
        const orders = await ctx.db.selectFrom('orders').selectAll().where('site_id', '=', siteId).where('id', 'in', request.body.orderIds).execute();
        return { orderTransactions: await Promise.all(orders.map((o) => transactionsOf(ctx.db, o))) };
      },
    );
    app.post(
      `${prefix}/:paymentId/orders/:orderId/update-payment-transaction-status`,
      {
        schema: {
          params: PaymentParams,
          body: UpdateStatusBody,
          tags,
          hide,
          summary: 'Set a payment’s status: APPROVED marks an offline order paid (other statuses are not supported)',
        },
        preValidation,
      },
      async (request): Promise<{ orderTransactions: OrderTransactions }> => {
        const actor = await orderActor(ctx, request);
        const { siteId } = actor;
        if (request.body.status !== 'APPROVED') {
          throw applicationError(
            428,
            'STATUS_NOT_ALLOWED',
            'Payment status not supported',
            'Only APPROVED is supported: it records that an offline payment was received',
            { status: request.body.status },
          );
        }
        await markOrderPaid(ctx, actor, request.params.orderId, request.log, request.params.paymentId);
        return { orderTransactions: await transactionsOf(ctx.db, await siteOrder(ctx.db, siteId, request.params.orderId)) };
      },
    );
  }
}

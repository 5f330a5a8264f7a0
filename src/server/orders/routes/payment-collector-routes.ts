// Payments of an order (Wix payments collector, merchant API key): mark an offline order paid, whether it can be refunded, and refund it, under /ecom/v1/payments-collector.
import { orderActor } from './order-actor.js';
import { Type } from 'typebox';
import type { OrderResponse, Refundability, TriggerRefundResponse } from '../../../wire/order-operations.js';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { markOrderPaid } from '../mark-paid.js';
import { refundabilityOf, siteOrder } from '../order-transactions.js';
import { refundOrder } from '../refund-order.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { merchantOnly, OrderIdSchema } from './merchant-hooks.js';

/** Path prefixes: the REST path, and the unmapped path the official package sends to hosts other than www.wixapis.com. */
export const PAYMENT_COLLECTOR_PREFIXES = ['/ecom/v1/payments-collector', '/v1/payments-collector'] as const;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const LineQuantity = Type.Object(
  { lineItemId: Type.String({ minLength: 1, maxLength: 100 }), quantity: Type.Integer({ minimum: 1, maximum: 100_000 }) },
  { additionalProperties: false },
);

const MarkPaidBody = Type.Object({ ecomOrderId: Type.Optional(OrderIdSchema) }, { additionalProperties: false });
const TriggerRefundBody = Type.Object(
  {
    ecomOrderId: Type.Optional(OrderIdSchema),
    payments: Type.Array(
      Type.Object(
        {
          paymentId: Type.String({ minLength: 1, maxLength: 100 }),
          amount: Nullable(
            Type.Object(
              { amount: Type.String({ minLength: 1, maxLength: 30 }), formattedAmount: Type.Optional(Type.String({ maxLength: 50 })) },
              { additionalProperties: false },
            ),
          ),
          externalRefund: Nullable(Type.Boolean({ description: 'Only record a refund made outside the store (the provider is not called)' })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 1 },
    ),
    details: Nullable(
      Type.Object(
        {
          items: Nullable(Type.Array(LineQuantity, { maxItems: 300 })),
          lineItems: Nullable(Type.Array(LineQuantity, { maxItems: 300 })),
          shippingIncluded: Nullable(Type.Boolean()),
          reason: Nullable(Type.String({ maxLength: 200 })),
        },
        { additionalProperties: false },
      ),
    ),
    sideEffects: Nullable(
      Type.Object(
        {
          restockInfo: Nullable(
            Type.Object(
              {
                type: Nullable(Type.Union([Type.Literal('NO_ITEMS'), Type.Literal('ALL_ITEMS'), Type.Literal('SOME_ITEMS')])),
                items: Nullable(Type.Array(LineQuantity, { maxItems: 300 })),
              },
              { additionalProperties: false },
            ),
          ),
          sendOrderRefundedEmail: Nullable(Type.Boolean({ description: 'E-mail the buyer. Tote: true when absent' })),
          customMessage: Nullable(Type.String({ minLength: 1, maxLength: 1000 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
const OrderParams = Type.Object({ ecomOrderId: OrderIdSchema });

/** Registers the payments collector calls. */
export function registerPaymentCollectorRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [emptyBodyAsObject, merchantOnly(ctx)];
  for (const prefix of PAYMENT_COLLECTOR_PREFIXES) {
    const hide = prefix !== PAYMENT_COLLECTOR_PREFIXES[0];
    const tags = ['order payments'];
    app.post(
      `${prefix}/orders/:ecomOrderId/mark-as-paid`,
      {
        schema: {
          params: OrderParams,
          body: MarkPaidBody,
          tags,
          hide,
          summary: 'Mark an offline order paid: payment status PAID (an order already paid is answered unchanged)',
        },
        preValidation,
      },
      async (request): Promise<OrderResponse> => {
        const actor = await orderActor(ctx, request);
        return { order: await markOrderPaid(ctx, actor, request.params.ecomOrderId, request.log) };
      },
    );
    app.get(
      `${prefix}/orders/:ecomOrderId/refundability`,
      {
        schema: {
          params: OrderParams,
          tags,
          hide,
          summary: 'Whether the order’s payment can be refunded (REFUNDABLE, MANUAL for offline payments, NOT_REFUNDABLE)',
        },
        preValidation: [merchantOnly(ctx)],
      },
      async (request): Promise<{ refundabilities: Refundability[]; refundablePerItem: boolean }> => {
        const { siteId } = await ctx.callers.merchant(request);
        const order = await siteOrder(ctx.db, siteId, request.params.ecomOrderId);
        return { refundabilities: [refundabilityOf(order)], refundablePerItem: true };
      },
    );
    app.post(
      `${prefix}/orders/:ecomOrderId/trigger-refund`,
      {
        schema: {
          params: OrderParams,
          body: TriggerRefundBody,
          tags,
          hide,
          summary:
            'Refund an amount, line units or everything left: payment status PARTIALLY_REFUNDED or FULLY_REFUNDED, the provider refunds, the buyer is e-mailed; never more than was paid. Retries answer the first refund (Idempotency-Key header, or the same body within 10 minutes)',
        },
        preValidation,
      },
      async (request): Promise<TriggerRefundResponse> => {
        const actor = await orderActor(ctx, request);
        return refundOrder(ctx, actor, request.params.ecomOrderId, request.body, idempotencyKeyOf(request), request.log);
      },
    );
  }
}

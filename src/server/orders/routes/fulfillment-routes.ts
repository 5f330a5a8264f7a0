// Order fulfilments (Wix order fulfillments, merchant API key): list, list for several orders, create, update, delete, under /ecom/v1/fulfillments and the official package's /_api/fulfillments alias.
import { orderActor } from './order-actor.js';
import { Type } from 'typebox';
import type { OrderWithFulfillmentsResponse } from '../../../wire/order-operations.js';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { createFulfillment, deleteFulfillment, listFulfillments, orderFulfillments, updateFulfillment } from '../fulfil.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { EntityIdSchema, merchantOnly, OrderIdSchema } from './merchant-hooks.js';

/** Path prefixes of fulfilments: the REST path, and the one the official package builds for hosts other than www.wixapis.com. */
export const FULFILLMENT_PREFIXES = ['/ecom/v1/fulfillments', '/_api/fulfillments/v1/fulfillments'] as const;

const Text100 = Type.String({ minLength: 1, maxLength: 100 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

/** A fulfilment in a request (read-only `id` and `createdDate` are ignored). */
const FulfillmentSchema = Type.Object(
  {
    id: Nullable(Type.String({ maxLength: 100 })),
    createdDate: Nullable(Type.String({ maxLength: 40 })),
    lineItems: Type.Optional(
      Type.Array(Type.Object({ id: Text100, quantity: Nullable(Type.Integer({ minimum: 1, maximum: 100_000 })) }, { additionalProperties: false }), {
        maxItems: 300,
      }),
    ),
    trackingInfo: Nullable(
      Type.Object(
        {
          trackingNumber: Nullable(Type.String({ minLength: 1, maxLength: 100 })),
          shippingProvider: Nullable(Type.String({ minLength: 1, maxLength: 100 })),
          trackingLink: Nullable(Type.String({ minLength: 1, maxLength: 2048, pattern: '^https?://\\S+$' })),
        },
        { additionalProperties: false },
      ),
    ),
    customInfo: Nullable(
      Type.Object(
        { fieldsData: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 1000 }), { maxProperties: 100 })) },
        { additionalProperties: false },
      ),
    ),
    status: Nullable(Type.String({ minLength: 1, maxLength: 100 })),
    completed: Nullable(Type.Boolean()),
  },
  { additionalProperties: false },
);

const CreateBody = Type.Object({ fulfillment: FulfillmentSchema }, { additionalProperties: false });
const UpdateBody = Type.Object(
  {
    fulfillment: FulfillmentSchema,
    fieldMask: Type.Optional(
      Type.Union([Type.String({ maxLength: 500 }), Type.Object({ paths: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10 }) })]),
    ),
  },
  { additionalProperties: false },
);
const ListByIdsBody = Type.Object({ orderIds: Type.Array(OrderIdSchema, { minItems: 1, maxItems: 100 }) }, { additionalProperties: false });
const OrderParams = Type.Object({ orderId: OrderIdSchema });
const FulfillmentParams = Type.Object({ fulfillmentId: EntityIdSchema, orderId: OrderIdSchema });

/** The paths a field mask names: `"a,b"` or `{paths: [...]}`. */
function maskPaths(mask: string | { paths: string[] } | undefined): string[] | undefined {
  if (mask === undefined) return undefined;
  return (typeof mask === 'string' ? mask.split(',') : mask.paths).map((p) => p.trim().replace(/^fulfillment\./, '')).filter(Boolean);
}

/** Registers the fulfilment calls. */
export function registerFulfillmentRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [emptyBodyAsObject, merchantOnly(ctx)];
  for (const prefix of FULFILLMENT_PREFIXES) {
    const hide = prefix !== FULFILLMENT_PREFIXES[0];
    const tags = ['order fulfillments'];
    app.get(
      `${prefix}/orders/:orderId`,
      { schema: { params: OrderParams, tags, hide, summary: 'The fulfilments of an order' }, preValidation: [merchantOnly(ctx)] },
      async (request) => {
        const { siteId } = await ctx.callers.merchant(request);
        return { orderWithFulfillments: await orderFulfillments(ctx.db, siteId, request.params.orderId) };
      },
    );
    app.post(
      `${prefix}/list-by-ids`,
      { schema: { body: ListByIdsBody, tags, hide, summary: 'The fulfilments of several orders (unknown ids are left out)' }, preValidation },
      async (request) => {
        const { siteId } = await ctx.callers.merchant(request);
        return { ordersWithFulfillments: await listFulfillments(ctx.db, siteId, request.body.orderIds) };
      },
    );
    app.post(
      `${prefix}/orders/:orderId/create-fulfillment`,
      {
        schema: {
          params: OrderParams,
          body: CreateBody,
          tags,
          hide,
          summary:
            'Fulfil some or all units of an order’s lines, with tracking; the order becomes PARTIALLY_FULFILLED or FULFILLED and the buyer is e-mailed. Retries answer the first fulfilment (Idempotency-Key header, or the same body within 10 minutes)',
        },
        preValidation,
      },
      async (request): Promise<OrderWithFulfillmentsResponse> => {
        const actor = await orderActor(ctx, request);
        return createFulfillment(ctx, actor, request.params.orderId, request.body.fulfillment, idempotencyKeyOf(request), request.log);
      },
    );
    app.patch(
      `${prefix}/:fulfillmentId/orders/:orderId`,
      {
        schema: { params: FulfillmentParams, body: UpdateBody, tags, hide, summary: 'Update a fulfilment: tracking, custom info, status, lines' },
        preValidation,
      },
      async (request): Promise<OrderWithFulfillmentsResponse> => {
        const actor = await orderActor(ctx, request);
        return updateFulfillment(
          ctx,
          actor,
          request.params.orderId,
          request.params.fulfillmentId,
          request.body.fulfillment,
          maskPaths(request.body.fieldMask),
          request.log,
        );
      },
    );
    app.delete(
      `${prefix}/:fulfillmentId/orders/:orderId`,
      {
        schema: { params: FulfillmentParams, tags, hide, summary: 'Delete a fulfilment: its units are unfulfilled again' },
        preValidation: [merchantOnly(ctx)],
      },
      async (request): Promise<OrderWithFulfillmentsResponse> => {
        const actor = await orderActor(ctx, request);
        return deleteFulfillment(ctx, actor, request.params.orderId, request.params.fulfillmentId, request.log);
      },
    );
  }
}

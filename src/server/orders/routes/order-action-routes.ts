// Merchant actions on an order (Wix orders, API key): cancel, and add, update or delete an activity (comment), under /ecom/v1/orders and its /_api/ecom-orders alias.
import { orderActor } from './order-actor.js';
import { Type } from 'typebox';
import type { OrderResponse } from '../../../wire/order-operations.js';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { cancelOrder } from '../cancel-order.js';
import { addMerchantActivity, deleteMerchantActivity, updateMerchantActivity } from '../merchant-activities.js';
import { ORDER_PREFIXES } from './order-routes.js';
import { EntityIdSchema, merchantOnly, OrderIdSchema } from './merchant-hooks.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

const CancelBody = Type.Object(
  {
    id: Type.Optional(OrderIdSchema),
    sendOrderCanceledEmail: Nullable(Type.Boolean({ description: 'E-mail the buyer. Tote: true when absent' })),
    customMessage: Nullable(Type.String({ minLength: 1, maxLength: 1000 })),
    restockAllItems: Nullable(Type.Boolean({ description: 'Give the units back to tracked stock. Tote: true when absent' })),
  },
  { additionalProperties: false },
);

const PublicActivitySchema = Type.Object(
  {
    merchantComment: Nullable(Type.Object({ message: Type.String({ minLength: 1, maxLength: 5000 }) }, { additionalProperties: false })),
    customActivity: Nullable(
      Type.Object(
        {
          appId: Nullable(Type.String({ maxLength: 100 })),
          type: Type.String({ minLength: 1, maxLength: 100 }),
          additionalData: Nullable(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 1000 }), { maxProperties: 50 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const AddActivityBody = Type.Object({ id: Type.Optional(OrderIdSchema), activity: PublicActivitySchema }, { additionalProperties: false });
const UpdateActivityBody = Type.Object(
  { id: Type.Optional(OrderIdSchema), activityId: Type.Optional(EntityIdSchema), activity: Type.Optional(PublicActivitySchema) },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: OrderIdSchema });
const ActivityParams = Type.Object({ id: OrderIdSchema, activityId: EntityIdSchema });

/** Registers the order actions. */
export function registerOrderActionRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [emptyBodyAsObject, merchantOnly(ctx)];
  for (const prefix of ORDER_PREFIXES) {
    const hide = prefix !== ORDER_PREFIXES[0];
    const tags = ['orders'];
    app.post(
      `${prefix}/:id/cancel`,
      {
        schema: {
          params: IdParams,
          body: CancelBody,
          tags,
          hide,
          summary:
            'Cancel an order: status CANCELED, tracked stock and the coupon use given back, the buyer e-mailed; refused once (part of) it was fulfilled; a cancelled order is answered unchanged',
        },
        preValidation,
      },
      async (request): Promise<OrderResponse> => {
        const actor = await orderActor(ctx, request);
        const b = request.body;
        const order = await cancelOrder(
          ctx,
          actor,
          request.params.id,
          {
            ...(typeof b.sendOrderCanceledEmail === 'boolean' ? { sendOrderCanceledEmail: b.sendOrderCanceledEmail } : {}),
            ...(typeof b.restockAllItems === 'boolean' ? { restockAllItems: b.restockAllItems } : {}),
            ...(b.customMessage ? { customMessage: b.customMessage } : {}),
          },
          request.log,
        );
        return { order };
      },
    );
    app.post(
      `${prefix}/:id/activities`,
      {
        schema: { params: IdParams, body: AddActivityBody, tags, hide, summary: 'Add a merchant comment or custom activity to an order’s timeline' },
        preValidation,
      },
      async (request) => {
        const { siteId } = await ctx.callers.merchant(request);
        return addMerchantActivity(ctx, siteId, request.params.id, request.body.activity, request.log);
      },
    );
    app.patch(
      `${prefix}/:id/activities/:activityId`,
      { schema: { params: ActivityParams, body: UpdateActivityBody, tags, hide, summary: 'Change a merchant comment or custom activity' }, preValidation },
      async (request): Promise<OrderResponse> => {
        const { siteId } = await ctx.callers.merchant(request);
        return { order: await updateMerchantActivity(ctx, siteId, request.params.id, request.params.activityId, request.body.activity, request.log) };
      },
    );
    app.delete(
      `${prefix}/:id/activities/:activityId`,
      { schema: { params: ActivityParams, tags, hide, summary: 'Delete a merchant comment or custom activity' }, preValidation: [merchantOnly(ctx)] },
      async (request): Promise<OrderResponse> => {
        const { siteId } = await ctx.callers.merchant(request);
        return { order: await deleteMerchantActivity(ctx, siteId, request.params.id, request.params.activityId, request.log) };
      },
    );
  }
}

// 200 schemas of the operations without a named one: the entity (or list) the answer holds under its key, and the closed `{}` of calls that only act.
import { Type, type TSchema } from 'typebox';
import { StateMachineResponseSchema } from './schemas/identity.js';
import { EmptySchema } from './schemas/literals.js';
import { PAYMENT_ANSWERS } from './schemas/payments.js';

/** An entity whose fields are not described here yet: an object with an `id` when it has one. */
const Entity = Type.Object({}, { additionalProperties: true });

/** `{key: {...}}`. */
function entityUnder(key: string): TSchema {
  return Type.Object({ [key]: Entity });
}

/** `{key: [...]}`. */
function listUnder(key: string): TSchema {
  return Type.Object({ [key]: Type.Array(Entity) });
}

/** Create, get and change of one entity at `base` and `base/{param}`: each answers `{key}`. */
function crud(base: string, key: string, param = 'id'): Record<string, TSchema> {
  return {
    [`POST ${base}`]: entityUnder(key),
    [`GET ${base}/{${param}}`]: entityUnder(key),
    [`PATCH ${base}/{${param}}`]: entityUnder(key),
  };
}

/** The answers of the login, register and verification state machine: a state and, on success, a session token. */
const StateMachineAnswer = StateMachineResponseSchema;

/** The dashboard session: the signed-in staff account and the CSRF token of its writes. */
const AdminSessionAnswer = Type.Object({
  staff: Type.Object({ id: Type.String(), email: Type.String(), role: Type.String(), siteId: Type.String() }, { additionalProperties: true }),
  csrfToken: Type.String(),
  shopName: Type.String(),
});

/** The set-up's answer: the owner's dashboard session, the new site and client, the script tag (and the API key asked for). */
const SetupAnswer = Type.Object({
  staff: AdminSessionAnswer.properties.staff,
  csrfToken: Type.String(),
  siteId: Type.String(),
  clientId: Type.String(),
  scriptTag: Type.String(),
  apiKey: Type.Optional(Type.String()),
});

/** `{}`: the answer of calls that only act. */
const Empty = EmptySchema;

/** Catalog writes that answer `{}`. */
const EMPTY_CATALOG_WRITES = [
  'POST /stores/v1/products/{id}/remove-brand',
  'POST /stores/v1/products/{id}/remove-ribbon',
  'POST /stores/v1/products/{id}/variants/resetToDefault',
  'PATCH /stores/v2/inventoryItems/product/{id}',
  'PATCH /stores/v1/inventoryItems/product/{id}',
  'POST /stores/v1/products/{id}/media',
  'POST /stores/v1/products/{id}/media/delete',
  'PUT /tote/v1/products/{id}/media/order',
  'PATCH /stores/v1/products/{id}/choices/media',
  'POST /stores/v1/products/{id}/choices/media/delete',
  'POST /stores/v1/collections/{id}/productIds',
  'POST /stores/v1/collections/{id}/productIds/delete',
];

/** A page of a query: the entities under `key` and the paging facts. */
function pageUnder(key: string, metadata = 'metadata'): TSchema {
  return Type.Object({ [key]: Type.Array(Entity), [metadata]: Type.Object({}, { additionalProperties: true }) });
}

/** `METHOD path` → the answer's schema, for operations without a named one (response-schemas.ts). */
export const ENTITY_KEYS: Record<string, TSchema> = {
  ...Object.fromEntries(EMPTY_CATALOG_WRITES.map((key) => [key, Empty])),
  'POST /ecom/v1/checkouts/{id}/mark-as-completed': Empty,
  'GET /tote/v1/admin/session': AdminSessionAnswer,
  'POST /tote/v1/admin/session': AdminSessionAnswer,
  'POST /tote/v1/admin/staff/accept': AdminSessionAnswer,
  'GET /tote/v1/admin/setup': Type.Object({ open: Type.Boolean() }),
  'POST /tote/v1/admin/setup': SetupAnswer,
  'POST /tote/v1/admin/totp/enroll': Type.Object({ secret: Type.String(), otpauthUrl: Type.String() }),
  'POST /_api/iam/authentication/v2/change-password': Empty,
  'POST /_api/iam/authentication/v2/sign-on': Type.Object({ sessionToken: Type.String(), identity: Entity }),
  'POST /_api/iam/verification/v1/auth/verify': StateMachineAnswer,
  'POST /_api/iam/recovery/v1/recover': StateMachineAnswer,
  'POST /_api/iam/verification/v1/verify': Empty,
  'GET /_dev/mail/messages': listUnder('messages'),
  'GET /_api/redirects-api/v1/redirect-session/{id}': Type.Object({
    redirectSession: Type.Object({ id: Type.String(), kind: Type.String(), clientId: Type.String() }, { additionalProperties: true }),
  }),
  'POST /graphql/alpha': Type.Object(
    { data: Type.Optional(Type.Unknown()), errors: Type.Optional(Type.Array(Entity)) },
    { description: 'A GraphQL answer: `data` and, for failed fields, `errors`' },
  ),
  'POST /ecom/v1/orders/{id}/activities': Type.Object({ order: Entity, activityId: Type.String() }),
  'POST /ecom/v1/fulfillments/orders/{orderId}/create-fulfillment': Type.Object({ orderWithFulfillments: Entity, fulfillmentId: Type.Optional(Type.String()) }),
  'PATCH /ecom/v1/fulfillments/{fulfillmentId}/orders/{orderId}': Type.Object({ orderWithFulfillments: Entity, fulfillmentId: Type.Optional(Type.String()) }),
  'DELETE /ecom/v1/fulfillments/{fulfillmentId}/orders/{orderId}': Type.Object({ orderWithFulfillments: Entity, fulfillmentId: Type.Optional(Type.String()) }),
  'POST /ecom/v1/payments-collector/orders/{ecomOrderId}/trigger-refund': Type.Object({
    orderTransactions: Entity,
    refundId: Type.String(),
    failedPaymentIds: Type.Array(Type.Unknown()),
  }),
  'POST /ecom/v1/payments/{paymentId}/orders/{orderId}/update-payment-transaction-status': entityUnder('orderTransactions'),
  'POST /tote/v1/webhooks/endpoints/{id}/rotate-secret': entityUnder('endpoint'),
  'POST /tote/v1/webhooks/endpoints/{id}/replay': Type.Object({ replayed: Type.Number() }),
  'GET /site-media/v1/files': Type.Object({
    files: Type.Array(Entity),
    nextCursor: Type.Object({ cursors: Type.Object({ next: Type.Optional(Type.String()) }) }),
  }),
  'GET /members/v1/members': Type.Object({
    members: Type.Array(Entity),
    metadata: Type.Object({ count: Type.Number(), offset: Type.Number(), total: Type.Number() }),
  }),
  'GET /tote/v1/webhooks/endpoints/{id}/deliveries': Type.Object({ deliveries: Type.Array(Entity), nextCursor: Type.Optional(Type.String()) }),
  'GET /tote/v1/webhooks/events': Type.Object({ events: Type.Array(Entity), cursor: Type.String() }),
  'PATCH /stores/v1/products/{id}/variants': listUnder('variants'),
  ...Object.fromEntries(
    ['/stores-reader/v1', '/stores/v1'].flatMap((prefix) => [
      [`GET ${prefix}/variants/query`, pageUnder('variants')],
      [`POST ${prefix}/variants/query`, pageUnder('variants')],
      [`GET ${prefix}/variants/{id}`, entityUnder('variant')],
      [
        `POST ${prefix}/collections/query`,
        Type.Object({ collections: Type.Array(Entity), metadata: Type.Object({ items: Type.Number(), offset: Type.Number() }), totalResults: Type.Number() }),
      ],
    ]),
  ),
  'POST /stores/v1/bulk/products/update': Type.Object({
    results: Type.Array(Entity),
    bulkActionMetadata: Type.Object({ totalSuccesses: Type.Number(), totalFailures: Type.Number(), undetailedFailures: Type.Number() }),
  }),
  'POST /stores/v1/bulk/products/adjust-properties': Type.Object({
    results: Type.Array(Entity),
    bulkActionMetadata: Type.Object({ totalSuccesses: Type.Number(), totalFailures: Type.Number(), undetailedFailures: Type.Number() }),
  }),
  'GET /stores/v2/coupons/query': Type.Object({
    coupons: Type.Array(Entity),
    metadata: Type.Object({}, { additionalProperties: true }),
    totalResults: Type.Number(),
  }),
  'POST /stores/v2/coupons/query': Type.Object({
    coupons: Type.Array(Entity),
    metadata: Type.Object({}, { additionalProperties: true }),
    totalResults: Type.Number(),
  }),
  'GET /ecom/v1/discount-rules/query': pageUnder('discountRules', 'pagingMetadata'),
  'POST /ecom/v1/discount-rules/query': pageUnder('discountRules', 'pagingMetadata'),
  'POST /_api/iam/authentication/v2/register': StateMachineAnswer,
  'POST /_api/iam/authentication/v2/login': StateMachineAnswer,
  'POST /_api/iam/authentication/v2/validate-email': Type.Object({ valid: Type.Boolean(), formatInvalid: Type.Boolean() }),
  'GET /members/v1/members/my': entityUnder('member'),
  'GET /members/v1/members/{id}': entityUnder('member'),
  'PATCH /members/v1/members/{id}': entityUnder('member'),
  'POST /members/v1/members/{id}/approve': entityUnder('member'),
  'POST /members/v1/members/{id}/block': entityUnder('member'),
  'POST /members/v1/members/{id}/unblock': entityUnder('member'),
  'DELETE /members/v1/members/{id}/addresses': entityUnder('member'),
  'DELETE /members/v1/members/{id}/phones': entityUnder('member'),
  'POST /_api/redirects-api/v1/redirect-session': Type.Object({
    redirectSession: Type.Object({ id: Type.String(), fullUrl: Type.String() }, { additionalProperties: true }),
  }),
  'GET /tote/v1/site': entityUnder('site'),
  'GET /tote/v1/cart-reminders/stats': Type.Object({
    stats: Type.Object({
      sent: Type.Integer(),
      restored: Type.Integer(),
      orders: Type.Integer(),
      revenue: Type.Array(Type.Object({ currency: Type.String(), amount: Type.String() })),
    }),
  }),
  'PATCH /tote/v1/site': entityUnder('site'),
  'GET /tote/v1/oauth-clients': listUnder('clients'),
  ...crud('/tote/v1/oauth-clients', 'client'),
  'POST /tote/v1/oauth-clients/{id}/allowed-origins': entityUnder('client'),
  'POST /tote/v1/oauth-clients/{id}/allowed-origins/delete': entityUnder('client'),
  ...crud('/stores/v2/coupons', 'coupon'),
  ...crud('/ecom/v1/discount-rules', 'discountRule', 'discountRuleId'),
  'POST /ecom/v1/orders/{id}/cancel': entityUnder('order'),
  'GET /tote/v1/orders/{id}/details': Type.Object({ order: Entity, fulfillments: Type.Array(Entity), refunds: Type.Array(Entity) }),
  'POST /tote/v1/orders/{id}/buy-again': Type.Object({
    cart: Entity,
    addedLineItemIds: Type.Array(Type.String()),
    limited: Type.Array(Type.Object({ lineItemId: Type.String(), productName: Type.String(), ordered: Type.Integer(), added: Type.Integer() })),
    missing: Type.Array(
      Type.Object({ lineItemId: Type.String(), productName: Type.String(), reason: Type.Union([Type.Literal('NOT_FOR_SALE'), Type.Literal('SOLD_OUT')]) }),
    ),
  }),
  'PATCH /ecom/v1/orders/{id}/activities/{activityId}': entityUnder('order'),
  'DELETE /ecom/v1/orders/{id}/activities/{activityId}': entityUnder('order'),
  'GET /ecom/v1/fulfillments/orders/{orderId}': entityUnder('orderWithFulfillments'),
  'POST /ecom/v1/fulfillments/list-by-ids': listUnder('ordersWithFulfillments'),
  'GET /ecom/v1/payments/orders/{orderId}': entityUnder('orderTransactions'),
  'POST /ecom/v1/payments/list-by-ids': listUnder('orderTransactions'),
  'POST /ecom/v1/payments-collector/orders/{ecomOrderId}/mark-as-paid': entityUnder('order'),
  'GET /ecom/v1/payments-collector/orders/{ecomOrderId}/refundability': Type.Object({ refundabilities: Type.Array(Entity), refundablePerItem: Type.Boolean() }),
  'GET /tote/v1/shipping/zones': listUnder('zones'),
  'POST /tote/v1/shipping/zones/reorder': listUnder('zones'),
  ...crud('/tote/v1/shipping/zones', 'zone'),
  'GET /tote/v1/shipping/pickup-locations': listUnder('pickupLocations'),
  ...crud('/tote/v1/shipping/pickup-locations', 'pickupLocation'),
  'GET /tote/v1/orders/sales-summary': Type.Object({
    summary: Type.Object({
      orderCount: Type.Integer(),
      total: Type.Object({ amount: Type.String(), formattedAmount: Type.String() }),
      refunded: Type.Object({ amount: Type.String(), formattedAmount: Type.String() }),
      net: Type.Object({ amount: Type.String(), formattedAmount: Type.String() }),
      currency: Type.String(),
      unfulfilledCount: Type.Integer(),
    }),
  }),
  'GET /tote/v1/site/origins-seen': Type.Object({
    origins: Type.Array(Type.Object({ origin: Type.String(), lastSeenAt: Type.Union([Type.String(), Type.Null()]) })),
  }),
  'GET /tote/v1/tax/rates': listUnder('taxRates'),
  ...crud('/tote/v1/tax/rates', 'taxRate'),
  'GET /tote/v1/tax/settings': entityUnder('taxSettings'),
  'PATCH /tote/v1/tax/settings': entityUnder('taxSettings'),
  'GET /v1/recommendations/algorithms': listUnder('availableAlgorithms'),
  'POST /v1/recommendations/get': Type.Object({ recommendation: Type.Object({ items: Type.Array(Entity), algorithm: Type.Optional(Entity) }) }),
  'GET /tote/v1/webhooks/event-types': Type.Object({ eventTypes: Type.Array(Type.Unknown()) }),
  'GET /tote/v1/webhooks/endpoints': listUnder('endpoints'),
  ...crud('/tote/v1/webhooks/endpoints', 'endpoint'),
  'GET /tote/v1/webhooks/endpoints/{id}/secret': Type.Object({ secret: Type.String() }),
  'POST /tote/v1/webhooks/endpoints/{id}/test': Type.Object({ eventId: Type.String() }),
  'GET /tote/v1/admin/staff': Type.Object({ staff: Type.Array(Entity), invitations: Type.Array(Entity) }),
  'POST /tote/v1/admin/staff/invitations': entityUnder('invitation'),
  'GET /tote/v1/api-keys': listUnder('apiKeys'),
  'POST /tote/v1/api-keys': Type.Object({ apiKey: Entity, key: Type.String() }),
  'GET /site-media/v1/files/get-file-by-id': entityUnder('file'),
  'GET /site-media/v1/files/{id}': entityUnder('file'),
  ...PAYMENT_ANSWERS,
};

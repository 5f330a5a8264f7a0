// TypeBox schemas of the Wix Coupons calls: the specification merchants send, and the create, update and query bodies.
import { Type, type Static } from 'typebox';
import { PagingSchema } from '../query/paging.js';
import { SortingSchema } from '../query/query-schema.js';

/** An amount: a number (`12.5`) or a decimal string (`"12.50"`). */
const Amount = Type.Union([Type.Number(), Type.String({ maxLength: 40 })]);

/** A time: UNIX epoch milliseconds (number or digits) or an ISO 8601 string. */
const Time = Type.Union([Type.Number(), Type.String({ maxLength: 40 })]);

/** `scope`: `{namespace: 'stores'}` for every product, with `group: {name: 'product' | 'collection', entityId}` for one. */
export const CouponScopeSchema = Type.Object(
  {
    namespace: Type.String({ minLength: 1, maxLength: 50 }),
    group: Type.Optional(
      Type.Object(
        { name: Type.String({ minLength: 1, maxLength: 50 }), entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** A coupon's `specification`: exactly one of the value fields says its kind. Unknown fields are refused. */
export const CouponSpecificationSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    code: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: '^\\S+$' })),
    startTime: Type.Optional(Time),
    expirationTime: Type.Optional(Type.Union([Time, Type.Null()])),
    usageLimit: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()])),
    limitedToOneItem: Type.Optional(Type.Boolean()),
    appliesToSubscriptions: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
    scope: Type.Optional(CouponScopeSchema),
    minimumSubtotal: Type.Optional(Type.Union([Amount, Type.Null()])),
    type: Type.Optional(Type.String({ maxLength: 50, description: 'Read only: the kind, from the value field that is set' })),
    moneyOffAmount: Type.Optional(Amount),
    percentOffRate: Type.Optional(Amount),
    freeShipping: Type.Optional(Type.Boolean()),
    fixedPriceAmount: Type.Optional(Amount),
    buyXGetY: Type.Optional(
      Type.Object({ x: Type.Integer({ minimum: 1, maximum: 1000 }), y: Type.Integer({ minimum: 1, maximum: 1000 }) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);

/** A specification as checked by its schema. */
export type CouponSpecificationInput = Static<typeof CouponSpecificationSchema>;

/** Body of create and update: `{specification}`. */
export const CouponBodySchema = Type.Object({ specification: CouponSpecificationSchema }, { additionalProperties: false });

/** Body of update: `{specification}`, with the `id` the official packages repeat. */
export const UpdateCouponBodySchema = Type.Object(
  { id: Type.Optional(Type.String({ maxLength: 100 })), specification: CouponSpecificationSchema },
  { additionalProperties: false },
);

/** `query` of Query Coupons: the filter and sort as JSON strings (the REST form) or as an object and a list. */
export const CouponQuerySchema = Type.Object(
  {
    filter: Type.Optional(
      Type.Union([Type.String({ maxLength: 64_000 }), Type.Unknown({ description: 'Wix query filter, e.g. {"specification.code": {"$eq": "SAVE10"}}' })]),
    ),
    sort: Type.Optional(Type.Union([Type.String({ maxLength: 4_000 }), Type.Null(), Type.Array(SortingSchema, { maxItems: 10 })])),
    paging: Type.Optional(PagingSchema),
  },
  { additionalProperties: false },
);

/** Body of Query Coupons. */
export const QueryCouponsBodySchema = Type.Object({ query: Type.Optional(CouponQuerySchema) }, { additionalProperties: false });

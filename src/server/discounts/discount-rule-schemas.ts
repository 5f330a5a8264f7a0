// TypeBox schemas of the Wix eCom Discount Rules calls: the rule (scopes, trigger, discounts) and the create, update and query bodies.
import { Type, type Static } from 'typebox';
import { PlatformQuerySchema } from '../query/query-schema.js';

const Amount = Type.Union([Type.String({ maxLength: 40 }), Type.Number()]);
const Id = Type.String({ minLength: 1, maxLength: 100 });

/** A scope: the store's products (`CATALOG_ITEM`, some ids or none for all) or collections (`CUSTOM_FILTER`, `params.collectionIds`). */
export const DiscountScopeSchema = Type.Object(
  {
    id: Type.Optional(Id),
    type: Type.Union([Type.Literal('CATALOG_ITEM'), Type.Literal('CUSTOM_FILTER')]),
    catalogItemFilter: Type.Optional(
      Type.Object(
        {
          catalogAppId: Type.String({ minLength: 1, maxLength: 100 }),
          catalogItemIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 })),
        },
        { additionalProperties: false },
      ),
    ),
    customFilter: Type.Optional(
      Type.Object(
        { appId: Type.Optional(Type.String({ maxLength: 100 })), params: Type.Optional(Type.Record(Type.String(), Type.Unknown())) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** A scope as checked by its schema. */
export type DiscountScopeInput = Static<typeof DiscountScopeSchema>;

const Scopes = Type.Array(DiscountScopeSchema, { maxItems: 50 });
const SubtotalRange = Type.Object(
  { scopes: Type.Optional(Scopes), from: Type.Optional(Type.Union([Amount, Type.Null()])), to: Type.Optional(Type.Union([Amount, Type.Null()])) },
  { additionalProperties: false },
);
const QuantityRange = Type.Object(
  {
    scopes: Type.Optional(Scopes),
    from: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    to: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  },
  { additionalProperties: false },
);
const TriggerType = Type.Union(['AND', 'OR', 'SUBTOTAL_RANGE', 'ITEM_QUANTITY_RANGE', 'CUSTOM', 'CUSTOMER_ELIGIBILITY'].map((t) => Type.Literal(t)));
const leafFields = {
  subtotalRange: Type.Optional(SubtotalRange),
  itemQuantityRange: Type.Optional(QuantityRange),
  customTrigger: Type.Optional(Type.Unknown()),
  customerEligibility: Type.Optional(Type.Unknown()),
};
const LeafTrigger = Type.Object({ triggerType: TriggerType, ...leafFields }, { additionalProperties: false });
const Chain = Type.Object({ triggers: Type.Array(LeafTrigger, { minItems: 2, maxItems: 5 }) }, { additionalProperties: false });

/** A trigger: a subtotal or item quantity range, or an `and`/`or` of 2 to 5 of them. */
export const DiscountTriggerSchema = Type.Object(
  { triggerType: TriggerType, and: Type.Optional(Chain), or: Type.Optional(Chain), ...leafFields },
  { additionalProperties: false },
);

/** A trigger as checked by its schema. */
export type DiscountTriggerInput = Static<typeof DiscountTriggerSchema>;

/** One discount: its target scopes, type and value. */
export const DiscountValueSchema = Type.Object(
  {
    targetType: Type.Optional(Type.Literal('SPECIFIC_ITEMS')),
    specificItemsInfo: Type.Optional(Type.Object({ scopes: Scopes }, { additionalProperties: false })),
    discountType: Type.Optional(Type.Union(['PERCENTAGE', 'FIXED_AMOUNT', 'FIXED_PRICE', 'QUANTITY_BASED'].map((t) => Type.Literal(t)))),
    percentage: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 40 })])),
    fixedAmount: Type.Optional(Amount),
    fixedPrice: Type.Optional(Amount),
    quantityBased: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

/** A discount value as checked by its schema. */
export type DiscountValueInput = Static<typeof DiscountValueSchema>;

/** A discount rule as merchants write it; read-only fields (id, revision, dates, status, usageCount) are accepted and ignored. */
export const DiscountRuleInputSchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Id, Type.Null()])),
    revision: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Integer(), Type.Null()])),
    createdDate: Type.Optional(Type.Unknown()),
    updatedDate: Type.Optional(Type.Unknown()),
    status: Type.Optional(Type.Unknown()),
    usageCount: Type.Optional(Type.Unknown()),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    active: Type.Optional(Type.Boolean()),
    trigger: Type.Optional(Type.Union([DiscountTriggerSchema, Type.Null()])),
    activeTimeInfo: Type.Optional(
      Type.Union([
        Type.Object(
          {
            start: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
            end: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ]),
    ),
    discounts: Type.Optional(Type.Object({ values: Type.Array(DiscountValueSchema, { minItems: 1, maxItems: 1 }) }, { additionalProperties: false })),
    tags: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

/** A rule as checked by its schema. */
export type DiscountRuleInput = Static<typeof DiscountRuleInputSchema>;

/** Body of create: `{discountRule}`. */
export const CreateDiscountRuleBodySchema = Type.Object({ discountRule: DiscountRuleInputSchema }, { additionalProperties: false });

/** Body of update: `{discountRule}` with its `revision`, and the field `mask` the official packages may send. */
export const UpdateDiscountRuleBodySchema = Type.Object(
  { discountRule: DiscountRuleInputSchema, mask: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);

/** Body of query: `{query: {filter, sort, paging | cursorPaging}}`. */
export const QueryDiscountRulesBodySchema = Type.Object({ query: Type.Optional(PlatformQuerySchema) }, { additionalProperties: false });

// Request bodies of the merchant's membership API: plans, and a plan assigned to a member.
import { Type, type Static } from 'typebox';

const Ids = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 500, uniqueItems: true });

const planFields = {
  name: Type.String({ minLength: 1, maxLength: 100, description: 'Shown to members at checkout (`Gold club`)' }),
  description: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
  allProducts: Type.Boolean({ description: 'Pays for every product of the site' }),
  productIds: Ids,
  collectionIds: Ids,
  uses: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()], { description: 'Units each membership may pay for; null: no limit' }),
  durationDays: Type.Union([Type.Integer({ minimum: 1, maximum: 36_500 }), Type.Null()], {
    description: 'Days a membership lasts from its assignment; null: no end',
  }),
};

/** A plan as created: what it pays for (every product, or listed products and collections), its uses and duration. */
export const MembershipPlanSchema = Type.Object(
  {
    name: planFields.name,
    description: Type.Optional(planFields.description),
    allProducts: Type.Optional(planFields.allProducts),
    productIds: Type.Optional(planFields.productIds),
    collectionIds: Type.Optional(planFields.collectionIds),
    uses: Type.Optional(planFields.uses),
    durationDays: Type.Optional(planFields.durationDays),
  },
  { additionalProperties: false },
);

/** A plan change: the fields given replace the stored ones (memberships already assigned keep their uses and end). */
export const MembershipPlanPatchSchema = Type.Partial(MembershipPlanSchema, { additionalProperties: false });

/** A plan assigned to a member; the end defaults to the plan's duration from now. */
export const AssignMembershipSchema = Type.Object(
  {
    planId: Type.String({ minLength: 1, maxLength: 100 }),
    expirationDate: Type.Optional(Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()])),
  },
  { additionalProperties: false },
);

/** A plan as its schema checked it. */
export type MembershipPlanInput = Static<typeof MembershipPlanSchema>;
/** A plan change as its schema checked it. */
export type MembershipPlanPatch = Static<typeof MembershipPlanPatchSchema>;
/** An assignment as its schema checked it. */
export type AssignMembershipInput = Static<typeof AssignMembershipSchema>;

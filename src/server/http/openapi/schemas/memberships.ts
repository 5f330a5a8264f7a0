// Response schemas of the membership calls: plans and the memberships of members.
import { Type } from 'typebox';
import { literals } from './literals.js';

/** A membership plan (`WireMembershipPlan` of src/wire/memberships.ts). */
const MembershipPlanSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  allProducts: Type.Boolean({ description: 'Pays for every product of the site (productIds and collectionIds are then ignored)' }),
  productIds: Type.Array(Type.String()),
  collectionIds: Type.Array(Type.String()),
  uses: Type.Union([Type.Integer(), Type.Null()], { description: 'Units each membership may pay for; null: no limit' }),
  durationDays: Type.Union([Type.Integer(), Type.Null()], { description: 'Days a membership lasts; null: no end' }),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});

/** A plan assigned to a member (`WireMemberMembership`). */
const MemberMembershipSchema = Type.Object({
  id: Type.String(),
  planId: Type.String(),
  memberId: Type.String(),
  name: Type.String(),
  credits: Type.Union([Type.Object({ total: Type.Integer(), remaining: Type.Integer() }), Type.Null()], { description: 'Null when the plan has no use limit' }),
  expirationDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  status: literals(['ACTIVE', 'EXPIRED', 'USED_UP', 'REVOKED']),
  createdDate: Type.String({ format: 'date-time' }),
});

/** `{plan}`: create, get and change of a plan. */
export const MembershipPlanResponseSchema = Type.Object({ plan: MembershipPlanSchema });

/** `{plans}`: the site's plans, oldest first. */
export const MembershipPlansResponseSchema = Type.Object({ plans: Type.Array(MembershipPlanSchema) });

/** `{membership}`: a plan just assigned. */
export const MembershipResponseSchema = Type.Object({ membership: MemberMembershipSchema });

/** `{memberships}`: a member's memberships. */
export const MembershipsResponseSchema = Type.Object({ memberships: Type.Array(MemberMembershipSchema) });

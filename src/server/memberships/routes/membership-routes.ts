// /tote/v1/membership-plans and members' memberships: the merchant defines plans and assigns them; a member reads their own.
import { Type } from 'typebox';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { assignMembership, listMemberMemberships, revokeMembership } from '../member-membership-store.js';
import { AssignMembershipSchema, MembershipPlanPatchSchema, MembershipPlanSchema } from '../membership-schemas.js';
import { createPlan, deletePlan, getPlan, listPlans, updatePlan } from '../plan-store.js';

/** Path of the membership plans. */
export const MEMBERSHIP_PLANS_PATH = '/tote/v1/membership-plans';

const tags = ['memberships'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const MemberParams = Type.Object({ memberId: Type.String({ minLength: 1, maxLength: 100 }) });

/** Registers the membership routes: plans and assignments for a merchant API key, `my` for a signed-in member. */
export function registerMembershipRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [merchantOnly(ctx)];
  const deps = { db: ctx.db, clock: ctx.clock };

  app.get(MEMBERSHIP_PLANS_PATH, { schema: { tags, summary: "The site's membership plans, oldest first" }, preValidation }, async (request) => ({
    plans: await listPlans(deps, await merchantSite(ctx, request)),
  }));
  app.post(
    MEMBERSHIP_PLANS_PATH,
    {
      schema: {
        body: Type.Object({ plan: MembershipPlanSchema }, { additionalProperties: false }),
        tags,
        summary: 'Create a plan: what its memberships pay for (every product, or products and collections), how many uses, how many days',
      },
      preValidation,
    },
    async (request) => ({ plan: await createPlan(deps, await merchantSite(ctx, request), request.body.plan) }),
  );
  app.get(`${MEMBERSHIP_PLANS_PATH}/:id`, { schema: { params: IdParams, tags, summary: 'Get a plan' }, preValidation }, async (request) => ({
    plan: await getPlan(deps, await merchantSite(ctx, request), request.params.id),
  }));
  app.patch(
    `${MEMBERSHIP_PLANS_PATH}/:id`,
    {
      schema: {
        params: IdParams,
        body: Type.Object({ plan: MembershipPlanPatchSchema }, { additionalProperties: false }),
        tags,
        summary: 'Change a plan: the fields given replace the stored ones; memberships already assigned keep their uses and end',
      },
      preValidation,
    },
    async (request) => ({ plan: await updatePlan(deps, await merchantSite(ctx, request), request.params.id, request.body.plan) }),
  );
  app.delete(
    `${MEMBERSHIP_PLANS_PATH}/:id`,
    { schema: { params: IdParams, tags, summary: 'Delete a plan and the memberships assigned from it' }, preValidation },
    async (request) => {
      await deletePlan(deps, await merchantSite(ctx, request), request.params.id);
      return {};
    },
  );

  app.get(
    '/tote/v1/members/:memberId/memberships',
    { schema: { params: MemberParams, tags, summary: "A member's memberships with their uses left, end and status" }, preValidation },
    async (request) => ({ memberships: await listMemberMemberships(deps, await merchantSite(ctx, request), request.params.memberId) }),
  );
  app.post(
    '/tote/v1/members/:memberId/memberships',
    {
      schema: {
        params: MemberParams,
        body: Type.Object({ membership: AssignMembershipSchema }, { additionalProperties: false }),
        tags,
        summary: "Assign a plan to a member; it ends at `expirationDate`, or after the plan's days, or never",
      },
      preValidation,
    },
    async (request) => ({
      membership: await assignMembership(deps, await merchantSite(ctx, request), request.params.memberId, request.body.membership),
    }),
  );
  app.delete(
    '/tote/v1/memberships/:id',
    { schema: { params: IdParams, tags, summary: 'Revoke a membership: it pays for nothing more (orders it paid stay paid)' }, preValidation },
    async (request) => {
      await revokeMembership(deps, await merchantSite(ctx, request), request.params.id);
      return {};
    },
  );

  app.get('/tote/v1/memberships/my', { schema: { tags, summary: "The signed-in member's memberships" } }, async (request) => {
    const caller = await ctx.callers.shopper(request);
    if (caller.kind !== 'member') throw forbidden('Only a signed-in member has memberships');
    return { memberships: await listMemberMemberships(deps, caller.siteId, caller.subjectId) };
  });
}

// Wix eCom Discount Rules (`/ecom/v1/discount-rules`): a merchant's automatic discounts, created, read, updated, deleted and queried with an API key.
import { Type } from 'typebox';
import { merchantOnly } from '../../catalog/index.js';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject, registerGetOrPost } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { CreateDiscountRuleBodySchema, QueryDiscountRulesBodySchema, UpdateDiscountRuleBodySchema } from '../discount-rule-schemas.js';
import { createDiscountRule, deleteDiscountRule, getDiscountRule, queryDiscountRules, updateDiscountRule } from '../discount-rule-store.js';

/** Path of the discount rules. */
export const DISCOUNT_RULES_PATH = '/ecom/v1/discount-rules';

const tags = ['discounts: discount rules'];
const IdParams = Type.Object({ discountRuleId: Type.String({ minLength: 1, maxLength: 100 }) });

/** Registers the discount rule routes: merchants only (401 without a key, 403 for shoppers), one site's rules per key. */
export function registerDiscountRuleRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [emptyBodyAsObject, merchantOnly(ctx)];
  const deps = { db: ctx.db, clock: ctx.clock };

  app.post(
    DISCOUNT_RULES_PATH,
    { schema: { body: CreateDiscountRuleBodySchema, tags, summary: 'Create an automatic discount (discount rule)' }, preValidation },
    async (request) => {
      const { siteId } = await ctx.callers.merchant(request);
      return { discountRule: await createDiscountRule(deps, siteId, request.body.discountRule) };
    },
  );
  app.get(
    `${DISCOUNT_RULES_PATH}/:discountRuleId`,
    { schema: { params: IdParams, tags, summary: 'Get a discount rule' }, preValidation: [merchantOnly(ctx)] },
    async (request) => {
      const { siteId } = await ctx.callers.merchant(request);
      return { discountRule: await getDiscountRule(deps, siteId, request.params.discountRuleId) };
    },
  );
  app.patch(
    `${DISCOUNT_RULES_PATH}/:discountRuleId`,
    {
      schema: { params: IdParams, body: UpdateDiscountRuleBodySchema, tags, summary: 'Update a discount rule (its current revision required)' },
      preValidation,
    },
    async (request) => {
      const { siteId } = await ctx.callers.merchant(request);
      return { discountRule: await updateDiscountRule(deps, siteId, request.params.discountRuleId, request.body.discountRule) };
    },
  );
  app.delete(
    `${DISCOUNT_RULES_PATH}/:discountRuleId`,
    { schema: { params: IdParams, tags, summary: 'Delete a discount rule' }, preValidation: [merchantOnly(ctx)] },
    async (request) => {
      const { siteId } = await ctx.callers.merchant(request);
      await deleteDiscountRule(deps, siteId, request.params.discountRuleId);
      return {};
    },
  );
  registerGetOrPost(app, {
    url: `${DISCOUNT_RULES_PATH}/query`,
    params: QueryDiscountRulesBodySchema,
    tags,
    summary: 'Query discount rules: filter, sort, offset paging',
    preValidation: [merchantOnly(ctx)],
    handler: async (request, params) => {
      const { siteId } = await ctx.callers.merchant(request);
      return queryDiscountRules(deps, siteId, params.query);
    },
  });
}

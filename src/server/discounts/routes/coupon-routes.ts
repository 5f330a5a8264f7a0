// Wix Coupons (`/stores/v2/coupons`): a merchant's create, get, update, delete and query, with an API key of the site.
import { Type } from 'typebox';
import { merchantOnly } from '../../catalog/index.js';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject, registerGetOrPost } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { CouponBodySchema, QueryCouponsBodySchema, UpdateCouponBodySchema } from '../coupon-schemas.js';
import { createCoupon, deleteCoupon, getCoupon, queryCoupons, updateCoupon } from '../coupon-store.js';

/** Path of the coupons. */
export const COUPONS_PATH = '/stores/v2/coupons';

const tags = ['discounts: coupons'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** Registers the coupon routes: merchants only (401 without a key, 403 for shoppers), one site's coupons per key. */
export function registerCouponRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [emptyBodyAsObject, merchantOnly(ctx)];
  const deps = { db: ctx.db, clock: ctx.clock };

  app.post(
    COUPONS_PATH,
    { schema: { body: CouponBodySchema, tags, summary: 'Create a coupon: name, code (unique, any case), startTime and one value field' }, preValidation },
    async (request) => {
      const { siteId } = await ctx.callers.merchant(request);
      const coupon = await createCoupon(deps, siteId, request.body.specification);
      return { id: coupon.id, coupon };
    },
  );
  app.get(`${COUPONS_PATH}/:id`, { schema: { params: IdParams, tags, summary: 'Get a coupon' }, preValidation: [merchantOnly(ctx)] }, async (request) => {
    const { siteId } = await ctx.callers.merchant(request);
    return { coupon: await getCoupon(deps, siteId, request.params.id) };
  });
  app.patch(
    `${COUPONS_PATH}/:id`,
    { schema: { params: IdParams, body: UpdateCouponBodySchema, tags, summary: 'Update a coupon: the fields given replace the stored ones' }, preValidation },
    async (request) => {
      const { siteId } = await ctx.callers.merchant(request);
      return { coupon: await updateCoupon(deps, siteId, request.params.id, request.body.specification) };
    },
  );
  app.delete(`${COUPONS_PATH}/:id`, { schema: { params: IdParams, tags, summary: 'Delete a coupon' }, preValidation: [merchantOnly(ctx)] }, async (request) => {
    const { siteId } = await ctx.callers.merchant(request);
    await deleteCoupon(deps, siteId, request.params.id);
    return {};
  });
  registerGetOrPost(app, {
    url: `${COUPONS_PATH}/query`,
    params: QueryCouponsBodySchema,
    tags,
    summary: 'Query coupons: filter and sort (JSON strings or objects), offset paging',
    preValidation: [merchantOnly(ctx)],
    handler: async (request, params) => {
      const { siteId } = await ctx.callers.merchant(request);
      return queryCoupons(deps, siteId, params.query);
    },
  });
}

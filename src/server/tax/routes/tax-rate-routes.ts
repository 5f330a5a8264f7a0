// /tote/v1/tax/rates: the merchant's manual tax rates by country and region (US sales tax by state, EU VAT by country), with reduced rates.
import { Type } from 'typebox';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { createTaxRate, deleteTaxRate, getTaxRate, listTaxRates, updateTaxRate } from '../tax-rate-store.js';
import { TaxRatePatchSchema, TaxRateSchema } from '../tax-rate-schemas.js';

/** Path of the tax rates. */
export const TAX_RATES_PATH = '/tote/v1/tax/rates';

const tags = ['tax'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const ListQuery = Type.Object({ country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })) });

/** Registers the tax rate routes (merchant API key; one site's rates per key). */
export function registerTaxRateRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [merchantOnly(ctx)];
  const deps = { db: ctx.db, clock: ctx.clock };

  app.get(
    TAX_RATES_PATH,
    { schema: { querystring: ListQuery, tags, summary: "The site's tax rates, of one country when `country` is given" }, preValidation },
    async (request) => ({
      taxRates: await listTaxRates(deps, await merchantSite(ctx, request), request.query.country),
    }),
  );
  app.post(
    TAX_RATES_PATH,
    {
      schema: {
        body: Type.Object({ taxRate: TaxRateSchema }, { additionalProperties: false }),
        tags,
        summary: 'Create a tax rate for a country or one of its subdivisions: rate and reduced rate in percent (409 when the place has one)',
      },
      preValidation,
    },
    async (request) => ({ taxRate: await createTaxRate(deps, await merchantSite(ctx, request), request.body.taxRate) }),
  );
  app.get(`${TAX_RATES_PATH}/:id`, { schema: { params: IdParams, tags, summary: 'Get a tax rate' }, preValidation }, async (request) => ({
    taxRate: await getTaxRate(deps, await merchantSite(ctx, request), request.params.id),
  }));
  app.patch(
    `${TAX_RATES_PATH}/:id`,
    {
      schema: {
        params: IdParams,
        body: Type.Object({ taxRate: TaxRatePatchSchema }, { additionalProperties: false }),
        tags,
        summary: 'Change a tax rate: the fields given replace the stored ones',
      },
      preValidation,
    },
    async (request) => ({ taxRate: await updateTaxRate(deps, await merchantSite(ctx, request), request.params.id, request.body.taxRate) }),
  );
  app.delete(`${TAX_RATES_PATH}/:id`, { schema: { params: IdParams, tags, summary: 'Delete a tax rate' }, preValidation }, async (request) => {
    await deleteTaxRate(deps, await merchantSite(ctx, request), request.params.id);
    return {};
  });
}

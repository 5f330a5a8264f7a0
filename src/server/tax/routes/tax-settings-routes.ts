// /tote/v1/tax/settings: the site's tax settings (prices entered with tax, shipping taxed, no tax charged), kept in the site settings beside the rest.
import { Type } from 'typebox';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { readSite, updateSite } from '../../site/index.js';
import type { TaxSettings } from '../../../wire/tax.js';

/** Path of the tax settings. */
export const TAX_SETTINGS_PATH = '/tote/v1/tax/settings';

const tags = ['tax'];

export type { TaxSettings } from '../../../wire/tax.js';

const TaxSettingsPatch = Type.Object(
  { pricesIncludeTax: Type.Optional(Type.Boolean()), taxShipping: Type.Optional(Type.Boolean()), noTax: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** Registers the tax settings routes (merchant API key); the same fields as `pricesIncludeTax`, `taxShipping` and `noTax` of /tote/v1/site. */
export function registerTaxSettingsRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [merchantOnly(ctx)];
  const settingsOf = (site: TaxSettings): TaxSettings => ({ pricesIncludeTax: site.pricesIncludeTax, taxShipping: site.taxShipping, noTax: site.noTax });

  app.get(TAX_SETTINGS_PATH, { schema: { tags, summary: "The site's tax settings: prices include tax, shipping taxed" }, preValidation }, async (request) => ({
    taxSettings: settingsOf(await readSite(ctx.db, await merchantSite(ctx, request))),
  }));
  app.patch(
    TAX_SETTINGS_PATH,
    {
      schema: { body: Type.Object({ taxSettings: TaxSettingsPatch }, { additionalProperties: false }), tags, summary: "Change the site's tax settings" },
      preValidation,
    },
    async (request) => ({ taxSettings: settingsOf(await updateSite(ctx.db, await merchantSite(ctx, request), request.body.taxSettings)) }),
  );
}

// GET and PATCH /tote/v1/site: the merchant reads and changes the site's settings (Wix has no public API for these).
import { Type } from 'typebox';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { readSite, SiteSettingsPatchSchema, updateSite, type SiteView } from '../site-settings.js';

/** Path of the site settings. */
export const SITE_PATH = '/tote/v1/site';
const tags = ['site'];

/** Registers the site settings routes (merchant API key). */
export function registerSiteRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [merchantOnly(ctx)];
  app.get(SITE_PATH, { schema: { tags, summary: "The site's settings" }, preValidation }, async (request): Promise<{ site: SiteView }> => ({
    site: await readSite(ctx.db, await merchantSite(ctx, request)),
  }));
  app.patch(
    SITE_PATH,
    {
      schema: { body: Type.Object({ site: SiteSettingsPatchSchema }, { additionalProperties: false }), tags, summary: "Change the site's settings" },
      preValidation,
    },
    async (request): Promise<{ site: SiteView }> => ({ site: await updateSite(ctx.db, await merchantSite(ctx, request), request.body.site) }),
  );
}

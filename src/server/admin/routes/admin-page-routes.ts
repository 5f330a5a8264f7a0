// GET /admin and every path under it: the merchant dashboard's page (the app routes on the client), and its built files.
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { adminAssets } from '../admin-page-build.js';
import { adminLanguageOf, sendAdminPage } from '../admin-page-shell.js';
import { registerAdminAssetRoutes } from './admin-assets-route.js';

/** Registers the dashboard's page at /admin, /admin/ and /admin/<any client route>, and its assets under /admin/assets/. */
export function registerAdminPageRoutes(app: TypedApp, ctx: AppContext): void {
  const page = async (request: { headers: Record<string, string | string[] | undefined> }, reply: Parameters<typeof sendAdminPage>[0]) => {
    const accept = request.headers['accept-language'];
    return sendAdminPage(reply, await adminAssets(ctx.config.distDir), adminLanguageOf(Array.isArray(accept) ? accept[0] : accept));
  };
  app.get('/admin', { schema: { hide: true } }, page);
  // No params schema: TypeBox's value conversion cannot take the key `*` (see widget-file-routes.ts).
  app.get('/admin/*', { schema: { hide: true } }, page);
  registerAdminAssetRoutes(app, ctx);
}

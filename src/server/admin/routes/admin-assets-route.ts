// GET /admin/assets/<file>: the dashboard's built scripts and style sheets, precompressed (br, gzip), immutable when hashed, same origin only.
import path from 'node:path';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { registerBuiltAssetRoute } from '../../widget-files/index.js';
import { ADMIN_ASSETS_PATH } from '../admin-page-build.js';

/** Registers the dashboard's built files. Only scripts and style sheets are served (the manifest stays private). */
export function registerAdminAssetRoutes(app: TypedApp, ctx: AppContext): void {
  registerBuiltAssetRoute(app, {
    urlPath: ADMIN_ASSETS_PATH,
    root: path.join(ctx.config.distDir, 'admin'),
    distDir: ctx.config.distDir,
    notFoundCode: 'ADMIN_FILE_NOT_FOUND',
    label: 'Admin file',
  });
}

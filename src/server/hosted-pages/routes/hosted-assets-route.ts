// GET /hosted-assets/<file>: the built scripts and style sheets of the hosted pages, precompressed (br, gzip), immutable when hashed, same origin only.
import path from 'node:path';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { registerBuiltAssetRoute } from '../../widget-files/index.js';
import { HOSTED_ASSETS_PATH } from '../hosted-build.js';

/** Registers the hosted pages' built files. Only scripts and style sheets are served (the manifest stays private). */
export function registerHostedAssetRoutes(app: TypedApp, ctx: AppContext): void {
  registerBuiltAssetRoute(app, {
    urlPath: HOSTED_ASSETS_PATH,
    root: path.join(ctx.config.distDir, 'hosted'),
    distDir: ctx.config.distDir,
    notFoundCode: 'HOSTED_FILE_NOT_FOUND',
    label: 'Hosted page file',
  });
}

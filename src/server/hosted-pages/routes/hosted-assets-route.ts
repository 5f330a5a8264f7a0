// GET /hosted-assets/<file>: the built scripts and style sheets of the hosted pages (hashed names, cached for a year, same origin only).
import path from 'node:path';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/http-error.js';
import { findStaticFile, isHashedName, openStaticFile } from '../../http/static-files.js';
import type { TypedApp } from '../../http/typed-app.js';
import { HASHED_CACHE_CONTROL, UNHASHED_CACHE_CONTROL } from '../../widget-files/routes/widget-file-routes.js';
import { isNotModified, validatorsOf } from '../../widget-files/file-caching.js';
import { HOSTED_ASSETS_PATH } from '../hosted-build.js';

const Params = Type.Object({ file: Type.String({ minLength: 1, maxLength: 200 }) });

/** Registers the hosted pages' built files. Only scripts and style sheets are served (the manifest stays private). */
export function registerHostedAssetRoutes(app: TypedApp, ctx: AppContext): void {
  const root = path.join(ctx.config.distDir, 'hosted');
  app.get(`${HOSTED_ASSETS_PATH}/:file`, { schema: { params: Params, hide: true } }, async (request, reply) => {
    const name = request.params.file;
    const file = /\.(js|css)$/.test(name) ? await findStaticFile(root, name) : undefined;
    if (!file) throw notFound('HOSTED_FILE_NOT_FOUND', `Hosted page file ${name}`);
    const validators = validatorsOf(file);
    reply
      .header('cache-control', isHashedName(path.basename(file.absolutePath)) ? HASHED_CACHE_CONTROL : UNHASHED_CACHE_CONTROL)
      .header('etag', validators.etag)
      .header('last-modified', validators.lastModified)
      .header('cross-origin-resource-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff');
    if (isNotModified(request, validators)) return reply.status(304).send();
    return reply.type(file.contentType).header('content-length', file.size).send(openStaticFile(file));
  });
}

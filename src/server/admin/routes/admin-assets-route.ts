// GET /admin/assets/<file>: the dashboard's built scripts and style sheets, precompressed (br, gzip), immutable when hashed, same origin only.
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/http-error.js';
import { findStaticFile, isHashedName, openStaticFile, type StaticFile } from '../../http/static-files.js';
import { findPrecompressed } from '../../widget-files/precompressed.js';
import type { TypedApp } from '../../http/typed-app.js';
import { isNotModified, validatorsOf } from '../../widget-files/file-caching.js';
import { HASHED_CACHE_CONTROL, UNHASHED_CACHE_CONTROL } from '../../widget-files/routes/widget-file-routes.js';
import { ADMIN_ASSETS_PATH } from '../admin-page-build.js';

const Params = Type.Object({ file: Type.String({ minLength: 1, maxLength: 200 }) });

/** The precompressed copy the client accepts, or the file itself. */
async function bestCopy(request: FastifyRequest, root: string, name: string): Promise<{ file: StaticFile; encoding?: string } | undefined> {
  const plain = await findStaticFile(root, name);
  if (!plain) return undefined;
  const copy = await findPrecompressed(request, plain);
  return copy ? { file: { ...copy.file, contentType: plain.contentType }, encoding: copy.encoding } : { file: plain };
}

/** Registers the dashboard's built files. Only scripts and style sheets are served (the manifest stays private). */
export function registerAdminAssetRoutes(app: TypedApp, ctx: AppContext): void {
  const root = path.join(ctx.config.distDir, 'admin');
  app.get(`${ADMIN_ASSETS_PATH}/:file`, { schema: { params: Params, hide: true } }, async (request, reply) => {
    const name = request.params.file;
    const found = /\.(js|css)$/.test(name) ? await bestCopy(request, root, name) : undefined;
    if (!found) throw notFound('ADMIN_FILE_NOT_FOUND', `Admin file ${name}`);
    const { file, encoding } = found;
    const validators = validatorsOf(file);
    reply
      .header('cache-control', isHashedName(name) ? HASHED_CACHE_CONTROL : UNHASHED_CACHE_CONTROL)
      .header('etag', validators.etag)
      .header('last-modified', validators.lastModified)
      .header('vary', 'accept-encoding')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff');
    if (isNotModified(request, validators)) return reply.status(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type(file.contentType).header('content-length', file.size).send(openStaticFile(file));
  });
}

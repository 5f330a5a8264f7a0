// GET /tote.js (the loader, cached 5 minutes) and GET /widget/* (hashed chunks, immutable): built files any origin may load.
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { applicationError, notFound } from '../../http/http-error.js';
import { findStaticFile, isHashedName, openStaticFile, type StaticFile } from '../../http/static-files.js';
import type { TypedApp } from '../../http/typed-app.js';
import { builtFilesOrThrow } from '../build-gate.js';
import { isNotModified, validatorsOf } from '../file-caching.js';
import { findPrecompressed } from '../precompressed.js';

/** Cache-Control of the loader: its URL never changes, so browsers check back every 5 minutes (and may use a stale copy while they do). */
export const LOADER_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';
/** Cache-Control of files with a content hash in their name. */
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Cache-Control of the other widget files (manifests): always revalidated. */
export const UNHASHED_CACHE_CONTROL = 'no-cache';

// A named parameter, not `/widget/*`: TypeBox's value conversion builds a RegExp from the key `*` and throws. Chunks sit in one flat folder.
const WidgetParams = Type.Object({ file: Type.String({ minLength: 1, maxLength: 200 }) });

/** Registers the routes of the built loader and widget chunks under the configured dist folder. */
export function registerWidgetFileRoutes(app: TypedApp, ctx: AppContext): void {
  const loaderDir = path.join(ctx.config.distDir, 'loader');
  const widgetDir = path.join(ctx.config.distDir, 'widget');

  app.get('/tote.js', { schema: { hide: true } }, async (request, reply) => {
    await builtFilesOrThrow(ctx.config.distDir);
    const file = await findStaticFile(loaderDir, 'tote.js');
    if (!file) throw applicationError(404, 'WIDGET_NOT_BUILT', 'The widget is not built', 'dist/loader/tote.js is missing: run npm run build');
    return sendBuiltFile(request, reply, file, LOADER_CACHE_CONTROL);
  });

  app.get('/widget/:file', { schema: { params: WidgetParams, hide: true } }, async (request, reply) => {
    const name = request.params.file;
    await builtFilesOrThrow(ctx.config.distDir);
    const file = await findStaticFile(widgetDir, name);
    if (!file) throw notFound('WIDGET_FILE_NOT_FOUND', `Widget file ${name}`);
    return sendBuiltFile(request, reply, file, isHashedName(path.basename(file.absolutePath)) ? HASHED_CACHE_CONTROL : UNHASHED_CACHE_CONTROL);
  });
}

/**
 * Sends a built file with its caching headers, or 304: its `.br` or `.gz` copy when the client accepts one and the build
 * made it (`Content-Encoding`, an ETag of its own), else the plain file; `Vary: Accept-Encoding` either way. Scripts are
 * public: every origin may load them, also as module scripts (cross-origin `import()` is a CORS request, without
 * credentials, so `*` suffices and keeps caches simple).
 */
async function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, cacheControl: string) {
  const compressed = await findPrecompressed(request, file);
  const plain = validatorsOf(file);
  // Each encoding is a representation of its own: a cache must not answer a gzip If-None-Match with the br body.
  const validators = compressed ? { ...plain, etag: plain.etag.replace(/"$/, `-${compressed.encoding}"`) } : plain;
  reply
    .header('cache-control', cacheControl)
    .header('etag', validators.etag)
    .header('last-modified', validators.lastModified)
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('timing-allow-origin', '*')
    .header('x-content-type-options', 'nosniff');
  // The CORS hook varies registered origins' answers by Origin; these files are the same for every origin, not every encoding.
  reply.header('vary', 'accept-encoding');
  reply.removeHeader('access-control-expose-headers');
  if (isNotModified(request, validators)) return reply.status(304).send();
  if (compressed) reply.header('content-encoding', compressed.encoding);
  const sent = compressed?.file ?? file;
  return reply.type(file.contentType).header('content-length', sent.size).send(openStaticFile(sent));
}

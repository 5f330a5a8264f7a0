// GET /tote.js (the loader, cached 5 minutes) and GET /widget/* (hashed chunks, immutable): built files any origin may load.
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { applicationError, notFound } from '../../http/http-error.js';
import { findStaticFile, isHashedName, openStaticFile, type StaticFile } from '../../http/static-files.js';
import type { TypedApp } from '../../http/typed-app.js';
import { isNotModified, validatorsOf } from '../file-caching.js';

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
    const file = await findStaticFile(loaderDir, 'tote.js');
    if (!file) throw applicationError(404, 'WIDGET_NOT_BUILT', 'The widget is not built', 'dist/loader/tote.js is missing: run npm run build');
    return sendBuiltFile(request, reply, file, LOADER_CACHE_CONTROL);
  });

  app.get('/widget/:file', { schema: { params: WidgetParams, hide: true } }, async (request, reply) => {
    const name = request.params.file;
    const file = await findStaticFile(widgetDir, name);
    if (!file) throw notFound('WIDGET_FILE_NOT_FOUND', `Widget file ${name}`);
    return sendBuiltFile(request, reply, file, isHashedName(path.basename(file.absolutePath)) ? HASHED_CACHE_CONTROL : UNHASHED_CACHE_CONTROL);
  });
}

/**
 * Sends a built file with its caching headers, or 304. Scripts are public: every origin may load them, also as
 * module scripts (cross-origin `import()` is a CORS request, without credentials, so `*` suffices and keeps caches simple).
 */
function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, cacheControl: string) {
  const validators = validatorsOf(file);
  reply
    .header('cache-control', cacheControl)
    .header('etag', validators.etag)
    .header('last-modified', validators.lastModified)
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('timing-allow-origin', '*')
    .header('x-content-type-options', 'nosniff');
  // The CORS hook varies registered origins' answers by Origin; these files are the same for everyone.
  reply.removeHeader('vary');
  reply.removeHeader('access-control-expose-headers');
  if (isNotModified(request, validators)) return reply.status(304).send();
  return reply.type(file.contentType).header('content-length', file.size).send(openStaticFile(file));
}

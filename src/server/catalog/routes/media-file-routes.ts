// GET /media/<file>: the store's media library (product and collection images shipped with the store).
import type { AppContext } from '../../context.js';
import { findStaticFile, openStaticFile } from '../../http/static-files.js';
import { notFound } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { MEDIA_PATH, MEDIA_ROOT } from '../media-library.js';

/** How long browsers may keep a media file, in seconds. */
const MAX_AGE_SECONDS = 86_400;

/** Registers the media files route; no credential is needed (images load in <img> tags). */
export function registerMediaFileRoutes(app: TypedApp, _ctx: AppContext): void {
  app.get(`${MEDIA_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const file = await findStaticFile(MEDIA_ROOT, (request.params as { '*': string })['*']);
    if (!file) throw notFound('MEDIA_NOT_FOUND', 'Media file');
    return reply
      .type(file.contentType)
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(openStaticFile(file));
  });
}

// GET /media/<site>/<id>/<variant>: uploaded images and their resized versions, public and cached for a year (ids are never reused).
import { createReadStream } from 'node:fs';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { mediaFilePath, storedFileSize } from '../media-storage.js';

/** Content types of what is served, by extension (only types checked on upload are ever stored). */
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

/** `original.<ext>` or `w<width>.webp`. */
const VARIANT = /^(?:original\.(jpg|png|webp|gif|avif)|w(\d{2,4})\.webp)$/;

/** Headers of every served image: immutable, never sniffed, never a document (no script, no frame can run from it). */
export const MEDIA_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
} as const;

const ServeParams = Type.Object({
  site: Type.String({ minLength: 1, maxLength: 100 }),
  id: Type.String({ minLength: 1, maxLength: 100 }),
  variant: Type.String({ minLength: 1, maxLength: 20 }),
});

/** Registers the route; no credential is needed (images load in <img> tags on any origin). */
export function registerMediaServeRoutes(app: TypedApp, ctx: AppContext): void {
  app.get('/media/:site/:id/:variant', { schema: { params: ServeParams, hide: true } }, async (request, reply) => {
    const { site, id, variant } = request.params;
    const match = VARIANT.exec(variant);
    const extension = match?.[1];
    const width = match?.[2];
    const file = match && mediaFilePath(ctx.config.mediaDir, site, id, extension ? { extension } : { variantWidth: Number(width) });
    const size = file && (await storedFileSize(file));
    if (!file || size === undefined) throw notFound('MEDIA_NOT_FOUND', 'Media file');
    return reply
      .headers(MEDIA_HEADERS)
      .type(TYPES[extension ?? 'webp'] as string)
      .header('content-length', size)
      .send(createReadStream(file));
  });
}

// Reads of the media manager (merchant API key): one file descriptor by id, and the site's files newest first.
import { Type } from 'typebox';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { fileDescriptor } from '../media-file-wire.js';
import { findMediaFile, listMediaFiles } from '../media-reads.js';
import { MEDIA_TAGS } from './media-upload-routes.js';

/** Files per page of the list. @default 50 */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;

const FileIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
const FileIdQuery = Type.Object({ fileId: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: true });
// Flat keys, as the official SDK puts nested query parameters in the query string.
const ListQuery = Type.Object(
  { 'paging.limit': Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT })), 'paging.cursor': Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: true },
);

/** Registers the file reads. */
export function registerMediaFileReadRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [merchantOnly(ctx)];
  const tags = MEDIA_TAGS;

  const get = async (siteId: string, id: string) => {
    const row = await findMediaFile(ctx.db, siteId, id);
    if (!row) throw notFound('FILE_NOT_FOUND', 'File', { fileId: id });
    return { file: fileDescriptor(row, ctx.config.publicUrl) };
  };

  app.get(
    '/site-media/v1/files/get-file-by-id',
    { schema: { querystring: FileIdQuery, tags, summary: 'Get a file descriptor (Wix REST path)' }, preValidation },
    async (request) => get(await merchantSite(ctx, request), request.query.fileId),
  );
  app.get('/site-media/v1/files/:id', { schema: { params: FileIdParams, tags, summary: 'Get a file descriptor' }, preValidation }, async (request) =>
    get(await merchantSite(ctx, request), request.params.id),
  );
  app.get(
    '/site-media/v1/files',
    { schema: { querystring: ListQuery, tags, summary: 'List uploaded files, newest first (`paging.limit`, `paging.cursor`)' }, preValidation },
    async (request) => {
      const siteId = await merchantSite(ctx, request);
      const page = await listMediaFiles(ctx.db, siteId, request.query['paging.limit'] ?? DEFAULT_LIMIT, request.query['paging.cursor']);
      return {
        files: page.files.map((row) => fileDescriptor(row, ctx.config.publicUrl)),
        nextCursor: { cursors: page.nextCursor ? { next: page.nextCursor } : {} },
      };
    },
  );
}

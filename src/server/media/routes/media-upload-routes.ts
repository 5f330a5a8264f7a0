// Uploads of images by a merchant: multipart (`POST /tote/v1/media/upload`) and Wix's flow (generate an upload URL, then PUT the bytes to it).
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import { fieldError } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { serverSecret } from '../../identity/index.js';
import { fileTooLarge, invalidImage, invalidUploadUrl } from '../media-errors.js';
import { fileDescriptor } from '../media-file-wire.js';
import { storeUpload } from '../media-uploads.js';
import { newGrant, signGrant, UPLOAD_PATH, UPLOAD_SECRET_NAME, verifyGrant, type UploadGrant } from '../upload-url-token.js';

/** OpenAPI tag of the media calls. */
export const MEDIA_TAGS = ['media'];

/** Declared types an upload URL is made for: the accepted images, and "let the server find out" as Wix's docs advise. */
const UPLOADABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/octet-stream']);

const GenerateUploadUrlBody = Type.Object(
  {
    mimeType: Type.String({ minLength: 1, maxLength: 100 }),
    fileName: Type.Optional(Type.String({ maxLength: 200 })),
    sizeInBytes: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
    parentFolderId: Type.Optional(Type.String({ maxLength: 100 })),
    private: Type.Optional(Type.Boolean()),
    labels: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })),
    filePath: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: true },
);
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 400 }) });
const FileNameQuery = Type.Object({ filename: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: true });

/** Grants of PUT requests whose token was checked before their body was read. */
const grants = new WeakMap<FastifyRequest, UploadGrant>();

/** Reads a request body, refusing it (FILE_TOO_LARGE) as soon as it passes `maxBytes`; the rest is left for Node to discard. */
async function readLimited(stream: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) throw fileTooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Registers the upload calls (merchant API key; the PUT is authorised by its signed URL alone, as in Wix). */
export function registerMediaUploadRoutes(app: TypedApp, ctx: AppContext): void {
  const { mediaMaxBytes } = ctx.config;

  for (const path of ['/site-media/v1/files/generate-upload-url', '/site-media/v1/files/generate-file-upload-url']) {
    app.post(
      path,
      {
        schema: { body: GenerateUploadUrlBody, tags: MEDIA_TAGS, summary: 'Generate a single-use URL to PUT one image to (15 minutes)' },
        preValidation: [emptyBodyAsObject, merchantOnly(ctx)],
      },
      async (request) => {
        const siteId = await merchantSite(ctx, request);
        const { mimeType, fileName, sizeInBytes } = request.body;
        if (!UPLOADABLE_TYPES.has(mimeType.toLowerCase())) {
          throw invalidImage(`${mimeType} files are not accepted; upload a JPEG, PNG, WebP, GIF or AVIF (SVG is refused: it can carry scripts)`);
        }
        if (request.body.private) throw fieldError('private', 'private files are not supported by this store', 'FIELD_NOT_ALLOWED');
        if (sizeInBytes !== undefined && Number(sizeInBytes) > mediaMaxBytes) throw fileTooLarge(mediaMaxBytes);
        const secret = await serverSecret(ctx.db, UPLOAD_SECRET_NAME);
        const token = signGrant(newGrant(siteId, ctx.clock(), fileName || undefined), secret);
        return { uploadUrl: `${ctx.config.publicUrl}${UPLOAD_PATH}/${token}` };
      },
    );
  }

  // The PUT takes raw bytes of any declared type: its own parser, in its own scope.
  void app.register(async (scope: TypedApp) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      readLimited(payload, mediaMaxBytes).then(
        (bytes) => done(null, bytes),
        (error: Error) => done(error, undefined),
      );
    });
    scope.put(
      `${UPLOAD_PATH}/:token`,
      {
        schema: { params: TokenParams, querystring: FileNameQuery, tags: MEDIA_TAGS, summary: 'Upload one image to a generated upload URL (raw bytes)' },
        // The token is checked before the body is read: nobody without a valid URL gets bytes parsed.
        onRequest: async (request) => {
          const token = (request.params as { token?: string }).token ?? '';
          const grant = verifyGrant(token, await serverSecret(ctx.db, UPLOAD_SECRET_NAME), ctx.clock());
          if (!grant) throw invalidUploadUrl();
          const declared = Number(request.headers['content-length']);
          if (declared > mediaMaxBytes) throw fileTooLarge(mediaMaxBytes);
          grants.set(request, grant);
        },
      },
      async (request) => {
        const grant = grants.get(request);
        const bytes = request.body;
        if (!grant) throw invalidUploadUrl();
        if (!(bytes instanceof Buffer) || bytes.length === 0) throw invalidImage('The request body is empty: send the image bytes');
        const row = await storeUpload(ctx, { siteId: grant.siteId, bytes, fileName: request.query.filename || grant.fileName, uploadId: grant.nonce });
        return { file: fileDescriptor(row, ctx.config.publicUrl) };
      },
    );
  });

  // Multipart, with the plugin registered only here.
  void app.register(async (scope: TypedApp) => {
    await scope.register(multipart, {
      limits: { fileSize: mediaMaxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1000, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    scope.post(
      '/tote/v1/media/upload',
      { schema: { tags: MEDIA_TAGS, summary: 'Upload one image (multipart/form-data, field `file`)' }, preValidation: [merchantOnly(ctx)] },
      async (request) => {
        const siteId = await merchantSite(ctx, request);
        if (!request.isMultipart()) throw fieldError('file', 'send the image as multipart/form-data in a field named file', 'REQUIRED_FIELD');
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw fieldError('file', 'is required (a multipart field named file)', 'REQUIRED_FIELD');
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(mediaMaxBytes);
          throw error;
        }
        const row = await storeUpload(ctx, { siteId, bytes, fileName: part.filename });
        return { file: fileDescriptor(row, ctx.config.publicUrl) };
      },
    );
  });
}

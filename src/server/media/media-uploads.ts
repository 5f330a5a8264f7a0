// Stores one uploaded image: checks its bytes, makes its resized versions, writes the files, then the row (files removed if the row fails).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { checkImage } from './image-check.js';
import { makeVariants } from './image-variants.js';
import { fileTooLarge, uploadUrlUsed } from './media-errors.js';
import type { MediaFileRow } from './media-file-wire.js';
import { removeFiles, writeFiles } from './media-storage.js';

/** What storing an upload needs from the app. */
export interface UploadDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: { mediaDir: string; mediaMaxBytes: number; mediaMaxPixels: number };
}

/** One upload to store. */
export interface Upload {
  siteId: string;
  bytes: Uint8Array;
  /** The name the merchant gave; only shown, never used to decide the type. */
  fileName: string | undefined;
  /** Nonce of the signed upload URL it came through (stored unique: the URL works once). */
  uploadId?: string;
}

/** True for PostgreSQL's unique_violation (23505), from pg and PGlite alike. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A display name from a file name: its last path segment, without control characters, at most 200 characters. */
function displayName(fileName: string | undefined, extension: string, id: string): string {
  const base = (fileName ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return base || `${id}.${extension}`;
}

/** Checks and stores an image; throws FILE_TOO_LARGE, INVALID_IMAGE or UPLOAD_URL_USED (400/409) for what a client caused. */
export async function storeUpload(deps: UploadDeps, upload: Upload): Promise<MediaFileRow> {
  const { mediaDir, mediaMaxBytes, mediaMaxPixels } = deps.config;
  if (upload.bytes.byteLength > mediaMaxBytes) throw fileTooLarge(mediaMaxBytes);
  const image = await checkImage(upload.bytes, mediaMaxPixels);
  const variants = await makeVariants(upload.bytes, image.width, mediaMaxPixels);
  const id = randomBytes(16).toString('hex');
  const row: Omit<MediaFileRow, 'seq'> = {
    id,
    site_id: upload.siteId,
    display_name: displayName(upload.fileName, image.extension, id),
    mime_type: image.mimeType,
    extension: image.extension,
    size_bytes: upload.bytes.byteLength,
    width: image.width,
    height: image.height,
    hash: createHash('sha256').update(upload.bytes).digest('hex'),
    upload_id: upload.uploadId ?? null,
    created_at: deps.clock(),
  };
  const files = await writeFiles(mediaDir, upload.siteId, id, image.extension, upload.bytes, variants);
  try {
    const { seq } = await deps.db.transaction().execute((trx) => trx.insertInto('media_files').values(row).returning('seq').executeTakeFirstOrThrow());
    return { ...row, seq };
  } catch (error) {
    await removeFiles(files);
    if (upload.uploadId && isUniqueViolation(error)) throw uploadUrlUsed();
    throw error;
  }
}

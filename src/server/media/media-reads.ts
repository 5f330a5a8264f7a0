// Reads of uploaded media: one file of a site, a page of its files, and the product media entry of a file id.
import type { Kysely } from 'kysely';
import type { StoredMedia } from '../db/catalog-tables.js';
import type { Database } from '../db/schema.js';
import { storedMediaOf, type MediaFileRow } from './media-file-wire.js';

/** Ids of uploaded files: 32 hex characters. */
const FILE_ID = /^[0-9a-f]{32}$/;

/** A page of a site's files, newest first, and the cursor of the next page if there is one. */
export interface MediaFilePage {
  files: MediaFileRow[];
  nextCursor: string | undefined;
}

/** The uploaded file with this id on this site, or undefined. */
export async function findMediaFile(db: Kysely<Database>, siteId: string, id: string): Promise<MediaFileRow | undefined> {
  if (!FILE_ID.test(id)) return undefined;
  return db.selectFrom('media_files').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
}

/** A page of a site's uploaded files, newest first; `cursor` is the `nextCursor` of the page before. */
export async function listMediaFiles(db: Kysely<Database>, siteId: string, limit: number, cursor?: string): Promise<MediaFilePage> {
  const before = cursor && /^\d{1,10}$/.test(cursor) ? Number(cursor) : undefined;
  let query = db.selectFrom('media_files').selectAll().where('site_id', '=', siteId);
  if (before !== undefined) query = query.where('seq', '<', before);
  const rows = await query
    .orderBy('seq', 'desc')
    .limit(limit + 1)
    .execute();
  const files = rows.slice(0, limit);
  return { files, nextCursor: rows.length > limit ? String(files[files.length - 1]?.seq) : undefined };
}

/** The product media entry of an uploaded file of this site, or undefined when the id names none. */
export async function findUploadedImage(db: Kysely<Database>, siteId: string, id: string): Promise<StoredMedia | undefined> {
  const row = await findMediaFile(db, siteId, id);
  return row && storedMediaOf(row);
}

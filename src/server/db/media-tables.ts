// Row types of the media tables: files merchants uploaded.
import type { Generated } from 'kysely';
import type { Timestamp } from './core-tables.js';

/** An uploaded image; its bytes are in `<DATA_DIR>/media/<site>/<id>.<extension>`, its resized versions beside it. */
export interface MediaFilesTable {
  /** 32 hex characters, random. */
  id: string;
  /** Upload order, for listing pages. */
  seq: Generated<number>;
  site_id: string;
  /** The name the merchant gave (file name of the upload). */
  display_name: string;
  /** The type found in the bytes: image/jpeg, image/png, image/webp, image/gif or image/avif. */
  mime_type: string;
  /** File extension of that type, without the dot: jpg, png, webp, gif, avif. */
  extension: string;
  size_bytes: number;
  width: number;
  height: number;
  /** SHA-256 of the bytes, hex. */
  hash: string;
  /** Nonce of the signed upload URL used, if any (unique: an upload URL works once). */
  upload_id: string | null;
  created_at: Timestamp;
}

/** The media tables, by name. */
export interface MediaTables {
  media_files: MediaFilesTable;
}

// Migration 0013: media files uploaded by merchants (the bytes live in the data folder, the facts here).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * One row per uploaded image: its site, name, detected type, size in bytes and pixels, and the SHA-256 of its bytes.
 * `upload_id` is the nonce of the signed upload URL it came through: unique, so such a URL works once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table media_files (
      id text primary key,
      seq integer generated always as identity,
      site_id text not null references sites(id) on delete cascade,
      display_name text not null,
      mime_type text not null,
      extension text not null,
      size_bytes integer not null check (size_bytes > 0),
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      hash text not null,
      upload_id text unique,
      created_at timestamptz not null
    );
    create index media_files_site on media_files (site_id, seq);
  `.execute(db);
}

/** Drops the table (the files in the data folder stay). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table media_files`.execute(db);
}

// Migration 0024: when each registered origin of a site was last seen calling the store (the widget installed on the owner's site).

import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `origin_sightings`: a site's origin (one of its OAuth clients' allowed origins) and the last time a browser on it
 * called the store, written at most once a minute per origin and process (Home's "site installed" check).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table origin_sightings (
      site_id text not null references sites(id) on delete cascade,
      origin text not null,
      last_seen_at timestamptz not null,
      primary key (site_id, origin)
    );
  `.execute(db);
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table origin_sightings;`.execute(db);
}

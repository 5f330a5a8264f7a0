// The version of a site's catalog as committed now: one small prepared query, read before any catalog row it guards.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { Precompiled, slot } from '../db/precompiled.js';
import type { Database } from '../db/schema.js';

const versionQuery = new Precompiled('tote-catalog-version', (db: Kysely<Database>) =>
  sql<{ version: number | string }>`select version from catalog_versions where site_id = ${slot(0)}`.compile(db),
);

/**
 * The site's catalog version (migration 0007), 0 when the site has none yet. It changes in the same commit as any
 * product, variant, stock or collection of the site, so whatever is read after it is at least as new as it says.
 */
export async function readCatalogVersion(db: Kysely<Database>, siteId: string): Promise<number> {
  const { rows } = await versionQuery.run(db, [siteId]);
  const row = rows[0];
  return row ? Number(row.version) : 0;
}

// Seed step: gathers planner statistics of the freshly filled tables, so the first queries are planned on real sizes.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Tables whose statistics hot queries depend on. Without statistics (autovacuum analyzes a table only after 50 changed
 * rows and more) PostgreSQL guesses one row for `site_id = $1` and may walk a site's whole index instead of a primary
 * key; prepared statements keep such a plan.
 */
const TABLES = ['sites', 'products', 'variants', 'collections', 'collection_products', 'carts', 'cart_lines'] as const;

/** Runs ANALYZE on the seeded tables (inside the seeding transaction, whose rows it counts). */
export async function analyzeSeededTables(db: Kysely<Database>): Promise<void> {
  await sql`analyze ${sql.raw(TABLES.join(', '))}`.execute(db);
}

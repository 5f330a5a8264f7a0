// Brings a database up to the newest schema with Kysely's migrator.
import type { Kysely } from 'kysely';
import { Migrator, sql } from 'kysely';
import { migrations } from './migrations/index.js';

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Name the schema: otherwise Kysely takes a migration table of any schema (another test's) as this one's.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = rows[0]?.schema ?? 'public';
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}

// Brings a database up to the newest schema with Kysely's migrator.
import type { Kysely } from 'kysely';
import { Migrator, sql } from 'kysely';
import { migrations } from './migrations/index.js';

/** Kysely's migration table (its default name). */
const MIGRATION_TABLE = 'kysely_migration';
/** How often a migration whose catalog scan met another schema's drop is tried again. */
const ATTEMPTS_AFTER_FOREIGN_DROP = 3;

/**
 * Runs every pending migration; throws with the failing migration's name. A store that already has every migration is
 * left alone without Kysely's catalog scan, which reads every schema of the database and fails when another store's
 * schema is dropped meanwhile (several stores on one PostgreSQL, DATABASE_SCHEMA); such a failure is tried again.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Name the schema: otherwise Kysely takes a migration table of any schema (another test's) as this one's.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  if (await hasEveryMigration(db, schema)) return;
  for (let attempt = 1; ; attempt++) {
    const error = await runMigrator(db, schema);
    if (!error) return;
    if (attempt < ATTEMPTS_AFTER_FOREIGN_DROP && isOtherSchemaDropped(error.cause, schema)) continue;
    throw error;
  }
}

/** Whether `schema`'s migration table lists exactly the migrations this build has (none pending, none unknown). */
async function hasEveryMigration(db: Kysely<any>, schema: string): Promise<boolean> {
  const table = `${schema}.${MIGRATION_TABLE}`;
  const found = await sql<{ table: string | null }>`select to_regclass(${sql.lit(quoteQualified(table))})::text as table`.execute(db);
  if (!found.rows[0]?.table) return false;
  const applied = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
  const known = Object.keys(migrations);
  const names = new Set(applied.rows.map((r) => r.name));
  return names.size === known.length && known.every((name) => names.has(name));
}

/** Runs Kysely's migrator once; answers the failure, if any, as an error naming the migration. */
async function runMigrator(db: Kysely<any>, schema: string): Promise<Error | undefined> {
  const migrator = new Migrator({ db, migrationTableSchema: schema, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (!error) return undefined;
  const failed = results?.find((r) => r.status === 'Error');
  return new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}

/** Whether `error` is PostgreSQL's "schema does not exist" (3F000) for a schema other than `ours`: another store's drop. */
export function isOtherSchemaDropped(error: unknown, ours: string): boolean {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== '3F000') return false;
  const named = /schema "([^"]+)" does not exist/.exec(error.message)?.[1];
  return named !== undefined && named !== ours;
}

/** `schema.table` with each part quoted, for to_regclass. */
function quoteQualified(qualified: string): string {
  return qualified
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
}

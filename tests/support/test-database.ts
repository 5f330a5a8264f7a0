// A fresh, migrated and seeded database per test file: a PGlite copy of a template, or a PostgreSQL schema.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type PostgresTarget } from '../../src/server/db/connect.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { seedDemo } from '../../src/server/seed/seed-demo.js';

/** Which database the current test project runs against. */
export type TestDatabaseKind = 'pglite' | 'postgres';

/** The demo shop port the seeded demo client's origins follow in tests. */
export const TEST_DEMO_PORT = 8788;

/** The database kind of this test project (set by vitest.config.ts). */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TOTE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** Options of {@link createTestDatabase}; PGlite ignores them. */
export interface TestDatabaseOptions {
  /**
   * PostgreSQL: the URL the app's pool connects to (a proxy in front of the same server); creating, migrating, seeding
   * and dropping the schema use TEST_DATABASE_URL, on a pool of their own. @default TEST_DATABASE_URL
   */
  url?: string;
  /** PostgreSQL: pool settings (time limits, application name). @default none */
  pool?: Pick<PostgresTarget, 'timeouts' | 'applicationName' | 'poolSize' | 'onIdleError'>;
}

/** Opens a database of its own for this test file; `close()` drops it. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') {
    const template = await readFile(inject('pgliteTemplate'));
    const recorder = statementRecorder();
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]), ...(recorder ? { onQuery: recorder.add } : {}) });
    return recorder ? { ...handle, close: async () => (await handle.close(), await recorder.save()) } : handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `tote_test_${randomBytes(6).toString('hex')}`;
  const handle = await withSchemaLock(url, async (admin) => {
    await admin.query(`create schema ${schema}`);
    const opened = await openDatabase({ kind: 'postgres', url, schema, poolSize: 20 });
    await migrateToLatest(opened.db);
    return opened;
  });
  await seedDemo(handle.db, TEST_DEMO_PORT);
  let served = handle;
  if (options.url !== undefined || options.pool !== undefined) {
    // Set up without the options (short time limits, a proxy the test cuts), then serve with them.
    await handle.close();
    served = await openDatabase({ kind: 'postgres', url: options.url ?? url, schema, poolSize: 20, ...options.pool });
  }
  return {
    ...served,
    close: async () => {
      await served.close();
      await withSchemaLock(url, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
    },
  };
}

/**
 * With TOTE_SQL_RECORD_DIR set, the distinct statements a PGlite test database ran, saved to a file of that folder when it
 * closes: scripts/check-sql-on-postgres.ts then prepares each on PostgreSQL 15, so the SQL of tests that run only on
 * PGlite is still checked against the production database's parser and catalog.
 */
function statementRecorder(): { add: (sql: string) => void; save: () => Promise<void> } | undefined {
  const folder = process.env.TOTE_SQL_RECORD_DIR;
  if (!folder) return undefined;
  const statements = new Set<string>();
  return {
    add: (sql) => void statements.add(sql),
    save: async () => {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, `${randomBytes(8).toString('hex')}.json`), JSON.stringify([...statements]));
    },
  };
}

/** Any fixed number: the advisory lock every test file takes to create, migrate or drop its schema. */
const SCHEMA_LOCK_KEY = 74_110_001;

/**
 * Runs `work` while holding a session advisory lock, so that no schema is dropped while another
 * file's migrator introspects the catalog (Kysely's `has_schema_privilege` fails on a schema dropped mid-query).
 */
export async function withSchemaLock<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    return await work(admin);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}

// A fresh, migrated and seeded database per test file: a PGlite copy of a template, or a PostgreSQL schema.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
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

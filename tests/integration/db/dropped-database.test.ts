// The database dropped under an open pool (and a statement past its limit): failures classed as unavailable, no crash, back when it is back.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/connect.js';
import { isDatabaseUnavailable } from '../../../src/server/db/database-errors.js';
import { testDatabaseKind } from '../../support/test-database.js';

// PGlite's database is the process's own memory or folder: nothing else can drop it.
describe.skipIf(testDatabaseKind() !== 'postgres')('a PostgreSQL database dropped and created again', () => {
  const database = `tote_drop_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3, timeouts: { connectMs: 1_000, statementMs: 300, queryMs: 2_000 } });
  });

  afterAll(async () => {
    await handle?.close();
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  async function failureOf(query: Promise<unknown>): Promise<unknown> {
    return query.then(
      () => undefined,
      (error: unknown) => error,
    );
  }

  it('fails its queries as unavailable (terminated, then 3D000) while it is gone, and serves again once it exists', async () => {
    await Promise.all([1, 2, 3].map(() => sql`select 1`.execute(handle.db)));
    await admin.query(`drop database ${database} with (force)`);
    // The first failures may be the terminated connections (57P01), the later ones the missing database (3D000).
    const failures = [];
    for (let i = 0; i < 4; i++) failures.push(await failureOf(sql`select 1`.execute(handle.db)));
    for (const failure of failures) expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    expect((failures.at(-1) as { code?: string }).code).toBe('3D000');

    await admin.query(`create database ${database}`);
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(handle.db);
    expect(rows[0]!.n).toBe(1);
  });

  it('ends a statement past the statement limit (57014), an unavailable failure too, and the connection serves on', async () => {
    const failure = await failureOf(sql`select pg_sleep(2)`.execute(handle.db));
    expect((failure as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(handle.db);
    expect(rows[0]!.n).toBe(1);
  });
});

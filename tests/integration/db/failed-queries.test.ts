// Failed queries leave nothing behind: the PGlite queue moves on, no connection goes back open in a transaction or still busy.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/connect.js';
import type { Database } from '../../../src/server/db/schema.js';
import { createTestDatabase, testDatabaseKind } from '../../support/test-database.js';

/** Settles within `ms` or fails the test: a stuck queue shows as this timeout, not as the test's. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function one(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db);
  return rows[0]!.n;
}

describe('failed queries', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('never hold up the queries behind them: failures, failed transactions and successes all settle', async () => {
    const db = handle.db;
    const work = Array.from({ length: 30 }, (_, i) => {
      switch (i % 5) {
        case 0:
          return sql`select 1/0`.execute(db); // division by zero
        case 1:
          return sql`select * from no_such_table`.execute(db);
        case 2:
          return db.transaction().execute(async (trx) => {
            await sql`select 1`.execute(trx);
            await sql`select 1/0`.execute(trx);
          });
        case 3:
          return db.transaction().execute(async () => {
            throw new Error('the caller changed its mind');
          });
        default:
          return one(db);
      }
    });
    const settled = await within(10_000, Promise.allSettled(work));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(6);
    expect(await within(2_000, one(db))).toBe(1);
  });

  it('never pass on a connection still inside a transaction', async () => {
    // A bare `begin` outside Kysely's transactions: its connection is released with the transaction open.
    await sql`begin`.execute(handle.db);
    // Were the connection passed on as it is, this failure would abort that transaction, and every later query on it.
    await expect(sql`select 1/0`.execute(handle.db)).rejects.toThrow(/division by zero/);
    expect(await within(2_000, one(handle.db))).toBe(1);
    const { rows } = await sql<{ open: boolean }>`select now() <> statement_timestamp() as open`.execute(handle.db);
    expect(rows[0]!.open).toBe(false);
  });
});

// PostgreSQL only: the client-side query limit (PGlite runs in the process, with no link to stall).
describe.skipIf(testDatabaseKind() !== 'postgres')('a query past the client-side limit', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase({ pool: { poolSize: 1, timeouts: { queryMs: 500 } } });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('closes its connection: the next query gets a fresh one at once instead of waiting behind the abandoned one', async () => {
    await expect(sql`select pg_sleep(3)`.execute(handle.db)).rejects.toThrow(/Query read timeout/);
    const started = performance.now();
    expect(await one(handle.db)).toBe(1);
    expect(performance.now() - started).toBeLessThan(400);
  });
});

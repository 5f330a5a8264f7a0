// Named prepared statements on PostgreSQL: repeated parameterized SQL is prepared once per connection, custom-plan SQL never.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/connect.js';
import { customPlanSql } from '../../../src/server/db/named-statements.js';
import { testDatabaseKind } from '../../support/test-database.js';

describe.skipIf(testDatabaseKind() !== 'postgres')('named statements on PostgreSQL', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    // One connection, so that pg_prepared_statements (per session) sees every statement the pool prepared.
    handle = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, poolSize: 1 });
  });

  afterAll(async () => {
    await handle.close();
  });

  async function preparedTexts(): Promise<string[]> {
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db);
    return rows.map((r) => r.statement);
  }

  it('prepares a parameterized statement run again, and never one marked for custom plans', async () => {
    const plain = 'select $1::int + 40 as n';
    const custom = customPlanSql('select $1::int + 41 as n');
    for (let i = 0; i < 4; i++) {
      const a = await handle.db.executeQuery<{ n: number }>({ sql: plain, parameters: [i], query: { kind: 'RawNode' } as never, queryId: { queryId: 'a' } });
      const b = await handle.db.executeQuery<{ n: number }>({ sql: custom, parameters: [i], query: { kind: 'RawNode' } as never, queryId: { queryId: 'b' } });
      expect(a.rows[0]!.n).toBe(i + 40);
      expect(b.rows[0]!.n).toBe(i + 41);
    }
    const texts = await preparedTexts();
    expect(texts.some((t) => t.includes('$1::int + 40'))).toBe(true);
    expect(texts.some((t) => t.includes('$1::int + 41'))).toBe(false);
  });

  it('turns JIT compilation off for the store’s connections', async () => {
    const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(handle.db);
    expect(rows[0]!.jit).toBe('off');
  });
});

// DB_*_MS settings: defaults, the query limit following the statement limit, and bad values refused at start-up.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config.js';

describe('database limits in the configuration', () => {
  it('defaults to 5 s to connect, 10 s per statement, 12 s per query and 60 s of start-up retries', () => {
    expect(readConfig({}).database).toEqual({ connectTimeoutMs: 5_000, statementTimeoutMs: 10_000, queryTimeoutMs: 12_000, startTimeoutMs: 60_000 });
  });

  it('reads each variable; the query limit follows the statement limit unless set', () => {
    const env = { DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '3000', DB_START_TIMEOUT_MS: '0' };
    expect(readConfig(env).database).toEqual({ connectTimeoutMs: 1_000, statementTimeoutMs: 3_000, queryTimeoutMs: 5_000, startTimeoutMs: 0 });
    expect(readConfig({ ...env, DB_QUERY_TIMEOUT_MS: '4000' }).database.queryTimeoutMs).toBe(4_000);
    expect(readConfig({ DB_STATEMENT_TIMEOUT_MS: '0' }).database.queryTimeoutMs).toBe(0);
  });

  it('refuses values that are not whole milliseconds', () => {
    expect(() => readConfig({ DB_CONNECT_TIMEOUT_MS: '5s' })).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    expect(() => readConfig({ DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => readConfig({ DB_START_TIMEOUT_MS: '1.5' })).toThrow(/DB_START_TIMEOUT_MS/);
  });
});

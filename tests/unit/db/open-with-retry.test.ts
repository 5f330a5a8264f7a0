// openWithRetry: retries while the database is unreachable with growing pauses, within a deadline; stops at once on other failures.
import { describe, expect, it } from 'vitest';
import { DatabaseStartError, describeDatabaseUrl, openWithRetry } from '../../../src/server/db/open-with-retry.js';

/** A refused connection, as Node reports it. */
function refused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });
}

describe('openWithRetry', () => {
  it('retries a refused connection with a line per attempt, then returns what the attempt opened', async () => {
    const lines: string[] = [];
    let attempts = 0;
    const opened = await openWithRetry(
      async () => {
        if (++attempts < 3) throw refused();
        return 'open';
      },
      { where: '127.0.0.1:5999/test', timeoutMs: 10_000, log: (line) => lines.push(line) },
    );
    expect(opened).toBe('open');
    expect(lines).toEqual([
      'Database 127.0.0.1:5999/test not reachable (attempt 1): connect ECONNREFUSED 127.0.0.1:5999; retrying in 250 ms',
      'Database 127.0.0.1:5999/test not reachable (attempt 2): connect ECONNREFUSED 127.0.0.1:5999; retrying in 500 ms',
    ]);
  });

  it('gives up with one line when time is up, the last pause shortened to end at the deadline', async () => {
    const lines: string[] = [];
    const started = performance.now();
    const failure = await openWithRetry(
      async () => {
        throw refused();
      },
      { where: 'db:5432', timeoutMs: 1_000, log: (line) => lines.push(line) },
    ).catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(failure).toBeInstanceOf(DatabaseStartError);
    // Pauses of 250 and 500 ms, then what is left of the second (250 ms), not the full 1 s.
    expect(lines.slice(0, 3).map((line) => line.replace(/.*retrying in /, ''))).toEqual(['250 ms', '500 ms', expect.stringMatching(/^2\d\d ms$/)]);
    expect((failure as Error).message).toMatch(
      new RegExp(`^Database db:5432 not reachable after ${lines.length + 1} attempts in 1\\.\\d s: connect ECONNREFUSED 127\\.0\\.0\\.1:5999$`),
    );
    expect(elapsed).toBeGreaterThanOrEqual(990);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('stops at the first failure that waiting does not mend', async () => {
    const lines: string[] = [];
    let attempts = 0;
    const failure = await openWithRetry(
      async () => {
        attempts++;
        throw Object.assign(new Error('password authentication failed for user "tote"'), { code: '28P01' });
      },
      { where: 'db:5432', timeoutMs: 10_000, log: (line) => lines.push(line) },
    ).catch((e: unknown) => e);
    expect(attempts).toBe(1);
    expect(lines).toEqual([]);
    expect((failure as Error).message).toBe('Database db:5432 could not be opened: 28P01 password authentication failed for user "tote"');
  });

  it('tries once with a deadline of 0', async () => {
    let attempts = 0;
    await expect(
      openWithRetry(
        async () => {
          attempts++;
          throw refused();
        },
        { where: 'db', timeoutMs: 0, log: () => undefined },
      ),
    ).rejects.toThrow(/after 1 attempt in/);
    expect(attempts).toBe(1);
  });
});

describe('describeDatabaseUrl', () => {
  it('names host, port and database, never the user or password', () => {
    expect(describeDatabaseUrl('postgres://tote:s3cret@db.internal:6432/shop?sslmode=require')).toBe('db.internal:6432/shop');
    expect(describeDatabaseUrl('postgres://127.0.0.1/test')).toBe('127.0.0.1:5432/test');
    expect(describeDatabaseUrl('not a url :s3cret')).not.toContain('s3cret');
  });
});

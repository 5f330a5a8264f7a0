// isDatabaseUnavailable: connection-class failures (real socket errors, pg's own, SQLSTATEs) against query failures.
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseErrorReason, isDatabaseUnavailable } from '../../../src/server/db/database-errors.js';

/** A loopback port nothing listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An error as PostgreSQL reports it: a SQLSTATE in `code`. */
function sqlState(code: string, message = 'from the server'): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('recognizes a refused connection as node-postgres reports it', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'nobody', database: 'none' });
    const error = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(databaseErrorReason(error)).toMatch(/ECONNREFUSED/);
  });

  it('recognizes a connection the server cut, and the pool’s connect timeout', async () => {
    // A server that accepts and closes at once: the client sees the socket end during start-up.
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    // A server that accepts and says nothing: the pool gives up after connectionTimeoutMillis.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const cut = await new pg.Client({ host: '127.0.0.1', port, user: 'nobody' }).connect().catch((e: unknown) => e);
      expect(isDatabaseUnavailable(cut)).toBe(true);
      const pool = new pg.Pool({ host: '127.0.0.1', port: (silent.address() as net.AddressInfo).port, user: 'nobody', connectionTimeoutMillis: 200 });
      const timedOut = await pool.connect().catch((e: unknown) => e);
      await pool.end();
      expect(String(timedOut)).toMatch(/timeout/);
      expect(isDatabaseUnavailable(timedOut)).toBe(true);
    } finally {
      server.close();
      silent.close();
    }
  });

  it('recognizes the SQLSTATEs of a server that is away, shutting down, starting, or whose database is gone', () => {
    for (const code of ['08000', '08003', '08006', '08001', '57P01', '57P02', '57P03', '3D000', '57014', '53300']) {
      expect(isDatabaseUnavailable(sqlState(code)), code).toBe(true);
    }
  });

  it('leaves query failures alone: constraint, syntax, permission, password, a bare HTTP error', () => {
    for (const code of ['23505', '23503', '42601', '42P01', '42501', '28P01', '40001', '22P02']) {
      expect(isDatabaseUnavailable(sqlState(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Product not found'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });

  it('looks through causes and aggregate errors, a bounded number of levels', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('migration 0001-core failed', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('other'), refused]))).toBe(true);
    let deep: Error = refused;
    for (let i = 0; i < 10; i++) deep = new Error(`level ${i}`, { cause: deep });
    expect(isDatabaseUnavailable(deep)).toBe(false);
  });

  it('gives one-line reasons with the code', () => {
    expect(databaseErrorReason(sqlState('57P01', 'terminating connection due to administrator command'))).toBe(
      '57P01 terminating connection due to administrator command',
    );
    expect(databaseErrorReason(new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })], ''))).toBe(
      'connect ECONNREFUSED 127.0.0.1:1',
    );
    expect(databaseErrorReason(new Error('first line\nsecond line'))).toBe('first line');
  });
});

// GET /health, /ready and /metrics on the real app: liveness, readiness by database and migrations, Prometheus text behind a token.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queueEvent } from '../../../src/server/events/event-outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CartEventType, EntityFqdn } from '../../../src/wire/events.js';
import { startTestApp, useTestApp } from '../../support/test-app.js';
import { testDatabaseKind } from '../../support/test-database.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const t = useTestApp({ env: { METRICS_TOKEN } });

/** The value of one series in Prometheus text, or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /health', () => {
  it('answers 200 without touching the database, with no CORS headers for any origin', async () => {
    const response = await t.call('GET', '/health', { headers: { origin: 'https://stranger.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['x-request-id']).toBeDefined();
  });
});

describe('GET /ready', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const response = await t.call('GET', '/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 MIGRATIONS_PENDING in the error envelope while a migration of this code is missing', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(t.handle.db);
    const last = rows[0]!.name;
    const { rows: saved } = await sql<{ timestamp: string }>`select timestamp from kysely_migration where name = ${last}`.execute(t.handle.db);
    await sql`delete from kysely_migration where name = ${last}`.execute(t.handle.db);
    try {
      const response = await t.call('GET', '/ready');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'Not ready',
        details: {
          applicationError: {
            code: 'SERVICE_UNAVAILABLE',
            description: expect.stringMatching(/^1 of \d+ migrations are not applied$/),
            data: { reason: 'MIGRATIONS_PENDING' },
          },
        },
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${saved[0]!.timestamp})`.execute(t.handle.db);
    }
    expect((await t.call('GET', '/ready')).statusCode).toBe(200);
  });

  it('answers 503 DATABASE_UNREACHABLE, without the reason, once the database is gone', async () => {
    const gone = await startTestApp();
    await gone.handle.close();
    try {
      const response = await gone.call('GET', '/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json().details.applicationError).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        description: 'The database does not answer',
        data: { reason: 'DATABASE_UNREACHABLE' },
      });
      // Liveness is not readiness: the process still answers.
      expect((await gone.call('GET', '/health')).statusCode).toBe(200);
    } finally {
      await gone.app.close();
    }
  });
});

describe('GET /metrics', () => {
  it('answers 401 without the bearer token or with another one', async () => {
    const none = await t.call('GET', '/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.json().details.applicationError.code).toBe('UNAUTHENTICATED');
    expect((await t.call('GET', '/metrics', { token: `Bearer ${METRICS_TOKEN}x` })).statusCode).toBe(401);
    expect((await t.call('GET', '/metrics', { token: METRICS_TOKEN })).statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, never by the URL', async () => {
    await t.call('GET', '/health');
    await t.call('GET', '/no/such/path/123');
    await t.call('GET', '/widget/some-chunk-1234abcd.js');
    const response = await t.call('GET', '/metrics', { token: `Bearer ${METRICS_TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/widget/:file",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('some-chunk-1234abcd');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('reports the outbox and webhook backlog from the database, and the pool on PostgreSQL', async () => {
    const before = (await t.call('GET', '/metrics', { token: `Bearer ${METRICS_TOKEN}` })).body;
    expect(valueOf(before, 'tote_database_up')).toBe(1);
    const pending = valueOf(before, 'tote_outbox_pending_events')!;
    // An event written an hour ago and not fanned out (OUTBOX_WORKER is off in tests): the backlog and its lag grow.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await queueEvent(
      t.handle.db,
      { siteId: DEMO_SITE_ID, eventType: CartEventType.UPDATED, entityFqdn: EntityFqdn.CART, entityId: `metrics-cart-${Date.now()}`, entity: {} },
      hourAgo,
    );
    const after = (await t.call('GET', '/metrics', { token: `Bearer ${METRICS_TOKEN}` })).body;
    expect(valueOf(after, 'tote_outbox_pending_events')).toBe(pending + 1);
    expect(valueOf(after, 'tote_outbox_lag_seconds')).toBeGreaterThanOrEqual(3_599);
    expect(valueOf(after, 'tote_webhook_deliveries{status="pending"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'tote_webhook_deliveries{status="failed"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'tote_webhook_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'tote_webhook_endpoints_failing')).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'tote_webhook_endpoints_paused')).toBe(0);
    if (testDatabaseKind() === 'postgres') {
      expect(valueOf(after, 'tote_db_pool_connections{state="max"}')).toBeGreaterThan(0);
      expect(valueOf(after, 'tote_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(valueOf(after, 'tote_db_pool_connections{state="waiting"}')).toBe(0);
    }
  });

  it('is an unknown path (404) when METRICS_TOKEN is not set', async () => {
    const off = await startTestApp();
    try {
      const response = await off.call('GET', '/metrics', { token: `Bearer ${METRICS_TOKEN}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().details.applicationError.code).toBe('NOT_FOUND');
    } finally {
      await off.close();
    }
  });
});

// Prometheus metrics of one app: request durations by route and status, the database pool, outbox and webhook lag and failures.
import type { ReadRouting } from '../db/read-routing.js';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock.js';
import type { PoolStats } from '../db/connect.js';
import type { Database } from '../db/schema.js';

/** Longest wait for the database's numbers during a scrape; past it they are left out and `tote_database_up` is 0. */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;
/** Buckets of request durations, in seconds: from 5 ms (a cached catalog read) to 10 s (the statement limit). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the metrics read besides the requests. */
export interface MetricsSources {
  db: Kysely<Database>;
  clock: Clock;
  /** The PostgreSQL pool's connections; absent on PGlite. */
  poolStats?: (() => PoolStats) | undefined;
  /** Where catalog reads went (the read replica, when READ_DATABASE_URL is set). */
  reads?: ReadRouting | undefined;
}

/** The app's metrics: `install` counts every answer; `render` is the text exposition format. */
export interface AppMetrics {
  readonly contentType: string;
  /** Times every request (an `onResponse` hook) by method, route pattern and status. */
  install(app: FastifyInstance): void;
  /** Reads the database's numbers, then renders every metric. */
  render(): Promise<string>;
}

/** One row of the outbox and webhook numbers. */
interface QueueRow {
  outbox_pending: number;
  outbox_oldest_seconds: number | null;
  deliveries_pending: number;
  deliveries_failed: number;
  deliveries_oldest_seconds: number | null;
  endpoints_failing: number;
  endpoints_paused: number;
}

/**
 * Creates the metrics of one app in a registry of its own (several apps may run in one process: tests), with Node's
 * default process metrics. Outbox and webhook numbers are read from the database at each scrape, so they are the same
 * whichever process (server or `tote worker`) does the work.
 */
export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the answer, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const databaseUp = gauge(registry, 'tote_database_up', 'Whether the database answered the last scrape (1) or not (0)');
  const pool = new Gauge({
    name: 'tote_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting: queries waiting for a connection, max)',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const outboxPending = gauge(registry, 'tote_outbox_pending_events', 'Events not yet fanned out to webhook endpoints');
  const outboxLag = gauge(registry, 'tote_outbox_lag_seconds', 'Age of the oldest event not yet fanned out (0 when none waits)');
  const deliveries = new Gauge({
    name: 'tote_webhook_deliveries',
    help: 'Webhook deliveries kept in the database, by status (pending: still to go out or being retried; failed: retries exhausted)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const deliveryLag = gauge(registry, 'tote_webhook_lag_seconds', 'Age of the oldest pending webhook delivery (0 when none waits)');
  const failingEndpoints = gauge(registry, 'tote_webhook_endpoints_failing', 'Enabled endpoints whose last delivery attempts failed');
  const pausedEndpoints = gauge(
    registry,
    'tote_webhook_endpoints_paused',
    'Enabled endpoints whose circuit is open or half-open (deliveries wait for a probe)',
  );
  const replicated = sources.reads?.replica() !== undefined;
  const replicaUp = replicated ? gauge(registry, 'tote_db_replica_up', 'Whether the read replica answered within the last 2 s (1) or not (0)') : undefined;
  const replicaLag = replicated
    ? gauge(registry, 'tote_db_replica_lag_bytes', 'WAL bytes written on the primary that the read replica had not replayed')
    : undefined;
  const catalogReads = replicated
    ? new Gauge({
        name: 'tote_catalog_reads',
        help: 'Catalog reads since the start by the database that served them (replica, primary)',
        labelNames: ['database'] as const,
        registers: [registry],
      })
    : undefined;

  const readDatabase = async (): Promise<void> => {
    const now = sources.clock();
    let timer: NodeJS.Timeout | undefined;
    try {
      const { rows } = await Promise.race([
        sql<QueueRow>`select
          (select count(*) from event_outbox_pending)::int as outbox_pending,
          (select extract(epoch from (${now}::timestamptz - min(e.created_at)))::float8 from event_outbox_pending p join event_outbox e on e.id = p.event_id) as outbox_oldest_seconds,
          (select count(*) from webhook_deliveries where status = 'pending')::int as deliveries_pending,
          (select count(*) from webhook_deliveries where status = 'failed')::int as deliveries_failed,
          (select extract(epoch from (${now}::timestamptz - min(created_at)))::float8 from webhook_deliveries where status = 'pending') as deliveries_oldest_seconds,
          (select count(*) from webhook_endpoints where enabled and failing_since is not null)::int as endpoints_failing,
          (select count(*) from webhook_endpoints where enabled and circuit_state <> 'closed')::int as endpoints_paused`.execute(sources.db),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), SCRAPE_QUERY_TIMEOUT_MS);
        }),
      ]);
      const row = rows[0]!;
      databaseUp.set(1);
      outboxPending.set(row.outbox_pending);
      outboxLag.set(Math.max(0, row.outbox_oldest_seconds ?? 0));
      deliveries.set({ status: 'pending' }, row.deliveries_pending);
      deliveries.set({ status: 'failed' }, row.deliveries_failed);
      deliveryLag.set(Math.max(0, row.deliveries_oldest_seconds ?? 0));
      failingEndpoints.set(row.endpoints_failing);
      pausedEndpoints.set(row.endpoints_paused);
    } catch {
      // Numbers of a database that did not answer would be stale: leave them out rather than repeat old ones.
      databaseUp.set(0);
      for (const stale of [outboxPending, outboxLag, deliveries, deliveryLag, failingEndpoints, pausedEndpoints]) stale.reset();
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    contentType: registry.contentType,
    install(app) {
      app.addHook('onResponse', async (request, reply) => {
        // The route pattern, never the URL: ids in paths would make a series per product.
        const route = request.routeOptions.url ?? 'unmatched';
        duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      });
    },
    async render() {
      const stats = sources.poolStats?.();
      if (stats) for (const [state, value] of Object.entries(stats)) pool.set({ state }, value);
      const replica = sources.reads?.replica();
      if (replica) {
        replicaUp?.set(replica.up ? 1 : 0);
        replicaLag?.set(replica.lagBytes);
        for (const [database, count] of Object.entries(sources.reads!.counts())) catalogReads?.set({ database }, count);
      }
      await readDatabase();
      return registry.metrics();
    },
  };
}

function gauge(registry: Registry, name: string, help: string): Gauge {
  return new Gauge({ name, help, registers: [registry] });
}

// Bench: a healthy endpoint's delivery rate alone and beside a slow (30 s), a failing (500) and a redirecting endpoint of its site; their ratio has the 90 % floor.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/connect.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import type { Database } from '../../src/server/db/schema.js';
import { queueEvent } from '../../src/server/events/event-outbox.js';
import { createEndpoint } from '../../src/server/webhooks/endpoint-store.js';
import { fanOutEvents } from '../../src/server/webhooks/fan-out.js';
import { OutboxWorker } from '../../src/server/webhooks/outbox-worker.js';
import { OrderEventType } from '../../src/wire/events.js';
import { BENCH_POSTGRES_URL } from './bench-postgres.js';
import { benchWorkerConfig } from './bench-worker-config.js';
import type { BenchRow } from './bench-row.js';

/** Events per run (each to every endpoint of the site), over this many orders. */
const EVENTS = 2_000;
const ENTITIES = 500;
/** Runs per figure; the figure is their median. */
const RUNS = 3;
/** One run gives up past this (its rate is then what arrived in that time). */
const RUN_DEADLINE_MS = 30_000;
/** The slow endpoint answers after this long (the worker's timeout ends it first). */
const SLOW_MS = 30_000;
/** The floor: the healthy endpoint keeps this share of its solo rate. */
const MIN_RATIO = 0.9;
const SITE = 'bench-webhooks-fair';

type Answer = 'ok' | 'slow' | 'fail' | 'redirect';

/** A receiver on 127.0.0.1 answering one way; counts requests and when the last came. */
interface Receiver {
  url: string;
  total: number;
  lastAt: number;
  /** Ends every open request (the slow one's) so a run's worker stops at once. */
  cut(): void;
  close(): Promise<void>;
}

async function startReceiver(answer: Answer): Promise<Receiver> {
  const timers = new Set<NodeJS.Timeout>();
  const state: Receiver = {
    url: '',
    total: 0,
    lastAt: 0,
    cut() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
    },
    close: () =>
      new Promise<void>((resolve) => {
        state.cut();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.total++;
      state.lastAt = performance.now();
      if (answer === 'ok') res.writeHead(200).end('ok');
      else if (answer === 'fail') res.writeHead(500).end('down');
      else if (answer === 'redirect') res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
      else {
        const timer = setTimeout(() => {
          timers.delete(timer);
          res.writeHead(200).end('late');
        }, SLOW_MS);
        timers.add(timer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return state;
}

async function writeEvents(db: Kysely<Database>, run: string): Promise<void> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < EVENTS; i++) {
      const orderId = `fair-${run}-${i % ENTITIES}`;
      await queueEvent(
        trx,
        { siteId: SITE, eventType: OrderEventType.PAYMENT_STATUS_UPDATED, entityFqdn: 'wix.ecom.v1.order', entityId: orderId, entity: { id: orderId, n: i } },
        now,
      );
    }
  });
}

/** The rates of one run, deliveries/s to the healthy endpoint. */
interface RunRates {
  /** From the first fan-out to the last delivery (fan-out makes a delivery per endpoint: four beside the others). */
  endToEnd: number;
  /** From the first request, the events fanned out before: delivery alone. */
  delivery: number;
}

/** One run: fan-out (timed on its own), then a worker's rounds until the healthy receiver has every event (or the deadline). */
async function timedRun(db: Kysely<Database>, target: string, healthy: Receiver, noisy: readonly Receiver[]): Promise<RunRates> {
  const config = benchWorkerConfig(target);
  const worker = new OutboxWorker({ db, clock: () => new Date(), config }, { warn: () => undefined, error: () => undefined }, { allowPrivate: true });
  const before = healthy.total;
  const fanOutStarted = performance.now();
  while ((await fanOutEvents(db, new Date(), config.publicUrl)) > 0);
  const started = performance.now();
  while (healthy.total - before < EVENTS && performance.now() - started < RUN_DEADLINE_MS) {
    if (!(await worker.round())) await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const ended = healthy.total - before >= EVENTS ? healthy.lastAt : performance.now();
  for (const r of noisy) r.cut();
  await worker.stop();
  const delivered = healthy.total - before;
  return { endToEnd: Math.round(delivered / ((ended - fanOutStarted) / 1000)), delivery: Math.round(delivered / ((ended - started) / 1000)) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/** The noisy endpoints off (alone runs: no deliveries made for them), or on with their circuits closed and old deliveries gone (each beside run starts alike). */
async function setNoisy(db: Kysely<Database>, ids: readonly string[], enabled: boolean): Promise<void> {
  await sql`delete from webhook_deliveries where endpoint_id in (${sql.join(ids)})`.execute(db);
  await sql`
    update webhook_endpoints set enabled = ${enabled}, circuit_state = 'closed', consecutive_failures = 0, circuit_retry_at = null, circuit_cool_down_ms = null
    where id in (${sql.join(ids)})
  `.execute(db);
}

/**
 * On a migrated database: {@link RUNS} runs of the healthy endpoint alone and {@link RUNS} beside a slow, a failing
 * and a redirecting endpoint of the same site (each starting with their circuits closed), alternating. Rows: the median
 * rates and their ratio, of delivery alone (the 90 % floor) and with fan-out.
 */
export async function benchWebhookFairness(db: Kysely<Database>, target: string): Promise<BenchRow[]> {
  const healthy = await startReceiver('ok');
  const noisy = await Promise.all((['slow', 'fail', 'redirect'] as const).map((answer) => startReceiver(answer)));
  try {
    await db.insertInto('sites').values({ id: SITE, name: 'Bench fairness', currency: 'USD', settings: '{}' }).execute();
    const created = new Date(Date.now() - 1000);
    await createEndpoint(db, SITE, { url: healthy.url }, created, undefined);
    // Untimed: the first runs would also measure cold plans and connections.
    await writeEvents(db, 'warm-up');
    await timedRun(db, target, healthy, []);
    const noisyIds: string[] = [];
    for (const r of noisy) noisyIds.push((await createEndpoint(db, SITE, { url: r.url }, created, undefined)).id);
    // Alone and beside alternate, so a table that grows over the runs weighs on both alike.
    const solo: RunRates[] = [];
    const beside: RunRates[] = [];
    for (let run = 0; run < RUNS; run++) {
      await setNoisy(db, noisyIds, false);
      await writeEvents(db, `solo-${run}`);
      solo.push(await timedRun(db, target, healthy, []));
      process.stderr.write(`bench: webhook fairness on ${target}, healthy alone, run ${run + 1}: ${JSON.stringify(solo.at(-1))} deliveries/s\n`);
      await setNoisy(db, noisyIds, true);
      await writeEvents(db, `beside-${run}`);
      beside.push(await timedRun(db, target, healthy, noisy));
      process.stderr.write(`bench: webhook fairness on ${target}, beside slow/500/redirect, run ${run + 1}: ${JSON.stringify(beside.at(-1))} deliveries/s\n`);
    }
    const figures = (pick: (r: RunRates) => number) => {
      const alone = median(solo.map(pick));
      const besides = median(beside.map(pick));
      return { soloPerSecond: alone, besidePerSecond: besides, ratio: Math.round((besides / alone) * 100) / 100, runs: RUNS };
    };
    const name = `webhook deliveries to a healthy endpoint beside a slow (30 s), a 500 and a redirecting one of its site (${EVENTS.toLocaleString('en-US')} events)`;
    return [
      { name: `${name}, delivery`, target, figures: figures((r) => r.delivery), limits: { ratio: { min: MIN_RATIO } } },
      { name: `${name}, with fan-out (one delivery per endpoint: 4 beside, 1 alone)`, target, figures: figures((r) => r.endToEnd) },
    ];
  } finally {
    for (const r of [healthy, ...noisy]) await r.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Alone: `tsx tests/bench/webhook-fairness.ts [pglite|postgres]` (PostgreSQL in a schema of its own, dropped after).
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
  const schema = `tote_bench_fair_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (kind === 'postgres') await admin(`create schema ${schema}`);
  const handle =
    kind === 'pglite'
      ? await openDatabase({ kind: 'pglite' })
      : await openDatabase({ kind: 'postgres', url: BENCH_POSTGRES_URL, schema, poolSize: 4, applicationName: 'tote-bench-fairness' });
  try {
    await migrateToLatest(handle.db);
    console.table((await benchWebhookFairness(handle.db, kind)).map((r) => ({ name: r.name, target: r.target, ...r.figures })));
  } finally {
    await handle.close();
    if (kind === 'postgres') await admin(`drop schema if exists ${schema} cascade`);
  }
}

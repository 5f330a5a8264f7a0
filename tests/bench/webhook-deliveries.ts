// Bench: webhook deliveries per second from the outbox worker to a loopback receiver, on PostgreSQL (1 and 2 workers) and PGlite, and a healthy endpoint's share beside failing ones.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connect.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import type { Database } from '../../src/server/db/schema.js';
import { queueEvent } from '../../src/server/events/event-outbox.js';
import { createEndpoint } from '../../src/server/webhooks/endpoint-store.js';
import { OutboxWorker } from '../../src/server/webhooks/outbox-worker.js';
import { OrderEventType } from '../../src/wire/events.js';
import { BENCH_POSTGRES_URL, postgresReachable } from './bench-postgres.js';
import { benchWorkerConfig } from './bench-worker-config.js';
import type { BenchRow } from './bench-row.js';
import { benchWebhookFairness } from './webhook-fairness.js';

/** Events per run, spread round-robin over this many entities (so an entity's events wait for each other, as in a shop). */
const EVENTS = 5_000;
const ENTITIES = 500;
/** Events written per transaction while filling (not timed). */
const EVENTS_PER_TRANSACTION = 1_000;
/** Timed runs per measurement, at most; the figure is their median. */
const RUNS = 3;
/** Events of the untimed warm-up on each database (one per entity): JIT, plans and the connection pool warm. */
const WARM_UP_EVENTS = ENTITIES;
/** Time one database may take, all its runs and fills together; no new run starts that would end past it. */
const BUDGET_MS = 60_000;
/** One run gives up past this (the figure is then what it delivered in that time). */
const RUN_DEADLINE_MS = 40_000;
/** The floor on PostgreSQL. */
const MIN_PER_SECOND = 500;
const SITE = 'bench-webhooks';

/** A receiver on 127.0.0.1 that answers 200 at once and counts requests and distinct `webhook-id`s. */
interface CountingReceiver {
  url: string;
  total: number;
  ids: Set<string>;
  /** performance.now() of the last request received. */
  lastAt: number;
  reset(): void;
  close(): Promise<void>;
}

async function startReceiver(): Promise<CountingReceiver> {
  const state: CountingReceiver = {
    url: '',
    total: 0,
    ids: new Set(),
    lastAt: 0,
    reset() {
      state.total = 0;
      state.ids = new Set();
      state.lastAt = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.total++;
      state.ids.add(String(req.headers['webhook-id']));
      state.lastAt = performance.now();
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return state;
}

/** Writes `count` order events over `ENTITIES` orders, round-robin, in a few transactions. */
async function writeEvents(db: Kysely<Database>, run: string, count: number): Promise<void> {
  const now = new Date();
  for (let start = 0; start < count; start += EVENTS_PER_TRANSACTION) {
    await db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(start + EVENTS_PER_TRANSACTION, count); i++) {
        const orderId = `bench-order-${run}-${i % ENTITIES}`;
        await queueEvent(
          trx,
          {
            siteId: SITE,
            eventType: OrderEventType.PAYMENT_STATUS_UPDATED,
            entityFqdn: 'wix.ecom.v1.order',
            entityId: orderId,
            entity: { id: orderId, number: i, paymentStatus: 'PAID', priceSummary: { total: { amount: '12.00', currency: 'USD' } } },
          },
          now,
        );
      }
    });
  }
}

/** Loops a worker's rounds until the receiver has `count` requests or the deadline passes; a round with nothing to do waits a little. */
async function drive(worker: OutboxWorker, receiver: CountingReceiver, count: number, deadline: number): Promise<void> {
  while (receiver.total < count && performance.now() < deadline) {
    if (!(await worker.round())) await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * One run of `count` events (already written): the workers' rounds, timed from the first fan-out until the receiver has
 * every event; then checks that each came once and every delivery is marked succeeded. Returns deliveries/s.
 */
async function timedRun(
  dbs: readonly Kysely<Database>[],
  target: string,
  receiver: CountingReceiver,
  count: number,
): Promise<{ perSecond: number; complete: boolean }> {
  receiver.reset();
  const config = benchWorkerConfig(target);
  const log = {
    warn: (obj: unknown, msg: string) => process.stderr.write(`bench worker: ${msg} ${String((obj as { err?: unknown }).err)}\n`),
    error: () => undefined,
  };
  const workers = dbs.map((db) => new OutboxWorker({ db, clock: () => new Date(), config }, log, { allowPrivate: true }));
  const started = performance.now();
  await Promise.all(workers.map((w) => drive(w, receiver, count, started + RUN_DEADLINE_MS)));
  const complete = receiver.total >= count;
  const seconds = ((complete ? receiver.lastAt : performance.now()) - started) / 1000;
  if (complete) {
    // Every event once: no request lost, none repeated (the receiver always answered 200, so nothing was retried).
    if (receiver.ids.size !== count || receiver.total !== count)
      throw new Error(`bench webhooks: ${receiver.total} requests for ${receiver.ids.size} distinct events of ${count} with ${dbs.length} worker(s)`);
    // Drain the last round's recording, then every delivery must be marked delivered.
    for (const w of workers) while (await w.round());
    const pending = await dbs[0]!
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '<>', 'succeeded')
      .executeTakeFirstOrThrow();
    if (Number(pending.n) !== 0) throw new Error(`bench webhooks: ${pending.n} deliveries not succeeded after the receiver got them all`);
  }
  return { perSecond: Math.round(receiver.ids.size / seconds), complete };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Delivers a few events, untimed: the first run would otherwise also measure the JIT and cold plans. */
async function warmUp(db: Kysely<Database>, target: string, receiver: CountingReceiver): Promise<void> {
  await writeEvents(db, 'warm-up', WARM_UP_EVENTS);
  const { complete } = await timedRun([db], target, receiver, WARM_UP_EVENTS);
  if (!complete) throw new Error('bench webhooks: the warm-up did not finish');
}

/** At least one and up to {@link RUNS} timed runs, none starting that would end past `deadline`; one row with the median deliveries/s. */
async function measure(dbs: readonly Kysely<Database>[], receiver: CountingReceiver, target: string, limited: boolean, deadline: number): Promise<BenchRow> {
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const runStarted = performance.now();
    await writeEvents(dbs[0]!, `${dbs.length}-${run}`, EVENTS);
    const written = performance.now();
    const { perSecond, complete } = await timedRun(dbs, target, receiver, EVENTS);
    rates.push(perSecond);
    process.stderr.write(
      `bench: webhooks on ${target}, ${dbs.length} worker(s), run ${run + 1}: ${perSecond} deliveries/s${complete ? '' : ' (deadline, incomplete)'} (events written in ${Math.round(written - runStarted)} ms)\n`,
    );
    if (!complete || performance.now() + (performance.now() - runStarted) > deadline) break;
  }
  const workers = dbs.length === 1 ? '1 worker' : `${dbs.length} workers`;
  return {
    name: `webhook deliveries to a loopback receiver, ${workers} (${EVENTS.toLocaleString('en-US')} events, ${ENTITIES} entities)`,
    target,
    figures: { perSecond: median(rates), runs: rates.length },
    ...(limited ? { limits: { perSecond: { min: MIN_PER_SECOND } } } : {}),
  };
}

/** Migrates, adds the site and one endpoint to the receiver. */
async function prepare(db: Kysely<Database>, receiver: CountingReceiver): Promise<void> {
  await migrateToLatest(db);
  await db.insertInto('sites').values({ id: SITE, name: 'Bench', currency: 'USD', settings: '{}' }).execute();
  await createEndpoint(db, SITE, { url: receiver.url }, new Date(Date.now() - 1000), undefined);
}

async function onPostgres(url: string, receiver: CountingReceiver): Promise<BenchRow[]> {
  const schema = `tote_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handles: DatabaseHandle[] = [];
  try {
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ kind: 'postgres', url, schema, poolSize: 4, applicationName: `tote-bench-webhooks-${i}` }));
    const deadline = performance.now() + BUDGET_MS;
    await prepare(handles[0]!.db, receiver);
    await warmUp(handles[0]!.db, 'postgres', receiver);
    // One worker gets about two thirds of the time, two workers what is left (at least one run).
    const one = await measure([handles[0]!.db], receiver, 'postgres', true, deadline - BUDGET_MS / 3);
    const two = await measure(
      handles.map((h) => h.db),
      receiver,
      'postgres',
      false,
      deadline,
    );
    return [one, two, ...(await benchWebhookFairness(handles[0]!.db, 'postgres'))];
  } finally {
    for (const h of handles) await h.close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop schema if exists ${schema} cascade`);
    await dropper.end();
  }
}

/**
 * Webhook deliveries per second: N events fanned out and delivered by the outbox worker to a loopback receiver that
 * answers 200 at once; then a healthy endpoint alone and beside a slow, a failing and a redirecting one
 * ({@link benchWebhookFairness}, the 90 % floor). PostgreSQL with one worker (the floor of 500/s) and two workers on two pools (each
 * event delivered exactly once, checked), when PostgreSQL is reachable; PGlite with one worker (figures only).
 */
export async function benchWebhookDeliveries(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const receiver = await startReceiver();
  try {
    if (await postgresReachable(BENCH_POSTGRES_URL)) rows.push(...(await onPostgres(BENCH_POSTGRES_URL, receiver)));
    else process.stderr.write(`bench: PostgreSQL at ${BENCH_POSTGRES_URL} is not reachable; its webhook rows are skipped\n`);
    const pglite = await openDatabase({ kind: 'pglite' });
    try {
      const deadline = performance.now() + BUDGET_MS;
      await prepare(pglite.db, receiver);
      await warmUp(pglite.db, 'pglite', receiver);
      rows.push(await measure([pglite.db], receiver, 'pglite', false, deadline));
      rows.push(...(await benchWebhookFairness(pglite.db, 'pglite')));
    } finally {
      await pglite.close();
    }
  } finally {
    await receiver.close();
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchWebhookDeliveries();
  console.table(rows.map((r) => ({ name: r.name, target: r.target, ...r.figures, limit: r.limits ? JSON.stringify(r.limits) : '' })));
}

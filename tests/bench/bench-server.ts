// Bench: the real store server in a worker thread (its own event loop, same process) on a random port, PGlite in a data folder or a PostgreSQL schema.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { readConfig } from '../../src/server/config.js';
import { createContext } from '../../src/server/context.js';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connect.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { seedDemo } from '../../src/server/seed/seed-demo.js';
import { insertProduct } from '../support/cart-fixtures.js';
import { memberSession } from '../support/member-session.js';

/** Which database the bench server runs on. */
export type BenchTarget = { kind: 'pglite' } | { kind: 'postgres'; url: string };

/** What the worker reports once it listens. */
export interface BenchServerReady {
  port: number;
  /** Products made for the bench (visible, untracked, physical). */
  productIds: string[];
  /** Access tokens of signed-in members (each with a live session of its own), one per connection. */
  memberTokens: string[];
}

/** A running bench server. */
export interface BenchServer extends BenchServerReady {
  url: string;
  /** Starts counting the server thread's busy time (event loop utilization). */
  startBusy(): void;
  /** Milliseconds the server thread was busy since {@link startBusy}. */
  stopBusy(): Promise<number>;
  /**
   * Milliseconds the server thread was busy, and those it ran on a CPU (Linux only, else undefined), since
   * {@link startBusy}: busy time also counts time the thread waited for a CPU inside a call (a machine busy with other
   * work), CPU time does not.
   */
  stopBusyAndCpu(): Promise<{ busyMs: number; cpuMs: number | undefined }>;
  stop(): Promise<void>;
}

/** Products the bench adds to the demo site, so a 20-product query and 20 distinct cart lines are possible. */
const BENCH_PRODUCTS = 40;
/** Members signed in for the bench (one per connection of the load generator). */
const BENCH_MEMBERS = 32;
/** The route that runs one query and nothing else: the machine's one-query ceiling, which the other rows are compared to. */
export const ONE_QUERY_PATH = '/_bench/one-query';

async function open(target: BenchTarget): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (target.kind === 'pglite') {
    // A data folder, as `npm start` runs PGlite: its commits write the WAL to files, as a store's do.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tote-bench-'));
    return { handle: await openDatabase({ kind: 'pglite', dataDir }), drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const schema = `tote_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: target.url, schema, poolSize: 16 });
  return {
    handle,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: target.url });
      await dropper.connect();
      await dropper.query(`drop schema if exists ${schema} cascade`);
      await dropper.end();
    },
  };
}

/** Nanoseconds the calling thread has run on a CPU (Linux's schedstat), or undefined elsewhere. */
function threadCpuNs(): number | undefined {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
}

async function serve(target: BenchTarget): Promise<void> {
  const { handle, drop } = await open(target);
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, 8788);
  const productIds: string[] = [];
  for (let i = 0; i < BENCH_PRODUCTS; i++)
    productIds.push((await insertProduct(handle.db, DEMO_SITE_ID, { name: `Bench product ${i}`, price: 1000 + i * 25, weight: '0.3' })).id);
  // BENCH_NO_WORKER=1 leaves the outbox worker out, to see its share of a call.
  const config = readConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    DEMO_PORT: '8788',
    // Every bench visitor comes from 127.0.0.1: past the per-address limit of visitor tokens with BENCH_CONNECTIONS > 60.
    IP_RATE_LIMIT_SCALE: '1000',
    ...(process.env.BENCH_NO_WORKER ? { OUTBOX_WORKER: 'off' } : {}),
  });
  const ctx = createContext(config, handle.db, undefined, handle.feed);
  const app = await buildApp(ctx);
  // One primary-key lookup through the same pool, the same app and the same HTTP stack as the store's calls.
  app.get(ONE_QUERY_PATH, async () => {
    const site = await handle.db.selectFrom('sites').select('id').where('id', '=', DEMO_SITE_ID).executeTakeFirst();
    return { id: site?.id };
  });
  // Members as the token grant makes them: an identity, a refresh token (the session) and an access token naming it.
  const memberTokens: string[] = [];
  for (let i = 0; i < BENCH_MEMBERS; i++) memberTokens.push((await memberSession(handle.db, ctx.tokens, DEMO_SITE_ID, DEMO_CLIENT_ID)).token);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let mark = performance.eventLoopUtilization();
  let cpuMark = threadCpuNs();
  parentPort!.on('message', async (message: string) => {
    if (message === 'busy-start') {
      mark = performance.eventLoopUtilization();
      cpuMark = threadCpuNs();
      return;
    }
    if (message === 'busy-stop') {
      const cpuNs = threadCpuNs();
      const cpuMs = cpuNs === undefined || cpuMark === undefined ? undefined : (cpuNs - cpuMark) / 1e6;
      parentPort!.postMessage({ busyMs: performance.eventLoopUtilization(mark).active, cpuMs });
      return;
    }
    if (message !== 'stop') return;
    await app.close();
    await handle.close();
    await drop();
    parentPort!.postMessage({ stopped: true });
  });
  parentPort!.postMessage({ ready: { port, productIds, memberTokens } satisfies BenchServerReady });
}

/** Starts the store server on `target` in a worker thread and waits until it listens. */
export function startBenchServer(target: BenchTarget): Promise<BenchServer> {
  // tsx's loader is registered per thread: the worker registers it, then imports this TypeScript file.
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(code, { eval: true, workerData: { target } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { ready?: BenchServerReady; error?: string }) => {
      if (message.error) reject(new Error(message.error));
      if (!message.ready) return;
      const ready = message.ready;
      const stopBusyAndCpu = () =>
        new Promise<{ busyMs: number; cpuMs: number | undefined }>((done) => {
          const onMessage = (m: { busyMs?: number; cpuMs?: number }) => {
            if (m.busyMs === undefined) return;
            worker.off('message', onMessage);
            done({ busyMs: m.busyMs, cpuMs: m.cpuMs });
          };
          worker.on('message', onMessage);
          worker.postMessage('busy-stop');
        });
      resolve({
        ...ready,
        url: `http://127.0.0.1:${ready.port}`,
        startBusy: () => worker.postMessage('busy-start'),
        stopBusy: () => stopBusyAndCpu().then((m) => m.busyMs),
        stopBusyAndCpu,
        stop: () =>
          new Promise<void>((done) => {
            worker.on('message', (m: { stopped?: boolean }) => {
              if (m.stopped) void worker.terminate().then(() => done());
            });
            worker.postMessage('stop');
          }),
      });
    });
  });
}

if (parentPort && workerData?.target) {
  serve(workerData.target as BenchTarget).catch((error: unknown) =>
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
}

// Bench: the store's CPU and its PostgreSQL connections' CPU per add-to-cart, in process (app.inject, no sockets for HTTP) on a PostgreSQL schema, next to a one-query call's, for comparing changes without other load's noise.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { readConfig } from '../../src/server/config.js';
import { createContext } from '../../src/server/context.js';
import { openDatabase } from '../../src/server/db/connect.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { seedDemo } from '../../src/server/seed/seed-demo.js';
import { insertProduct } from '../support/cart-fixtures.js';

const APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';
const ONE_QUERY = '/_bench/one-query';

/** Nanoseconds the processes `pids` have run on a CPU so far (Linux's schedstat; a process that ended counts 0). */
function cpuNsOf(pids: readonly number[]): Map<number, number> {
  const result = new Map<number, number>();
  for (const pid of pids) {
    try {
      result.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      result.set(pid, 0);
    }
  }
  return result;
}

/** Measures CPU per call: this process's, and that of the PostgreSQL backends `backends()` names (this store's connections). */
type Measure = (call: (visitor: number) => Promise<void>) => Promise<{ node: number; postgres: number }>;

/**
 * A {@link Measure} over `count` calls after `warmup` ones, `concurrency` at a time (call `visitor` runs only after the
 * last call of that visitor ended, so one visitor's calls never overlap).
 */
function measurer(count: number, warmup: number, concurrency: number, backends: () => Promise<number[]>): Measure {
  const run = async (call: (visitor: number) => Promise<void>, n: number) => {
    await Promise.all(
      Array.from({ length: concurrency }, async (_, visitor) => {
        for (let i = visitor; i < n; i += concurrency) await call(visitor);
      }),
    );
  };
  return async (call) => {
    await run(call, warmup);
    const pids = await backends();
    const pgFrom = cpuNsOf(pids);
    const from = process.cpuUsage();
    const start = process.hrtime.bigint() / 1000n;
    await run(call, count);
    const used = process.cpuUsage(from);
    const pgTo = cpuNsOf(pids);
    // The window on the monotonic clock (µs) that CPU profiles use, to read one measurement from a profile.
    if (process.env.PROFILE_WINDOW) console.log(JSON.stringify({ window: [Number(start), Number(process.hrtime.bigint() / 1000n)] }));
    let pgNs = 0;
    for (const pid of pids) pgNs += Math.max(0, pgTo.get(pid)! - pgFrom.get(pid)!);
    return { node: (used.user + used.system) / count, postgres: pgNs / 1000 / count };
  };
}

/**
 * Runs `rounds` alternating measurements of the one-query call and of adds to three-line carts (`concurrency` visitors
 * at once); CPU µs per call of the store and of its PostgreSQL connections (not PostgreSQL's background processes).
 */
export async function addCpu(
  url: string,
  count: number,
  rounds: number,
  concurrency = 1,
): Promise<{ oneQuery: number[]; add: number[]; pgOneQuery: number[]; pgAdd: number[] }> {
  const schema = `tote_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const applicationName = `tote-${schema}`;
  const handle = await openDatabase({ kind: 'postgres', url, schema, poolSize: Math.max(4, Math.min(16, concurrency)), applicationName });
  const backends = async () =>
    (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName])).rows.map((r) => r.pid);
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, 8788);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await insertProduct(handle.db, DEMO_SITE_ID, { name: `Bench product ${i}`, price: 1000 + i * 25, weight: '0.3' })).id);
    // BENCH_NO_WORKER=1 leaves the outbox worker out, to see its share of an add.
    const config = readConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1',
      DEMO_PORT: '8788',
      ...(process.env.BENCH_NO_WORKER ? { OUTBOX_WORKER: 'off' } : {}),
    });
    const app = await buildApp(createContext(config, handle.db, undefined, handle.feed));
    app.get(ONE_QUERY, async () => ({ id: (await handle.db.selectFrom('sites').select('id').where('id', '=', DEMO_SITE_ID).executeTakeFirst())?.id }));
    const tokens: string[] = [];
    for (let v = 0; v < concurrency; v++) {
      const grant = await app.inject({ method: 'POST', url: '/oauth2/token', payload: { clientId: 'demo', grantType: 'anonymous' } });
      tokens.push((grant.json() as { access_token: string }).access_token);
    }
    const add = async (productId: string, visitor = 0) => {
      const response = await app.inject({
        method: 'POST',
        url: '/ecom/v1/carts/current/add-to-cart',
        headers: { authorization: tokens[visitor]!, 'content-type': 'application/json' },
        payload: JSON.stringify({ lineItems: [{ catalogReference: { catalogItemId: productId, appId: APP_ID }, quantity: 1 }] }),
      });
      if (response.statusCode !== 200) throw new Error(`add: ${response.statusCode} ${response.body}`);
    };
    for (let v = 0; v < concurrency; v++) for (let k = 0; k < 3; k++) await add(ids[k]!, v);
    const measure = measurer(count, 200, concurrency, backends);
    const oneQuery: { node: number; postgres: number }[] = [];
    const adds: { node: number; postgres: number }[] = [];
    for (let r = 0; r < rounds; r++) {
      oneQuery.push(
        await measure(async () => {
          await app.inject({ method: 'GET', url: ONE_QUERY });
        }),
      );
      adds.push(await measure((visitor) => add(ids[r % 3]!, visitor)));
    }
    await app.close();
    return {
      oneQuery: oneQuery.map((m) => Math.round(m.node)),
      add: adds.map((m) => Math.round(m.node)),
      pgOneQuery: oneQuery.map((m) => Math.round(m.postgres)),
      pgAdd: adds.map((m) => Math.round(m.postgres)),
    };
  } finally {
    await handle.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await addCpu(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    Number(process.env.CALLS ?? 2000),
    Number(process.env.ROUNDS ?? 3),
    Number(process.env.CONCURRENCY ?? 1),
  );
  console.log(JSON.stringify({ 'CPU µs/call': result }));
}

// Bench: the store's CPU per add-to-cart, in process (app.inject, no sockets for HTTP) on a PostgreSQL schema, next to a one-query call's, for comparing changes without other load's noise.
import { randomBytes } from 'node:crypto';
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

/** CPU µs (user + system, this process) per call of `call`, over `count` sequential calls after `warmup` ones. */
async function cpuPerCall(call: () => Promise<void>, count: number, warmup: number): Promise<number> {
  for (let i = 0; i < warmup; i++) await call();
  const from = process.cpuUsage();
  const start = process.hrtime.bigint() / 1000n;
  for (let i = 0; i < count; i++) await call();
  const used = process.cpuUsage(from);
  // The window on the monotonic clock (µs) that CPU profiles use, to read one measurement from a profile.
  if (process.env.PROFILE_WINDOW) console.log(JSON.stringify({ window: [Number(start), Number(process.hrtime.bigint() / 1000n)] }));
  return (used.user + used.system) / count;
}

/** Runs `rounds` alternating measurements of the one-query call and of adds to a three-line cart; CPU µs per call. */
export async function addCpu(url: string, count: number, rounds: number): Promise<{ oneQuery: number[]; add: number[] }> {
  const schema = `tote_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const handle = await openDatabase({ kind: 'postgres', url, schema, poolSize: 4 });
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
    const grant = await app.inject({ method: 'POST', url: '/oauth2/token', payload: { clientId: 'demo', grantType: 'anonymous' } });
    const token = (grant.json() as { access_token: string }).access_token;
    const add = async (productId: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/ecom/v1/carts/current/add-to-cart',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify({ lineItems: [{ catalogReference: { catalogItemId: productId, appId: APP_ID }, quantity: 1 }] }),
      });
      if (response.statusCode !== 200) throw new Error(`add: ${response.statusCode} ${response.body}`);
    };
    for (let k = 0; k < 3; k++) await add(ids[k]!);
    const oneQuery: number[] = [];
    const adds: number[] = [];
    for (let r = 0; r < rounds; r++) {
      oneQuery.push(
        await cpuPerCall(
          async () => {
            await app.inject({ method: 'GET', url: ONE_QUERY });
          },
          count,
          200,
        ),
      );
      adds.push(await cpuPerCall(() => add(ids[r % 3]!), count, 200));
    }
    await app.close();
    return { oneQuery: oneQuery.map(Math.round), add: adds.map(Math.round) };
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
  );
  console.log(JSON.stringify({ 'CPU µs/call': result }));
}

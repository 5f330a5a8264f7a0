// READ_DATABASE_URL on a real streaming replica: catalog reads are served by it, a writer reads its own writes from the primary, and an outage falls back to the primary.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/connect.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CART_PATH, catalogRef } from '../../support/cart-fixtures.js';
import { postgresBinaries, startReplicaClusters, type ReplicaClusters } from '../../support/replica-clusters.js';
import { startServerProcess, until, type ServerProcess } from '../../support/server-process.js';
import { testDatabaseKind } from '../../support/test-database.js';

const bin = postgresBinaries();
const missing = testDatabaseKind() !== 'postgres' ? 'PostgreSQL only' : !bin ? 'no PostgreSQL binaries in /usr/lib/postgresql/N/bin' : undefined;
if (missing && testDatabaseKind() === 'postgres') console.warn(`read-replica.test.ts skipped: ${missing}`);

const METRICS_TOKEN = 'replica-metrics-token-0123456789';

describe.skipIf(missing !== undefined)('catalog reads on a streaming replica (READ_DATABASE_URL)', () => {
  let clusters: ReplicaClusters | undefined;
  let server: ServerProcess | undefined;
  let primary: DatabaseHandle | undefined;
  let replica: pg.Client | undefined;
  let folder: string;
  let apiKey: string;
  let productId: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tote-replica-server-'));
    clusters = await startReplicaClusters(bin!);
    server = await startServerProcess(folder, { DATABASE_URL: clusters.primaryUrl, READ_DATABASE_URL: clusters.replicaUrl, METRICS_TOKEN });
    primary = await openDatabase({ kind: 'postgres', url: clusters.primaryUrl });
    apiKey = (await createApiKey(primary.db, DEMO_SITE_ID, 'replica test')).key;
    const product = await primary.db
      .selectFrom('products')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('visible', '=', true)
      .where('manage_variants', '=', false)
      .where('track_inventory', '=', false)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    productId = product.id;
    replica = new pg.Client({ connectionString: clusters.replicaUrl });
    // The last test stops the replica under this connection.
    replica.on('error', () => undefined);
    await replica.connect();
    // The seeded catalog and the key have reached the replica.
    await until(
      async () => (await replica!.query('select 1 from api_keys where site_id = $1', [DEMO_SITE_ID]).catch(() => ({ rowCount: 0 }))).rowCount! > 0,
      30_000,
      'the replica to replay the seed',
    );
  }, 180_000);

  afterAll(async () => {
    await replica?.end().catch(() => undefined);
    await primary?.close();
    await server?.stop();
    await clusters?.stop();
    await rm(folder, { recursive: true, force: true });
  }, 60_000);

  /** Catalog reads served so far, by database, from `/metrics`. */
  async function readsServed(): Promise<{ replica: number; primary: number }> {
    const text = (await server!.call('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    const value = (database: string) => Number(new RegExp(`^tote_catalog_reads\\{database="${database}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
    return { replica: value('replica'), primary: value('primary') };
  }

  const productName = async (token: string) => {
    const response = await server!.call('GET', `/stores/v1/products/${productId}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().product.name as string;
  };

  it('reports the replica in /ready', async () => {
    await until(async () => (await server!.call('GET', '/ready')).body.includes('"up"'), 5_000, 'the replica to be up');
    expect((await server!.call('GET', '/ready')).json()).toEqual({ status: 'ready', replica: 'up' });
  });

  it('serves a shopper’s catalog reads from the replica, and its cart writes from the primary', async () => {
    const token = await server!.visitorToken();
    const before = await readsServed();
    await productName(token);
    const query = await server!.call('POST', '/stores/v1/products/query', { token, body: {} });
    expect(query.statusCode, query.body).toBe(200);
    const graphql = await server!.call('POST', '/graphql', {
      token,
      body: { query: `{ storesProductsV1Product(queryInput: { id: "${productId}" }) { name } }` },
    });
    expect(graphql.statusCode, graphql.body).toBe(200);
    expect(graphql.json().data.storesProductsV1Product.name).toEqual(expect.any(String));
    const after = await readsServed();
    expect(after.replica - before.replica).toBe(3);
    expect(after.primary).toBe(before.primary);
    // A hot standby refuses every write: the cart's could only have succeeded on the primary.
    const added = await server!.call('POST', `${CART_PATH}/add-to-cart`, {
      token,
      body: { lineItems: [{ catalogReference: catalogRef(productId), quantity: 1 }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const carts = await replica!.query('select 1 from carts').catch((error: Error) => error);
    expect(carts).not.toBeInstanceOf(Error);
    await expect(replica!.query(`update products set name = name where id = $1`, [productId])).rejects.toThrow(/read-only transaction/);
  });

  it('gives the writer its own write from the primary while another caller still reads the replica’s older rows', async () => {
    const visitor = await server!.visitorToken();
    const oldName = await productName(visitor);
    await replica!.query('select pg_wal_replay_pause()');
    try {
      await until(async () => (await replica!.query('select pg_get_wal_replay_pause_state() as state')).rows[0].state === 'paused', 10_000, 'replay to pause');
      const renamed = await server!.call('PATCH', `/stores/v1/products/${productId}`, {
        token: apiKey,
        body: { product: { name: 'Renamed while replay is paused' } },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const before = await readsServed();
      expect(await productName(apiKey)).toBe('Renamed while replay is paused');
      expect(await productName(visitor)).toBe(oldName);
      const after = await readsServed();
      expect(after.primary - before.primary).toBe(1);
      expect(after.replica - before.replica).toBe(1);
    } finally {
      await replica!.query('select pg_wal_replay_resume()');
    }
    const resumed = performance.now();
    // Replayed: the other caller sees the change, and the writer's reads are back on the replica.
    await until(async () => (await productName(visitor)) === 'Renamed while replay is paused', 10_000, 'the replica to replay the rename');
    console.log(`the other caller saw the rename ${Math.round(performance.now() - resumed)} ms after replay resumed`);
    const back = performance.now();
    await until(
      async () => {
        const before = await readsServed();
        await productName(apiKey);
        return (await readsServed()).replica === before.replica + 1;
      },
      5_000,
      'the writer’s reads to go back to the replica',
    );
    console.log(`the writer's reads were back on the replica ${Math.round(performance.now() - back)} ms later`);
  }, 60_000);

  it('falls back to the primary while the replica is down, and says so in /ready', async () => {
    const visitor = await server!.visitorToken();
    await clusters!.stopReplica();
    const response = await server!.call('GET', `/stores/v1/products/${productId}`, { token: visitor });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product.name).toBe('Renamed while replay is paused');
    const ready = await server!.call('GET', '/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', replica: 'down' });
    const query = await server!.call('POST', '/stores/v1/products/query', { token: visitor, body: {} });
    expect(query.statusCode, query.body).toBe(200);
  }, 30_000);
});

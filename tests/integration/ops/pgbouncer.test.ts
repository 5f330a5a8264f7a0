// Scale-out: two server processes share one PostgreSQL through PgBouncer in transaction pooling mode; carts and checkouts work across them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CART_PATH, catalogRef } from '../../support/cart-fixtures.js';
import { pgbouncerMissing, startPgBouncer, type PgBouncer } from '../../support/pgbouncer.js';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';

const missing = pgbouncerMissing('pgbouncer.test.ts');

describe.skipIf(missing !== undefined)('two server processes through PgBouncer (transaction pooling)', () => {
  let bouncer: PgBouncer;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let productId: string;

  beforeAll(async () => {
    bouncer = await startPgBouncer('tote_pgb', [
      'pool_mode = transaction',
      // Fewer server connections than the two pools' clients: transactions of both processes share them.
      'default_pool_size = 4',
      'max_client_conn = 200',
      // The store's pool sends these startup parameters; PgBouncer 1.18 passes none of them on.
      'ignore_startup_parameters = extra_float_digits,options,statement_timeout',
      // SHOW STATS counts as of its last period.
      'stats_period = 1',
      // PgBouncer's admin console (SHOW STATS) for the one user.
      `admin_users = ${decodeURIComponent(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test').username) || 'postgres'}`,
    ]);
    const { urlOf, query, folder } = bouncer;
    // One store behind a proxy: both processes have the same public origin (the issuer of their tokens).
    const env = {
      PUBLIC_URL: 'http://localhost:8787',
      DATABASE_URL: urlOf('bouncer'),
      DATABASE_DIRECT_URL: urlOf('direct'),
      DATABASE_PREPARED_STATEMENTS: 'false',
    };
    // One after the other: the first migrates and seeds the new database.
    a = await startServerProcess(folder, env);
    b = await startServerProcess(folder, env);
    const rows = await query<{ id: string }>(
      urlOf('direct'),
      `select id from products where site_id = $1 and visible and not track_inventory and not manage_variants and product_type = 'physical' order by name limit 1`,
      [DEMO_SITE_ID],
    );
    productId = rows[0]!.id;
  }, 150_000);

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await bouncer?.stop();
  }, 30_000);

  const add = (server: ServerProcess, token: string, quantity = 1) =>
    server.call('POST', `${CART_PATH}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: catalogRef(productId), quantity }] } });

  it('adds to a cart on one process and reads it on the other', async () => {
    const token = await a!.visitorToken();
    const added = await add(a!, token, 2);
    expect(added.statusCode, added.body).toBe(200);
    const read = await b!.call('GET', CART_PATH, { token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().cart.lineItems).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('loses no add when 40 adds to one cart run at once, half on each process', async () => {
    const token = await b!.visitorToken();
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => add(i % 2 === 0 ? a! : b!, token)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    for (const server of [a!, b!]) {
      const { cart } = (await server.call('GET', CART_PATH, { token })).json();
      expect(cart.lineItems).toHaveLength(1);
      expect(cart.lineItems[0].quantity).toBe(40);
      expect(cart.revision).toBe('40');
    }
  }, 60_000);

  it('creates a checkout on one process and reads and fills it on the other', async () => {
    const token = await a!.visitorToken();
    expect((await add(a!, token, 3)).statusCode).toBe(200);
    const created = await b!.call('POST', `${CART_PATH}/create-checkout`, { token, body: { channelType: 'WEB' } });
    expect(created.statusCode, created.body).toBe(200);
    const { checkoutId } = created.json();
    const read = await a!.call('GET', `/ecom/v1/checkouts/${checkoutId}`, { token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().checkout.lineItems).toEqual([expect.objectContaining({ quantity: 3 })]);
    const cart = (await b!.call('GET', CART_PATH, { token })).json().cart;
    expect(cart.checkoutId).toBe(checkoutId);
  });

  it('ran the store’s transactions through PgBouncer, and each process LISTENs on a direct connection', async () => {
    // PgBouncer's counters are refreshed every second (stats_period): asked until they show at least the 44 adds to carts, each a transaction of its own.
    const transactions = async () => {
      const stats = await bouncer.query<{ database: string; total_xact_count: string }>(bouncer.urlOf('bouncer', 'pgbouncer'), 'show stats');
      return Number(stats.find((row) => row.database === bouncer.database)?.total_xact_count ?? 0);
    };
    await expect.poll(transactions, { timeout: 10_000, interval: 250 }).toBeGreaterThanOrEqual(44);
    const connections = await bouncer.query<{ listen: string; other: string }>(
      bouncer.urlOf('direct'),
      `select count(*) filter (where application_name = 'tote-listen') as listen,
              count(*) filter (where application_name <> 'tote-listen' and pid <> pg_backend_pid()) as other
         from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
      [bouncer.database],
    );
    expect(Number(connections[0]!.listen)).toBe(2);
    // PgBouncer's server connections: at most its pool size, although the two processes' pools hold up to 20 clients.
    expect(Number(connections[0]!.other)).toBeLessThanOrEqual(4);
  });
});

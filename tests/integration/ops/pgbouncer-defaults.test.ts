// PgBouncer with its default settings (session pooling, no ignore_startup_parameters), and in transaction pooling: two server
// processes with no DATABASE_PREPARED_STATEMENTS start and serve one cart; start-up found the pooler and said so in one line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probePostgres } from '../../../src/server/db/pooler-probe.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CART_PATH, catalogRef } from '../../support/cart-fixtures.js';
import { pgbouncerMissing, startPgBouncer, type PgBouncer } from '../../support/pgbouncer.js';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';

const missing = pgbouncerMissing('pgbouncer-defaults.test.ts');

/** The line start-up writes when it finds a pooler. */
const POOLER_LINE = 'a connection pooler (PgBouncer) stands between the store and PostgreSQL: named prepared statements are off';

for (const mode of ['session (the default)', 'transaction'] as const) {
  describe.skipIf(missing !== undefined)(`two server processes through PgBouncer's default settings, pool_mode ${mode}`, () => {
    let bouncer: PgBouncer | undefined;
    const servers: ServerProcess[] = [];
    const urlOf = (via: 'bouncer' | 'direct') => bouncer!.urlOf(via);

    beforeAll(async () => {
      // Only what PgBouncer needs to run here: every other setting is its default.
      bouncer = await startPgBouncer('tote_pgbd', mode === 'transaction' ? ['pool_mode = transaction'] : []);
      // No DATABASE_PREPARED_STATEMENTS: start-up decides. One after the other: the first migrates and seeds.
      const env = { PUBLIC_URL: 'http://localhost:8787', DATABASE_URL: urlOf('bouncer'), DATABASE_DIRECT_URL: urlOf('direct') };
      servers.push(await startServerProcess(bouncer.folder, env, 120_000));
      servers.push(await startServerProcess(bouncer.folder, env, 120_000));
    }, 300_000);

    afterAll(async () => {
      await Promise.allSettled(servers.map((server) => server.stop()));
      await bouncer?.stop();
    }, 30_000);

    it('finds the pooler (and only through it) and takes PgBouncer’s refusal of the startup options', async () => {
      expect(await probePostgres(urlOf('bouncer'), { statementMs: 10_000 })).toEqual({ pooler: true, startupOptions: false });
      expect(await probePostgres(urlOf('direct'), { statementMs: 10_000 })).toEqual({ pooler: false, startupOptions: true });
      for (const server of servers) expect(server.stdout()).toContain(POOLER_LINE);
    });

    it('serves one cart from both processes: 20 adds at once, half on each, none lost', async () => {
      const rows = await bouncer!.query<{ id: string }>(
        urlOf('direct'),
        `select id from products where site_id = $1 and visible and not track_inventory and not manage_variants and product_type = 'physical' order by name limit 1`,
        [DEMO_SITE_ID],
      );
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const token = await a.visitorToken();
      const add = (server: ServerProcess) =>
        server.call('POST', `${CART_PATH}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: catalogRef(rows[0]!.id), quantity: 1 }] } });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => add(i % 2 === 0 ? a : b)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      for (const server of servers) {
        const { cart } = (await server.call('GET', CART_PATH, { token })).json();
        expect(cart.lineItems[0].quantity).toBe(20);
      }
    }, 60_000);
  });
}

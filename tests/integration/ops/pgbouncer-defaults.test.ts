// PgBouncer with its default settings (session pooling, no ignore_startup_parameters), and in transaction pooling: two server
// processes with no DATABASE_PREPARED_STATEMENTS start and serve one cart; start-up found the pooler and said so in one line.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probePostgres } from '../../../src/server/db/pooler-probe.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CART_PATH, catalogRef } from '../../support/cart-fixtures.js';
import { freePort, startServerProcess, until, type ServerProcess } from '../../support/server-process.js';
import { testDatabaseKind } from '../../support/test-database.js';

const PGBOUNCER = '/usr/sbin/pgbouncer';
const missing = testDatabaseKind() !== 'postgres' ? 'PostgreSQL only' : !existsSync(PGBOUNCER) ? `${PGBOUNCER} is not installed` : undefined;
if (missing && testDatabaseKind() === 'postgres') console.warn(`pgbouncer-defaults.test.ts skipped: ${missing} (apt-get install pgbouncer)`);

/** The line start-up writes when it finds a pooler. */
const POOLER_LINE = 'a connection pooler (PgBouncer) stands between the store and PostgreSQL: named prepared statements are off';

for (const mode of ['session (the default)', 'transaction'] as const) {
  describe.skipIf(missing !== undefined)(`two server processes through PgBouncer's default settings, pool_mode ${mode}`, () => {
    const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    const database = `tote_pgbd_${randomBytes(4).toString('hex')}`;
    const user = decodeURIComponent(base.username) || 'postgres';
    let folder: string;
    let bouncer: ChildProcess | undefined;
    let bouncerPort: number;
    let bouncerLog = '';
    const servers: ServerProcess[] = [];

    const urlOf = (via: 'bouncer' | 'direct') => {
      const url = new URL(base);
      if (via === 'bouncer') url.port = String(bouncerPort);
      url.pathname = `/${database}`;
      return url.toString();
    };

    beforeAll(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'tote-pgbouncer-defaults-'));
      // PgBouncer refuses to run as root: it runs as the postgres user, which must reach its folder.
      await chmod(folder, 0o777);
      const admin = new pg.Client({ connectionString: base.toString() });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      bouncerPort = await freePort();
      const ini = path.join(folder, 'pgbouncer.ini');
      await writeFile(path.join(folder, 'users.txt'), `"${user}" ""\n`);
      // Only what PgBouncer needs to run here: every other setting is its default.
      await writeFile(
        ini,
        [
          '[databases]',
          `* = host=${base.hostname} port=${base.port || 5432}`,
          '[pgbouncer]',
          'listen_addr = 127.0.0.1',
          `listen_port = ${bouncerPort}`,
          'unix_socket_dir =',
          'auth_type = trust',
          `auth_file = ${path.join(folder, 'users.txt')}`,
          ...(mode === 'transaction' ? ['pool_mode = transaction'] : []),
          '',
        ].join('\n'),
      );
      const asRoot = process.getuid?.() === 0;
      bouncer = spawn(asRoot ? 'runuser' : PGBOUNCER, asRoot ? ['-u', 'postgres', '--', PGBOUNCER, ini] : [ini], { stdio: ['ignore', 'pipe', 'pipe'] });
      bouncer.stdout!.on('data', (chunk: Buffer) => (bouncerLog += chunk.toString()));
      bouncer.stderr!.on('data', (chunk: Buffer) => (bouncerLog += chunk.toString()));
      await until(
        async () => {
          if (bouncer!.exitCode !== null) throw new Error(`pgbouncer exited with ${bouncer!.exitCode}: ${bouncerLog}`);
          const client = new pg.Client({ connectionString: urlOf('bouncer') });
          return client.connect().then(
            () => client.end().then(() => true),
            () => false,
          );
        },
        30_000,
        `pgbouncer on port ${bouncerPort} (${bouncerLog})`,
      );
      // No DATABASE_PREPARED_STATEMENTS: start-up decides. One after the other: the first migrates and seeds.
      const env = { PUBLIC_URL: 'http://localhost:8787', DATABASE_URL: urlOf('bouncer'), DATABASE_DIRECT_URL: urlOf('direct') };
      servers.push(await startServerProcess(folder, env, 120_000));
      servers.push(await startServerProcess(folder, env, 120_000));
    }, 300_000);

    afterAll(async () => {
      await Promise.allSettled(servers.map((server) => server.stop()));
      if (bouncer && bouncer.exitCode === null) {
        bouncer.kill('SIGTERM');
        await until(() => bouncer!.exitCode !== null || bouncer!.signalCode !== null, 10_000, 'pgbouncer to stop').catch(() => bouncer!.kill('SIGKILL'));
      }
      const admin = new pg.Client({ connectionString: base.toString() });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
      await admin.end();
      await rm(folder, { recursive: true, force: true });
    }, 30_000);

    it('finds the pooler (and only through it) and takes PgBouncer’s refusal of the startup options', async () => {
      expect(await probePostgres(urlOf('bouncer'), { statementMs: 10_000 })).toEqual({ pooler: true, startupOptions: false });
      expect(await probePostgres(urlOf('direct'), { statementMs: 10_000 })).toEqual({ pooler: false, startupOptions: true });
      for (const server of servers) expect(server.stdout()).toContain(POOLER_LINE);
    });

    it('serves one cart from both processes: 20 adds at once, half on each, none lost', async () => {
      const direct = new pg.Client({ connectionString: urlOf('direct') });
      await direct.connect();
      const { rows } = await direct.query<{ id: string }>(
        `select id from products where site_id = $1 and visible and not track_inventory and not manage_variants and product_type = 'physical' order by name limit 1`,
        [DEMO_SITE_ID],
      );
      await direct.end();
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

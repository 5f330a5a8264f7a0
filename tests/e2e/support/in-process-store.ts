// The store and the demo shop in this process on free loopback ports, on a fresh embedded database: what `npm start` runs, with a
// handle on the database and a merchant API key, for browser tests that change the catalog while a shopper checks out.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../src/server/app.js';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { readConfig, type ServerConfig } from '../../../src/server/config.js';
import { createContext } from '../../../src/server/context.js';
import { openDatabase } from '../../../src/server/db/connect.js';
import { migrateToLatest } from '../../../src/server/db/migrate.js';
import type { Database } from '../../../src/server/db/schema.js';
import { startDemoServer } from '../../../src/server/demo-server.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { seedDemo } from '../../../src/server/seed/seed-demo.js';

/** A running store and demo shop. */
export interface InProcessStore {
  storeUrl: string;
  demoUrl: string;
  db: Kysely<Database>;
  /** On PostgreSQL: the URL and schema a CLI process (`tote init`, `tote import`) reaches the same store with. */
  postgres?: { url: string; schema: string };
  /** A merchant API key of the demo site. */
  merchantKey: string;
  /** The store's configuration (for jobs a test runs itself, such as sending cart reminders). */
  config: ServerConfig;
  stop(): Promise<void>;
}

/** A port nobody listens on now (the kernel's pick on loopback). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Options of {@link startInProcessStore}. */
export interface InProcessStoreOptions {
  /**
   * Runs on a fresh schema of this PostgreSQL database (dropped at stop) instead of an in-memory PGlite, so other
   * processes (the CLI) can work on the store while it runs. @default PGlite
   */
  postgresUrl?: string | undefined;
  /** Where uploaded media go (DATA_DIR). @default `.data` of the working directory */
  dataDir?: string | undefined;
  /** More environment for the store's configuration (`SECRETS_KEY`, `STRIPE_*`, ...). */
  env?: Record<string, string> | undefined;
}

/** Opens the store's database: in-memory PGlite, or a new schema of PostgreSQL and the way to drop it. */
async function openStoreDatabase(postgresUrl: string | undefined) {
  if (!postgresUrl) return { handle: await openDatabase({ kind: 'pglite' }), drop: async () => undefined };
  const schema = `tote_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: postgresUrl, schema });
  const drop = async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  };
  return { handle, drop, postgres: { url: postgresUrl, schema } };
}

/** Starts the store (built files from dist/, which the e2e global setup keeps current) and the demo shop. */
export async function startInProcessStore(options: InProcessStoreOptions = {}): Promise<InProcessStore> {
  const [port, demoPort] = [await freePort(), await freePort()];
  const { handle, drop, postgres } = await openStoreDatabase(options.postgresUrl);
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, demoPort);
  const config = readConfig({
    NODE_ENV: 'development',
    PORT: String(port),
    DEMO_PORT: String(demoPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    IP_RATE_LIMIT_SCALE: '50',
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...options.env,
  });
  const app: FastifyInstance = await buildApp(createContext(config, handle.db, undefined, handle.feed));
  await app.listen({ port, host: '127.0.0.1' });
  const demo = await startDemoServer(config, demoPort);
  const { key } = await createApiKey(handle.db, DEMO_SITE_ID, 'browser tests');
  return {
    storeUrl: config.publicUrl,
    demoUrl: `http://localhost:${demoPort}`,
    db: handle.db,
    ...(postgres ? { postgres } : {}),
    merchantKey: key,
    config,
    stop: async () => {
      const closing = Promise.allSettled([app.close(), demo.close()]);
      // The browser of the file may still hold connections (it closes after the store): they end now, or close would wait for them.
      app.server.closeAllConnections();
      demo.server.closeAllConnections();
      await closing;
      await handle.close();
      await drop();
    },
  };
}

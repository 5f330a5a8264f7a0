// The store and the demo shop in this process on free loopback ports, on a fresh embedded database: what `npm start` runs, with a
// handle on the database and a merchant API key, for browser tests that change the catalog while a shopper checks out.
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../src/server/app.js';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { readConfig } from '../../../src/server/config.js';
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
  /** A merchant API key of the demo site. */
  merchantKey: string;
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

/** Starts the store (built files from dist/, which the e2e global setup keeps current) and the demo shop. */
export async function startInProcessStore(): Promise<InProcessStore> {
  const [port, demoPort] = [await freePort(), await freePort()];
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, demoPort);
  const config = readConfig({
    NODE_ENV: 'development',
    PORT: String(port),
    DEMO_PORT: String(demoPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    IP_RATE_LIMIT_SCALE: '50',
  });
  const app: FastifyInstance = await buildApp(createContext(config, handle.db, undefined, handle.feed));
  await app.listen({ port, host: '127.0.0.1' });
  const demo = await startDemoServer(config);
  const { key } = await createApiKey(handle.db, DEMO_SITE_ID, 'browser tests');
  return {
    storeUrl: config.publicUrl,
    demoUrl: `http://localhost:${demoPort}`,
    db: handle.db,
    merchantKey: key,
    stop: async () => {
      await Promise.allSettled([app.close(), demo.close()]);
      await handle.close();
    },
  };
}

// `npm start`: opens the database, migrates and seeds it, then serves the store and the demo shop.
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { createContext } from './context.js';
import { openDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { startDemoServer } from './demo-server.js';
import { DEMO_CLIENT_ID } from './seed/demo-site.js';
import { seedDemo } from './seed/seed-demo.js';
import { ensureWidgetBuilt } from './widget-files/ensure-built.js';
import path from 'node:path';

const config = readConfig();
// Builds the loader and widget when they are missing or older than their sources; a failed build leaves the last one served.
await ensureWidgetBuilt(config).catch((error: unknown) => console.error(`Widget build failed; serving the previous build if any.\n${String(error)}`));
const handle = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
await migrateToLatest(handle.db);
const seeded = await seedDemo(handle.db, config.demoPort);
const app = await buildApp(createContext(config, handle.db, undefined, handle.feed));
await app.listen({ port: config.port, host: config.host });
const demo = await startDemoServer(config);

const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${path.relative(process.cwd(), config.dataDir) || '.'}`;
console.log(`
  Tote store    ${config.publicUrl}          (${where}${seeded ? ', seeded with the demo catalog' : ''})
  API docs      ${config.publicUrl}/docs
  Demo shop     http://localhost:${config.demoPort}
  OAuth client  ${DEMO_CLIENT_ID}
`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  await Promise.allSettled([app.close(), demo.close()]);
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

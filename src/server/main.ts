// `npm start`: opens the database, migrates and seeds it, then serves the store and the demo shop.
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { createContext } from './context.js';
import { DataDirBusyError } from './db/data-dir-lock.js';
import { databaseErrorReason } from './db/database-errors.js';
import { DatabaseStartError } from './db/open-with-retry.js';
import { startDemoServer } from './demo-server.js';
import type { TypedApp } from './http/typed-app.js';
import { DEMO_CLIENT_ID } from './seed/demo-site.js';
import { startDatabase, type StartedDatabase } from './start-database.js';
import { ensureWidgetBuilt } from './widget-files/ensure-built.js';
import path from 'node:path';

const config = readConfig();
// Builds the loader and widget when they are missing or older than their sources; a failed build leaves the last one served.
await ensureWidgetBuilt(config).catch((error: unknown) => console.error(`Widget build failed; serving the previous build if any.\n${String(error)}`));
let app: TypedApp | undefined;
// The pool has already dropped an idle connection that failed (its backend ended, the link broke); a line is all it takes.
const onIdleError = (error: Error) => app?.log.warn({ reason: databaseErrorReason(error) }, 'an idle database connection failed');
let started: StartedDatabase;
try {
  started = await startDatabase(config, onIdleError);
} catch (error) {
  console.error(
    error instanceof DatabaseStartError || error instanceof DataDirBusyError ? error.message : `Database could not be opened: ${databaseErrorReason(error)}`,
  );
  process.exit(1);
}
const { handle, seeded } = started;
app = await buildApp(createContext(config, handle.db, undefined, handle.feed));
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
  await Promise.allSettled([app?.close(), demo.close()]);
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

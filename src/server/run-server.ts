// What `npm start` runs once the configuration is checked: the widget build, the database, the store, the demo shop, graceful shutdown.
import path from 'node:path';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import { createContext } from './context.js';
import { DataDirBusyError } from './db/data-dir-lock.js';
import { databaseErrorReason } from './db/database-errors.js';
import { DatabaseStartError } from './db/open-with-retry.js';
import { startDemoServer } from './demo-server.js';
import type { TypedApp } from './http/typed-app.js';
import { writeLogLine } from './log-line.js';
import { DEMO_CLIENT_ID } from './seed/demo-site.js';
import { installGracefulShutdown } from './shutdown.js';
import { listenError } from './start-checks.js';
import { withSecretsKey } from './secrets-key-file.js';
import { startDatabase, type StartedDatabase } from './start-database.js';
import { ensureWidgetBuilt } from './widget-files/ensure-built.js';

/**
 * Builds the browser files when stale, opens the database, listens on PORT and DEMO_PORT and stops gracefully on
 * SIGTERM. A database that cannot be opened exits 1 with one line; a busy PORT rejects with a ConfigError; a busy
 * DEMO_PORT is a warning: the store runs without the demo shop.
 */
export async function runServer(config: ServerConfig): Promise<void> {
  // Builds the loader and widget when they are missing or older than their sources; a failed build leaves the last one served.
  await ensureWidgetBuilt(config).catch((error: unknown) =>
    writeLogLine(config.logLevel, 'error', 'widget build failed; serving the previous build if any', { err: String(error) }),
  );
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
  const { handle, seeded, replica } = started;
  // On PGlite, with the data folder's lock held: its server key, made on first start when SECRETS_KEY is not set.
  const keyed = await withSecretsKey(config);
  const store = await buildApp(createContext(keyed, handle.db, undefined, handle.feed, replica?.db), handle.poolStats ? { poolStats: handle.poolStats } : {});
  app = store;
  try {
    await store.listen({ port: config.port, host: config.host });
  } catch (error) {
    await store.close();
    await handle.close();
    await replica?.close();
    throw listenError('PORT', config.port, error) ?? error;
  }
  const demoPort = config.demoPort;
  const demo =
    demoPort === null
      ? undefined
      : await startDemoServer(config, demoPort).catch((error: unknown) => {
          const busy = listenError('DEMO_PORT', demoPort, error);
          store.log.warn(
            { err: busy ? undefined : error },
            `the demo shop is not running: ${busy?.message ?? 'it failed to start'}; the store runs without it`,
          );
          return undefined;
        });
  const demoLine = demo ? `http://localhost:${demoPort}` : demoPort === null ? 'off (DEMO_PORT)' : `not running (DEMO_PORT ${demoPort} is in use)`;

  const database =
    handle.kind === 'postgres'
      ? replica
        ? 'PostgreSQL with a read replica'
        : 'PostgreSQL'
      : `PGlite in ${path.relative(process.cwd(), config.dataDir) || '.'}`;
  store.log.info(
    { store: config.publicUrl, docs: `${config.publicUrl}/docs`, demo: demo ? `http://localhost:${demoPort}` : null, database, seeded },
    'Tote store ready',
  );
  // The banner is for a person at a terminal; logs collected from a pipe stay JSON only.
  if (process.stdout.isTTY) {
    console.log(`
  Tote store    ${config.publicUrl}          (${database}${seeded ? ', seeded with the demo catalog' : ''})
  API docs      ${config.publicUrl}/docs
  Demo shop     ${demoLine}
  OAuth client  ${DEMO_CLIENT_ID}
`);
  }

  installGracefulShutdown({
    timeoutMs: config.shutdownTimeoutMs,
    log: store.log,
    close: async () => {
      await Promise.allSettled([store.close(), demo?.close()]);
      await handle.close();
      await replica?.close();
    },
  });
}

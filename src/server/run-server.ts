// What `npm start` runs once the configuration is checked: the database, the store, the widget build (in the background), the demo shop, the set-up link, graceful shutdown.
import path from 'node:path';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import { createContext } from './context.js';
import { DataDirBusyError } from './db/data-dir-lock.js';
import { databaseErrorReason } from './db/database-errors.js';
import { DatabaseStartError } from './db/open-with-retry.js';
import { startDemoServer } from './demo-server.js';
import type { TypedApp } from './http/typed-app.js';
import { DEMO_CLIENT_ID } from './seed/index.js';
import { installGracefulShutdown } from './shutdown.js';
import { listenError } from './start-checks.js';
import { withSecretsKey } from './secrets-key-file.js';
import { setupCodeFile, ensureSetupLink } from './setup/index.js';
import { startDatabase, type StartedDatabase } from './start-database.js';
import { buildInBackground } from './widget-files/index.js';

/**
 * Opens the database, listens on PORT and DEMO_PORT, builds the browser files when stale (in the background) and stops gracefully on
 * SIGTERM. A database that cannot be opened exits 1 with one line; a busy PORT rejects with a ConfigError; a busy
 * DEMO_PORT is a warning: the store runs without the demo shop.
 */
export async function runServer(config: ServerConfig): Promise<void> {
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
  // Builds the browser files when missing or older than their sources, once the store answers: requests for them wait meanwhile.
  void buildInBackground(config);
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

  // Stops gracefully from here on: a SIGTERM after "ready" (a service manager, a test) always closes the store and exits 0.
  installGracefulShutdown({
    timeoutMs: config.shutdownTimeoutMs,
    log: store.log,
    close: async () => {
      await Promise.allSettled([store.close(), demo?.close()]);
      await handle.close();
      await replica?.close();
    },
  });
  // A store with no owner yet: the one-time set-up link, in the data folder's file and (never in the JSON log) on stdout.
  const setupLink = await ensureSetupLink(handle.db, config.dataDir, config.publicUrl);

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
  if (setupLink) {
    store.log.info({ file: setupCodeFile(config.dataDir) }, 'the store has no owner yet: open the set-up link (in the file) to set it up');
  }
  // The banner is for a person at a terminal; logs collected from a pipe stay JSON only.
  if (process.stdout.isTTY) {
    console.log(`
  Tote store    ${config.publicUrl}          (${database}${seeded ? ', seeded with the demo catalog' : ''})
  API docs      ${config.publicUrl}/docs
  Demo shop     ${demoLine}
  OAuth client  ${DEMO_CLIENT_ID}
`);
  }
  // At a terminal on stdout; from a pipe on stderr (stdout stays JSON lines); in production a pipe is likely a log collector: there the link stays in the file.
  if (setupLink && process.stdout.isTTY) console.log(`Set up your shop: ${setupLink}`);
  else if (setupLink && config.environment !== 'production') console.error(`Set up your shop: ${setupLink}`);
}

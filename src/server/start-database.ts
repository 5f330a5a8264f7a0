// What `npm start` does before it listens: open the database (waiting for PostgreSQL to come up), migrate it, seed the demo.
import path from 'node:path';
import type { ServerConfig } from './config.js';
import { openDatabase, type DatabaseHandle, type PostgresTarget } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { DatabaseStartError, describeDatabaseUrl, openWithRetry } from './db/open-with-retry.js';
import { pooledTarget, probePostgres, StartupOptionsRefusedError, type PostgresProbe } from './db/pooler-probe.js';
import { seedDemo } from './seed/index.js';

/** The open, migrated database, and whether this start seeded the demo catalog. */
export interface StartedDatabase {
  handle: DatabaseHandle;
  /** The read replica (READ_DATABASE_URL), opened without waiting for it: while it is away, reads use the primary. */
  replica?: DatabaseHandle;
  seeded: boolean;
}

/**
 * Opens the configured database ready to serve. PostgreSQL is retried while unreachable, within
 * `config.database.startTimeoutMs` (see {@link openWithRetry}); migrating and seeding run on a connection without the
 * statement limits, so that a long migration is not cut off, and the serving pool gets every limit of `config.database`.
 * Rejects with a one-line error.
 */
export async function startDatabase(config: ServerConfig, onIdleError: (error: Error) => void): Promise<StartedDatabase> {
  const url = config.databaseUrl;
  if (!url) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
    try {
      await migrateToLatest(handle.db);
      return { handle, seeded: await seedDemo(handle.db, config.demoPort, { production: config.environment === 'production' }) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  const { connectTimeoutMs, statementTimeoutMs, queryTimeoutMs, startTimeoutMs } = config.database;
  const target: PostgresTarget = {
    kind: 'postgres',
    url,
    onIdleError,
    ...(config.databaseDirectUrl ? { directUrl: config.databaseDirectUrl } : {}),
    ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
  };
  const seeded = await openWithRetry(
    async () => {
      Object.assign(target, pooledTarget(config, await probe(url, config)));
      const setup = await openDatabase({ ...target, poolSize: 1, applicationName: 'tote-migrate', timeouts: { connectMs: connectTimeoutMs } });
      try {
        await migrateToLatest(setup.db);
        return await seedDemo(setup.db, config.demoPort, { production: config.environment === 'production' });
      } finally {
        await setup.close();
      }
    },
    { where: describeDatabaseUrl(url), timeoutMs: startTimeoutMs },
  );
  const timeouts = { connectMs: connectTimeoutMs, statementMs: statementTimeoutMs, queryMs: queryTimeoutMs };
  const handle = await openDatabase({ ...target, timeouts });
  if (!config.readDatabaseUrl) return { handle, seeded };
  const replica = await openDatabase({ ...target, url: config.readDatabaseUrl, applicationName: 'tote-read', timeouts });
  return { handle, seeded, replica };
}

/** The probe of the database at start ({@link probePostgres}); a refused search path is a start error of one line. */
async function probe(url: string, config: ServerConfig): Promise<PostgresProbe> {
  try {
    const { connectTimeoutMs, statementTimeoutMs } = config.database;
    return await probePostgres(url, {
      ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
      connectMs: connectTimeoutMs,
      statementMs: statementTimeoutMs,
    });
  } catch (error) {
    if (error instanceof StartupOptionsRefusedError) throw new DatabaseStartError(error.message, { cause: error });
    throw error;
  }
}

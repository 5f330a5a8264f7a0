// Tells, at start, whether a connection pooler (PgBouncer) stands between the store and PostgreSQL, and whether it takes the
// `options` startup parameter: what decides named prepared statements and the startup options of the store's connections.
import pg from 'pg';
import type { ServerConfig } from '../config.js';
import { writeLogLine } from '../log-line.js';
import type { PostgresTarget } from './connect.js';
import { describeDatabaseUrl } from './open-with-retry.js';

/** What one probe connection found. */
export interface PostgresProbe {
  /** The backend's pid differs from the one the connection announced: a pooler hands the connection's queries to backends of its own. */
  pooler: boolean;
  /** The `options` and `statement_timeout` startup parameters were accepted; PgBouncer refuses both by default. */
  startupOptions: boolean;
}

/** A pooler refused a startup parameter (PgBouncer: `unsupported startup parameter: options`, SQLSTATE 08P01). */
export function isUnsupportedStartupParameter(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '08P01' && typeof message === 'string' && message.includes('unsupported startup parameter');
}

/** Why the store cannot run behind a pooler that refuses `options` when DATABASE_SCHEMA needs its search path. */
export class StartupOptionsRefusedError extends Error {
  override readonly name = 'StartupOptionsRefusedError';
}

/**
 * Opens one connection as the store's pool would (`options` with `-c jit=off` and the schema's search path), and again
 * without `options` when the pooler refuses them, then compares the backend's pid (`pg_backend_pid()`) with the one the
 * connection announced (BackendKeyData): PgBouncer announces a key of its own, PostgreSQL the backend's. Throws the
 * connection's error when the database is unreachable, and {@link StartupOptionsRefusedError} when `schema` is set and
 * `options` are refused (the search path could not be set).
 */
export async function probePostgres(url: string, options: { schema?: string; connectMs?: number; statementMs?: number } = {}): Promise<PostgresProbe> {
  const connect = async (withOptions: boolean): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: url,
      application_name: 'tote-probe',
      ...(options.connectMs ? { connectionTimeoutMillis: options.connectMs } : {}),
      ...(withOptions ? { options: ['-c jit=off', ...(options.schema ? [`-c search_path=${options.schema}`] : [])].join(' ') } : {}),
      ...(withOptions && options.statementMs ? { statement_timeout: options.statementMs } : {}),
    });
    // A connection that fails later (the pooler closed it) must not end the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  };
  let startupOptions = true;
  let client: pg.Client;
  try {
    client = await connect(true);
  } catch (error) {
    if (!isUnsupportedStartupParameter(error)) throw error;
    if (options.schema)
      throw new StartupOptionsRefusedError(
        `The database at ${describeDatabaseUrl(url)} (a pooler such as PgBouncer) refuses the startup parameter "options", which sets DATABASE_SCHEMA's search path: set search_path on the role (ALTER ROLE ... SET search_path = ${options.schema}) and unset DATABASE_SCHEMA, or connect without the pooler`,
        { cause: error },
      );
    startupOptions = false;
    client = await connect(false);
  }
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const announced = (client as unknown as { processID?: number | null }).processID;
    return { pooler: announced !== rows[0]!.pid, startupOptions };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * What the probe decides of the store's connections: named prepared statements unless a pooler stands in between
 * (DATABASE_PREPARED_STATEMENTS decides when set), startup options only where they are taken. Says so in one line each.
 */
export function pooledTarget(
  config: Pick<ServerConfig, 'databasePreparedStatements' | 'logLevel'>,
  probe: PostgresProbe,
): Pick<PostgresTarget, 'preparedStatements' | 'startupOptions'> {
  const preparedStatements = config.databasePreparedStatements ?? !probe.pooler;
  if (probe.pooler && config.databasePreparedStatements === undefined)
    writeLogLine(
      config.logLevel,
      'info',
      'a connection pooler (PgBouncer) stands between the store and PostgreSQL: named prepared statements are off (DATABASE_PREPARED_STATEMENTS=true keeps them, for PgBouncer 1.21+ with max_prepared_statements)',
    );
  if (!probe.startupOptions)
    writeLogLine(
      config.logLevel,
      'warn',
      'the pooler refuses the startup parameters "options" and "statement_timeout": the store connects without them (no jit=off; DB_QUERY_TIMEOUT_MS still bounds each query, DB_STATEMENT_TIMEOUT_MS does not apply)',
    );
  return { preparedStatements, startupOptions: probe.startupOptions };
}

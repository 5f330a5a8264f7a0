// Opens the store's database: PostgreSQL when a URL is given, else PGlite in a data folder.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { ChangeFeed } from './change-feed.js';
import { lockDataDir } from './data-dir-lock.js';
import { withNamedStatements } from './named-statements.js';
import { PGliteChangeFeed } from './pglite-change-feed.js';
import { PGliteDialect } from './pglite-dialect.js';
import { pgliteTemplateFor } from './pglite-template-file.js';
import { PostgresChangeFeed } from './postgres-change-feed.js';
import type { Database } from './schema.js';

/** An open database and the way to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Changes every process hears of at once (sessions ended, ...), on a connection of its own. */
  feed: ChangeFeed;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (gzipped when asked), to open copies of it (templates). @default 'none' */
  dumpDataDir?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  /** PostgreSQL only: the pool's connections now (for `/metrics`). */
  poolStats?: () => PoolStats;
}

/** The connections of a PostgreSQL pool at one moment. */
export interface PoolStats {
  /** Open connections, busy or idle. */
  total: number;
  /** Open connections no query uses. */
  idle: number;
  /** Queries waiting for a connection of a full pool. */
  waiting: number;
  /** Most connections the pool opens. */
  max: number;
}

/** Time limits of PostgreSQL connections, in milliseconds; 0 or absent is no limit. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one of a full pool (pg `connectionTimeoutMillis`). */
  connectMs?: number;
  /** One statement, enforced by the server (`statement_timeout`). */
  statementMs?: number;
  /** One query, enforced by the client: ends the wait on a link that stalled, where the server's limit cannot act (pg `query_timeout`). */
  queryMs?: number;
}

/** A PostgreSQL database. */
export interface PostgresTarget {
  kind: 'postgres';
  url: string;
  /** Schema to use as search_path (tests use one per file). */
  schema?: string;
  /** Most connections open at once. @default 10 */
  poolSize?: number;
  /** Time limits; without them a lost database makes callers wait as long as the operating system does. @default none */
  timeouts?: DatabaseTimeouts;
  /** Shown in `pg_stat_activity.application_name`. @default 'tote' */
  applicationName?: string;
  /**
   * Hears the errors of idle connections (the server ended them, the link broke); the pool has already dropped the
   * connection, and the next query opens a new one. @default ignore them
   */
  onIdleError?: (error: Error) => void;
  /**
   * Runs hot queries as named prepared statements (see {@link withNamedStatements}); off behind PgBouncer before 1.21
   * in transaction mode, where the next query may run on another server connection. @default true
   */
  preparedStatements?: boolean;
  /**
   * Sends the `options` startup parameter (`-c jit=off`, the schema's search path) and `statement_timeout`; off behind a
   * pooler that refuses them (PgBouncer without `ignore_startup_parameters`; see db/pooler-probe.ts). @default true
   */
  startupOptions?: boolean;
  /** Where the change feed LISTENs: the same database without PgBouncer in between (LISTEN needs a session). @default url */
  directUrl?: string;
}

/** An embedded PGlite database: in `dataDir`, or in memory (loaded from `loadDataDir`'s dump when given). */
export interface PGliteTarget {
  kind: 'pglite';
  dataDir?: string;
  loadDataDir?: Blob;
  /**
   * A new database (in memory, or a folder with none yet) starts as a copy of the migrated template `npm install` made
   * (pglite-template.ts) instead of an empty cluster (initdb, ~9 s of CPU here), when there is one. @default true
   */
  template?: boolean;
  /** Called with the SQL text of every statement run (tests record them to prepare each on PostgreSQL too). @default none */
  onQuery?: (sql: string) => void;
}

/** Where the data lives: a PostgreSQL URL, or a PGlite folder (or memory, or a dumped data dir). */
export type DatabaseTarget = PostgresTarget | PGliteTarget;

const INT8 = 20;

/** Opens a connection pool (PostgreSQL) or an embedded database (PGlite); int8 columns read as numbers. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // JIT compilation pays off for long analytical queries, never for the store's short ones: on a capped count
    // over 100,000 products it added ~7 ms per query, so it is off for the store's connections.
    const options = ['-c jit=off', ...(target.schema ? [`-c search_path=${target.schema}`] : [])].join(' ');
    const startupOptions = target.startupOptions ?? true;
    const { connectMs, statementMs, queryMs } = target.timeouts ?? {};
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      application_name: target.applicationName ?? 'tote',
      // TCP keep-alive probes notice a link that died silently under an idle connection.
      keepAlive: true,
      ...(connectMs ? { connectionTimeoutMillis: connectMs } : {}),
      ...(statementMs && startupOptions ? { statement_timeout: statementMs } : {}),
      ...(queryMs ? { query_timeout: queryMs } : {}),
      ...(startupOptions ? { options } : {}),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // Without a listener, the 'error' of an idle connection (its backend terminated, the link cut) ends the process.
    const onIdleError = target.onIdleError;
    pool.on('error', (error) => onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool, { named: target.preparedStatements ?? true }) }) });
    const feed = new PostgresChangeFeed({
      connectionString: target.directUrl ?? target.url,
      // The direct URL reaches PostgreSQL itself, which takes the options.
      ...(startupOptions || target.directUrl ? { options } : {}),
      application_name: `${target.applicationName ?? 'tote'}-listen`,
    });
    const max = target.poolSize ?? 10;
    return {
      db,
      kind: 'postgres',
      feed,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      close: async () => {
        await feed.close();
        await db.destroy();
      },
    };
  }
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  // PGlite has no lock of its own: two processes on one folder would each write their own copy of the data.
  const unlock = target.dataDir
    ? await lockDataDir(target.dataDir, (error) => console.error(`The lock of ${target.dataDir} was lost: ${error.message}`))
    : undefined;
  let pglite: PGlite;
  try {
    const loadDataDir = target.loadDataDir ?? (target.template === false ? undefined : await pgliteTemplateFor(target.dataDir));
    pglite = await PGlite.create({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      parsers: { [INT8]: (value: string) => Number(value) },
    });
  } catch (error) {
    await unlock?.();
    throw error;
  }
  const onQuery = target.onQuery;
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    ...(onQuery
      ? {
          log: (event: LogEvent) => {
            if (event.level === 'query') onQuery(event.query.sql);
          },
        }
      : {}),
  });
  const feed = new PGliteChangeFeed(pglite, db);
  return {
    db,
    kind: 'pglite',
    feed,
    dumpDataDir: (compression = 'none') => pglite.dumpDataDir(compression),
    close: async () => {
      await feed.close();
      await db.destroy();
      await pglite.close();
      await unlock?.().catch(() => undefined);
    },
  };
}

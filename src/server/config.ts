// Server configuration, read once from the environment with defaults for local development.
import path from 'node:path';

/** Everything the store server needs to know about where and how it runs. */
export interface ServerConfig {
  /** Port of the store server. @default 8787 */
  port: number;
  /** Interface to listen on. @default '0.0.0.0' */
  host: string;
  /** Port of the demo shop (another origin). @default 8788 */
  demoPort: number;
  /** Origin the store is reached at by browsers. @default `http://localhost:${port}` */
  publicUrl: string;
  /** Folder of the embedded PGlite database. @default '.data' */
  dataDir: string;
  /** Folder of the built browser files (loader, widget chunks) that `npm run build` writes. @default 'dist' of the repository */
  distDir: string;
  /** A PostgreSQL URL; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** SMTP URL for outgoing mail; without it mail stays in the outbox table. */
  smtpUrl: string | undefined;
  /** `production` turns off development pages. @default 'development' */
  environment: 'development' | 'production' | 'test';
  /** Multiplies the per-IP rate limits (login, register, e-mail); raise it where many shoppers share one address (tests on loopback, an office NAT). @default 1 */
  ipRateLimitScale: number;
  /** Pino log level, or 'silent'. @default 'info' */
  logLevel: string;
  /** PostgreSQL time limits and start-up retries (`DB_*_MS`); PGlite ignores them. */
  database: DatabaseLimits;
  /** `MEDIA_MAX_BYTES`: largest image a merchant may upload, in bytes. @default 10485760 (10 MB) */
  mediaMaxBytes: number;
  /** `MEDIA_MAX_PIXELS`: most pixels (width × height × frames) an uploaded image may have, against decompression bombs. @default 40000000 */
  mediaMaxPixels: number;
}

/** How long the server waits for PostgreSQL; while it is unreachable requests answer 503 after at most these times. */
export interface DatabaseLimits {
  /** `DB_CONNECT_TIMEOUT_MS`: opening a connection, or waiting for a free one. 0 waits forever. @default 5000 */
  connectTimeoutMs: number;
  /** `DB_STATEMENT_TIMEOUT_MS`: one statement, ended by the server (`statement_timeout`). 0 is no limit. @default 10000 */
  statementTimeoutMs: number;
  /**
   * `DB_QUERY_TIMEOUT_MS`: one query as the server sees it, ended by the client: the bound when the network stalls.
   * 0 is no limit. @default the statement timeout + 2000 (a stalled link, not a slow statement, is what it catches)
   */
  queryTimeoutMs: number;
  /** `DB_START_TIMEOUT_MS`: how long start-up keeps retrying to reach and migrate the database. 0 tries once. @default 60000 */
  startTimeoutMs: number;
}

/** Reads the configuration from `process.env` (or another record, for tests). */
export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const port = intFrom(env.PORT, 8787, 'PORT');
  const environment = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    demoPort: intFrom(env.DEMO_PORT, 8788, 'DEMO_PORT'),
    publicUrl: stripSlash(env.PUBLIC_URL ?? `http://localhost:${port}`),
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    distDir: env.DIST_DIR ? path.resolve(env.DIST_DIR) : path.resolve(import.meta.dirname, '../../dist'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    environment,
    ipRateLimitScale: positiveIntFrom(env.IP_RATE_LIMIT_SCALE, 1, 'IP_RATE_LIMIT_SCALE'),
    logLevel: env.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    database: readDatabaseLimits(env),
    mediaMaxBytes: positiveIntFrom(env.MEDIA_MAX_BYTES, 10 * 1024 * 1024, 'MEDIA_MAX_BYTES'),
    mediaMaxPixels: positiveIntFrom(env.MEDIA_MAX_PIXELS, 40_000_000, 'MEDIA_MAX_PIXELS'),
  };
}

function readDatabaseLimits(env: Record<string, string | undefined>): DatabaseLimits {
  const statementTimeoutMs = millisecondsFrom(env.DB_STATEMENT_TIMEOUT_MS, 10_000, 'DB_STATEMENT_TIMEOUT_MS');
  return {
    connectTimeoutMs: millisecondsFrom(env.DB_CONNECT_TIMEOUT_MS, 5_000, 'DB_CONNECT_TIMEOUT_MS'),
    statementTimeoutMs,
    queryTimeoutMs: millisecondsFrom(env.DB_QUERY_TIMEOUT_MS, statementTimeoutMs === 0 ? 0 : statementTimeoutMs + 2_000, 'DB_QUERY_TIMEOUT_MS'),
    startTimeoutMs: millisecondsFrom(env.DB_START_TIMEOUT_MS, 60_000, 'DB_START_TIMEOUT_MS'),
  };
}

function millisecondsFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 2_147_483_647) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return parsed;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return parsed;
}

function positiveIntFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return parsed;
}

function stripSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

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
  /** `DATABASE_SCHEMA`: the PostgreSQL schema the store's tables live in (several stores on one database). @default the search path's first (public) */
  databaseSchema: string | undefined;
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
  /**
   * `MEDIA_DIR`: the folder of uploaded images. Several server processes must share it (a shared volume), or an image
   * uploaded through one is missing on the others. @default `<DATA_DIR>/media`
   */
  mediaDir: string;
  /** `MEDIA_MAX_BYTES`: largest image a merchant may upload, in bytes. @default 10485760 (10 MB) */
  mediaMaxBytes: number;
  /** `MEDIA_MAX_PIXELS`: most pixels (width × height × frames) an uploaded image may have, against decompression bombs. @default 40000000 */
  mediaMaxPixels: number;
  /**
   * `OUTBOX_WORKER`: `inline` runs the outbox worker (webhooks, mail) in the server process; `off` leaves it to
   * `tote worker` processes. @default 'inline' ('off' under NODE_ENV=test, where tests start it when they need it)
   */
  outboxWorker: 'inline' | 'off';
  /**
   * `WEBHOOK_ALLOW_PRIVATE`: lets webhook endpoints be on loopback, private and link-local addresses. @default true in
   * development and test, false in production (where `1` is refused: a merchant's URL must not reach the store's network)
   */
  webhookAllowPrivate: boolean;
  /** `WEBHOOK_CLAIM_LEASE_MS`: how long a worker's claim on a delivery lasts; after a crash its deliveries go out again this much later. @default 60000 */
  webhookClaimLeaseMs: number;
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
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(env.DATA_DIR ?? '.data', 'media')),
    distDir: env.DIST_DIR ? path.resolve(env.DIST_DIR) : path.resolve(import.meta.dirname, '../../dist'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: schemaFrom(env.DATABASE_SCHEMA),
    smtpUrl: env.SMTP_URL || undefined,
    environment,
    ipRateLimitScale: positiveIntFrom(env.IP_RATE_LIMIT_SCALE, 1, 'IP_RATE_LIMIT_SCALE'),
    logLevel: env.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    database: readDatabaseLimits(env),
    mediaMaxBytes: positiveIntFrom(env.MEDIA_MAX_BYTES, 10 * 1024 * 1024, 'MEDIA_MAX_BYTES'),
    mediaMaxPixels: positiveIntFrom(env.MEDIA_MAX_PIXELS, 40_000_000, 'MEDIA_MAX_PIXELS'),
    outboxWorker: workerFrom(env.OUTBOX_WORKER, environment === 'test' ? 'off' : 'inline'),
    webhookAllowPrivate: allowPrivateFrom(env.WEBHOOK_ALLOW_PRIVATE, environment),
    webhookClaimLeaseMs: positiveIntFrom(env.WEBHOOK_CLAIM_LEASE_MS, 60_000, 'WEBHOOK_CLAIM_LEASE_MS'),
  };
}

function schemaFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value)) throw new Error(`DATABASE_SCHEMA must be a lower-case SQL name (letters, digits, _), got "${value}"`);
  return value;
}

function workerFrom(value: string | undefined, fallback: 'inline' | 'off'): 'inline' | 'off' {
  if (value === undefined || value === '') return fallback;
  if (value !== 'inline' && value !== 'off') throw new Error(`OUTBOX_WORKER must be inline or off, got "${value}"`);
  return value;
}

function allowPrivateFrom(value: string | undefined, environment: ServerConfig['environment']): boolean {
  if (value === undefined || value === '') return environment !== 'production';
  if (value !== '0' && value !== '1') throw new Error(`WEBHOOK_ALLOW_PRIVATE must be 0 or 1, got "${value}"`);
  if (value === '1' && environment === 'production') throw new Error('WEBHOOK_ALLOW_PRIVATE=1 is refused in production');
  return value === '1';
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

// Server configuration, read once from the environment with defaults for local development.
import { isIP } from 'node:net';
import path from 'node:path';
import { ConfigError, invalidSetting } from './config-error.js';
import { INSTALL_ROOT } from './install-root.js';
import { stripeEnvFrom, type StripeEnv } from './payments/index.js';
import { parseSecretsKey } from './secret-box.js';

/** Everything the store server needs to know about where and how it runs. */
export interface ServerConfig {
  /** Port of the store server. @default 8787 */
  port: number;
  /** Interface to listen on. @default '0.0.0.0' */
  host: string;
  /** Port of the demo shop (another origin); null when it does not run (`DEMO_PORT=off`, or production without DEMO_PORT). @default 8788 */
  demoPort: number | null;
  /** Origin the store is reached at by browsers. @default `http://localhost:${port}` */
  publicUrl: string;
  /** Folder of the embedded PGlite database. @default '.data' */
  dataDir: string;
  /** Folder of the built browser files (loader, widget chunks) that `npm run build` writes. @default 'dist' of the repository, or of the server package */
  distDir: string;
  /** A PostgreSQL URL; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  /**
   * `READ_DATABASE_URL`: a PostgreSQL streaming replica of DATABASE_URL for catalog reads; writes, and a caller's reads
   * right after its own writes, stay on the primary. Needs DATABASE_URL. @default none (every read on the primary)
   */
  readDatabaseUrl: string | undefined;
  /**
   * `DATABASE_DIRECT_URL`: a URL of the same database that bypasses PgBouncer, for the change feed's LISTEN (a
   * session of its own, which transaction pooling cannot give). Needs DATABASE_URL. @default DATABASE_URL
   */
  databaseDirectUrl: string | undefined;
  /**
   * `DATABASE_PREPARED_STATEMENTS`: `false` runs every query unnamed (PgBouncer before 1.21 in transaction mode cannot
   * keep named prepared statements: the next query may land on another server connection); `true` names hot queries
   * even behind a pooler (PgBouncer 1.21+ with `max_prepared_statements`). @default unset: named unless start-up finds a
   * pooler between the store and PostgreSQL (db/pooler-probe.ts)
   */
  databasePreparedStatements: boolean | undefined;
  /** `DATABASE_SCHEMA`: the PostgreSQL schema the store's tables live in (several stores on one database). @default the search path's first (public) */
  databaseSchema: string | undefined;
  /** SMTP URL for outgoing mail; without it mail stays in the outbox table. */
  smtpUrl: string | undefined;
  /** `production` turns off development pages. @default 'development' */
  environment: 'development' | 'production' | 'test';
  /** Multiplies the per-IP rate limits (login, register, e-mail); raise it where many shoppers share one address (tests on loopback, an office NAT). @default 1 */
  ipRateLimitScale: number;
  /** Multiplies the per-IP limits of visitor tokens (the anonymous grant) alone: tests that make many visitors from loopback raise it. @default ipRateLimitScale */
  visitorTokenRateScale: number;
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
  /**
   * `WEBHOOK_ENDPOINT_CONCURRENCY`: requests in flight at once to one webhook endpoint, over every worker. Raise it for fast
   * receivers when several workers share one endpoint's backlog. @default undefined (the delivery's own, 64)
   */
  webhookEndpointConcurrency: number | undefined;
  /**
   * `TRUST_PROXY`: which reverse proxies' `X-Forwarded-For` / `-Proto` / `-Host` to believe, as Fastify's `trustProxy`:
   * `true` (any), a hop count, or addresses and CIDR ranges. The shopper's address (rate limits, logs) is read through them.
   * @default false (the peer's address; right when nothing stands in front of the server)
   */
  trustProxy: boolean | number | string[];
  /** `METRICS_TOKEN`: the bearer token `/metrics` asks for; without it `/metrics` answers 404. @default none */
  metricsToken: string | undefined;
  /** `SHUTDOWN_TIMEOUT_MS`: after SIGTERM or SIGINT, how long requests in progress may take before the process exits anyway. @default 10000 */
  shutdownTimeoutMs: number;
  /** Stripe's keys from `STRIPE_*` (a site's own keys, set in the dashboard, take their place). */
  stripe: StripeEnv;
  /**
   * `SECRETS_KEY`: 32 random bytes (64 hex digits or base64, e.g. `openssl rand -hex 32`) that seal the secrets a site
   * stores (its Stripe secret key and webhook secret) in the database; without it, such secrets can only come from the
   * environment. Never logged. @default none
   */
  secretsKey: Buffer | undefined;
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
    demoPort: demoPortFrom(env.DEMO_PORT, environment),
    publicUrl: publicUrlFrom(env.PUBLIC_URL, port),
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(env.DATA_DIR ?? '.data', 'media')),
    distDir: env.DIST_DIR ? path.resolve(env.DIST_DIR) : path.join(INSTALL_ROOT, 'dist'),
    databaseUrl: databaseUrlFrom(env.DATABASE_URL),
    readDatabaseUrl: secondUrlFrom(env, 'READ_DATABASE_URL'),
    databaseDirectUrl: secondUrlFrom(env, 'DATABASE_DIRECT_URL'),
    databasePreparedStatements: optionalBooleanFrom(env.DATABASE_PREPARED_STATEMENTS, 'DATABASE_PREPARED_STATEMENTS'),
    databaseSchema: schemaFrom(env.DATABASE_SCHEMA),
    smtpUrl: env.SMTP_URL || undefined,
    environment,
    ipRateLimitScale: positiveIntFrom(env.IP_RATE_LIMIT_SCALE, 1, 'IP_RATE_LIMIT_SCALE'),
    visitorTokenRateScale: positiveIntFrom(env.VISITOR_TOKEN_RATE_SCALE ?? env.IP_RATE_LIMIT_SCALE, 1, 'VISITOR_TOKEN_RATE_SCALE'),
    logLevel: logLevelFrom(env.LOG_LEVEL, environment === 'test' ? 'silent' : 'info'),
    database: readDatabaseLimits(env),
    mediaMaxBytes: positiveIntFrom(env.MEDIA_MAX_BYTES, 10 * 1024 * 1024, 'MEDIA_MAX_BYTES'),
    mediaMaxPixels: positiveIntFrom(env.MEDIA_MAX_PIXELS, 40_000_000, 'MEDIA_MAX_PIXELS'),
    outboxWorker: workerFrom(env.OUTBOX_WORKER, environment === 'test' ? 'off' : 'inline'),
    webhookAllowPrivate: allowPrivateFrom(env.WEBHOOK_ALLOW_PRIVATE, environment),
    webhookClaimLeaseMs: positiveIntFrom(env.WEBHOOK_CLAIM_LEASE_MS, 60_000, 'WEBHOOK_CLAIM_LEASE_MS'),
    webhookEndpointConcurrency: env.WEBHOOK_ENDPOINT_CONCURRENCY
      ? positiveIntFrom(env.WEBHOOK_ENDPOINT_CONCURRENCY, 1, 'WEBHOOK_ENDPOINT_CONCURRENCY')
      : undefined,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    shutdownTimeoutMs: millisecondsFrom(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    stripe: stripeEnvFrom(env),
    secretsKey: secretsKeyFrom(env.SECRETS_KEY),
  };
}

function secretsKeyFrom(value: string | undefined): Buffer | undefined {
  if (value === undefined || value === '') return undefined;
  const key = parseSecretsKey(value);
  // Never echo the value: it is the key of every stored secret.
  if (!key) throw new ConfigError('INVALID_VALUE', 'SECRETS_KEY', '(not shown)', 'must be 32 random bytes as 64 hex digits or base64 (openssl rand -hex 32)');
  return key;
}

/** The demo shop's port: `off` turns it off, and a production store opens it only when DEMO_PORT is set. */
function demoPortFrom(value: string | undefined, environment: ServerConfig['environment']): number | null {
  if (value === 'off') return null;
  if ((value === undefined || value === '') && environment === 'production') return null;
  if (value === undefined || value === '') return DEFAULT_DEMO_PORT;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw invalidSetting('DEMO_PORT', value, 'must be a port number (0 to 65535) or off');
  return parsed;
}

/** The demo shop's port in development. */
export const DEFAULT_DEMO_PORT = 8788;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevelFrom(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!LOG_LEVELS.includes(value)) throw invalidSetting('LOG_LEVEL', value, `must be one of ${LOG_LEVELS.join(', ')}`);
  return value;
}

function publicUrlFrom(value: string | undefined, port: number): string {
  if (value === undefined || value === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidSetting('PUBLIC_URL', value, 'must be the origin browsers reach the store at, such as https://shop.example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidSetting('PUBLIC_URL', value, 'must be an http or https URL');
  return stripSlash(value);
}

function databaseUrlFrom(value: string | undefined, name = 'DATABASE_URL', remedy = 'or unset it to use PGlite in DATA_DIR'): string | undefined {
  if (value === undefined || value === '') return undefined;
  const expected = 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Never echo the value: a URL that does not parse may still hold a password.
    throw new ConfigError('INVALID_VALUE', name, '(not shown)', `${expected}; fix ${name}, ${remedy}`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('INVALID_VALUE', name, `${url.protocol}//...`, `${expected}; fix ${name}, ${remedy}`);
  }
  return value;
}

/** A second URL of the primary's database (replica, direct): checked like DATABASE_URL, and only with DATABASE_URL. */
function secondUrlFrom(env: Record<string, string | undefined>, name: 'READ_DATABASE_URL' | 'DATABASE_DIRECT_URL'): string | undefined {
  const value = databaseUrlFrom(env[name], name, 'or unset it');
  if (value !== undefined && !env.DATABASE_URL)
    throw new ConfigError('INVALID_VALUE', name, '(not shown)', `needs DATABASE_URL (PGlite has no replicas); set DATABASE_URL, or unset ${name}`);
  return value;
}

/** `true` or `false`; undefined when unset (the caller decides). */
function optionalBooleanFrom(value: string | undefined, name: string): boolean | undefined {
  return value === undefined || value === '' ? undefined : booleanFrom(value, false, name);
}

function booleanFrom(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value !== 'true' && value !== 'false') throw invalidSetting(name, value, 'must be true or false');
  return value === 'true';
}

function trustProxyFrom(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 0 && hops <= 32) return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !isAddressOrRange(entry))) {
    throw invalidSetting('TRUST_PROXY', value, 'must be true, a hop count from 1 to 32, or comma-separated proxy addresses and CIDR ranges (10.0.0.0/8)');
  }
  return entries;
}

/** An IPv4 or IPv6 address, or one with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function metricsTokenFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  // A short token can be guessed; the value is not echoed, it is a secret.
  if (value.length < 16 || !/^[\x21-\x7e]+$/.test(value)) {
    throw new ConfigError(
      'INVALID_VALUE',
      'METRICS_TOKEN',
      '(not shown)',
      'must be at least 16 printable characters without spaces (openssl rand -hex 32 makes one); fix METRICS_TOKEN, or unset it to turn /metrics off',
    );
  }
  return value;
}

function schemaFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value)) throw invalidSetting('DATABASE_SCHEMA', value, 'must be a lower-case SQL name (letters, digits, _)');
  return value;
}

function workerFrom(value: string | undefined, fallback: 'inline' | 'off'): 'inline' | 'off' {
  if (value === undefined || value === '') return fallback;
  if (value !== 'inline' && value !== 'off') throw invalidSetting('OUTBOX_WORKER', value, 'must be inline or off');
  return value;
}

function allowPrivateFrom(value: string | undefined, environment: ServerConfig['environment']): boolean {
  if (value === undefined || value === '') return environment !== 'production';
  if (value !== '0' && value !== '1') throw invalidSetting('WEBHOOK_ALLOW_PRIVATE', value, 'must be 0 or 1');
  if (value === '1' && environment === 'production')
    throw new ConfigError(
      'INVALID_VALUE',
      'WEBHOOK_ALLOW_PRIVATE',
      value,
      "is refused in production (merchants could reach the store's own network); unset it",
    );
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
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 2_147_483_647) throw invalidSetting(name, value, 'must be a whole number of milliseconds');
  return parsed;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw invalidSetting(name, value, 'must be a port number (0 to 65535)');
  return parsed;
}

function positiveIntFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw invalidSetting(name, value, 'must be a whole number of at least 1');
  return parsed;
}

function stripSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

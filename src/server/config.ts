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
  };
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

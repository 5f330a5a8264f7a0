// The server configuration the webhook benches give their workers: as in production, on the database they run on.
import { readConfig, type ServerConfig } from '../../src/server/config.js';
import { BENCH_POSTGRES_URL } from './bench-postgres.js';

/**
 * A production configuration whose DATABASE_URL says which database the workers use (the worker behaves by it: on PGlite
 * it keeps the planner statistics itself); WEBHOOK_ENDPOINT_CONCURRENCY is taken from the environment, to measure another cap.
 */
export function benchWorkerConfig(target: string): ServerConfig {
  return readConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:8787',
    DATABASE_URL: target === 'postgres' ? BENCH_POSTGRES_URL : undefined,
    WEBHOOK_ENDPOINT_CONCURRENCY: process.env.WEBHOOK_ENDPOINT_CONCURRENCY,
  });
}

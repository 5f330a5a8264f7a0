// The PostgreSQL that `npm run bench` uses, and whether it answers.
import pg from 'pg';

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server (each bench makes a schema of its own in it). */
export const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** True when a connection to `url` opens within two seconds. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

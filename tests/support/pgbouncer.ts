// A real PgBouncer on loopback in front of a fresh database of the test PostgreSQL, for the scale-out and pooler tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, until } from './server-process.js';
import { testDatabaseKind } from './test-database.js';

/** Debian's PgBouncer (`apt-get install pgbouncer`). */
export const PGBOUNCER_PATH = '/usr/sbin/pgbouncer';

/** Why a PgBouncer test of `file` cannot run here (said once on the PostgreSQL project), or undefined when it can. */
export function pgbouncerMissing(file: string): string | undefined {
  const missing = testDatabaseKind() !== 'postgres' ? 'PostgreSQL only' : !existsSync(PGBOUNCER_PATH) ? `${PGBOUNCER_PATH} is not installed` : undefined;
  if (missing && testDatabaseKind() === 'postgres') console.warn(`${file} skipped: ${missing} (apt-get install pgbouncer)`);
  return missing;
}

/** A running PgBouncer and the fresh database behind it. */
export interface PgBouncer {
  /** The fresh database's name. */
  database: string;
  /** The PostgreSQL user of TEST_DATABASE_URL (PgBouncer's one user). */
  user: string;
  /** A folder the test may use (the servers' data folder); removed by {@link PgBouncer.stop}. */
  folder: string;
  /** A URL of `name` (the fresh database by default): through PgBouncer, or straight to PostgreSQL. */
  urlOf(via: 'bouncer' | 'direct', name?: string): string;
  /** Runs one query on its own connection. */
  query<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]): Promise<T[]>;
  /** What PgBouncer printed so far. */
  log(): string;
  /** Stops PgBouncer, drops the database and removes the folder. */
  stop(): Promise<void>;
}

/** Runs one query on a connection of its own. */
async function queryOnce<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Creates a database (`prefix` and random hex) on TEST_DATABASE_URL's server and starts PgBouncer in front of it on a
 * free loopback port, with `settings` as the lines of its `[pgbouncer]` section after what it needs to run here (every
 * other setting its default). Resolves once a connection through it works.
 */
export async function startPgBouncer(prefix: string, settings: readonly string[]): Promise<PgBouncer> {
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const database = `${prefix}_${randomBytes(4).toString('hex')}`;
  const user = decodeURIComponent(base.username) || 'postgres';
  const folder = await mkdtemp(path.join(tmpdir(), 'tote-pgbouncer-'));
  // PgBouncer refuses to run as root: it runs as the postgres user, which must reach its folder.
  await chmod(folder, 0o777);
  await queryOnce(base.toString(), `create database ${database}`);
  const port = await freePort();
  const urlOf = (via: 'bouncer' | 'direct', name = database) => {
    const url = new URL(base);
    if (via === 'bouncer') url.port = String(port);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const ini = path.join(folder, 'pgbouncer.ini');
  await writeFile(path.join(folder, 'users.txt'), `"${user}" ""\n`);
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${base.hostname} port=${base.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(folder, 'users.txt')}`,
      ...settings,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  const bouncer: ChildProcess = spawn(asRoot ? 'runuser' : PGBOUNCER_PATH, asRoot ? ['-u', 'postgres', '--', PGBOUNCER_PATH, ini] : [ini], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  bouncer.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  bouncer.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (bouncer.exitCode === null && bouncer.signalCode === null) {
      bouncer.kill('SIGTERM');
      await until(() => bouncer.exitCode !== null || bouncer.signalCode !== null, 10_000, 'pgbouncer to stop').catch(() => bouncer.kill('SIGKILL'));
    }
    await queryOnce(base.toString(), `drop database if exists ${database} with (force)`).catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await until(
      async () => {
        if (bouncer.exitCode !== null) throw new Error(`pgbouncer exited with ${bouncer.exitCode}: ${log}`);
        return queryOnce(urlOf('bouncer'), 'select 1').then(
          () => true,
          () => false,
        );
      },
      30_000,
      `pgbouncer on port ${port} (${log})`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { database, user, folder, urlOf, query: queryOnce, log: () => log, stop };
}

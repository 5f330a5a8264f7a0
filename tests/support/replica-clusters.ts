// A PostgreSQL primary and a streaming replica of it, each a cluster of its own in a temporary folder, from the machine's PostgreSQL binaries.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.js';

const run = promisify(execFile);

/** The folder of initdb, pg_ctl and pg_basebackup (the newest /usr/lib/postgresql/N/bin), or undefined when absent. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (['initdb', 'pg_ctl', 'pg_basebackup'].every((name) => existsSync(path.join(bin, name)))) return bin;
  }
  return undefined;
}

/** The primary and its replica, started; `stop` stops both and removes their folder. */
export interface ReplicaClusters {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops the replica alone (fast shutdown), as an outage of the read host. */
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * initdb a primary (wal_level replica, trust, loopback only), pg_basebackup -R a replica of it, and start both on
 * free ports, each within 30 s or a clear error. As root, the clusters run as the `postgres` user (initdb refuses root).
 */
export async function startReplicaClusters(bin: string): Promise<ReplicaClusters> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tote-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const user = asRoot ? 'postgres' : userInfo().username;
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args], { timeout: 60_000 })
      : run(path.join(bin, name), args, { timeout: 60_000 });
  const primary = path.join(folder, 'primary');
  const replica = path.join(folder, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const started: string[] = [];
  const options = (port: number) =>
    `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c fsync=off -c full_page_writes=off -c max_connections=60 -c wal_level=replica -c max_wal_senders=5`;
  const start = async (dir: string, port: number, what: string) => {
    try {
      await tool('pg_ctl', ['-D', dir, '-o', options(port), '-l', `${dir}.log`, '-w', '-t', '30', 'start']);
    } catch (error) {
      throw new Error(`the ${what} cluster did not start within 30 s: ${(error as Error).message}`);
    }
    started.push(dir);
  };
  const stop = async () => {
    for (const dir of started.splice(0).reverse()) await tool('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', '-t', '30', 'stop']).catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await tool('initdb', ['-D', primary, '-U', user, '-A', 'trust', '--no-sync']);
    await start(primary, primaryPort, 'primary');
    await tool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', user, '-D', replica, '-R', '-X', 'stream', '--no-sync']);
    await start(replica, replicaPort, 'replica');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    primaryUrl: `postgres://${user}@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://${user}@127.0.0.1:${replicaPort}/postgres`,
    stopReplica: async () => {
      await tool('pg_ctl', ['-D', replica, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      started.splice(started.indexOf(replica), 1);
    },
    stop,
  };
}

// The PGlite data folder's lock across real processes: a killed holder's lock is taken at once, a live one's never, and of processes starting together one wins.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from '../../../src/server/db/data-dir-lock.js';
import { ownIdentity } from '../../../src/server/db/process-identity.js';
import { until } from '../../support/server-process.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** What a child runs: takes the folder's lock and says `locked` (and keeps it until killed), or says `busy` and exits. */
const CHILD = `
import { lockDataDir } from './src/server/db/data-dir-lock.js';
lockDataDir(process.argv[1]).then(
  () => { console.log('locked'); setInterval(() => undefined, 60_000); },
  (error) => { console.log(error.name === 'DataDirBusyError' ? 'busy' : String(error)); process.exit(0); },
);`;

/** A child process trying to lock `folder`, with what it said so far. */
interface Contender {
  child: ChildProcess;
  said(): string;
  exited: Promise<unknown>;
}

let root: string;
const children: ChildProcess[] = [];

function contend(folder: string): Contender {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD, folder], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, said: () => out.trim(), exited };
}

/** A child that holds the lock of `folder`. */
async function holder(folder: string): Promise<Contender> {
  const held = contend(folder);
  await until(() => held.said() !== '', 60_000, 'the child to take the lock');
  expect(held.said()).toBe('locked');
  return held;
}

async function killHard(process: Contender): Promise<void> {
  process.child.kill('SIGKILL');
  await process.exited;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tote-lock-'));
});

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the lock of a PGlite data folder', { timeout: 120_000 }, () => {
  it('is taken at once from a holder killed with SIGKILL (which never released it)', async () => {
    const folder = path.join(root, 'killed');
    await killHard(await holder(folder));
    const started = performance.now();
    const release = await lockDataDir(folder);
    const ms = performance.now() - started;
    console.log(`lock of a killed holder taken in ${Math.round(ms)} ms`);
    // Without the holder's record the lock stays held until it is 10 s stale.
    expect(ms).toBeLessThan(5_000);
    await release();
  });

  it('is never taken from a live holder, and the refusal names it', async () => {
    const folder = path.join(root, 'live');
    const held = await holder(folder);
    const refusal = await lockDataDir(folder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirBusyError);
    expect((refusal as DataDirBusyError).holder?.pid).toBe(held.child.pid);
    expect((refusal as Error).message).toContain(`pid ${held.child.pid}`);
    await killHard(held);
  });

  it('is taken from a record whose pid now belongs to another process (a reused pid)', async () => {
    const folder = path.join(root, 'reused');
    await killHard(await holder(folder));
    // The pid of a live process (this one), started at another time than the recorded holder.
    await writeFile(`${await realpath(folder)}.lock-holder`, JSON.stringify({ ...ownIdentity(), start: '1' }));
    const release = await lockDataDir(folder);
    await release();
  });

  it('goes to exactly one of four processes that start together after the holder was killed', async () => {
    const folder = path.join(root, 'race');
    await killHard(await holder(folder));
    const contenders = Array.from({ length: 4 }, () => contend(folder));
    await until(() => contenders.every((c) => c.said() !== ''), 90_000, 'every contender to answer');
    expect(contenders.map((c) => c.said()).sort()).toEqual(['busy', 'busy', 'busy', 'locked']);
  });
});

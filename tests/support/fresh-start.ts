// A fresh copy of the repository (no dist/, no data folder; node_modules linked) and its first `npm start`, timed from the spawn.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** A copy of the repository's files (tracked and new, as git lists them) without dist/ or any data folder. */
export interface FreshCopy {
  dir: string;
  remove(): Promise<void>;
}

/** Copies the working tree's files (not the ignored ones: no dist/, .data/) to a temporary folder and links node_modules. */
export async function freshCopy(): Promise<FreshCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tote-fresh-'));
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = listed.stdout.split('\0').filter(Boolean);
  const folders = new Set(files.map((file) => path.dirname(file)));
  for (const folder of folders) await mkdir(path.join(dir, folder), { recursive: true });
  await Promise.all(files.map((file) => copyFile(path.join(REPO_ROOT, file), path.join(dir, file)).catch(() => undefined)));
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A server started by {@link startFresh}. */
export interface FreshStart {
  child: ChildProcess;
  /** The store's address, http://127.0.0.1:<port>. */
  url: string;
  /** What it wrote on stdout and stderr so far. */
  output(): string;
  /** Milliseconds from the spawn to the first 200 of /ready. */
  ready: Promise<number>;
  /** Milliseconds from the spawn to the loader (/tote.js, requested once /ready answered; again after a 503) served whole, and its body. */
  firstWidgetFile: Promise<{ ms: number; status: number; body: Buffer }>;
  /** SIGTERM to the whole process group (npm, tsx, the server, the build), then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Runs `npm start` in `dir` (PGlite in its own data folder) on `port` and `demoPort`, polling /ready every 50 ms; once it
 * answers 200, requests /tote.js (which waits for the build) and times its arrival. Rejects after `timeoutMs`.
 */
export function startFresh(dir: string, port: number, demoPort: number, timeoutMs = 300_000): FreshStart {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', PORT: String(port), DEMO_PORT: String(demoPort) };
  env.HOST = '127.0.0.1';
  const child = spawn('npm', ['start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before /ready:\n${out}`);
      if (performance.now() - started > timeoutMs) throw new Error(`/ready did not answer 200 within ${timeoutMs} ms:\n${out}`);
      const status = await fetch(`${base}/ready`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const firstWidgetFile = ready.then(async () => {
    for (;;) {
      const response = await fetch(`${base}/tote.js`, { signal: AbortSignal.timeout(timeoutMs) });
      const body = Buffer.from(await response.arrayBuffer());
      // A 503 is the store's bounded wait for the build running out (build-gate.ts): asked again, as its Retry-After says.
      if (response.status !== 503 || performance.now() - started > timeoutMs) return { ms: performance.now() - started, status: response.status, body };
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
    }
  });
  // Awaited by the caller, or not (a start stopped before its loader came): never an unhandled rejection.
  firstWidgetFile.catch(() => undefined);
  return {
    child,
    url: base,
    output: () => out,
    ready,
    firstWidgetFile,
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Gone already.
        }
      }
      await exited;
    },
  };
}

// Starts `npm start`'s processes for browser tests and benchmarks: the real src/server/main.ts with a fresh PGlite data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../../src/server/widget-files/build-state.js';

/** Options of {@link startToteServers}. */
export interface ToteServerOptions {
  /** Port of the store. @default PORT from the environment, else 8787 */
  port?: number;
  /** Port of the demo shop. @default DEMO_PORT from the environment, else 8788 */
  demoPort?: number;
  /** Longest wait for both servers to answer, in ms. @default 180000 */
  timeoutMs?: number;
}

/** The two running origins and how to stop them. */
export interface ToteServers {
  /** The store's origin, e.g. `http://localhost:8787`. */
  storeUrl: string;
  /** The demo shop's origin, e.g. `http://localhost:8788`. */
  demoUrl: string;
  /** What the server printed so far (for failure messages). */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL) and removes its data folder. */
  stop(): Promise<void>;
}

function portFrom(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return value && Number.isInteger(port) && port > 0 ? port : fallback;
}

/** Spawns src/server/main.ts as `npm start` does and waits until /tote.js and the demo home page answer. */
export async function startToteServers(options: ToteServerOptions = {}): Promise<ToteServers> {
  const port = options.port ?? portFrom(process.env.PORT, 8787);
  const demoPort = options.demoPort ?? portFrom(process.env.DEMO_PORT, 8788);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tote-e2e-'));
  const storeUrl = `http://localhost:${port}`;
  const demoUrl = `http://localhost:${demoPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DEMO_PORT: String(demoPort),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    IP_RATE_LIMIT_SCALE: '50',
  };
  delete env.DATABASE_URL; // browser tests run on a fresh embedded database
  delete env.PUBLIC_URL;
  delete env.DIST_DIR;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // If this process ends without stop() (a crash, an uncaught error), the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child, exited);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntil(async () => {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      const [store, demo] = await Promise.all([fetch(`${storeUrl}/tote.js`), fetch(`${demoUrl}/`)]);
      return store.ok && demo.ok;
    }, options.timeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    throw new Error(`Tote servers did not start on ports ${port}/${demoPort}: ${String(error)}\n--- server output ---\n${output}`);
  }
  return { storeUrl, demoUrl, output: () => output, stop };
}

async function waitUntil(ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      if (await ready()) return;
    } catch (error) {
      last = error;
      if (String(error).includes('exited')) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms (${String(last)})`);
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

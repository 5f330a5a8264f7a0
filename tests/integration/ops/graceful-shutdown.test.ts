// SIGTERM on the real `npm start` server: it exits 0 once idle, and exits 1 at SHUTDOWN_TIMEOUT_MS when a request never ends.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../support/test-database.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SHUTDOWN_TIMEOUT_MS = 1500;

/** One JSON log line of the server. */
interface LogLine {
  level: number;
  msg: string;
  demo?: unknown;
  timeoutMs?: number;
}

/** A running server process, its log so far, and its exit. */
interface RunningServer {
  child: ChildProcessWithoutNullStreams;
  port: number;
  lines(): LogLine[];
  exited: Promise<number | string>;
}

let folder: string;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts src/server/main.ts in production (no DEMO_PORT) on a fresh PGlite folder and waits for its ready line. */
async function startServer(name: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(folder, name),
      LOG_LEVEL: 'info',
      OUTBOX_WORKER: 'off',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    },
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const lines = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const deadline = performance.now() + 90_000;
  while (!lines().some((line) => line.msg === 'Tote store ready')) {
    if (child.exitCode !== null || performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${stdout}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, lines, exited };
}

// The process's own signal handling: once is enough, on PGlite.
describe.skipIf(testDatabaseKind() !== 'pglite')('graceful shutdown of the real server', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tote-shutdown-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('runs no demo shop in production and exits 0 on SIGTERM when nothing is in progress', async () => {
    const server = await startServer('idle');
    try {
      expect(server.lines().find((line) => line.msg === 'Tote store ready')?.demo).toBeNull();
      expect((await fetch(`http://127.0.0.1:${server.port}/health`)).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.lines().map((line) => line.msg)).toContain('stopped');
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('exits 1 at SHUTDOWN_TIMEOUT_MS when a request in progress never ends, saying so', async () => {
    const server = await startServer('stuck');
    const socket = net.connect(server.port, '127.0.0.1');
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      // A request whose body never arrives in full: the server must wait for it, and the limit must end the wait.
      socket.write(
        `POST /ecom/v1/carts/current/add-to-cart HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"lineItems":`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      const waited = performance.now() - signalled;
      expect(code).toBe(1);
      expect(waited).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS - 50);
      expect(waited, `exited ${Math.round(waited)} ms after SIGTERM`).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 5000);
      const timedOut = server.lines().find((line) => line.msg === 'shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting');
      expect(timedOut?.level).toBe(50);
      expect(timedOut?.timeoutMs).toBe(SHUTDOWN_TIMEOUT_MS);
      console.log(`stuck request: exited 1 after ${Math.round(waited)} ms (limit ${SHUTDOWN_TIMEOUT_MS} ms)`);
    } finally {
      socket.destroy();
      server.child.kill('SIGKILL');
    }
  });
});

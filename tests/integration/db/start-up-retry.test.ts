// `npm start` while PostgreSQL is unreachable: one line per attempt, then a one-line error and exit code 1, or the server once the database answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { TcpProxy } from '../../support/tcp-proxy.js';
import { testDatabaseKind } from '../../support/test-database.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** A line of a failed attempt, as open-with-retry.ts writes it. */
const ATTEMPT_LINE = /^Database 127\.0\.0\.1:\d+\/\w+ not reachable \(attempt \d+\): .+; retrying in (\d+ ms|\d+\.\d s)$/;

/** A started server process and what it printed so far. */
interface ServerProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal). */
  exited: Promise<number | string>;
}

/** A loopback port free a moment ago. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once `check` holds (polled every 50 ms), rejects after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = performance.now() + ms;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// PGlite needs no server to wait for.
describe.skipIf(testDatabaseKind() !== 'postgres')('start-up while PostgreSQL is unreachable', () => {
  const running: ChildProcess[] = [];
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tote-start-'));
  });

  afterEach(() => {
    for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /** Runs `src/server/main.ts` as `npm start` does, on `databaseUrl`, on free ports, with an empty dist folder (no widget build). */
  async function startServer(databaseUrl: string, startTimeoutMs: number, port: number): Promise<ServerProcess> {
    let out = '';
    let err = '';
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: databaseUrl,
        DB_START_TIMEOUT_MS: String(startTimeoutMs),
        PORT: String(port),
        DEMO_PORT: String(await freePort()),
        HOST: '127.0.0.1',
        // JSON lines on stdout; 'Tote store ready' says it listens.
        LOG_LEVEL: 'info',
        DIST_DIR: folder,
        DATA_DIR: folder,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
    return { child, stdout: () => out, stderr: () => err, exited };
  }

  it('prints a line per attempt, then one line, and exits with code 1 when the database never answers', async () => {
    const closed = await freePort();
    const server = await startServer(`postgres://postgres:s3cret-password@127.0.0.1:${closed}/test`, 2_000, await freePort());
    const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 40_000))]);
    expect(code).toBe(1);
    const lines = server.stderr().trim().split('\n');
    const attempts = lines.filter((line) => ATTEMPT_LINE.test(line));
    // 250, 500, 1000 ms of pauses fit in 2 s.
    expect(attempts.length, server.stderr()).toBeGreaterThanOrEqual(3);
    for (const line of attempts) expect(line).toMatch(/ECONNREFUSED/);
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Database 127\\.0\\.0\\.1:${closed}/test not reachable after ${attempts.length + 1} attempts in (\\d+ ms|\\d+\\.\\d s): .*ECONNREFUSED`),
    );
    // Nothing else: no stack trace, and never the password.
    expect(lines).toHaveLength(attempts.length + 1);
    expect(server.stderr() + server.stdout()).not.toContain('s3cret-password');
    expect(server.stdout()).not.toContain('Tote store');
  }, 60_000);

  it('comes up once the database answers, after refusing the first attempts', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const database = `tote_start_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const proxy = await TcpProxy.start(url);
    try {
      await admin.query(`create database ${database}`);
      await proxy.refuse();
      const target = new URL(proxy.urlFor(url));
      target.pathname = `/${database}`;
      const port = await freePort();
      const server = await startServer(target.toString(), 30_000, port);
      await until(() => server.stderr().includes('(attempt 1)'), 30_000, 'the first failed attempt');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const reopened = performance.now();
      await proxy.open();
      await until(() => server.stdout().includes('"msg":"Tote store ready"') || server.child.exitCode !== null, 30_000, 'the server to listen');
      console.log(`started ${Math.round(performance.now() - reopened)} ms after the database became reachable (migrate + seed included)`);
      expect(server.stdout(), server.stderr()).toContain('"msg":"Tote store ready"');
      // Every line of stdout is JSON: no banner in a log collected from a pipe.
      for (const line of server.stdout().trim().split('\n')) expect(() => JSON.parse(line), line).not.toThrow();
      // stderr holds the attempts, and (this store has no owner yet) the one set-up line a person opens.
      const lines = server
        .stderr()
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('Set up your shop: '));
      expect(lines.length).toBeGreaterThanOrEqual(1);
      for (const line of lines) expect(line).toMatch(ATTEMPT_LINE);

      const response = await fetch(`http://127.0.0.1:${port}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
      });
      expect(response.status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await proxy.close();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }, 90_000);
});

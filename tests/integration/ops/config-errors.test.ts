// `npm start` with a bad setting: the real src/server/main.ts says one line naming the setting, its value and what to do, and exits 1 at once.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../support/test-database.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/**
 * How long a refusal may take, start of Node and a cold TypeScript load included, on a shared and busy CI machine
 * (~0.5 s when quiet, up to 9 s seen under load): far below the minute a DATA_DIR under /proc used to hang.
 */
const REFUSAL_BOUND_MS = 15_000;

/** What a server process printed, how it ended and how long it ran. */
interface Outcome {
  code: number | string;
  stdout: string;
  stderr: string;
  ms: number;
}

let folder: string;

/** Runs `src/server/main.ts` as `npm start` does, with `env` on top of a minimal environment, until it exits (or 30 s pass). */
async function runServer(env: Record<string, string>): Promise<Outcome> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', DIST_DIR: folder, DATA_DIR: path.join(folder, 'data'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | string>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? signal ?? 'unknown')));
  clearTimeout(timer);
  return { code, stdout, stderr, ms: Math.round(performance.now() - started) };
}

/** Asserts the refusal: exit code 1 within the bound, one line on stderr matching `line`, nothing on stdout. */
function expectRefused(outcome: Outcome, line: RegExp): void {
  expect(outcome.code, outcome.stderr).toBe(1);
  expect(outcome.stderr.endsWith('\n')).toBe(true);
  expect(outcome.stderr.trimEnd().split('\n'), outcome.stderr).toHaveLength(1);
  expect(outcome.stderr.trimEnd()).toMatch(line);
  expect(outcome.stdout).toBe('');
  expect(outcome.ms, `refused after ${outcome.ms} ms`).toBeLessThan(REFUSAL_BOUND_MS);
}

/** A loopback port held by a listening server until `close`. */
async function holdPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Settings are read before any database is opened: once is enough, on PGlite.
describe.skipIf(testDatabaseKind() !== 'pglite')('configuration errors at start-up', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tote-config-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses a PORT that is not a port number', async () => {
    const outcome = await runServer({ PORT: 'abc' });
    expectRefused(outcome, /^PORT="abc": must be a port number \(0 to 65535\); fix PORT or unset it for its default$/);
    console.log(`PORT=abc refused in ${outcome.ms} ms`);
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL, without echoing it', async () => {
    const outcome = await runServer({ DATABASE_URL: 'notaurl' });
    expectRefused(
      outcome,
      /^DATABASE_URL="\(not shown\)": must be a PostgreSQL URL such as postgres:\/\/user:password@host:5432\/database; fix DATABASE_URL, or unset it to use PGlite in DATA_DIR$/,
    );
    expect(outcome.stderr).not.toContain('ENOTFOUND');
    expectRefused(await runServer({ DATABASE_URL: 'mysql://root:pw@db/shop' }), /^DATABASE_URL="mysql:\/\/\.\.\.": must be a PostgreSQL URL/);
  });

  it('refuses a PORT another process listens on, before opening the database', async () => {
    const held = await holdPort();
    try {
      const outcome = await runServer({ PORT: String(held.port) });
      expectRefused(outcome, new RegExp(`^PORT="${held.port}": the port is in use by another process; stop that process or set PORT to a free port$`));
      console.log(`busy PORT refused in ${outcome.ms} ms`);
    } finally {
      await held.close();
    }
  });

  it('refuses a DATA_DIR it cannot create or write, also one under /proc, at once', async () => {
    const file = path.join(folder, 'a-file');
    await writeFile(file, '');
    const notAFolder = await runServer({ DATA_DIR: path.join(file, 'data') });
    expectRefused(
      notAFolder,
      new RegExp(
        `^DATA_DIR="${path.join(file, 'data')}": the server cannot create or write files in this folder \\(ENOTDIR\\); point DATA_DIR at a folder this user may write, or give it access$`,
      ),
    );
    const proc = await runServer({ DATA_DIR: '/proc/tote-data' });
    expectRefused(proc, /^DATA_DIR="\/proc\/tote-data": the server cannot create or write files in this folder \(E[A-Z]+\); point DATA_DIR at/);
    console.log(`DATA_DIR under /proc refused in ${proc.ms} ms`);
  });

  it('refuses a TRUST_PROXY, LOG_LEVEL or METRICS_TOKEN it cannot use, saying what would do', async () => {
    expectRefused(
      await runServer({ TRUST_PROXY: 'the load balancer' }),
      /^TRUST_PROXY="the load balancer": must be true, a hop count from 1 to 32, or comma-separated/,
    );
    expectRefused(await runServer({ TRUST_PROXY: '10.0.0.0/33' }), /^TRUST_PROXY="10\.0\.0\.0\/33": /);
    expectRefused(await runServer({ LOG_LEVEL: 'loud' }), /^LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent; fix LOG_LEVEL/);
    expectRefused(await runServer({ METRICS_TOKEN: 'short' }), /^METRICS_TOKEN="\(not shown\)": must be at least 16 printable characters/);
  });

  it('keeps the store running when DEMO_PORT is busy, with a JSON warning', async () => {
    const held = await holdPort();
    const port = await holdPort();
    await port.close();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        HOST: '127.0.0.1',
        DIST_DIR: folder,
        DATA_DIR: path.join(folder, 'demo-busy'),
        PORT: String(port.port),
        DEMO_PORT: String(held.port),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
    try {
      const deadline = performance.now() + 120_000;
      while (!stdout.includes('"msg":"Tote store ready"') && child.exitCode === null && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const lines = stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { level: number; msg: string; demo?: unknown });
      const warning = lines.find((line) => line.msg.includes('demo shop is not running'));
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toBe(
        `the demo shop is not running: DEMO_PORT="${held.port}": the port is in use by another process; stop that process or set DEMO_PORT to a free port; the store runs without it`,
      );
      expect(lines.find((line) => line.msg === 'Tote store ready')?.demo).toBeNull();
      const health = await fetch(`http://127.0.0.1:${port.port}/health`);
      expect(health.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await held.close();
    }
  }, 150_000);
});

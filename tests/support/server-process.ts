// The real store server as a child process (`src/server/main.ts`, as `npm start` runs it), called over real HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { DEMO_CLIENT_ID } from '../../src/server/seed/demo-site.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** A loopback port free a moment ago. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once `check` holds (polled every 50 ms); rejects after `ms` with `what` in the message. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A response read whole: status, text, and the text as JSON. */
export interface HttpAnswer {
  statusCode: number;
  body: string;
  json(): any;
}

/** A running server process. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  stdout(): string;
  stderr(): string;
  /** Calls the server (as the test app's `call`: `token` is the Authorization header, `body` is sent as JSON). */
  call(method: string, url: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<HttpAnswer>;
  /** A fresh visitor's access token of the demo client. */
  visitorToken(): Promise<string>;
  /** SIGTERM, then the exit code (SIGKILL after 10 s). */
  stop(): Promise<number | string>;
}

/**
 * Starts the server with `env` (DATABASE_URL and the like) on a free port, with an empty DIST_DIR and DATA_DIR of
 * `folder`, and waits (at most `readyMs`, @default 60 s) for its 'Tote store ready' line; rejects with its stderr if it
 * exits first.
 */
export async function startServerProcess(folder: string, env: Record<string, string>, readyMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  let out = '';
  let err = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      DEMO_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      IP_RATE_LIMIT_SCALE: '1000',
      DIST_DIR: folder,
      DATA_DIR: folder,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  try {
    await until(() => out.includes('"msg":"Tote store ready"') || child.exitCode !== null, readyMs, `the server on port ${port} to listen`);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}; stderr: ${err}`);
  }
  if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${err}`);
  const call: ServerProcess['call'] = async (method, url, { token, body, headers = {} } = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { ...(token ? { authorization: token } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { statusCode: response.status, body: text, json: () => JSON.parse(text) };
  };
  return {
    child,
    port,
    stdout: () => out,
    stderr: () => err,
    call,
    visitorToken: async () => {
      const response = await call('POST', '/oauth2/token', { body: { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' } });
      if (response.statusCode !== 200) throw new Error(`token call failed: ${response.body}`);
      return response.json().access_token as string;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

// The real store app on a real database for one test file, with helpers to get tokens and call it.
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { createApiKey } from '../../src/server/auth/api-keys.js';
import type { Clock } from '../../src/server/clock.js';
import { readConfig } from '../../src/server/config.js';
import { createContext, type AppContext } from '../../src/server/context.js';
import type { DatabaseHandle } from '../../src/server/db/connect.js';
import type { Database } from '../../src/server/db/schema.js';
import type { TypedApp } from '../../src/server/http/typed-app.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { createTestDatabase, TEST_DEMO_PORT, type TestDatabaseOptions } from './test-database.js';

/** A running test app and what tests need around it. */
export interface TestApp {
  app: TypedApp;
  ctx: AppContext;
  handle: DatabaseHandle;
  /** A fresh visitor's access token for the demo client. */
  visitorToken(): Promise<string>;
  /** Visitor tokens (access and refresh). */
  visitorTokens(): Promise<{ access_token: string; refresh_token: string; expires_in: number }>;
  /** A merchant API key of the demo site (created once per file). */
  merchantKey(): Promise<string>;
  /** Calls the app: JSON in, the response out. */
  call(method: string, url: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
}

/** Options of {@link startTestApp}. */
export interface TestAppOptions {
  /** The clock the app reads. @default the wall clock */
  clock?: Clock;
  /** Extra environment for the configuration. */
  env?: Record<string, string>;
  /** Wraps the database the app uses (e.g. with a Kysely plugin that fails on demand); `handle.db` stays the plain one. @default none */
  wrapDb?: (db: Kysely<Database>) => Kysely<Database>;
  /** Where and how the app's pool connects (PostgreSQL only). @default TEST_DATABASE_URL, no time limits */
  database?: TestDatabaseOptions;
}

/** Starts the app on a fresh database; call `close` when done. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp & { close(): Promise<void> }> {
  const handle = await createTestDatabase(options.database);
  // Every visitor of a test file comes from 127.0.0.1: visitor tokens unlimited in practice, unless a test sets the scale.
  const config = readConfig({
    NODE_ENV: 'test',
    DEMO_PORT: String(TEST_DEMO_PORT),
    PUBLIC_URL: 'http://localhost:8787',
    VISITOR_TOKEN_RATE_SCALE: '1000',
    ...options.env,
  });
  const ctx = createContext(config, options.wrapDb ? options.wrapDb(handle.db) : handle.db, options.clock, handle.feed);
  const app = await buildApp(ctx, handle.poolStats ? { poolStats: handle.poolStats } : {});
  await app.ready();
  let merchantKey: string | undefined;
  const call: TestApp['call'] = (method, url, { token, body, headers = {} } = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { ...(token ? { authorization: token } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
  const visitorTokens = async () => {
    const response = await call('POST', '/oauth2/token', { body: { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' } });
    if (response.statusCode !== 200) throw new Error(`token call failed: ${response.body}`);
    return response.json() as { access_token: string; refresh_token: string; expires_in: number };
  };
  return {
    app,
    ctx,
    handle,
    call,
    visitorTokens,
    visitorToken: async () => (await visitorTokens()).access_token,
    merchantKey: async () => (merchantKey ??= (await createApiKey(handle.db, DEMO_SITE_ID, 'tests')).key),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** Starts one app for the whole test file (beforeAll) and closes it after (afterAll). */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: (TestApp & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    current = await startTestApp(options);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  const get = (): TestApp => {
    if (!current) throw new Error('the test app is not started yet');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get ctx() {
      return get().ctx;
    },
    get handle() {
      return get().handle;
    },
    visitorToken: () => get().visitorToken(),
    visitorTokens: () => get().visitorTokens(),
    merchantKey: () => get().merchantKey(),
    call: (...args) => get().call(...args),
  };
}

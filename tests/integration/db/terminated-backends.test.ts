// Every backend of the app's pool terminated (pg_terminate_backend) while requests run: the process lives, requests answer 200 or 503, then 200.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSuccessOrUnavailable, storeCall, type TimedResponse } from '../../support/outage-calls.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { testDatabaseKind } from '../../support/test-database.js';

/** Requests each worker keeps running at once while the backends are terminated, and for how long. */
const WORKERS = 6;
const STORM_MS = 2_000;

// PGlite runs in the process: there is no server whose backends could be terminated.
describe.skipIf(testDatabaseKind() !== 'postgres')('terminated PostgreSQL backends', () => {
  const applicationName = `tote-terminate-${randomBytes(4).toString('hex')}`;
  let t: TestApp & { close(): Promise<void> };
  let admin: pg.Client;
  let token: string;
  let productId: string;

  beforeAll(async () => {
    t = await startTestApp({ database: { pool: { applicationName, poolSize: 8, timeouts: { connectMs: 2_000, statementMs: 5_000, queryMs: 6_000 } } } });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    token = await t.visitorToken();
    productId = (await t.handle.db.selectFrom('products').select('id').where('slug', '=', 'canvas-cap').executeTakeFirstOrThrow()).id;
  });

  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  /** Terminates every backend of the app's pool; returns how many there were. */
  async function terminateAll(): Promise<number> {
    const { rows } = await admin.query<{ ended: boolean }>('select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);
    return rows.filter((r) => r.ended).length;
  }

  it('keeps serving: during the terminations every answer is 200 or a 503 envelope, after them every answer is 200', async () => {
    // Fill the pool, so that idle, busy and in-transaction connections are all hit.
    await Promise.all(Array.from({ length: WORKERS }, (_, i) => storeCall(t, token, i % 2 ? 'read' : 'write', productId)));
    const answers: TimedResponse[] = [];
    const started = performance.now();
    const deadline = started + STORM_MS;
    const workers = Array.from({ length: WORKERS }, async (_, i) => {
      while (performance.now() < deadline) answers.push(await storeCall(t, token, i % 2 ? 'read' : 'write', productId));
    });
    let terminated = 0;
    for (const at of [200, 700, 1_200]) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + at - performance.now())));
      terminated += await terminateAll();
    }
    await Promise.all(workers);

    expect(terminated).toBeGreaterThan(0);
    for (const { response } of answers) expectSuccessOrUnavailable(response);
    const unavailable = answers.filter((a) => a.response.statusCode === 503).length;
    console.log(
      `terminated ${terminated} backends; ${answers.length} requests during the storm, ${unavailable} answered 503, slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms`,
    );

    // The terminations have reached the pool (idle clients hear them at once); every later request succeeds.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 10; i++) {
      const { response } = await storeCall(t, token, i % 2 ? 'read' : 'write', productId);
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('survives the termination of idle connections alone, and the next request succeeds', async () => {
    await Promise.all(Array.from({ length: 4 }, () => storeCall(t, token, 'read', productId)));
    expect(await terminateAll()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { response } = await storeCall(t, token, 'read', productId);
    expect(response.statusCode, response.body).toBe(200);
  });
});

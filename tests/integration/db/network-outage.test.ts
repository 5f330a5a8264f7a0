// A proxy between the app and PostgreSQL drops or stalls every connection: requests answer 503 within the time limits, then 200 once it heals.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { CART_PATH } from '../../support/cart-fixtures.js';
import { expectUnavailable, msUntilSuccess, storeCall } from '../../support/outage-calls.js';
import { TcpProxy } from '../../support/tcp-proxy.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { testDatabaseKind } from '../../support/test-database.js';

/** The app's limits in this file: short, so that an outage shows within a test's time. */
const TIMEOUTS = { connectMs: 1_000, statementMs: 1_000, queryMs: 1_500 };
/** The longest a request may take while the database is cut or stalled: the longest limit, plus room for a busy machine. */
const ANSWER_WITHIN_MS = 3_000;
/** How soon after the database is back requests must succeed again. */
const RECOVER_WITHIN_MS = 5_000;

// PGlite runs in the process: no network lies between the app and its database.
describe.skipIf(testDatabaseKind() !== 'postgres')('PostgreSQL behind a failing network', () => {
  let proxy: TcpProxy;
  let t: TestApp & { close(): Promise<void> };
  let token: string;
  let productId: string;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL!;
    proxy = await TcpProxy.start(url);
    const applicationName = `tote-outage-${randomBytes(4).toString('hex')}`;
    t = await startTestApp({ database: { url: proxy.urlFor(url), pool: { applicationName, poolSize: 4, timeouts: TIMEOUTS } } });
    token = await t.visitorToken();
    productId = (await t.handle.db.selectFrom('products').select('id').where('slug', '=', 'canvas-cap').executeTakeFirstOrThrow()).id;
  });

  afterAll(async () => {
    await proxy?.open();
    await t?.close();
    await proxy?.close();
  });

  /** Warms the pool: several connections open and idle through the proxy. */
  async function warm(): Promise<void> {
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => storeCall(t, token, i % 2 ? 'read' : 'write', productId)));
    for (const { response } of answers) expect(response.statusCode, response.body).toBe(200);
  }

  it('answers 503 at once while connections are dropped and refused, and 200 within seconds of the database coming back', async () => {
    await warm();
    await proxy.refuse();
    const during = await Promise.all(Array.from({ length: 6 }, (_, i) => storeCall(t, token, i % 2 ? 'read' : 'write', productId)));
    for (const { response, ms } of during) {
      expectUnavailable(response);
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // Still refused a while later: new connections fail fast too, on every kind of call (tokens, carts, product pages).
    const later = await storeCall(t, token, 'read', productId);
    expectUnavailable(later.response);
    expectUnavailable(await t.call('POST', '/oauth2/token', { body: { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' } }));
    expectUnavailable(await t.call('GET', CART_PATH, { token }));
    expectUnavailable(await t.call('GET', `/stores-reader/v1/products/${productId}`, { token }));

    await proxy.open();
    const recovered = await msUntilSuccess(async () => (await storeCall(t, token, 'write', productId)).response, RECOVER_WITHIN_MS);
    console.log(
      `refused: slowest 503 in ${Math.round(Math.max(...during.map((a) => a.ms)))} ms; first 200 ${Math.round(recovered)} ms after the port reopened`,
    );
    for (let i = 0; i < 6; i++) expect((await storeCall(t, token, i % 2 ? 'read' : 'write', productId)).response.statusCode).toBe(200);
  });

  it('answers 503 within the time limits while the network stalls, more requests than connections included, and 200 after', async () => {
    await warm();
    proxy.stall();
    // Six requests on a pool of four: two wait for a connection that never frees in time.
    const during = await Promise.all(Array.from({ length: 6 }, (_, i) => storeCall(t, token, i % 2 ? 'read' : 'write', productId)));
    for (const { response, ms } of during) {
      expectUnavailable(response);
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // Connections opened during the stall hang at start-up: the connect limit ends them.
    const fresh = await storeCall(t, token, 'read', productId);
    expectUnavailable(fresh.response);
    expect(fresh.ms).toBeLessThan(ANSWER_WITHIN_MS);

    await proxy.open();
    const recovered = await msUntilSuccess(async () => (await storeCall(t, token, 'read', productId)).response, RECOVER_WITHIN_MS);
    const times = [...during, fresh].map((a) => Math.round(a.ms));
    console.log(`stalled: 503 after ${Math.min(...times)}–${Math.max(...times)} ms; first 200 ${Math.round(recovered)} ms after the link healed`);
    for (let i = 0; i < 6; i++) expect((await storeCall(t, token, i % 2 ? 'read' : 'write', productId)).response.statusCode).toBe(200);
  });
});

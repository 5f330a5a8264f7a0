// Fair delivery: a held, a failing and a redirecting endpoint beside healthy ones of the same site and another site; the healthy get every event while the held one still waits; circuits open and close, and show in the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { queueEvent } from '../../../src/server/events/event-outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CIRCUIT_OPEN_AFTER } from '../../../src/server/webhooks/circuit-breaker.js';
import { OutboxWorker } from '../../../src/server/webhooks/outbox-worker.js';
import { CartEventType } from '../../../src/wire/events.js';
import type { WebhookEndpoint } from '../../../src/wire/webhooks.js';
import { insertSite } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

const t = useTestApp();
const silent = { warn: () => undefined, error: () => undefined };
/** Events per site. */
const EVENTS = 40;
/** Each endpoint's slots in this test: fewer than its events, so that a held or failing endpoint has more waiting than it may send. */
const PER_ENDPOINT = 16;

const receivers: WebhookReceiver[] = [];
async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}
afterAll(async () => {
  for (const r of receivers) await r.close();
});

let otherSiteId: string;
let otherKey: string;
beforeAll(async () => {
  otherSiteId = (await insertSite(t.ctx.db)).siteId;
  otherKey = (await createApiKey(t.handle.db, otherSiteId, 'fair')).key;
});

async function addEndpoint(token: string, url: string): Promise<WebhookEndpoint> {
  const response = await t.call('POST', '/tote/v1/webhooks/endpoints', { token, body: { endpoint: { url, eventTypes: [CartEventType.UPDATED] } } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().endpoint;
}

async function readEndpoint(token: string, id: string): Promise<WebhookEndpoint> {
  const response = await t.call('GET', `/tote/v1/webhooks/endpoints/${id}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().endpoint;
}

/** `count` cart events of the site, each of its own cart (so no event waits for another of its entity). */
async function writeEvents(siteId: string, count: number, prefix: string): Promise<void> {
  await t.ctx.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      const cartId = `${prefix}-${i}`;
      await queueEvent(trx, { siteId, eventType: CartEventType.UPDATED, entityFqdn: 'wix.ecom.v1.cart', entityId: cartId, entity: { id: cartId } }, new Date());
    }
  });
}

describe('fair webhook delivery', () => {
  it('delivers every event to healthy endpoints of both sites while a slow one is held; the failing circuits open, then one closes after a 2xx', async () => {
    const own = await t.merchantKey();
    const [slow, failing, redirecting, healthy, otherHealthy] = [await receiver(), await receiver(), await receiver(), await receiver(), await receiver()];
    slow.mode = { kind: 'hold' };
    failing.mode = { kind: 'status', status: 500 };
    redirecting.mode = { kind: 'redirect', to: healthy.url };
    const slowEndpoint = await addEndpoint(own, slow.url);
    const failingEndpoint = await addEndpoint(own, failing.url);
    const redirectingEndpoint = await addEndpoint(own, redirecting.url);
    const healthyEndpoint = await addEndpoint(own, healthy.url);
    const otherEndpoint = await addEndpoint(otherKey, otherHealthy.url);
    expect(healthyEndpoint.health).toEqual({ state: 'CLOSED', consecutiveFailures: 0 });
    await writeEvents(DEMO_SITE_ID, EVENTS, 'fair-own');
    await writeEvents(otherSiteId, EVENTS, 'fair-other');

    // A held request waits far longer than the test: its timeout is the lease's (less a margin), not the worker's.
    const worker = new OutboxWorker(t.ctx, silent, { timeoutMs: 120_000, coolDownMs: 100, maxCoolDownMs: 400, perEndpoint: PER_ENDPOINT });
    worker.start();
    try {
      await healthy.waitFor(EVENTS, 20_000);
      await otherHealthy.waitFor(EVENTS, 20_000);
      // The slow endpoint is still held: it has only its own slots, and none of its requests has been answered.
      expect(slow.accepted).toHaveLength(0);
      expect(slow.held.length).toBeGreaterThan(0);
      expect(slow.held.length).toBeLessThanOrEqual(PER_ENDPOINT);
      expect(new Set(healthy.accepted.map((r) => r.json.data.entityId)).size).toBe(EVENTS);

      // The failing and the redirecting endpoints' circuits opened after their failures.
      for (const endpoint of [failingEndpoint, redirectingEndpoint])
        await expect.poll(async () => (await readEndpoint(own, endpoint.id)).health.state, { timeout: 10_000 }).toBe('OPEN');
      const open = await readEndpoint(own, failingEndpoint.id);
      expect(open.health.consecutiveFailures).toBeGreaterThanOrEqual(CIRCUIT_OPEN_AFTER);
      expect(open.health.lastFailureDate).toBeDefined();
      expect(open.health.lastSuccessDate).toBeUndefined();
      expect(Date.parse(open.health.nextAttemptDate!)).toBeGreaterThan(Date.parse(open.health.lastFailureDate!));
      // While open, its deliveries wait: far fewer requests than events (the first slots' failures and the probes).
      expect(failing.all.length).toBeLessThan(EVENTS);
      const healthyNow = await readEndpoint(own, healthyEndpoint.id);
      expect(healthyNow.health).toMatchObject({ state: 'CLOSED', consecutiveFailures: 0 });
      expect(healthyNow.health.lastSuccessDate).toBeDefined();

      // The failing receiver comes back: a probe after the cool-down succeeds, the circuit closes, everything waiting goes out.
      failing.mode = { kind: 'ok' };
      await failing.waitFor(EVENTS, 20_000);
      await expect.poll(async () => (await readEndpoint(own, failingEndpoint.id)).health.state, { timeout: 10_000 }).toBe('CLOSED');
      const closed = await readEndpoint(own, failingEndpoint.id);
      expect(closed.health.consecutiveFailures).toBe(0);
      expect(closed.health.lastSuccessDate).toBeDefined();
      expect(closed.health.nextAttemptDate).toBeUndefined();

      // Released at the end, the slow endpoint gets every event too: nothing was dropped.
      slow.release();
      await slow.waitFor(EVENTS, 20_000);
      expect((await readEndpoint(own, slowEndpoint.id)).health.state).toBe('CLOSED');
      expect((await readEndpoint(otherKey, otherEndpoint.id)).health.state).toBe('CLOSED');
    } finally {
      slow.release();
      await worker.stop();
    }
  }, 90_000);

  it('ends a request that outlasts its claim before the lease runs out: one attempt, recorded as a timeout, never sent twice', async () => {
    const held = await receiver();
    held.mode = { kind: 'hold' };
    const own = await t.merchantKey();
    const endpoint = await addEndpoint(own, held.url);
    await writeEvents(DEMO_SITE_ID, 1, 'lease');
    // A 2 s lease with the default 10 s timeout: the request may take 1.5 s.
    const worker = new OutboxWorker(t.ctx, silent, { leaseMs: 2_000 });
    worker.start();
    try {
      await held.waitForRequests(1, 10_000);
      await expect
        .poll(async () => (await t.call('GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/deliveries`, { token: own })).json().deliveries[0]?.lastError, {
          timeout: 10_000,
        })
        .toMatch(/timeout/);
      const [delivery] = (await t.call('GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/deliveries`, { token: own })).json().deliveries;
      const detail = (await t.call('GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/deliveries/${delivery.id}`, { token: own })).json();
      expect(detail.attempts).toHaveLength(1);
      expect(detail.attempts[0].latencyMs).toBeLessThan(2_000);
      expect(held.all).toHaveLength(1);
    } finally {
      held.release();
      await worker.stop();
    }
  });
});

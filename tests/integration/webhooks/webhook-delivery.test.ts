// Webhook delivery against a real receiver on loopback: signed so `standardwebhooks` verifies, retried on schedule, in order per entity, bounded.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../../src/server/site/staff-accounts.js';
import { OutboxWorker } from '../../../src/server/webhooks/outbox-worker.js';
import { DISABLE_AFTER_FAILING_MS } from '../../../src/server/webhooks/endpoint-health.js';
import { RETRY_DELAYS_MS } from '../../../src/server/webhooks/retry-schedule.js';
import { purgeWebhookHistory } from '../../../src/server/webhooks/webhook-history.js';
import { CartEventType, OrderEventType, WEBHOOK_TEST_EVENT } from '../../../src/wire/events.js';
import type { WebhookEndpoint } from '../../../src/wire/webhooks.js';
import { addToCart, insertProduct } from '../../support/cart-fixtures.js';
import { asMerchant, mailsTo, placeOrder } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

let now = new Date();
const t = useTestApp({ clock: () => new Date(now) });
let receiver: WebhookReceiver;
const silent = { warn: () => undefined, error: () => undefined };
/** A worker driven round by round; the same code the server runs in its process. */
let worker: OutboxWorker;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  worker = new OutboxWorker(t.ctx, silent, { timeoutMs: 1_000, random: () => 0.5 });
});
afterAll(async () => receiver.close());

async function addEndpoint(body: Record<string, unknown>): Promise<WebhookEndpoint> {
  const response = await asMerchant(t, 'POST', '/tote/v1/webhooks/endpoints', { endpoint: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().endpoint;
}

/** Runs worker rounds until one finds nothing to do. */
async function drain(): Promise<void> {
  for (let i = 0; i < 50 && (await worker.round()); i++);
}

async function testEvent(endpointId: string): Promise<string> {
  const response = await asMerchant(t, 'POST', `/tote/v1/webhooks/endpoints/${endpointId}/test`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().eventId;
}

describe('registering endpoints', () => {
  it('answers the endpoint with a Standard Webhooks secret, lists it without the secret, and refuses bad input field by field', async () => {
    const endpoint = await addEndpoint({ url: receiver.url, eventTypes: [OrderEventType.CREATED], description: 'ERP' });
    expect(endpoint).toMatchObject({ url: receiver.url, eventTypes: [OrderEventType.CREATED], description: 'ERP', enabled: true });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = (await asMerchant(t, 'GET', '/tote/v1/webhooks/endpoints')).json().endpoints as WebhookEndpoint[];
    expect(list.find((e) => e.id === endpoint.id)).toEqual({ ...endpoint, secret: undefined });
    expect(list.find((e) => e.id === endpoint.id)).not.toHaveProperty('secret');

    const bad = await asMerchant(t, 'POST', '/tote/v1/webhooks/endpoints', {
      endpoint: { url: 'ftp://example.com/hooks', eventTypes: ['wix.ecom.v1.cart_created', 'no.such.event'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(['endpoint.eventTypes[1]', 'endpoint.url']);
    for (const url of ['not a url', 'https://user:pw@example.com/x', 'javascript:alert(1)']) {
      const response = await asMerchant(t, 'POST', '/tote/v1/webhooks/endpoints', { endpoint: { url } });
      expect(response.statusCode, url).toBe(400);
    }
    expect((await asMerchant(t, 'POST', '/tote/v1/webhooks/endpoints', { endpoint: { eventTypes: [] } })).statusCode).toBe(400);
    expect((await asMerchant(t, 'GET', '/tote/v1/webhooks/endpoints/whe_nope')).json().details.applicationError.code).toBe('WEBHOOK_ENDPOINT_NOT_FOUND');
    expect((await t.call('GET', '/tote/v1/webhooks/endpoints', { token: await t.visitorToken() })).statusCode).toBe(403);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });
});

describe('delivery', () => {
  it('delivers an order event signed so that the standardwebhooks package verifies it, with the Wix event data', async () => {
    const endpoint = await addEndpoint({ url: receiver.url, eventTypes: [OrderEventType.CREATED] });
    const mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Hook mug', price: 1200 });
    const before = receiver.accepted.length;
    const { orderId } = await placeOrder(t, [{ productId: mug.id }]);
    await drain();
    const [got] = receiver.accepted.slice(before);
    expect(got).toBeDefined();
    const verified = new Webhook(endpoint.secret!).verify(got!.body, got!.headers as Record<string, string>) as Record<string, any>;
    expect(verified).toMatchObject({
      type: OrderEventType.CREATED,
      instanceId: DEMO_SITE_ID,
      identity: { identityType: 'ANONYMOUS_VISITOR' },
      data: { slug: 'created', entityFqdn: 'wix.ecom.v1.order', entityId: orderId, entityEventSequence: '1', createdEvent: { entity: { id: orderId } } },
    });
    expect(got!.headers['webhook-id']).toBe(verified.data.id);
    // A wrong secret does not verify.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got!.body, got!.headers as Record<string, string>)).toThrow();
    const log = (await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/deliveries`)).json();
    expect(log.deliveries[0]).toMatchObject({ eventType: OrderEventType.CREATED, entityId: orderId, status: 'SUCCEEDED', attempts: 1, lastStatusCode: 200 });
    const detail = (await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/deliveries/${log.deliveries[0].id}`)).json();
    expect(detail.attempts).toEqual([expect.objectContaining({ statusCode: 200, responseExcerpt: 'thanks' })]);
    expect(detail.attempts[0].latencyMs).toBeGreaterThanOrEqual(0);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });

  it('retries a receiver that is down on the schedule, then delivers every event of one entity in order', async () => {
    const endpoint = await addEndpoint({ url: receiver.url });
    receiver.mode = { kind: 'status', status: 503 };
    const ids = [await testEvent(endpoint.id), await testEvent(endpoint.id), await testEvent(endpoint.id)];
    await drain();
    const pending = (await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/deliveries?status=PENDING`)).json().deliveries;
    expect(pending).toHaveLength(3);
    // Only the entity's first event was tried: the others wait for it, so the receiver never gets them out of order.
    const tried = pending.filter((d: { attempts: number }) => d.attempts > 0);
    expect(tried).toHaveLength(1);
    expect(tried[0]).toMatchObject({ eventId: ids[0], lastStatusCode: 503 });
    // Its next try is the schedule's first wait (jitter 0.5 → exactly the base) from now.
    expect(new Date(tried[0].nextAttemptDate).getTime() - now.getTime()).toBe(RETRY_DELAYS_MS[0]);
    // Not due yet: nothing is sent.
    const requests = receiver.all.length;
    await drain();
    expect(receiver.all.length).toBe(requests);
    // The receiver comes back; time passes the first wait.
    receiver.mode = { kind: 'ok' };
    const before = receiver.accepted.length;
    now = new Date(now.getTime() + RETRY_DELAYS_MS[0]! + 1);
    await drain();
    const got = receiver.accepted.slice(before);
    expect(got.map((r) => r.json.data.id)).toEqual(ids);
    expect(got.map((r) => r.json.data.entityEventSequence)).toEqual(
      ['1', '2', '3'].map((n) => String(Number(n) + Number(got[0]!.json.data.entityEventSequence) - 1)),
    );
    expect(got.every((r) => r.json.type === WEBHOOK_TEST_EVENT)).toBe(true);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });

  it('sends an add-to-cart’s cart as the add answered it, the same on every retry after the product changed', async () => {
    const endpoint = await addEndpoint({ url: receiver.url, eventTypes: [CartEventType.CREATED] });
    const lamp = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Hook lamp', price: 4500 });
    receiver.mode = { kind: 'status', status: 503 };
    const visitor = await t.visitorToken();
    const answered = await addToCart(t, visitor, [{ productId: lamp.id, quantity: 2 }]);
    // Stored lean by the add's one statement, rendered and stored when fanned out to the endpoint.
    await drain();
    expect(receiver.all.at(-1)!.json.data.createdEvent.entity).toEqual(answered);
    await t.ctx.db.updateTable('products').set({ name: 'Renamed lamp', price: 9900 }).where('id', '=', lamp.id).execute();
    receiver.mode = { kind: 'ok' };
    const before = receiver.accepted.length;
    now = new Date(now.getTime() + RETRY_DELAYS_MS[0]! + 1);
    await drain();
    const [got] = receiver.accepted.slice(before);
    expect(got!.json.type).toBe(CartEventType.CREATED);
    expect(got!.json.data.createdEvent.entity).toEqual(answered);
    expect(got!.json.data.createdEvent.entity.lineItems[0].productName.original).toBe('Hook lamp');
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });

  it('gives up after the last scheduled attempt (the dead letter), more than three days after the first', async () => {
    const endpoint = await addEndpoint({ url: receiver.url });
    receiver.mode = { kind: 'status', status: 500 };
    const eventId = await testEvent(endpoint.id);
    const start = now.getTime();
    await drain();
    for (const wait of RETRY_DELAYS_MS) {
      now = new Date(now.getTime() + wait + 1);
      await drain();
    }
    const [delivery] = (await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/deliveries?eventId=${eventId}`)).json().deliveries;
    expect(delivery).toMatchObject({ status: 'FAILED', attempts: RETRY_DELAYS_MS.length + 1, lastStatusCode: 500 });
    expect(now.getTime() - start).toBeGreaterThan(3 * 24 * 3600_000);
    // A replay of the dead letter sends it again once the receiver is back.
    receiver.mode = { kind: 'ok' };
    const before = receiver.accepted.length;
    expect((await asMerchant(t, 'POST', `/tote/v1/webhooks/endpoints/${endpoint.id}/replay`, { eventId })).json()).toEqual({ replayed: 1 });
    await drain();
    expect(receiver.accepted.slice(before).map((r) => r.json.data.id)).toEqual([eventId]);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });

  it('does not follow redirects, bounds a slow receiver and a 50 MB answer', async () => {
    const target = await startWebhookReceiver('/elsewhere');
    try {
      const endpoint = await addEndpoint({ url: receiver.url });
      receiver.mode = { kind: 'redirect', to: target.url };
      await testEvent(endpoint.id);
      await drain();
      expect(target.all).toHaveLength(0);
      receiver.mode = { kind: 'slow', ms: 3_000 };
      now = new Date(now.getTime() + RETRY_DELAYS_MS[0]! + 1);
      const slowStart = Date.now();
      await drain();
      expect(Date.now() - slowStart).toBeLessThan(2_500);
      receiver.mode = { kind: 'huge', bytes: 50 * 1024 * 1024 };
      now = new Date(now.getTime() + RETRY_DELAYS_MS[1]! + 1);
      const hugeStart = Date.now();
      await drain();
      expect(Date.now() - hugeStart).toBeLessThan(2_000);
      const [delivery] = (await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/deliveries`)).json().deliveries;
      const { attempts } = (await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/deliveries/${delivery.id}`)).json();
      expect(attempts).toHaveLength(3);
      expect(attempts[0]).toMatchObject({ statusCode: 302, error: 'Redirects are not followed' });
      expect(attempts[1].error).toMatch(/^timeout/);
      expect(attempts[2].statusCode).toBe(500);
      expect(attempts[2].responseExcerpt.length).toBeLessThanOrEqual(1024);
      expect(delivery.status).toBe('PENDING');
      await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
    } finally {
      receiver.mode = { kind: 'ok' };
      await target.close();
    }
  });

  it('disables an endpoint that answers 410 Gone, tells the owner, and sends what waited once it is enabled again', async () => {
    await createStaffAccount(t.ctx.db, DEMO_SITE_ID, { email: 'owner@hooks.example', password: 'a long owner password', role: 'owner' });
    const endpoint = await addEndpoint({ url: receiver.url });
    receiver.mode = { kind: 'status', status: 410 };
    const eventId = await testEvent(endpoint.id);
    await drain();
    const disabled = (await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}`)).json().endpoint;
    expect(disabled).toMatchObject({ enabled: false, disabledReason: 'GONE' });
    const [mail] = await mailsTo(t, 'owner@hooks.example', 'webhook-endpoint-disabled');
    expect(mail?.text_body).toContain(endpoint.id);
    receiver.mode = { kind: 'ok' };
    const before = receiver.accepted.length;
    await drain();
    expect(receiver.accepted.length).toBe(before);
    expect((await asMerchant(t, 'PATCH', `/tote/v1/webhooks/endpoints/${endpoint.id}`, { endpoint: { enabled: true } })).json().endpoint.enabled).toBe(true);
    await drain();
    expect(receiver.accepted.slice(before).map((r) => r.json.data.id)).toEqual([eventId]);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });

  it('disables an endpoint whose every request has failed for five days, and tells the owner', async () => {
    const endpoint = await addEndpoint({ url: receiver.url, description: 'always down' });
    receiver.mode = { kind: 'status', status: 502 };
    await testEvent(endpoint.id);
    await drain();
    expect((await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}`)).json().endpoint.enabled).toBe(true);
    now = new Date(now.getTime() + DISABLE_AFTER_FAILING_MS + 1000);
    await testEvent(endpoint.id);
    await drain();
    expect((await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}`)).json().endpoint).toMatchObject({
      enabled: false,
      disabledReason: 'FAILING',
    });
    const mails = await mailsTo(t, 'owner@hooks.example', 'webhook-endpoint-disabled');
    expect(mails.some((m) => m.text_body.includes(endpoint.id) && m.text_body.includes('failed for 5 days'))).toBe(true);
    receiver.mode = { kind: 'ok' };
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });

  it('keeps the delivery log 30 days', async () => {
    const endpoint = await addEndpoint({ url: receiver.url });
    await testEvent(endpoint.id);
    await drain();
    const log = () => asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/deliveries`).then((r) => r.json().deliveries);
    expect(await log()).toHaveLength(1);
    await purgeWebhookHistory(t.ctx.db, new Date(now.getTime() + 29 * 24 * 3600_000));
    expect(await log()).toHaveLength(1);
    await purgeWebhookHistory(t.ctx.db, new Date(now.getTime() + 31 * 24 * 3600_000));
    expect(await log()).toHaveLength(0);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });

  it('signs with both secrets for a day after a rotation, then with the new one only', async () => {
    const endpoint = await addEndpoint({ url: receiver.url });
    const rotated = (await asMerchant(t, 'POST', `/tote/v1/webhooks/endpoints/${endpoint.id}/rotate-secret`)).json().endpoint as WebhookEndpoint;
    expect(rotated.secret).not.toBe(endpoint.secret);
    const before = receiver.accepted.length;
    await testEvent(endpoint.id);
    await drain();
    const [got] = receiver.accepted.slice(before);
    for (const secret of [endpoint.secret!, rotated.secret!])
      expect(() => new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>)).not.toThrow();
    now = new Date(now.getTime() + 25 * 3600_000);
    await testEvent(endpoint.id);
    await drain();
    const late = receiver.accepted.at(-1)!;
    expect(String(late.headers['webhook-signature']).split(' ')).toHaveLength(1);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });

  it('replays every event of an endpoint in a time range, and lists the event log after a cursor', async () => {
    const endpoint = await addEndpoint({ url: receiver.url, eventTypes: [OrderEventType.CREATED] });
    const from = new Date(now.getTime() - 1000);
    const mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Replay mug', price: 900 });
    const orders = [(await placeOrder(t, [{ productId: mug.id }])).orderId, (await placeOrder(t, [{ productId: mug.id }])).orderId];
    await drain();
    const before = receiver.accepted.length;
    const replay = await asMerchant(t, 'POST', `/tote/v1/webhooks/endpoints/${endpoint.id}/replay`, {
      from: from.toISOString(),
      to: new Date(now.getTime() + 1000).toISOString(),
    });
    expect(replay.json()).toEqual({ replayed: 2 });
    await drain();
    // Different entities go out side by side: their order is free.
    expect(
      receiver.accepted
        .slice(before)
        .map((r) => r.json.data.entityId)
        .sort(),
    ).toEqual([...orders].sort());
    const log = (await asMerchant(t, 'GET', `/tote/v1/webhooks/events?after=0&eventTypes=${OrderEventType.CREATED}&limit=500`)).json();
    expect(log.events.map((e: { data: { entityId: string } }) => e.data.entityId)).toEqual(expect.arrayContaining(orders));
    const latest = (await asMerchant(t, 'GET', '/tote/v1/webhooks/events?after=latest')).json();
    expect(latest.events).toEqual([]);
    expect((await asMerchant(t, 'GET', `/tote/v1/webhooks/events?after=${latest.cursor}`)).json().events).toEqual([]);
    expect((await asMerchant(t, 'GET', '/tote/v1/webhooks/events?eventTypes=nope')).statusCode).toBe(400);
    expect((await asMerchant(t, 'POST', `/tote/v1/webhooks/endpoints/${endpoint.id}/replay`, { from: 'yesterday' })).statusCode).toBe(400);
    expect((await asMerchant(t, 'POST', `/tote/v1/webhooks/endpoints/${endpoint.id}/replay`, { eventId: 'nope' })).statusCode).toBe(404);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });
});

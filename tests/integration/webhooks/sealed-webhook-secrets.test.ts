// Webhook signing secrets at rest: sealed with SECRETS_KEY and bound to their endpoint, never stored readable; deliveries still verify, and secrets stored before sealing keep signing.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxWorker } from '../../../src/server/webhooks/outbox-worker.js';
import type { WebhookEndpoint } from '../../../src/wire/webhooks.js';
import { asMerchant } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

const t = useTestApp({ env: { SECRETS_KEY: randomBytes(32).toString('hex') } });
let receiver: WebhookReceiver;
let worker: OutboxWorker;
const silent = { warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  worker = new OutboxWorker(t.ctx, silent, { timeoutMs: 1_000, random: () => 0.5 });
});
afterAll(async () => receiver.close());

async function addEndpoint(): Promise<WebhookEndpoint> {
  const response = await asMerchant(t, 'POST', '/tote/v1/webhooks/endpoints', { endpoint: { url: receiver.url } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().endpoint;
}

/** The stored secrets of an endpoint, as in the database. */
async function stored(id: string): Promise<{ secret: string; previous_secret: string | null }> {
  return t.ctx.db.selectFrom('webhook_endpoints').select(['secret', 'previous_secret']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Sends the endpoint a test event and answers the request the receiver got, or undefined; `round` runs the worker until idle. */
async function deliverTest(id: string) {
  const before = receiver.accepted.length;
  const sent = await asMerchant(t, 'POST', `/tote/v1/webhooks/endpoints/${id}/test`);
  expect(sent.statusCode, sent.body).toBe(200);
  for (let i = 0; i < 20 && (await worker.round()); i++);
  return receiver.accepted.slice(before)[0];
}

function verifies(secret: string, got: { body: string; headers: Record<string, unknown> }): boolean {
  try {
    new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

describe('sealed webhook secrets', () => {
  it('stores the secret sealed; the API answers it readable; deliveries verify with it, before and after a rotation', async () => {
    const endpoint = await addEndpoint();
    const row = await stored(endpoint.id);
    expect(row.secret).toMatch(/^v1:/);
    expect(row.secret).not.toContain(endpoint.secret!.slice(6));
    expect((await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/secret`)).json().secret).toBe(endpoint.secret);
    expect(verifies(endpoint.secret!, (await deliverTest(endpoint.id))!)).toBe(true);

    const rotated = (await asMerchant(t, 'POST', `/tote/v1/webhooks/endpoints/${endpoint.id}/rotate-secret`)).json().endpoint as WebhookEndpoint;
    const after = await stored(endpoint.id);
    expect(after.secret).toMatch(/^v1:/);
    expect(after.previous_secret).toBe(row.secret);
    const got = (await deliverTest(endpoint.id))!;
    expect(verifies(endpoint.secret!, got)).toBe(true);
    expect(verifies(rotated.secret!, got)).toBe(true);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });

  it('keeps signing with a secret stored readable before sealing began', async () => {
    const endpoint = await addEndpoint();
    const plain = `whsec_${randomBytes(32).toString('base64')}`;
    await t.ctx.db.updateTable('webhook_endpoints').set({ secret: plain }).where('id', '=', endpoint.id).execute();
    expect((await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${endpoint.id}/secret`)).json().secret).toBe(plain);
    expect(verifies(plain, (await deliverTest(endpoint.id))!)).toBe(true);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${endpoint.id}`);
  });

  it('does not open a sealed secret copied to another endpoint: the API says so, and nothing is sent unsigned', async () => {
    const first = await addEndpoint();
    const second = await addEndpoint();
    await t.ctx.db
      .updateTable('webhook_endpoints')
      .set({ secret: (await stored(first.id)).secret })
      .where('id', '=', second.id)
      .execute();
    const read = await asMerchant(t, 'GET', `/tote/v1/webhooks/endpoints/${second.id}/secret`);
    expect(read.statusCode).toBe(409);
    expect(read.json().details.applicationError.code).toBe('WEBHOOK_SECRET_UNREADABLE');
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${first.id}`);
    expect(await deliverTest(second.id)).toBeUndefined();
    const attempt = await t.ctx.db
      .selectFrom('webhook_attempts')
      .select(['status_code', 'error'])
      .where('endpoint_id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(attempt.status_code).toBeNull();
    expect(attempt.error).toMatch(/signing secret does not open/);
    await asMerchant(t, 'DELETE', `/tote/v1/webhooks/endpoints/${second.id}`);
  });
});

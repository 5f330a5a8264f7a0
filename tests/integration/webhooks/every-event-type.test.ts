// Every event type a store emits reaches a subscribed endpoint exactly once and verifies with `standardwebhooks`, caused by real API calls.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { OutboxWorker } from '../../../src/server/webhooks/outbox-worker.js';
import { EVENT_TYPES, WEBHOOK_TEST_EVENT } from '../../../src/wire/events.js';
import { insertProduct } from '../../support/cart-fixtures.js';
import { CATALOG, createCollection, createProduct } from '../../support/catalog-calls.js';
import { merchantOrder } from '../../support/checkout-flows.js';
import { callFrom, freshEmail, freshIp, latestCode, setSiteSettings } from '../../support/identity-flows.js';
import { asMerchant, placeOrder } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

const t = useTestApp();
let receiver: WebhookReceiver;
let secret: string;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  const response = await asMerchant(t, 'POST', '/tote/v1/webhooks/endpoints', { endpoint: { url: receiver.url } });
  secret = response.json().endpoint.secret;
});
afterAll(async () => receiver.close());

/** Calls the catalog write API with the merchant key; fails the test on anything but 200. */
async function write(method: string, path: string, body?: unknown) {
  const response = await asMerchant(t, method, `${CATALOG.write}${path}`, body);
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
  return response.json();
}

describe('every event type', () => {
  it('is delivered once, signed, after the calls that cause it', async () => {
    // Catalog: a product with options, changed, its variants changed, deleted; a collection created, changed, deleted.
    const tee = await createProduct(t, {
      name: 'Hook Tee',
      priceData: { price: 20 },
      manageVariants: true,
      productOptions: [
        {
          name: 'Size',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'M', description: 'M' },
          ],
        },
      ],
    });
    await write('PATCH', `/products/${tee.id}`, { product: { priceData: { price: 21 } } });
    await write('PATCH', `/products/${tee.id}/variants`, { variants: [{ choices: { Size: 'M' }, price: 22 }] });
    await write('DELETE', `/products/${tee.id}`);
    const collection = await createCollection(t, { name: 'Hook Picks' });
    await write('PATCH', `/collections/${collection.id}`, { collection: { name: 'Hook Favourites' } });
    await write('DELETE', `/collections/${collection.id}`);

    // Inventory, a cart created, updated and deleted, and orders: paid, fulfilled, cancelled, refunded.
    const mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Hook Mug', price: 1000, trackInventory: true, quantity: 50 });
    expect(
      (
        await asMerchant(t, 'PATCH', `/stores/v2/inventoryItems/product/${mug.id}`, {
          inventoryItem: { trackQuantity: true, variants: [{ variantId: '00000000-0000-0000-0000-000000000000', quantity: 40 }] },
        })
      ).statusCode,
    ).toBe(200);
    const visitor = await t.visitorToken();
    const add = { lineItems: [{ quantity: 1, catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: mug.id } }] };
    expect((await t.call('POST', '/ecom/v1/carts/current/add-to-cart', { token: visitor, body: add })).statusCode).toBe(200);
    expect((await t.call('POST', '/ecom/v1/carts/current/add-to-cart', { token: visitor, body: add })).statusCode).toBe(200);
    expect((await t.call('DELETE', '/ecom/v1/carts/current', { token: visitor })).statusCode).toBe(200);
    const offline = await placeOrder(t, [{ productId: mug.id }]);
    expect((await asMerchant(t, 'POST', `/ecom/v1/payments-collector/orders/${offline.orderId}/mark-as-paid`, {})).statusCode).toBe(200);
    const line = (await merchantOrder(t, offline.orderId)).lineItems[0].id;
    expect(
      (await asMerchant(t, 'POST', `/ecom/v1/fulfillments/orders/${offline.orderId}/create-fulfillment`, { fulfillment: { lineItems: [{ id: line }] } }))
        .statusCode,
    ).toBe(200);
    const cancelled = await placeOrder(t, [{ productId: mug.id }]);
    expect((await asMerchant(t, 'POST', `/ecom/v1/orders/${cancelled.orderId}/cancel`, {})).statusCode).toBe(200);
    const paid = await placeOrder(t, [{ productId: mug.id }], { card: true });
    const paymentId = (await asMerchant(t, 'GET', `/ecom/v1/payments/orders/${paid.orderId}`)).json().orderTransactions.payments[0].id;
    expect((await asMerchant(t, 'POST', `/ecom/v1/payments-collector/orders/${paid.orderId}/trigger-refund`, { payments: [{ paymentId }] })).statusCode).toBe(
      200,
    );

    // A member registers and verifies the e-mail (created, then status changed).
    await setSiteSettings(t, { requireOwnerApproval: false, requireEmailVerification: true });
    const token = await t.visitorToken();
    const email = freshEmail();
    const ip = freshIp();
    const registered = await callFrom(t, 'POST', '/_api/iam/authentication/v2/register', {
      token,
      ip,
      body: { loginId: { email }, password: 'correct horse battery' },
    });
    const verify = { code: await latestCode(t, email), stateToken: registered.json().stateToken };
    expect((await callFrom(t, 'POST', '/_api/iam/verification/v1/auth/verify', { token, ip, body: verify })).json().state).toBe('SUCCESS');

    const worker = new OutboxWorker(t.ctx, { warn: () => undefined, error: () => undefined });
    for (let i = 0; i < 50 && (await worker.round()); i++);

    const got = receiver.accepted;
    const ids = got.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of got) expect(() => new Webhook(secret).verify(r.body, r.headers as Record<string, string>)).not.toThrow();
    const types = new Set(got.map((r) => r.json.type));
    expect([...types].sort()).toEqual(EVENT_TYPES.filter((type) => type !== WEBHOOK_TEST_EVENT).sort());
  });
});

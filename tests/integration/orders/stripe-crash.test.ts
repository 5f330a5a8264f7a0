// kill -9 of the real server between Stripe's success and Tote's order write (Stripe stand-in; Stripe cannot be reached here): once Stripe's event arrives, exactly one paid order.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CART_PATH, catalogRef } from '../../support/cart-fixtures.js';
import { NY_ADDRESS, ADA } from '../../support/checkout-flows.js';
import { startServerProcess, until, type ServerProcess } from '../../support/server-process.js';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in.js';
import { testDatabaseKind } from '../../support/test-database.js';

const SECRET_KEY = 'sk_test_toteCrash0001';
const WEBHOOK_SECRET = 'whsec_toteCrash0001';
/** How long a start may take on a busy shared machine (PGlite's start, migrations, the demo seeded on the first). */
const READY_MS = 240_000;

let folder: string | undefined;
let server: ServerProcess | undefined;
let standIn: StripeStandIn | undefined;

afterAll(async () => {
  await server?.stop();
  await standIn?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe.skipIf(testDatabaseKind() !== 'pglite')('kill -9 while a Stripe payment completes', () => {
  it('leaves no order and no charge lost: the event after the restart places exactly one paid order', async () => {
    standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    folder = await mkdtemp(path.join(tmpdir(), 'tote-stripe-crash-'));
    // One public origin across restarts (on new ports): the tokens' issuer. No outbox worker: nothing else commits.
    const env = {
      OUTBOX_WORKER: 'off',
      PUBLIC_URL: 'http://localhost:8787',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_toteCrash0001',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.url,
    };
    server = await startServerProcess(folder, env, READY_MS);
    const token = await server.visitorToken();
    const product = await server.call('GET', '/stores-reader/v1/products/slug/canvas-cap', { token });
    expect(product.statusCode, product.body).toBe(200);
    const added = await server.call('POST', `${CART_PATH}/add-to-cart`, {
      token,
      body: { lineItems: [{ catalogReference: catalogRef(product.json().product.id), quantity: 1 }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const created = await server.call('POST', `${CART_PATH}/create-checkout`, { token, body: { channelType: 'WEB' } });
    const checkoutId = created.json().checkoutId as string;
    const filled = await server.call('PATCH', `/ecom/v1/checkouts/${checkoutId}`, {
      token,
      body: { checkout: { buyerInfo: { email: 'ada@example.com' }, shippingInfo: { shippingDestination: { address: NY_ADDRESS, contactDetails: ADA } } } },
    });
    expect(filled.statusCode, filled.body).toBe(200);
    const intent = await server.call('POST', `/ecom/v1/checkouts/${checkoutId}/payments/stripe/intent`, { token, body: {} });
    expect(intent.statusCode, intent.body).toBe(200);
    const intentId = (intent.json().clientSecret as string).split('_secret_')[0]!;

    // Stripe took the money; the buyer's return reaches the server, which waits for Stripe's answer: then kill -9.
    const paid = standIn.pay(intentId);
    const hold = standIn.holdRetrieves();
    const running = server;
    const lost = running.call('POST', `/ecom/v1/checkouts/${checkoutId}/payments/stripe/complete`, { token, body: {} }).catch(() => undefined);
    await until(() => hold.waiting() > 0, 30_000, 'the server asking Stripe for the intent');
    running.child.kill('SIGKILL');
    await running.stop();
    expect(await lost).toBeUndefined();
    hold.release();

    server = await startServerProcess(folder, env, READY_MS);
    const before = await server.call('GET', `/ecom/v1/checkouts/${checkoutId}`, { token });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().orderId).toBeUndefined();

    // Stripe's event arrives (twice, as Stripe may send it), and the buyer comes back once more.
    const event = standIn.signedEvent('payment_intent.succeeded', paid);
    const send = () =>
      fetch(`http://127.0.0.1:${server!.port}/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const placed = (await server.call('GET', `/ecom/v1/checkouts/${checkoutId}`, { token })).json().orderId as string | undefined;
    expect(placed).toEqual(expect.any(String));
    const back = await server.call('POST', `/ecom/v1/checkouts/${checkoutId}/payments/stripe/complete`, { token, body: {} });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().orderId).toBe(placed);
    const thanks = await server.call('GET', `/ecom/v1/checkouts/${checkoutId}/thank-you`, { token });
    expect(thanks.json().order).toMatchObject({
      id: back.json().orderId,
      paymentStatus: 'PAID',
      paymentDetails: { providerId: 'stripe', reference: intentId },
    });
    expect([...standIn.refunds.values()]).toHaveLength(0);
  }, 600_000);
});

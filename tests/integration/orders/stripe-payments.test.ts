// Stripe payments against the Stripe stand-in (tests/support/stripe-stand-in.ts; Stripe cannot be reached here): the order placed once and paid when Stripe says so.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../../src/server/site/staff-accounts.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import {
  checkoutCall,
  createOrder,
  errorCode,
  fillCheckout,
  merchantOrder,
  pageFor,
  violationFields,
  type CheckoutAuth,
} from '../../support/checkout-flows.js';
import { mailsTo } from '../../support/order-operations.js';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const SECRET_KEY = 'sk_test_toteStandIn0001';
const PUBLISHABLE_KEY = 'pk_test_toteStandIn0001';
const WEBHOOK_SECRET = 'whsec_toteStandIn0001';
const WEBHOOK = '/payments/stripe/webhook';

let standIn: StripeStandIn;
let t: TestApp & { close(): Promise<void> };
let lamp: CreatedProduct;

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await startTestApp({
    env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url },
  });
  lamp = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Stripe Lamp', price: 4000, trackInventory: true, quantity: 100 });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

interface Ready {
  checkoutId: string;
  auth: CheckoutAuth;
}

async function readyCheckout(quantity = 2): Promise<Ready> {
  const page = await pageFor(t, await t.visitorToken(), [{ productId: lamp.id, quantity }]);
  await fillCheckout(t, page.auth, page.checkoutId);
  return page;
}

async function intentFor(ready: Ready): Promise<{ id: string; amount: number; currency: string; clientSecret: string; body: any }> {
  const response = await checkoutCall(t, ready.auth, 'POST', `/${ready.checkoutId}/payments/stripe/intent`, {});
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { id: (body.clientSecret as string).split('_secret_')[0]!, amount: body.amount, currency: body.currency, clientSecret: body.clientSecret, body };
}

function complete(ready: Ready, body: Record<string, unknown> = {}) {
  return checkoutCall(t, ready.auth, 'POST', `/${ready.checkoutId}/payments/stripe/complete`, body);
}

function sendEvent(event: { payload: string; signature?: string }) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/json', ...(event.signature !== undefined ? { 'stripe-signature': event.signature } : {}) },
    payload: event.payload,
  });
}

async function ordersOf(checkoutId: string) {
  return t.ctx.db.selectFrom('orders').select(['id', 'payment_status']).where('site_id', '=', DEMO_SITE_ID).where('checkout_id', '=', checkoutId).execute();
}

describe('a paid order through Stripe', () => {
  it('creates one PaymentIntent for the checkout’s exact total, with metadata and an idempotency key on every write', async () => {
    const ready = await readyCheckout();
    const checkout = (await checkoutCall(t, ready.auth, 'GET', `/${ready.checkoutId}`)).json().checkout;
    const first = await intentFor(ready);
    expect(first.body).toMatchObject({
      providerId: 'stripe',
      publishableKey: PUBLISHABLE_KEY,
      testMode: true,
      currency: 'USD',
      status: 'requires_payment_method',
    });
    expect(first.amount).toBe(Math.round(Number(checkout.priceSummary.total.amount) * 100));
    expect(standIn.intents.get(first.id)).toMatchObject({
      amount: first.amount,
      currency: 'usd',
      metadata: { checkoutId: ready.checkoutId, siteId: DEMO_SITE_ID },
    });
    // Asked again: the same intent, nothing created twice.
    expect((await intentFor(ready)).id).toBe(first.id);
    const writes = standIn.requests.filter((r) => r.method === 'POST');
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((r) => typeof r.idempotencyKey === 'string' && r.idempotencyKey.startsWith('tote-'))).toBe(true);
    // The page is offered Stripe among the methods.
    const methods = (await checkoutCall(t, ready.auth, 'GET', `/${ready.checkoutId}`)).json().paymentMethods;
    expect(methods).toContainEqual(expect.objectContaining({ id: 'stripe', test: true, needsCard: false }));
  });

  it('event first: Stripe’s payment_intent.succeeded places the order, PAID; the buyer’s return then answers the same order', async () => {
    const ready = await readyCheckout();
    const intent = await intentFor(ready);
    const paid = standIn.pay(intent.id);
    const response = await sendEvent(standIn.signedEvent('payment_intent.succeeded', paid));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ received: true, duplicate: false, outcome: 'applied' });
    const [order] = await ordersOf(ready.checkoutId);
    expect(order?.payment_status).toBe('PAID');
    const back = await complete(ready);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().orderId).toBe(order!.id);
    const wire = await merchantOrder(t, order!.id);
    expect(wire).toMatchObject({ paymentStatus: 'PAID', paymentDetails: { providerId: 'stripe', test: true, reference: intent.id } });
    expect(await ordersOf(ready.checkoutId)).toHaveLength(1);
  });

  it('browser first: the return asks Stripe for the intent and places the order; the later event changes nothing', async () => {
    const ready = await readyCheckout();
    const intent = await intentFor(ready);
    const paid = standIn.pay(intent.id);
    const back = await complete(ready, { paymentIntentId: intent.id });
    expect(back.statusCode, back.body).toBe(200);
    const event = await sendEvent(standIn.signedEvent('payment_intent.succeeded', paid));
    expect(event.statusCode).toBe(200);
    const orders = await ordersOf(ready.checkoutId);
    expect(orders).toEqual([{ id: back.json().orderId, payment_status: 'PAID' }]);
  });

  it('both at once: the return and the event race, and exactly one order is placed', async () => {
    const ready = await readyCheckout();
    const intent = await intentFor(ready);
    const paid = standIn.pay(intent.id);
    const [back, event, again] = await Promise.all([complete(ready), sendEvent(standIn.signedEvent('payment_intent.succeeded', paid)), complete(ready)]);
    expect([back.statusCode, event.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(again.json().orderId).toBe(back.json().orderId);
    expect(await ordersOf(ready.checkoutId)).toEqual([{ id: back.json().orderId, payment_status: 'PAID' }]);
  });

  it('never on the browser’s word: create-order with Stripe and made-up details is refused, and so is a return before Stripe says paid', async () => {
    const ready = await readyCheckout();
    const intent = await intentFor(ready);
    // Not paid yet: the return is refused.
    const early = await complete(ready);
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('PAYMENT_NOT_COMPLETED');
    // Paid, but the buyer calls create-order instead of the return: refused whatever it carries.
    standIn.pay(intent.id);
    const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2099, cvc: '123' };
    for (const paymentMethod of [{ providerId: 'stripe' }, { providerId: 'stripe', card }]) {
      const forged = await createOrder(t, ready.auth, ready.checkoutId, { paymentMethod });
      expect(forged.statusCode).toBe(400);
      expect(violationFields(forged)).toEqual(['paymentMethod.providerId']);
    }
    expect(await ordersOf(ready.checkoutId)).toHaveLength(0);
  });

  it('a declined card: the checkout stays with Stripe’s message, and a retry that pays places the order', async () => {
    const ready = await readyCheckout();
    const intent = await intentFor(ready);
    standIn.decline(intent.id);
    const declined = await complete(ready);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().details.applicationError).toMatchObject({
      code: 'PAYMENT_DECLINED',
      description: 'Your card was declined.',
      data: { reason: 'generic_decline' },
    });
    expect(await ordersOf(ready.checkoutId)).toHaveLength(0);
    // The buyer tries another card on the same intent.
    expect((await intentFor(ready)).id).toBe(intent.id);
    standIn.pay(intent.id);
    const paid = await complete(ready);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await merchantOrder(t, paid.json().orderId)).paymentStatus).toBe('PAID');
  });

  it('an intent whose amount differs from the order’s: the order is not marked paid and its timeline tells the owner', async () => {
    const ready = await readyCheckout();
    const intent = await intentFor(ready);
    standIn.intents.get(intent.id)!.amount = intent.amount - 100;
    const paid = standIn.pay(intent.id);
    const response = await sendEvent(standIn.signedEvent('payment_intent.succeeded', paid));
    expect(response.statusCode).toBe(200);
    const [order] = await ordersOf(ready.checkoutId);
    expect(order?.payment_status).toBe('NOT_PAID');
    const wire = await merchantOrder(t, order!.id);
    expect(wire.activities).toContainEqual(
      expect.objectContaining({ type: 'CUSTOM_ACTIVITY', customActivity: expect.objectContaining({ type: 'STRIPE_AMOUNT_MISMATCH' }) }),
    );
  });
});

describe('paid, but no order can be placed', () => {
  it('stock ran out after the payment: the payment is refunded in full once, the buyer told, and the later event refunds nothing more', async () => {
    const last = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Last Lamp', price: 2500, trackInventory: true, quantity: 1 });
    const page = await pageFor(t, await t.visitorToken(), [{ productId: last.id }]);
    await fillCheckout(t, page.auth, page.checkoutId);
    const intent = await intentFor(page);
    const paid = standIn.pay(intent.id);
    await t.ctx.db.updateTable('variants').set({ quantity: 0 }).where('site_id', '=', DEMO_SITE_ID).where('product_id', '=', last.id).execute();
    const back = await complete(page);
    expect(back.statusCode).toBe(409);
    expect(back.json().details.applicationError).toMatchObject({ code: 'OUT_OF_STOCK', data: { paymentRefunded: true } });
    const event = await sendEvent(standIn.signedEvent('payment_intent.succeeded', paid));
    expect(event.json()).toMatchObject({ received: true, outcome: 'refunded: OUT_OF_STOCK' });
    const refunds = [...standIn.refunds.values()].filter((r) => r.payment_intent === intent.id);
    expect(refunds.map((r) => r.amount)).toEqual([intent.amount]);
    expect(await ordersOf(page.checkoutId)).toHaveLength(0);
  });
});

describe('Stripe’s events, bad and repeated', () => {
  it('a missing, wrong or stale signature: 400, and nothing changed', async () => {
    const ready = await readyCheckout();
    const intent = await intentFor(ready);
    const paid = standIn.pay(intent.id);
    const good = standIn.signedEvent('payment_intent.succeeded', paid);
    const missing = await sendEvent({ payload: good.payload });
    const tampered = await sendEvent({ payload: good.payload.replace(`"amount":${paid.amount}`, `"amount":${paid.amount + 1}`), signature: good.signature });
    const otherSecret = await sendEvent(standIn.signedEvent('payment_intent.succeeded', paid, { secret: 'whsec_notTheStoresSecret' }));
    const stale = await sendEvent(standIn.signedEvent('payment_intent.succeeded', paid, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    for (const response of [missing, tampered, otherSecret, stale]) {
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe('PAYMENT_SIGNATURE_INVALID');
    }
    expect(stale.json().details.applicationError.description).toMatch(/too old/);
    expect(await ordersOf(ready.checkoutId)).toHaveLength(0);
    const seen = await t.ctx.db.selectFrom('payment_events').select('event_id').where('event_id', '=', good.id).execute();
    expect(seen).toHaveLength(0);
  });

  it('the same event twice is applied once: the second answer says duplicate', async () => {
    const ready = await readyCheckout();
    const intent = await intentFor(ready);
    const event = standIn.signedEvent('payment_intent.succeeded', standIn.pay(intent.id));
    const first = await sendEvent(event);
    const second = await sendEvent(event);
    expect(first.json()).toMatchObject({ duplicate: false, outcome: 'applied' });
    expect(second.json()).toMatchObject({ duplicate: true, outcome: 'applied' });
    expect(await ordersOf(ready.checkoutId)).toHaveLength(1);
  });

  it('an event about an unknown checkout, another site or no Tote payment is ignored (200, logged)', async () => {
    const base = { id: 'pi_unknown1', object: 'payment_intent', amount: 100, amount_received: 100, currency: 'usd', status: 'succeeded' };
    const unknown = await sendEvent(
      standIn.signedEvent('payment_intent.succeeded', { ...base, metadata: { siteId: DEMO_SITE_ID, checkoutId: 'no-such-checkout' } }),
    );
    const otherSite = await sendEvent(standIn.signedEvent('payment_intent.succeeded', { ...base, metadata: { siteId: 'another-site', checkoutId: 'x' } }));
    const foreign = await sendEvent(standIn.signedEvent('payment_intent.succeeded', { ...base, metadata: {} }));
    expect(unknown.json()).toMatchObject({ received: true, outcome: 'ignored: unknown checkout' });
    expect(otherSite.json()).toMatchObject({ received: true, outcome: 'ignored: unknown site' });
    expect(foreign.json()).toMatchObject({ received: true, outcome: 'ignored: not a payment of this store' });
  });
});

describe('a zero-decimal currency', () => {
  it('charges JPY in whole yen, the amount Stripe is asked for equal to the order’s total', async () => {
    const key = await t.merchantKey();
    const patched = await t.call('PATCH', '/tote/v1/site', { token: key, body: { site: { currency: 'JPY' } } });
    expect(patched.statusCode, patched.body).toBe(200);
    try {
      const ready = await readyCheckout(1);
      const checkout = (await checkoutCall(t, ready.auth, 'GET', `/${ready.checkoutId}`)).json().checkout;
      expect(checkout.currency).toBe('JPY');
      const intent = await intentFor(ready);
      const yen = Number(checkout.priceSummary.total.amount);
      expect(Number.isInteger(yen)).toBe(true);
      expect(intent.amount).toBe(yen);
      expect(standIn.intents.get(intent.id)).toMatchObject({ amount: yen, currency: 'jpy' });
      standIn.pay(intent.id);
      const paid = await complete(ready);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await merchantOrder(t, paid.json().orderId)).toMatchObject({ paymentStatus: 'PAID', currency: 'JPY' });
    } finally {
      await t.call('PATCH', '/tote/v1/site', { token: key, body: { site: { currency: 'USD' } } });
    }
  });
});

describe('refunds of a Stripe payment', () => {
  it('a partial then a full refund from the dashboard go to Stripe, recorded from its answer; a refund Stripe refuses records nothing', async () => {
    const ready = await readyCheckout();
    const intent = await intentFor(ready);
    standIn.pay(intent.id);
    const orderId = (await complete(ready)).json().orderId as string;
    const key = await t.merchantKey();
    const transactions = (await t.call('GET', `/ecom/v1/payments/orders/${orderId}`, { token: key })).json().orderTransactions;
    const paymentId = transactions.payments[0].id as string;
    const refund = (amount: string) =>
      t.call('POST', `/ecom/v1/payments-collector/orders/${orderId}/trigger-refund`, { token: key, body: { payments: [{ paymentId, amount: { amount } }] } });

    const partial = await refund('5.00');
    expect(partial.statusCode, partial.body).toBe(200);
    const [first] = [...standIn.refunds.values()].filter((r) => r.payment_intent === intent.id);
    expect(first).toMatchObject({ amount: 500, currency: 'usd', metadata: { orderId, refundId: partial.json().refundId } });
    expect(partial.json().orderTransactions.refunds[0].transactions[0]).toMatchObject({ refundStatus: 'SUCCEEDED', providerRefundId: first!.id });
    const refundWrite = standIn.requests.find((r) => r.path === '/v1/refunds' && r.status === 200 && r.params.payment_intent === intent.id);
    expect(refundWrite?.idempotencyKey).toBe(`tote-refund-${partial.json().refundId}`);
    expect((await merchantOrder(t, orderId)).paymentStatus).toBe('PARTIALLY_REFUNDED');

    // Stripe refuses a refund (less is left at Stripe than the store thinks): REFUND_FAILED, and nothing is recorded.
    standIn.intents.get(intent.id)!.amount_received -= 100;
    const rest = (intent.amount - 500) / 100;
    const tooMuch = await refund(rest.toFixed(2));
    expect(tooMuch.statusCode).toBe(400);
    expect(errorCode(tooMuch)).toBe('REFUND_FAILED');
    expect((await merchantOrder(t, orderId)).paymentStatus).toBe('PARTIALLY_REFUNDED');
    standIn.intents.get(intent.id)!.amount_received += 100;

    const full = await refund(rest.toFixed(2));
    expect(full.statusCode, full.body).toBe(200);
    expect((await merchantOrder(t, orderId)).paymentStatus).toBe('FULLY_REFUNDED');
    expect([...standIn.refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0)).toBe(intent.amount);
  });
});

describe('refunds made in Stripe’s dashboard', () => {
  it('refund.created records it on the order once (refund.updated of the same refund adds nothing); Tote’s own refunds are not recorded twice', async () => {
    const ready = await readyCheckout();
    const intent = await intentFor(ready);
    standIn.pay(intent.id);
    const orderId = (await complete(ready)).json().orderId as string;
    const refund = { id: 're_dashboard1', object: 'refund', amount: 300, currency: 'usd', payment_intent: intent.id, status: 'succeeded', metadata: {} };
    expect((await sendEvent(standIn.signedEvent('refund.created', refund))).json()).toMatchObject({ outcome: 'applied' });
    expect((await sendEvent(standIn.signedEvent('refund.updated', refund))).json()).toMatchObject({ outcome: 'applied' });
    const own = { ...refund, id: 're_tote1', metadata: { refundId: 'some-tote-refund', orderId } };
    expect((await sendEvent(standIn.signedEvent('refund.created', own))).json()).toMatchObject({ outcome: 'applied' });
    const order = await merchantOrder(t, orderId);
    expect(order).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', balanceSummary: { refunded: { amount: '3.00' } } });
    expect(order.activities.filter((a: any) => a.type === 'ORDER_REFUNDED')).toEqual([
      expect.objectContaining({ orderRefunded: expect.objectContaining({ manual: true, reason: 'Refunded in Stripe (re_dashboard1)' }) }),
    ]);
  });
});

describe('disputes', () => {
  it('charge.dispute.created and .closed go on the order’s timeline and are mailed to the owner; a dispute of no order here is ignored', async () => {
    const ready = await readyCheckout();
    const intent = await intentFor(ready);
    standIn.pay(intent.id);
    const orderId = (await complete(ready)).json().orderId as string;
    const owner = await createStaffAccount(t.handle.db, DEMO_SITE_ID, { email: 'owner@stripe.example.com', password: 'owner password 1', role: 'owner' });
    try {
      const dispute = {
        id: 'dp_test1',
        object: 'dispute',
        amount: intent.amount,
        currency: 'usd',
        payment_intent: intent.id,
        reason: 'fraudulent',
        status: 'needs_response',
      };
      const created = await sendEvent(standIn.signedEvent('charge.dispute.created', dispute));
      expect(created.json()).toMatchObject({ outcome: 'applied' });
      const closed = await sendEvent(standIn.signedEvent('charge.dispute.closed', { ...dispute, status: 'won' }));
      expect(closed.json()).toMatchObject({ outcome: 'applied' });
      const order = await merchantOrder(t, orderId);
      const disputes = order.activities.filter((a: any) => a.customActivity?.type === 'STRIPE_DISPUTE');
      expect(disputes.map((a: any) => a.customActivity.additionalData)).toEqual([
        expect.objectContaining({ dispute: 'dp_test1', event: 'charge.dispute.created', status: 'needs_response', reason: 'fraudulent' }),
        expect.objectContaining({ dispute: 'dp_test1', event: 'charge.dispute.closed', status: 'won' }),
      ]);
      const mails = await mailsTo(t, 'owner@stripe.example.com', 'merchant-dispute');
      expect(mails).toHaveLength(2);
      expect(mails[0]!.subject).toContain(`#${order.number}`);
      const elsewhere = await sendEvent(standIn.signedEvent('charge.dispute.created', { ...dispute, id: 'dp_test2', payment_intent: 'pi_notHere1' }));
      expect(elsewhere.json()).toMatchObject({ outcome: 'ignored: not an order of this store' });
    } finally {
      await t.handle.db.deleteFrom('staff_accounts').where('id', '=', owner.id).execute();
    }
  });
});

describe('Stripe out of reach', () => {
  it('answers 503 PAYMENT_PROVIDER_UNAVAILABLE in bounded time when nothing listens at STRIPE_API_BASE, and places no order', async () => {
    // A loopback port that was just free: connecting to it is refused.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const other = await startTestApp({
      env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_API_BASE: `http://127.0.0.1:${closed}` },
    });
    try {
      const product = await insertProduct(other.ctx.db, DEMO_SITE_ID, { name: 'Offline Lamp', price: 1000 });
      const page = await pageFor(other, await other.visitorToken(), [{ productId: product.id }]);
      await fillCheckout(other, page.auth, page.checkoutId);
      const response = await checkoutCall(other, page.auth, 'POST', `/${page.checkoutId}/payments/stripe/intent`, {});
      expect(response.statusCode).toBe(503);
      expect(response.json().details.applicationError).toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        description: expect.stringMatching(/could not be reached/),
      });
      const completed = await checkoutCall(other, page.auth, 'POST', `/${page.checkoutId}/payments/stripe/complete`, { paymentIntentId: 'pi_anything1' });
      expect(completed.statusCode).toBe(503);
      expect(await other.ctx.db.selectFrom('orders').select('id').where('checkout_id', '=', page.checkoutId).execute()).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

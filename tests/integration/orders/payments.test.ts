// Payments: offline by default with the merchant's instructions, the TEST card provider (accepts, declines, checks), and a declined card that leaves no order.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CART_PATH, insertCoupon, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutCall, createOrder, errorCode, fillCheckout, merchantOrder, pageFor, stockOf, violationFields } from '../../support/checkout-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let lamp: CreatedProduct;

beforeAll(async () => {
  lamp = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Pay Lamp', price: 4000, trackInventory: true, quantity: 50 });
});

function card(number: string, overrides: Record<string, unknown> = {}) {
  return { paymentMethod: { providerId: 'test-card', card: { number, expiryMonth: 12, expiryYear: 2099, cvc: '123', ...overrides } } };
}

async function readyCheckout(couponCode?: string) {
  const token = await t.visitorToken();
  const page = await pageFor(t, token, [{ productId: lamp.id, quantity: 2 }]);
  await fillCheckout(t, page.auth, page.checkoutId, couponCode ? { couponCode } : {});
  return { token, ...page };
}

describe('payment methods', () => {
  it('offers offline payment with the merchant’s instructions and a clearly marked TEST card provider', async () => {
    const { checkoutId, auth } = await readyCheckout();
    const { paymentMethods } = (await checkoutCall(t, auth, 'GET', `/${checkoutId}`)).json();
    expect(paymentMethods).toEqual([
      expect.objectContaining({ id: 'offline', kind: 'FULL_PAYMENT_OFFLINE', test: false, needsCard: false, instructions: expect.stringContaining('IBAN') }),
      expect.objectContaining({ id: 'test-card', kind: 'FULL_PAYMENT_ONLINE', test: true, needsCard: true, title: expect.stringContaining('TEST') }),
    ]);
  });

  it('refuses a provider the store does not offer', async () => {
    const { checkoutId, auth } = await readyCheckout();
    const response = await createOrder(t, auth, checkoutId, { paymentMethod: { providerId: 'paypal' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError).toMatchObject({ code: 'PAYMENT_METHOD_NOT_AVAILABLE', data: { available: ['offline', 'test-card'] } });
  });
});

describe('the test card provider', () => {
  it('accepts 4242 4242 4242 4242: the order is paid and keeps only brand and last four digits', async () => {
    const { checkoutId, auth } = await readyCheckout();
    const response = await createOrder(t, auth, checkoutId, card('4242 4242 4242 4242'));
    expect(response.statusCode).toBe(200);
    const order = await merchantOrder(t, response.json().orderId);
    expect(order).toMatchObject({
      paymentStatus: 'PAID',
      status: 'APPROVED',
      paymentDetails: { providerId: 'test-card', test: true, card: { brand: 'VISA', last4: '4242' } },
      balanceSummary: { balance: { amount: '0.00' } },
    });
    expect(order.paymentDetails.reference).toMatch(/^test_/);
    // The number is nowhere in the database.
    const { rows } = await sql<{
      hits: number;
    }>`select count(*)::int as hits from orders where payment::text like '%4242424242424242%' or payment::text like '%4242 4242%'`.execute(t.ctx.db);
    expect(rows[0]!.hits).toBe(0);
  });

  it('leaves no order, the cart, the stock and the coupon as they were when the card is declined', async () => {
    const couponId = await insertCoupon(t.ctx.db, DEMO_SITE_ID, { code: 'DECLINE10', kind: 'PERCENTAGE', percentage: '10', usageLimit: 5 });
    const before = await stockOf(t, lamp.id, lamp.variantIds[0]!);
    const { token, checkoutId, auth } = await readyCheckout('DECLINE10');
    const response = await createOrder(t, auth, checkoutId, card('4000 0000 0000 0002'));
    expect(response.statusCode).toBe(402);
    expect(response.json().details.applicationError).toMatchObject({
      code: 'PAYMENT_DECLINED',
      data: { reason: 'card_declined', transactionStatus: 'DECLINED' },
    });
    expect(await t.ctx.db.selectFrom('orders').select('id').where('checkout_id', '=', checkoutId).execute()).toEqual([]);
    expect(await stockOf(t, lamp.id, lamp.variantIds[0]!)).toBe(before);
    const coupon = await t.ctx.db.selectFrom('coupons').select('times_used').where('id', '=', couponId).executeTakeFirstOrThrow();
    expect(coupon.times_used).toBe(0);
    const cart = (await t.call('GET', CART_PATH, { token })).json().cart;
    expect(cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
    const read = (await checkoutCall(t, auth, 'GET', `/${checkoutId}`)).json();
    expect(read.checkout.completed).toBe(false);
    // Another card then works.
    const retry = await createOrder(t, auth, checkoutId, card('4242424242424242'));
    expect(retry.statusCode).toBe(200);
    expect(await stockOf(t, lamp.id, lamp.variantIds[0]!)).toBe(before! - 2);
  });

  it('declines insufficient funds with its reason', async () => {
    const { checkoutId, auth } = await readyCheckout();
    const response = await createOrder(t, auth, checkoutId, card('4000000000009995'));
    expect(response.json().details.applicationError.data.reason).toBe('insufficient_funds');
  });

  it('refuses a number that fails the Luhn check, an expired card and a short CVC as field violations', async () => {
    const { checkoutId, auth } = await readyCheckout();
    const luhn = await createOrder(t, auth, checkoutId, card('4242 4242 4242 4241'));
    expect(luhn.statusCode).toBe(400);
    expect(violationFields(luhn)).toEqual(['paymentMethod.card.number']);
    const expired = await createOrder(t, auth, checkoutId, card('4242424242424242', { expiryMonth: 1, expiryYear: 2020 }));
    expect(violationFields(expired)).toEqual(['paymentMethod.card.expiryYear']);
    expect(expired.json().details.validationError.fieldViolations[0].description).toBe('the card has expired');
    const cvc = await createOrder(t, auth, checkoutId, card('4242424242424242', { cvc: '12', expiryMonth: 13 }));
    expect(violationFields(cvc)).toEqual(['paymentMethod.card.cvc', 'paymentMethod.card.expiryMonth']);
    const missing = await createOrder(t, auth, checkoutId, { paymentMethod: { providerId: 'test-card' } });
    expect(violationFields(missing)).toEqual(['paymentMethod.card']);
    expect(await t.ctx.db.selectFrom('orders').select('id').where('checkout_id', '=', checkoutId).execute()).toEqual([]);
  });

  it('is not offered when the site lists only offline payment', async () => {
    await t.ctx.db
      .updateTable('sites')
      .set({ settings: sql`settings || '{"paymentProviders":["offline"]}'::jsonb` as never })
      .where('id', '=', DEMO_SITE_ID)
      .execute();
    try {
      const { checkoutId, auth } = await readyCheckout();
      const { paymentMethods } = (await checkoutCall(t, auth, 'GET', `/${checkoutId}`)).json();
      expect(paymentMethods.map((m: { id: string }) => m.id)).toEqual(['offline']);
      expect(errorCode(await createOrder(t, auth, checkoutId, card('4242424242424242')))).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
    } finally {
      await t.ctx.db
        .updateTable('sites')
        .set({ settings: sql`settings - 'paymentProviders'` as never })
        .where('id', '=', DEMO_SITE_ID)
        .execute();
    }
  });
});

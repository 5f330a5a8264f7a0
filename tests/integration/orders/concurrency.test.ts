// Orders at once: the last units of a variant are sold exactly once, and one checkout placed many times at once gives one order.
import { beforeAll, describe, expect, it } from 'vitest';
import { storedEvents } from '../../../src/server/events/event-outbox.js';
import { listOutbox } from '../../../src/server/mail/outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { ORDER_CREATED_EVENT } from '../../../src/wire/orders.js';
import { insertCoupon, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { takeStock } from '../../../src/server/orders/stock.js';
import type { HttpError } from '../../../src/server/http/http-error.js';
import { checkoutWith, createOrder, errorCode, fillCheckout, pageFor, stockOf } from '../../support/checkout-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let shirt: CreatedProduct;

beforeAll(async () => {
  shirt = await insertProduct(t.ctx.db, DEMO_SITE_ID, {
    name: 'Limited shirt',
    price: 3000,
    trackInventory: true,
    options: [{ name: 'Size', optionType: 'drop_down', choices: ['S', 'M'].map((s) => ({ value: s, description: s })) }],
    variants: [
      { choices: { Size: 'S' }, quantity: 10 },
      { choices: { Size: 'M' }, quantity: 10 },
    ],
  });
});

async function ordersOfCheckouts(ids: readonly string[]) {
  return t.ctx.db.selectFrom('orders').select(['id', 'checkout_id']).where('checkout_id', 'in', ids).execute();
}

describe('50 buyers ordering the last 10 units of a variant at once', () => {
  it('gives exactly 10 orders and a clear OUT_OF_STOCK to the other 40', async () => {
    const small = { productId: shirt.id, options: { variantId: shirt.variantIds[0]! } };
    const checkouts = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const token = await t.visitorToken();
        const checkoutId = await checkoutWith(t, token, [small]);
        await fillCheckout(t, { token }, checkoutId);
        return { token, checkoutId };
      }),
    );
    const started = performance.now();
    const responses = await Promise.all(checkouts.map(({ token, checkoutId }) => createOrder(t, { token }, checkoutId)));
    const elapsed = performance.now() - started;
    const placed = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(errorCode(response)).toBe('OUT_OF_STOCK');
      expect(response.json().details.applicationError.data.lineItems[0]).toMatchObject({
        productId: shirt.id,
        variantId: shirt.variantIds[0],
        quantity: 1,
        quantityAvailable: 0,
      });
    }
    expect(await stockOf(t, shirt.id, shirt.variantIds[0]!)).toBe(0);
    expect(await stockOf(t, shirt.id, shirt.variantIds[1]!)).toBe(10);
    const orders = await ordersOfCheckouts(checkouts.map((c) => c.checkoutId));
    expect(orders).toHaveLength(10);
    const units = await t.ctx.db
      .selectFrom('order_line_items')
      .select(({ fn }) => fn.sum<number>('quantity').as('units'))
      .where('product_id', '=', shirt.id)
      .executeTakeFirstOrThrow();
    expect(Number(units.units)).toBe(10);
    // The losers keep their carts: nothing of theirs was taken.
    const loser = checkouts[responses.indexOf(refused[0]!)]!;
    const cart = (await t.call('GET', '/ecom/v1/carts/current', { token: loser.token })).json().cart;
    expect(cart.lineItems).toHaveLength(1);
    expect(elapsed).toBeLessThan(20_000);
  }, 120_000);
});

describe('one checkout placed 20 times at once', () => {
  it('gives one order, answered to every call, with stock, coupon, e-mail and event counted once', async () => {
    const couponId = await insertCoupon(t.ctx.db, DEMO_SITE_ID, { code: 'ONCE5', kind: 'FIXED_AMOUNT', amount: 500, usageLimit: 100 });
    const before = await stockOf(t, shirt.id, shirt.variantIds[1]!);
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: shirt.id, quantity: 2, options: { variantId: shirt.variantIds[1]! } }]);
    await fillCheckout(t, auth, checkoutId, { email: 'twenty@example.com', couponCode: 'ONCE5' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => createOrder(t, auth, checkoutId)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(responses.map((r) => r.json().orderId));
    expect(ids.size).toBe(1);
    const [orderId] = [...ids] as [string];
    expect(await ordersOfCheckouts([checkoutId])).toEqual([{ id: orderId, checkout_id: checkoutId }]);
    expect(await stockOf(t, shirt.id, shirt.variantIds[1]!)).toBe(before! - 2);
    const coupon = await t.ctx.db.selectFrom('coupons').select('times_used').where('id', '=', couponId).executeTakeFirstOrThrow();
    expect(coupon.times_used).toBe(1);
    expect(await listOutbox(t.ctx.db, { to: 'twenty@example.com' })).toHaveLength(1);
    expect(await storedEvents(t.ctx.db, DEMO_SITE_ID, { eventType: ORDER_CREATED_EVENT, entityId: orderId })).toHaveLength(1);
  }, 60_000);

  it('answers a retry after success, and a reload of the page, with the same order', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: shirt.id, options: { variantId: shirt.variantIds[1]! } }]);
    await fillCheckout(t, auth, checkoutId);
    const first = (await createOrder(t, auth, checkoutId)).json().orderId;
    const retry = await createOrder(t, auth, checkoutId, {
      paymentMethod: { providerId: 'test-card', card: { number: '4000 0000 0000 0002', expiryMonth: 12, expiryYear: 2099, cvc: '123' } },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().orderId).toBe(first);
    expect(await ordersOfCheckouts([checkoutId])).toHaveLength(1);
  });
});

describe('a coupon with one use left', () => {
  it('discounts exactly one of five orders placed at once; the others are told the coupon is used up', async () => {
    const couponId = await insertCoupon(t.ctx.db, DEMO_SITE_ID, { code: 'LASTONE', kind: 'PERCENTAGE', percentage: '50', usageLimit: 1 });
    const checkouts = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const token = await t.visitorToken();
        const checkoutId = await checkoutWith(t, token, [{ productId: shirt.id, options: { variantId: shirt.variantIds[1]! } }]);
        await fillCheckout(t, { token }, checkoutId, { couponCode: 'LASTONE' });
        return { token, checkoutId };
      }),
    );
    const responses = await Promise.all(checkouts.map(({ token, checkoutId }) => createOrder(t, { token }, checkoutId)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      const error = refused.json().details.applicationError;
      // Refused in the decrement of the coupon's count, or already when re-priced (the coupon then shows as a change).
      if (error.code === 'CHECKOUT_CHANGED')
        expect(error.data.changes).toEqual([expect.objectContaining({ type: 'COUPON_NOT_APPLICABLE', reason: 'ERROR_COUPON_USAGE_EXCEEDED' })]);
      else expect(error.code).toBe('ERROR_COUPON_USAGE_EXCEEDED');
    }
    const coupon = await t.ctx.db.selectFrom('coupons').select('times_used').where('id', '=', couponId).executeTakeFirstOrThrow();
    expect(coupon.times_used).toBe(1);
  }, 60_000);
});

describe('the stock decrement itself', () => {
  it('refuses, and changes nothing, when fewer units are left than an order priced earlier takes', async () => {
    const jug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Jug', price: 900, trackInventory: true, quantity: 2 });
    const take = { lineItemId: 'line-1', productId: jug.id, variantId: jug.variantIds[0]!, productName: 'Jug', quantity: 3 };
    const error = (await t.ctx.db
      .transaction()
      .execute((trx) => takeStock(trx, DEMO_SITE_ID, [take], new Date()))
      .catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(409);
    expect(error.body.details.applicationError).toMatchObject({ code: 'OUT_OF_STOCK', data: { lineItems: [{ ...take, quantityAvailable: 2 }] } });
    expect(await stockOf(t, jug.id, jug.variantIds[0]!)).toBe(2);
  });
});

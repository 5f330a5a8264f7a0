// Price, stock, item and discount changes between cart and order are shown to the buyer and confirmed by them, never applied silently.
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertCoupon, insertMerchantDiscount, insertProduct } from '../../support/cart-fixtures.js';
import { checkoutCall, createOrder, errorCode, fillCheckout, merchantOrder, pageFor, stockOf } from '../../support/checkout-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

async function setPrice(productId: string, price: number): Promise<void> {
  const response = await t.call('PATCH', `/stores/v1/products/${productId}`, { token: await t.merchantKey(), body: { product: { priceData: { price } } } });
  expect(response.statusCode).toBe(200);
}

async function readCheckout(auth: Parameters<typeof checkoutCall>[1], checkoutId: string) {
  const response = await checkoutCall(t, auth, 'GET', `/${checkoutId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('a price change', () => {
  it('is listed on the checkout, refuses the order until confirmed, then the new price is charged', async () => {
    const vase = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Vase', price: 1250 });
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: vase.id, quantity: 2 }]);
    await fillCheckout(t, auth, checkoutId, { shippingCode: 'express' });
    const unchanged = await readCheckout(auth, checkoutId);
    expect(unchanged.changes).toEqual([]);
    await setPrice(vase.id, 15);

    const read = await readCheckout(auth, checkoutId);
    const lineId = read.checkout.lineItems[0].id;
    expect(read.checkout.lineItems[0].price.amount).toBe('15.00');
    expect(read.changes).toEqual([
      {
        type: 'PRICE_CHANGED',
        lineItemId: lineId,
        productName: 'Vase',
        previousPrice: expect.objectContaining({ amount: '12.50' }),
        price: expect.objectContaining({ amount: '15.00' }),
      },
    ]);

    const refused = await createOrder(t, auth, checkoutId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError).toMatchObject({
      code: 'CHECKOUT_CHANGED',
      data: { changes: read.changes, changesToken: read.changesToken },
    });
    expect(await t.ctx.db.selectFrom('orders').select('id').where('checkout_id', '=', checkoutId).execute()).toEqual([]);

    const confirmed = await checkoutCall(t, auth, 'POST', `/${checkoutId}/confirm-changes`, { changesToken: read.changesToken });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().changes).toEqual([]);
    const placed = await createOrder(t, auth, checkoutId);
    expect(placed.statusCode).toBe(200);
    const order = await merchantOrder(t, placed.json().orderId);
    expect(order.lineItems[0].price.amount).toBe('15.00');
    expect(order.priceSummary.subtotal.amount).toBe('30.00');
  });

  it('shows a price drop too, and refuses a confirmation of a list that changed again', async () => {
    const vase = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Cheaper vase', price: 2000 });
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: vase.id }]);
    await fillCheckout(t, auth, checkoutId);
    await setPrice(vase.id, 18);
    const first = await readCheckout(auth, checkoutId);
    expect(first.changes.map((c: { type: string }) => c.type)).toEqual(['PRICE_CHANGED']);
    await setPrice(vase.id, 17);
    const stale = await checkoutCall(t, auth, 'POST', `/${checkoutId}/confirm-changes`, { changesToken: first.changesToken });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.applicationError.code).toBe('CHANGES_OUTDATED');
    const now = stale.json().details.applicationError.data;
    expect(now.changes[0].price.amount).toBe('17.00');
    expect((await checkoutCall(t, auth, 'POST', `/${checkoutId}/confirm-changes`, { changesToken: now.changesToken })).statusCode).toBe(200);
    const order = await merchantOrder(t, (await createOrder(t, auth, checkoutId)).json().orderId);
    expect(order.lineItems[0].price.amount).toBe('17.00');
  });
});

describe('a stock change', () => {
  it('is listed, refuses the order as OUT_OF_STOCK, and confirming buys what is left', async () => {
    const jar = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Jar', price: 800, trackInventory: true, quantity: 5 });
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: jar.id, quantity: 3 }]);
    await fillCheckout(t, auth, checkoutId);
    await t.ctx.db.updateTable('variants').set({ quantity: 2 }).where('product_id', '=', jar.id).execute();
    const read = await readCheckout(auth, checkoutId);
    const lineId = read.checkout.lineItems[0].id;
    expect(read.changes).toEqual([{ type: 'NOT_ENOUGH_STOCK', lineItemId: lineId, productName: 'Jar', quantity: 3, quantityAvailable: 2 }]);
    const refused = await createOrder(t, auth, checkoutId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError).toMatchObject({
      code: 'OUT_OF_STOCK',
      description: 'Not enough in stock: Jar (only 2 left)',
      data: { lineItems: [{ lineItemId: lineId, quantity: 3, quantityAvailable: 2 }] },
    });
    const confirmed = (await checkoutCall(t, auth, 'POST', `/${checkoutId}/confirm-changes`, { changesToken: read.changesToken })).json();
    expect(confirmed.checkout.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
    const order = await merchantOrder(t, (await createOrder(t, auth, checkoutId)).json().orderId);
    expect(order.lineItems[0].quantity).toBe(2);
    expect(await stockOf(t, jar.id, jar.variantIds[0]!)).toBe(0);
  });

  it('lists an item taken off sale, and confirming leaves it out; an empty checkout cannot be ordered', async () => {
    const gone = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Gone soon', price: 900 });
    const stays = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Stays', price: 700 });
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: gone.id }, { productId: stays.id }]);
    await fillCheckout(t, auth, checkoutId);
    await t.ctx.db.updateTable('products').set({ visible: false }).where('id', '=', gone.id).execute();
    const read = await readCheckout(auth, checkoutId);
    expect(read.changes).toEqual([expect.objectContaining({ type: 'ITEM_UNAVAILABLE', productName: 'Gone soon' })]);
    expect(errorCode(await createOrder(t, auth, checkoutId))).toBe('CHECKOUT_CHANGED');
    const confirmed = (await checkoutCall(t, auth, 'POST', `/${checkoutId}/confirm-changes`, { changesToken: read.changesToken })).json();
    expect(confirmed.checkout.lineItems.map((l: { productName: { original: string } }) => l.productName.original)).toEqual(['Stays']);
    expect((await createOrder(t, auth, checkoutId)).statusCode).toBe(200);

    const only = await pageFor(t, await t.visitorToken(), [{ productId: stays.id }]);
    await fillCheckout(t, only.auth, only.checkoutId);
    await t.ctx.db.updateTable('products').set({ visible: false }).where('id', '=', stays.id).execute();
    const last = await readCheckout(only.auth, only.checkoutId);
    await checkoutCall(t, only.auth, 'POST', `/${only.checkoutId}/confirm-changes`, { changesToken: last.changesToken });
    const empty = await createOrder(t, only.auth, only.checkoutId);
    expect(empty.statusCode).toBe(400);
    expect(errorCode(empty)).toBe('CHECKOUT_EMPTY');
  });
});

describe('a discount change', () => {
  it('lists an automatic discount that ended and charges without it only after confirmation', async () => {
    const rug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Rug', price: 10000 });
    const discountId = await insertMerchantDiscount(t.ctx.db, DEMO_SITE_ID, {
      name: 'Rug week',
      type: 'SPECIFIC_ITEMS',
      percentage: '20',
      productIds: [rug.id],
    });
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: rug.id }]);
    await fillCheckout(t, auth, checkoutId);
    await t.ctx.db.updateTable('merchant_discounts').set({ active: false }).where('id', '=', discountId).execute();
    const read = await readCheckout(auth, checkoutId);
    expect(read.changes).toEqual([{ type: 'DISCOUNT_ENDED', discountId, name: 'Rug week' }]);
    expect(errorCode(await createOrder(t, auth, checkoutId))).toBe('CHECKOUT_CHANGED');
    await checkoutCall(t, auth, 'POST', `/${checkoutId}/confirm-changes`, { changesToken: read.changesToken });
    const order = await merchantOrder(t, (await createOrder(t, auth, checkoutId)).json().orderId);
    expect(order.priceSummary.discount.amount).toBe('0.00');
  });

  it('lists a coupon that expired meanwhile, and confirming removes it', async () => {
    const bowl = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Bowl', price: 3000 });
    const couponId = await insertCoupon(t.ctx.db, DEMO_SITE_ID, { code: 'SOON-GONE', kind: 'FIXED_AMOUNT', amount: 500 });
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: bowl.id }]);
    await fillCheckout(t, auth, checkoutId, { couponCode: 'SOON-GONE' });
    await t.ctx.db
      .updateTable('coupons')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', couponId)
      .execute();
    const read = await readCheckout(auth, checkoutId);
    expect(read.changes).toEqual([expect.objectContaining({ type: 'COUPON_NOT_APPLICABLE', couponCode: 'SOON-GONE', reason: 'ERROR_COUPON_HAS_EXPIRED' })]);
    const confirmed = (await checkoutCall(t, auth, 'POST', `/${checkoutId}/confirm-changes`, { changesToken: read.changesToken })).json();
    expect(confirmed.changes).toEqual([]);
    expect(confirmed.checkout.appliedDiscounts).toEqual([]);
    const order = await merchantOrder(t, (await createOrder(t, auth, checkoutId)).json().orderId);
    // 30.00 + 5.00 standard shipping + 4 % NY tax
    expect(order.priceSummary.total.amount).toBe('36.40');
  });
});

// Coupons by PATCH: percentage, fixed amount, free shipping, limits and scopes; a bad coupon names why and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { redeemCoupon } from '../../../src/server/cart/index.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, estimate, insertCollection, insertCoupon, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;
let lamp: CreatedProduct;
let collectionId: string;
const NY = { country: 'US', subdivision: 'US-NY' };

beforeAll(async () => {
  const db = t.ctx.db;
  collectionId = await insertCollection(db, DEMO_SITE_ID, 'Lamps');
  mug = await insertProduct(db, DEMO_SITE_ID, { name: 'Mug', price: 1250, weight: '0.4' });
  lamp = await insertProduct(db, DEMO_SITE_ID, { name: 'Lamp', price: 4000, weight: '0.4', collectionIds: [collectionId] });
  const day = 24 * 3600 * 1000;
  await insertCoupon(db, DEMO_SITE_ID, { code: 'OLD', kind: 'PERCENTAGE', percentage: '50', expiresAt: new Date(Date.now() - day) });
  await insertCoupon(db, DEMO_SITE_ID, { code: 'SOON', kind: 'PERCENTAGE', percentage: '50', startsAt: new Date(Date.now() + day) });
  await insertCoupon(db, DEMO_SITE_ID, { code: 'BIG50', kind: 'FIXED_AMOUNT', amount: 500, minimumSubtotal: 5000 });
  await insertCoupon(db, DEMO_SITE_ID, { code: 'USEDUP', kind: 'PERCENTAGE', percentage: '5', usageLimit: 2, timesUsed: 2 });
  await insertCoupon(db, DEMO_SITE_ID, { code: 'OFF', kind: 'PERCENTAGE', percentage: '5', active: false });
  await insertCoupon(db, DEMO_SITE_ID, { code: 'LAMPS20', kind: 'PERCENTAGE', percentage: '20', scope: 'COLLECTIONS', scopeIds: [collectionId] });
  await insertCoupon(db, DEMO_SITE_ID, { code: 'MUGFIVE', kind: 'FIXED_AMOUNT', amount: 10_000, scope: 'PRODUCTS', scopeIds: [mug.id] });
});

async function applyCoupon(token: string, couponCode: string) {
  return t.call('PATCH', CART_PATH, { token, body: { couponCode } });
}

describe('applying a coupon', () => {
  it('applies WELCOME10 of the demo data, matched in any case, and takes 10 % off the items', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id, quantity: 2 }]);
    const response = await applyCoupon(token, 'welcome10');
    expect(response.statusCode).toBe(200);
    const { cart } = response.json();
    expect(cart.appliedDiscounts).toEqual([{ coupon: { id: expect.any(String), code: 'WELCOME10' } }]);
    const totals = await estimate(t, token, { shippingAddress: NY });
    expect(totals.priceSummary.subtotal.amount).toBe('25.00');
    expect(totals.priceSummary.discount.amount).toBe('2.50');
    expect(totals.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        lineItemIds: [cart.lineItems[0].id],
        coupon: {
          id: cart.appliedDiscounts[0].coupon.id,
          code: 'WELCOME10',
          name: 'Welcome 10% off',
          amount: expect.objectContaining({ amount: '2.50', formattedAmount: '$2.50' }),
        },
      },
    ]);
    // 22.50 items + 5.00 shipping, 4 % NY tax on both = 1.10
    expect(totals.priceSummary.tax.amount).toBe('1.10');
    expect(totals.priceSummary.total.amount).toBe('28.60');
  });

  it('applies FREESHIP of the demo data to the shipping price only', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id, quantity: 2 }]);
    expect((await applyCoupon(token, 'FREESHIP')).statusCode).toBe(200);
    const totals = await estimate(t, token, { shippingAddress: NY });
    expect(totals.priceSummary.shipping.amount).toBe('5.00');
    expect(totals.priceSummary.discount.amount).toBe('5.00');
    expect(totals.shippingInfo.selectedCarrierServiceOption.cost.totalDiscount.amount).toBe('5.00');
    expect(totals.shippingInfo.selectedCarrierServiceOption.cost.totalPriceAfterTax.amount).toBe('0.00');
    expect(totals.appliedDiscounts[0].discountType).toBe('SHIPPING');
    expect(totals.priceSummary.total.amount).toBe('26.00');
  });

  it('takes a fixed amount once the minimum subtotal is reached', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: lamp.id, quantity: 2 }]);
    expect((await applyCoupon(token, 'BIG50')).statusCode).toBe(200);
    const totals = await estimate(t, token);
    expect(totals.priceSummary.discount.amount).toBe('5.00');
  });

  it('limits a collection coupon to lines of that collection', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id }, { productId: lamp.id }]);
    expect((await applyCoupon(token, 'LAMPS20')).statusCode).toBe(200);
    const totals = await estimate(t, token);
    expect(totals.priceSummary.discount.amount).toBe('8.00');
    const lampLine = totals.calculatedLineItems.find(
      (l: { pricesBreakdown: { fullPrice: { amount: string } } }) => l.pricesBreakdown.fullPrice.amount === '40.00',
    );
    expect(lampLine.pricesBreakdown.totalDiscount.amount).toBe('8.00');
    expect(totals.appliedDiscounts[0].discountType).toBe('SPECIFIC_ITEMS');
  });

  it('caps a product coupon at the price of that product', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id }, { productId: lamp.id }]);
    expect((await applyCoupon(token, 'MUGFIVE')).statusCode).toBe(200);
    expect((await estimate(t, token)).priceSummary.discount.amount).toBe('12.50');
  });

  it('removes the coupon', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id }]);
    await applyCoupon(token, 'WELCOME10');
    const response = await t.call('POST', `${CART_PATH}/remove-coupon`, { token, body: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().cart.appliedDiscounts).toEqual([]);
    expect((await estimate(t, token)).priceSummary.discount.amount).toBe('0.00');
    expect((await t.call('POST', `${CART_PATH}/remove-coupon`, { token })).statusCode).toBe(200);
  });

  it('reports a coupon that stopped applying in the estimate instead of failing', async () => {
    const token = await t.visitorToken();
    const cart = await addToCart(t, token, [{ productId: lamp.id, quantity: 2 }]);
    await applyCoupon(token, 'BIG50');
    await t.call('POST', `${CART_PATH}/update-line-items-quantity`, { token, body: { lineItems: [{ id: cart.lineItems[0].id, quantity: 1 }] } });
    const totals = await estimate(t, token);
    expect(totals.calculationErrors.couponCalculationError.applicationError.code).toBe('ERROR_INVALID_SUBTOTAL');
    expect(totals.priceSummary.discount.amount).toBe('0.00');
    expect(totals.cart.appliedDiscounts[0].coupon.code).toBe('BIG50');
  });
});

describe('a bad coupon', () => {
  const cases: [string, string, string][] = [
    ['NOPE', 'ERROR_COUPON_DOES_NOT_EXIST', 'There is no coupon NOPE'],
    ['OLD', 'ERROR_COUPON_HAS_EXPIRED', 'expired'],
    ['SOON', 'ERROR_COUPON_IS_NOT_ACTIVE_YET', 'valid from'],
    ['BIG50', 'ERROR_INVALID_SUBTOTAL', 'at least $50.00'],
    ['USEDUP', 'ERROR_COUPON_USAGE_EXCEEDED', 'used'],
    ['OFF', 'ERROR_COUPON_IS_DISABLED', 'disabled'],
    ['LAMPS20', 'ERROR_COUPON_NOT_APPLICABLE', 'none of the items'],
  ];
  for (const [code, errorCode, words] of cases) {
    it(`refuses ${code} with ${errorCode} and leaves the cart as it was`, async () => {
      const token = await t.visitorToken();
      const before = await addToCart(t, token, [{ productId: mug.id }]);
      const response = await t.call('PATCH', CART_PATH, { token, body: { couponCode: code, cartInfo: { buyerNote: 'should not stick' } } });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.details.applicationError.code).toBe(errorCode);
      expect(body.details.applicationError.description).toContain(words);
      expect(body.details.applicationError.data.field).toBe('couponCode');
      const after = (await t.call('GET', CART_PATH, { token })).json().cart;
      expect(after.appliedDiscounts).toEqual([]);
      expect(after.buyerNote).toBeUndefined();
      expect(after.revision).toBe(before.revision);
    });
  }

  it('writes no cart for a visitor without one', async () => {
    const token = await t.visitorToken();
    const response = await applyCoupon(token, 'SOON');
    expect(response.statusCode).toBe(400);
    expect((await t.call('GET', CART_PATH, { token })).json().details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
  });
});

describe('redeeming a coupon', () => {
  it('counts uses up to the limit, also when orders race, and then refuses the coupon', async () => {
    const db = t.ctx.db;
    const id = await insertCoupon(db, DEMO_SITE_ID, { code: 'TWICE', kind: 'PERCENTAGE', percentage: '5', usageLimit: 2 });
    const results = await Promise.all(Array.from({ length: 5 }, () => db.transaction().execute((trx) => redeemCoupon(trx, DEMO_SITE_ID, id))));
    expect(results.filter(Boolean)).toHaveLength(2);
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id }]);
    const response = await applyCoupon(token, 'TWICE');
    expect(response.json().details.applicationError.code).toBe('ERROR_COUPON_USAGE_EXCEEDED');
  });
});

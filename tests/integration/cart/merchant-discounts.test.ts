// Automatic merchant discounts (GLOBAL, SPECIFIC_ITEMS, SHIPPING) applied by estimates without a code, on a site of their own.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_PATH,
  estimate,
  insertCollection,
  insertCoupon,
  insertMerchantDiscount,
  insertProduct,
  insertShippingRegion,
  insertSite,
  visitorTokenOf,
  type CreatedProduct,
} from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let clientId: string;
let chair: CreatedProduct;
let table: CreatedProduct;
let sofa: CreatedProduct;
let ids: { global: string; chairs: string; shipping: string };
const US = { shippingAddress: { country: 'US' } };

beforeAll(async () => {
  const db = t.ctx.db;
  const site = await insertSite(db);
  clientId = site.clientId;
  const outdoor = await insertCollection(db, site.siteId, 'Outdoor');
  chair = await insertProduct(db, site.siteId, { name: 'Chair', price: 5000 });
  table = await insertProduct(db, site.siteId, { name: 'Table', price: 20000, collectionIds: [outdoor] });
  sofa = await insertProduct(db, site.siteId, { name: 'Sofa', price: 100000 });
  await insertShippingRegion(db, site.siteId, 'US', [{ country: 'US' }], [{ code: 'truck', kind: 'FLAT', rate: 4000 }]);
  ids = {
    global: await insertMerchantDiscount(db, site.siteId, { name: 'Spring sale', type: 'GLOBAL', percentage: '10', minimumSubtotal: 20000, position: 2 }),
    chairs: await insertMerchantDiscount(db, site.siteId, {
      name: 'Chairs and outdoor $5 off',
      type: 'SPECIFIC_ITEMS',
      amount: 500,
      productIds: [chair.id],
      collectionIds: [outdoor],
      position: 1,
    }),
    shipping: await insertMerchantDiscount(db, site.siteId, {
      name: 'Free delivery over $1,000',
      type: 'SHIPPING',
      percentage: '100',
      minimumSubtotal: 100000,
      position: 3,
    }),
  };
  await insertMerchantDiscount(db, site.siteId, { name: 'Old sale', type: 'GLOBAL', percentage: '50', endsAt: new Date(Date.now() - 1000) });
  await insertMerchantDiscount(db, site.siteId, { name: 'Switched off', type: 'GLOBAL', percentage: '50', active: false });
  await insertCoupon(db, site.siteId, { code: 'EXTRA5', kind: 'FIXED_AMOUNT', amount: 500 });
});

describe('automatic merchant discounts', () => {
  it('takes a SPECIFIC_ITEMS amount off the lines in scope and nothing else below its minimum', async () => {
    const token = await visitorTokenOf(t, clientId);
    const cart = await addToCart(t, token, [{ productId: chair.id }]);
    const totals = await estimate(t, token, US);
    expect(totals.appliedDiscounts).toEqual([
      {
        discountType: 'SPECIFIC_ITEMS',
        lineItemIds: [cart.lineItems[0].id],
        merchantDiscount: { amount: expect.objectContaining({ amount: '5.00' }) },
        discountRule: {
          id: ids.chairs,
          name: { original: 'Chairs and outdoor $5 off', translated: 'Chairs and outdoor $5 off' },
          amount: expect.objectContaining({ amount: '5.00' }),
        },
      },
    ]);
    expect(totals.priceSummary.total.amount).toBe('85.00');
  });

  it('adds a GLOBAL percentage once the subtotal reaches its minimum, on what the earlier discount left', async () => {
    const token = await visitorTokenOf(t, clientId);
    await addToCart(t, token, [{ productId: chair.id }, { productId: table.id }]);
    const totals = await estimate(t, token, US);
    const byName = Object.fromEntries(
      totals.appliedDiscounts.map(
        (d: { discountRule: { name: { original: string } }; merchantDiscount: { amount: { amount: string }; percentage?: number } }) => [
          d.discountRule.name.original,
          d.merchantDiscount,
        ],
      ),
    );
    // $5 once over both lines in scope, then 10 % of the 245.00 left.
    expect(byName['Chairs and outdoor $5 off'].amount.amount).toBe('5.00');
    expect(byName['Spring sale']).toEqual({ amount: expect.objectContaining({ amount: '24.50' }), percentage: 10 });
    expect(totals.priceSummary.discount.amount).toBe('29.50');
    expect(totals.priceSummary.total.amount).toBe('260.50');
  });

  it('makes shipping free over its minimum and stacks a coupon after the automatic discounts', async () => {
    const token = await visitorTokenOf(t, clientId);
    await addToCart(t, token, [{ productId: sofa.id }]);
    expect((await t.call('PATCH', CART_PATH, { token, body: { couponCode: 'EXTRA5' } })).statusCode).toBe(200);
    const totals = await estimate(t, token, US);
    const types = totals.appliedDiscounts.map((d: { discountType: string; coupon?: unknown }) => (d.coupon ? 'coupon' : d.discountType));
    expect(types).toEqual(['GLOBAL', 'coupon', 'SHIPPING']);
    expect(totals.priceSummary.shipping.amount).toBe('40.00');
    expect(totals.priceSummary.discount.amount).toBe('145.00'); // 100 + 5 + 40
    expect(totals.priceSummary.total.amount).toBe('895.00');
  });
});

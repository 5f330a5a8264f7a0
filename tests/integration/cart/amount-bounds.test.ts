// Amounts stay exact: prices and quantities are bounded so a cart total stays below 2^53 minor units, and a cart past it is a clear 400.
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, insertProduct } from '../../support/cart-fixtures.js';
import { CATALOG } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

describe('price bounds of catalog writes', () => {
  it('refuses a product price of 999,999,999.99 (its cart total could pass 2^53 minor units) with a MAX violation, and stores nothing', async () => {
    const key = await t.merchantKey();
    const response = await t.call('POST', `${CATALOG.write}/products`, {
      token: key,
      body: { product: { name: 'Too dear', productType: 'physical', priceData: { price: 999_999_999.99 } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'product.priceData.price', violatedRule: 'MAX' }),
    ]);
    const names = await t.handle.db.selectFrom('products').select('name').where('name', '=', 'Too dear').execute();
    expect(names).toEqual([]);
  });

  it('accepts the largest price, 10,000,000.00', async () => {
    const response = await t.call('POST', `${CATALOG.write}/products`, {
      token: await t.merchantKey(),
      body: { product: { name: 'Dearest', productType: 'physical', priceData: { price: 10_000_000 } } },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a cost and a bulk price past the bound with MAX violations, and fails a bulk adjustment past it', async () => {
    const key = await t.merchantKey();
    const created = await t.call('POST', `${CATALOG.write}/products`, {
      token: key,
      body: { product: { name: 'Plain', productType: 'physical', priceData: { price: 5 } } },
    });
    const id = created.json().product.id as string;
    const cost = await t.call('PATCH', `${CATALOG.write}/products/${id}`, {
      token: key,
      body: { product: { costAndProfitData: { itemCost: 10_000_000.01 } } },
    });
    expect(cost.statusCode).toBe(400);
    expect(cost.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'product.costAndProfitData.itemCost', violatedRule: 'MAX' });
    const bulk = await t.call('POST', `${CATALOG.write}/bulk/products/update`, { token: key, body: { ids: [id], set: { price: 20_000_000 } } });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'set.price', violatedRule: 'MAX' });
    const adjust = await t.call('POST', `${CATALOG.write}/bulk/products/adjust-properties`, {
      token: key,
      body: { ids: [id], adjust: { price: { amount: 10_000_000 } } },
    });
    expect(adjust.json().results[0].itemMetadata).toMatchObject({ success: false, error: { code: 'VALUE_TOO_LARGE' } });
  });
});

describe('a stored cart past the bound (written before the bound existed)', () => {
  it('answers estimate-totals and create-checkout with a 400 CART_TOTAL_TOO_LARGE application error, not a 500', async () => {
    // 10 lines of 9,999 units at 999,999,999.99: 9.99e15 minor units, past 2^53 (9.007e15).
    const products = await Promise.all(Array.from({ length: 10 }, () => insertProduct(t.handle.db, DEMO_SITE_ID, { price: 99_999_999_999 })));
    const token = await t.visitorToken();
    await addToCart(
      t,
      token,
      products.map((p) => ({ productId: p.id, quantity: 9_999 })),
    );
    for (const call of ['estimate-totals', 'create-checkout']) {
      const response = await t.call('POST', `${CART_PATH}/${call}`, { token, body: call === 'create-checkout' ? { channelType: 'WEB' } : {} });
      expect(response.statusCode, `${call}: ${response.body}`).toBe(400);
      expect(response.json().details.applicationError.code).toBe('CART_TOTAL_TOO_LARGE');
    }
    const cart = await t.call('GET', CART_PATH, { token });
    expect(cart.statusCode).toBeLessThan(500);
  });
});

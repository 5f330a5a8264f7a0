// Bulk set and adjust of price, cost, weight, ribbon and brand, with one result per product.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BulkProductsResponse, Product } from '../../../src/wire/catalog.js';
import { CATALOG, createProduct, getProduct, violatedFields } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let key: string;

beforeAll(async () => {
  key = await t.merchantKey();
});

async function reload(id: string): Promise<Product> {
  return (await getProduct(t, id, key, '?includeMerchantSpecificData=true')).json().product as Product;
}

async function sized(price: number): Promise<Product> {
  const product = await createProduct(t, {
    name: `Sized ${Math.random().toString(36).slice(2, 8)}`,
    priceData: { price },
    weight: 0.5,
    costAndProfitData: { itemCost: 4 },
    manageVariants: true,
    productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
  });
  await t.call('PATCH', `${CATALOG.write}/products/${product.id}/variants`, { token: key, body: { variants: [{ choices: { Size: 'L' }, price: price + 2 }] } });
  return product;
}

describe('POST /stores/v1/bulk/products/update', () => {
  it('sets the price and moves variant prices with it', async () => {
    const product = await sized(10);
    const response = await t.call('POST', `${CATALOG.write}/bulk/products/update`, { token: key, body: { ids: [product.id], set: { price: 15 } } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      results: [{ itemMetadata: { id: product.id, originalIndex: 0, success: true } }],
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 },
    });
    const after = await reload(product.id);
    expect(after.priceData.price).toBe(15);
    expect(after.variants?.map((v) => v.variant.priceData.price)).toEqual([15, 17]);
  });

  it('sets cost, weight, ribbon and brand', async () => {
    const product = await sized(10);
    for (const set of [{ cost: 3.5 }, { weight: 1.25 }, { ribbon: 'Limited' }, { brand: 'Acme' }]) {
      const response = await t.call('POST', `${CATALOG.write}/bulk/products/update`, { token: key, body: { ids: [product.id], set } });
      expect(response.statusCode, JSON.stringify(set)).toBe(200);
    }
    const after = await reload(product.id);
    expect(after).toMatchObject({ weight: 1.25, ribbon: 'Limited', brand: 'Acme', costAndProfitData: { itemCost: 3.5 } });
    await t.call('POST', `${CATALOG.write}/bulk/products/update`, { token: key, body: { ids: [product.id], set: { ribbon: '' } } });
    expect((await reload(product.id)).ribbon).toBeUndefined();
  });

  it('reports unknown products as failed items and still changes the others', async () => {
    const product = await sized(10);
    const body = (
      await t.call('POST', `${CATALOG.write}/bulk/products/update`, { token: key, body: { ids: ['missing-one', product.id], set: { price: 11 } } })
    ).json() as BulkProductsResponse;
    expect(body.results[0]?.itemMetadata).toEqual({
      id: 'missing-one',
      originalIndex: 0,
      success: false,
      error: { code: 'PRODUCT_NOT_FOUND', description: 'Product not found', data: { id: 'missing-one' } },
    });
    expect(body.results[1]?.itemMetadata.success).toBe(true);
    expect(body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
  });

  it('refuses a set with no property or two, and more than 100 ids', async () => {
    const none = await t.call('POST', `${CATALOG.write}/bulk/products/update`, { token: key, body: { ids: ['a'], set: {} } });
    expect(violatedFields(none.json())).toEqual(['set']);
    const two = await t.call('POST', `${CATALOG.write}/bulk/products/update`, { token: key, body: { ids: ['a'], set: { price: 1, cost: 1 } } });
    expect(violatedFields(two.json())).toEqual(['set']);
    const many = await t.call('POST', `${CATALOG.write}/bulk/products/update`, {
      token: key,
      body: { ids: Array.from({ length: 101 }, (_, i) => `id${i}`), set: { price: 1 } },
    });
    expect(many.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'ids', violatedRule: 'MAX_SIZE' });
  });

  it('refuses visitors', async () => {
    const response = await t.call('POST', `${CATALOG.write}/bulk/products/update`, { token: await t.visitorToken(), body: { ids: ['a'], set: { price: 1 } } });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /stores/v1/bulk/products/adjust-properties', () => {
  it('adjusts the price by an amount, variants included', async () => {
    const product = await sized(10);
    const response = await t.call('POST', `${CATALOG.write}/bulk/products/adjust-properties`, {
      token: key,
      body: { ids: [product.id], adjust: { price: { amount: -2.5 } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await reload(product.id)).variants?.map((v) => v.variant.priceData.price)).toEqual([7.5, 9.5]);
  });

  it('adjusts by a percentage, to the cent or to whole units', async () => {
    const product = await sized(10);
    await t.call('POST', `${CATALOG.write}/bulk/products/adjust-properties`, {
      token: key,
      body: { ids: [product.id], adjust: { price: { percentage: { rate: 15 } } } },
    });
    expect((await reload(product.id)).variants?.map((v) => v.variant.priceData.price)).toEqual([11.5, 13.8]);
    await t.call('POST', `${CATALOG.write}/bulk/products/adjust-properties`, {
      token: key,
      body: { ids: [product.id], adjust: { price: { percentage: { rate: 10, roundToInt: true } } } },
    });
    expect((await reload(product.id)).variants?.map((v) => v.variant.priceData.price)).toEqual([13, 15]);
  });

  it('adjusts cost and weight', async () => {
    const product = await sized(10);
    await t.call('POST', `${CATALOG.write}/bulk/products/adjust-properties`, { token: key, body: { ids: [product.id], adjust: { cost: { amount: 1 } } } });
    await t.call('POST', `${CATALOG.write}/bulk/products/adjust-properties`, {
      token: key,
      body: { ids: [product.id], adjust: { weight: { percentage: { rate: -50 } } } },
    });
    const after = await reload(product.id);
    expect(after.costAndProfitData?.itemCost).toBe(5);
    expect(after.weight).toBe(0.25);
  });

  it('fails an item whose price would fall below zero and leaves it as it was', async () => {
    const product = await sized(10);
    const body = (
      await t.call('POST', `${CATALOG.write}/bulk/products/adjust-properties`, { token: key, body: { ids: [product.id], adjust: { price: { amount: -11 } } } })
    ).json() as BulkProductsResponse;
    expect(body.results[0]?.itemMetadata).toMatchObject({ success: false, error: { code: 'NEGATIVE_VALUE' } });
    expect((await reload(product.id)).priceData.price).toBe(10);
  });

  it('fails an item whose price would pass the largest amount (10,000,000.00, see amount-bounds.ts)', async () => {
    const product = await sized(9_000_000);
    const body = (
      await t.call('POST', `${CATALOG.write}/bulk/products/adjust-properties`, {
        token: key,
        body: { ids: [product.id], adjust: { price: { percentage: { rate: 1000 } } } },
      })
    ).json() as BulkProductsResponse;
    expect(body.results[0]?.itemMetadata).toMatchObject({ success: false, error: { code: 'VALUE_TOO_LARGE' } });
    const weight = (
      await t.call('POST', `${CATALOG.write}/bulk/products/adjust-properties`, {
        token: key,
        body: { ids: [product.id], adjust: { weight: { amount: 999_999_999.9 } } },
      })
    ).json() as BulkProductsResponse;
    expect(weight.results[0]?.itemMetadata).toMatchObject({ success: false, error: { code: 'VALUE_TOO_LARGE' } });
    expect((await reload(product.id)).priceData.price).toBe(9_000_000);
  });

  it('refuses a rate out of range and an amount with too many decimals', async () => {
    const rate = await t.call('POST', `${CATALOG.write}/bulk/products/adjust-properties`, {
      token: key,
      body: { ids: ['a'], adjust: { price: { percentage: { rate: 2000 } } } },
    });
    expect(violatedFields(rate.json())).toEqual(['adjust.price.percentage.rate']);
    const scale = await t.call('POST', `${CATALOG.write}/bulk/products/adjust-properties`, {
      token: key,
      body: { ids: ['a'], adjust: { price: { amount: 0.001 } } },
    });
    expect(violatedFields(scale.json())).toEqual(['adjust.price.amount']);
  });
});

// Merchant variant writes: overrides, reset, removing options, brand and ribbon, and per-variant stock.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VARIANT_ID } from '../../../src/wire/catalog.js';
import type { Product, Variant } from '../../../src/wire/catalog.js';
import { CATALOG, createProduct, getProduct, violatedFields } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let key: string;
let visitor: string;

beforeAll(async () => {
  key = await t.merchantKey();
  visitor = await t.visitorToken();
});

function shirt(extra: Record<string, unknown> = {}) {
  return createProduct(t, {
    name: `Shirt ${Math.random().toString(36).slice(2, 8)}`,
    priceData: { price: 40 },
    manageVariants: true,
    productOptions: [
      { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] },
      {
        name: 'Color',
        optionType: 'color',
        choices: [
          { value: '#fff', description: 'White' },
          { value: '#000', description: 'Black' },
        ],
      },
    ],
    ...extra,
  });
}

async function reload(id: string): Promise<Product> {
  return (await getProduct(t, id, key, '?includeMerchantSpecificData=true')).json().product as Product;
}

describe('PATCH /stores/v1/products/{id}/variants', () => {
  it('overrides the variants that match some choices and answers every variant', async () => {
    const product = await shirt({ discount: { type: 'AMOUNT', value: 5 } });
    const response = await t.call('PATCH', `${CATALOG.write}/products/${product.id}/variants`, {
      token: key,
      body: { variants: [{ choices: { Size: 'L' }, price: 44, cost: 15.5, weight: 0.35, sku: 'SHIRT-L' }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const variants = response.json().variants as Variant[];
    expect(variants).toHaveLength(6);
    const large = variants.filter((v) => v.choices.Size === 'L');
    expect(large.map((v) => v.variant.priceData)).toEqual([
      expect.objectContaining({ price: 44, discountedPrice: 39 }),
      expect.objectContaining({ price: 44, discountedPrice: 39 }),
    ]);
    expect(large[0]?.variant).toMatchObject({ sku: 'SHIRT-L', weight: 0.35, costAndProfitData: { itemCost: 15.5, profit: 23.5 } });
    expect(variants.find((v) => v.choices.Size === 'S')?.variant.priceData.price).toBe(40);
    expect((await reload(product.id)).priceRange).toEqual({ minValue: 40, maxValue: 44 });
  });

  it('overrides variants by id and hides one', async () => {
    const product = await shirt();
    const target = product.variants?.[1] as Variant;
    await t.call('PATCH', `${CATALOG.write}/products/${product.id}/variants`, {
      token: key,
      body: { variants: [{ variantIds: [target.id], visible: false, price: 41.5 }] },
    });
    const after = (await reload(product.id)).variants?.find((v) => v.id === target.id);
    expect(after?.variant).toMatchObject({ visible: false, priceData: { price: 41.5 } });
    const availability = await t.call('POST', `${CATALOG.read}/products/${product.id}/productOptionsAvailability`, {
      token: visitor,
      body: { options: target.choices },
    });
    expect(availability.json().availableForPurchase).toBe(false);
  });

  it('refuses unknown choices and variant ids without changing anything', async () => {
    const product = await shirt();
    const response = await t.call('PATCH', `${CATALOG.write}/products/${product.id}/variants`, {
      token: key,
      body: { variants: [{ choices: { Size: 'XXL' }, price: 1 }, { variantIds: ['nope'], price: 1 }, { price: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(violatedFields(response.json())).toEqual(['variants[0].choices.Size', 'variants[1].variantIds[0]', 'variants[2].choices']);
    expect((await reload(product.id)).priceRange).toEqual({ minValue: 40, maxValue: 40 });
  });

  it('asks for managed variants first', async () => {
    const product = await shirt({ manageVariants: false });
    const response = await t.call('PATCH', `${CATALOG.write}/products/${product.id}/variants`, {
      token: key,
      body: { variants: [{ choices: { Size: 'S' }, price: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('VARIANTS_NOT_MANAGED');
  });

  it('refuses visitors', async () => {
    const product = await shirt();
    const response = await t.call('PATCH', `${CATALOG.write}/products/${product.id}/variants`, {
      token: visitor,
      body: { variants: [{ choices: { Size: 'S' }, price: 1 }] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('resetting variants, removing options, brand and ribbon', () => {
  it('resets every variant to the product values', async () => {
    const product = await shirt();
    await t.call('PATCH', `${CATALOG.write}/products/${product.id}/variants`, {
      token: key,
      body: { variants: [{ choices: { Color: 'Black' }, price: 50, visible: false }] },
    });
    const response = await t.call('POST', `${CATALOG.write}/products/${product.id}/variants/resetToDefault`, { token: key, body: { id: product.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const after = await reload(product.id);
    expect(after.variants?.every((v) => v.variant.priceData.price === 40 && v.variant.visible)).toBe(true);
  });

  it('removes all options and leaves the default variant', async () => {
    const product = await shirt();
    const response = await t.call('DELETE', `${CATALOG.write}/products/${product.id}/options`, { token: key });
    expect(response.statusCode).toBe(200);
    const after = await reload(product.id);
    expect(after.productOptions).toEqual([]);
    expect(after.variants?.map((v) => [v.id, v.choices])).toEqual([[DEFAULT_VARIANT_ID, {}]]);
  });

  it('removes the brand and the ribbon, with or without a body', async () => {
    const product = await createProduct(t, { name: 'Branded', priceData: { price: 9 }, brand: 'Acme', ribbon: 'Hot' });
    expect((await t.call('POST', `${CATALOG.write}/products/${product.id}/remove-brand`, { token: key, body: { id: product.id } })).statusCode).toBe(200);
    expect((await t.call('POST', `${CATALOG.write}/products/${product.id}/remove-ribbon`, { token: key })).statusCode).toBe(200);
    const after = await reload(product.id);
    expect(after.brand).toBeUndefined();
    expect(after.ribbon).toBeUndefined();
    expect(after.ribbons).toEqual([]);
  });

  it('404s these calls for an unknown product', async () => {
    const missing = '0b6a4fd2-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['POST', `/products/${missing}/remove-brand`],
      ['POST', `/products/${missing}/variants/resetToDefault`],
      ['DELETE', `/products/${missing}/options`],
    ] as const) {
      const response = await t.call(method, `${CATALOG.write}${path}`, { token: key });
      expect(response.statusCode, path).toBe(404);
    }
  });
});

describe('per-variant stock (PATCH /stores/v2/inventoryItems/product/{id})', () => {
  it('turns on quantity tracking and sets the stock of single variants', async () => {
    const product = await shirt();
    const [first, second] = product.variants as Variant[];
    const response = await t.call('PATCH', `/stores/v2/inventoryItems/product/${product.id}`, {
      token: key,
      body: {
        inventoryItem: {
          productId: product.id,
          trackQuantity: true,
          variants: [
            { variantId: first?.id, quantity: 7 },
            { variantId: second?.id, quantity: 0 },
          ],
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await reload(product.id);
    expect(after.stock).toMatchObject({ trackInventory: true, quantity: 7, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' });
    expect(after.variants?.find((v) => v.id === first?.id)?.stock).toEqual({ trackQuantity: true, quantity: 7, inStock: true });
    const row = await t.ctx.db.selectFrom('products').select('in_stock').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row.in_stock).toBe(true);
  });

  it('marks a product out of stock by flag when not tracking', async () => {
    const product = await createProduct(t, { name: 'Flagged', priceData: { price: 4 } });
    await t.call('PATCH', `/stores/v2/inventoryItems/product/${product.id}`, {
      token: key,
      body: { inventoryItem: { variants: [{ variantId: DEFAULT_VARIANT_ID, inStock: false }] } },
    });
    const after = await reload(product.id);
    expect(after.stock).toEqual({ trackInventory: false, inStock: false, inventoryStatus: 'OUT_OF_STOCK' });
    const query = await t.call('POST', `${CATALOG.read}/products/query-platformized`, {
      token: visitor,
      body: { query: { filter: { inStock: false, id: product.id } } },
    });
    expect(query.json().metadata.total).toBe(1);
  });

  it('refuses an unknown variant and a negative quantity', async () => {
    const product = await shirt();
    const unknown = await t.call('PATCH', `/stores/v2/inventoryItems/product/${product.id}`, {
      token: key,
      body: { inventoryItem: { variants: [{ variantId: 'nope', quantity: 1 }] } },
    });
    expect(violatedFields(unknown.json())).toEqual(['inventoryItem.variants[0].variantId']);
    const negative = await t.call('PATCH', `/stores/v2/inventoryItems/product/${product.id}`, {
      token: key,
      body: { inventoryItem: { variants: [{ variantId: 'x', quantity: -1 }] } },
    });
    expect(violatedFields(negative.json())).toEqual(['inventoryItem.variants[0].quantity']);
  });
});

// Merchant product writes on every path: create, update, delete, options and variants, and the bad input around them.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VARIANT_ID } from '../../../src/wire/catalog.js';
import type { Product } from '../../../src/wire/catalog.js';
import { CATALOG, createProduct, getProduct, violatedFields } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let key: string;
let visitor: string;

beforeAll(async () => {
  key = await t.merchantKey();
  visitor = await t.visitorToken();
});

async function productCount(): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('create', () => {
  it('creates a product with defaults, a slug from its name and the single default variant', async () => {
    const response = await t.call('POST', `${CATALOG.write}/products`, {
      token: key,
      body: { product: { name: 'Wool Scarf — Grey', priceData: { price: 45.5 }, costAndProfitData: { itemCost: 12.25 } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const product = response.json().product as Product;
    expect(product).toMatchObject({ name: 'Wool Scarf — Grey', slug: 'wool-scarf-grey', visible: true, productType: 'physical', manageVariants: false });
    expect(product.priceData).toMatchObject({ price: 45.5, discountedPrice: 45.5, formatted: { price: '$45.50' } });
    expect(product.costAndProfitData).toMatchObject({ itemCost: 12.25, profit: 33.25 });
    expect(product.variants?.map((v) => [v.id, v.choices])).toEqual([[DEFAULT_VARIANT_ID, {}]]);
    expect(product.stock).toEqual({ trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' });
    expect(product.createdDate).toBe(product.lastUpdated);
    expect(Number(product.numericId)).toBeGreaterThan(0);
  });

  it('makes one variant per combination of choices and tracks stock when asked', async () => {
    const product = await createProduct(t, {
      name: 'Linen Shirt',
      priceData: { price: 70 },
      stock: { trackInventory: true, quantity: 4 },
      productOptions: [
        { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
        {
          name: 'Color',
          optionType: 'color',
          choices: [
            { value: '#fff', description: 'White' },
            { value: '#000', description: 'Black' },
            { value: '#00f', description: 'Blue' },
          ],
        },
      ],
    });
    expect(product.variants).toHaveLength(6);
    expect(product.variants?.map((v) => v.choices)).toContainEqual({ Size: 'M', Color: 'Blue' });
    expect(product.variants?.every((v) => v.stock.quantity === 4)).toBe(true);
    expect(product.stock).toMatchObject({ trackInventory: true, quantity: 24, inventoryStatus: 'IN_STOCK' });
    expect(product.productOptions[0]?.optionType).toBe('drop_down');
  });

  it('adds a number to a slug that is taken and refuses a taken slug given explicitly', async () => {
    const first = await createProduct(t, { name: 'Twin', priceData: { price: 1 } });
    const second = await createProduct(t, { name: 'Twin', priceData: { price: 1 } });
    expect([first.slug, second.slug]).toEqual(['twin', 'twin-2']);
    const count = await productCount();
    const clash = await t.call('POST', `${CATALOG.write}/products`, {
      token: key,
      body: { product: { name: 'Other', slug: 'twin', priceData: { price: 1 } } },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details.applicationError.code).toBe('DUPLICATE_SLUG');
    expect(await productCount()).toBe(count);
  });

  it('creates on the platformized paths of v1 and v2', async () => {
    for (const path of [`${CATALOG.write}/products-platformized`, '/stores/v2/products-platformized', '/v2/products-platformized']) {
      const response = await t.call('POST', path, { token: key, body: { product: { name: `Via ${path}`, priceData: { price: 2 } } } });
      expect(response.statusCode, path).toBe(200);
      expect(response.json().product.name).toBe(`Via ${path}`);
    }
  });

  it('ignores read-only fields a client sends back', async () => {
    const product = await createProduct(t, {
      name: 'Echo',
      priceData: { price: 3, discountedPrice: 1, formatted: { price: '$9' } },
      id: 'mine',
      numericId: '7',
      stock: { inventoryStatus: 'OUT_OF_STOCK' },
    });
    expect(product.id).not.toBe('mine');
    expect(product.priceData.discountedPrice).toBe(3);
    expect(product.stock.inventoryStatus).toBe('IN_STOCK');
  });
});

describe('bad input writes nothing', () => {
  it('answers malformed JSON with INVALID_JSON', async () => {
    const count = await productCount();
    const response = await t.call('POST', `${CATALOG.write}/products`, { token: key, body: '{"product": {"name": "x"' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('INVALID_JSON');
    expect(await productCount()).toBe(count);
  });

  it('answers missing required fields with REQUIRED_FIELD violations', async () => {
    const count = await productCount();
    const noProduct = await t.call('POST', `${CATALOG.write}/products`, { token: key, body: {} });
    expect(noProduct.statusCode).toBe(400);
    expect(violatedFields(noProduct.json())).toEqual(['product']);
    const noName = await t.call('POST', `${CATALOG.write}/products`, { token: key, body: { product: { priceData: { price: 1 } } } });
    expect(noName.json().details.validationError.fieldViolations).toEqual([
      { field: 'product.name', description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: 'REQUIRED_FIELD' },
    ]);
    const noPrice = await t.call('POST', `${CATALOG.write}/products`, { token: key, body: { product: { name: 'Priceless' } } });
    expect(violatedFields(noPrice.json())).toEqual(['product.priceData.price']);
    expect(await productCount()).toBe(count);
  });

  it('answers wrong-typed and out-of-range fields with a violation each, sorted by field', async () => {
    const count = await productCount();
    const response = await t.call('POST', `${CATALOG.write}/products`, {
      token: key,
      body: {
        product: { name: 42, priceData: { price: -1 }, productType: 'furniture', sku: 7, weight: 'heavy', productOptions: [{ name: 'Size', choices: [] }] },
      },
    });
    expect(response.statusCode).toBe(400);
    const violations = response.json().details.validationError.fieldViolations as { field: string; violatedRule: string }[];
    expect(violations.map((v) => [v.field, v.violatedRule])).toEqual([
      ['product.name', 'FORMAT'],
      ['product.priceData.price', 'MIN'],
      ['product.productOptions[0].choices', 'MIN_SIZE'],
      ['product.productType', 'INVALID_ENUM_VALUE'],
      ['product.sku', 'FORMAT'],
      ['product.weight', 'FORMAT'],
    ]);
    expect(response.json().message).toMatch(/^INVALID_ARGUMENT: "product.name" must be string, /);
    expect(await productCount()).toBe(count);
  });

  it('refuses NUL characters anywhere in the product', async () => {
    const count = await productCount();
    const response = await t.call('POST', `${CATALOG.write}/products`, {
      token: key,
      body: { product: { name: 'Nul\u0000', priceData: { price: 1 }, seoData: { tags: [{ type: 'meta', children: 'x\u0000' }] } } },
    });
    expect(response.statusCode).toBe(400);
    expect(violatedFields(response.json())).toEqual(['product.name', 'product.seoData.tags[0].children']);
    expect(await productCount()).toBe(count);
  });

  it('refuses prices with more decimals than the currency, repeated choices and too many variants', async () => {
    const count = await productCount();
    const cents = await t.call('POST', `${CATALOG.write}/products`, { token: key, body: { product: { name: 'Fraction', priceData: { price: 9.999 } } } });
    expect(cents.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'product.priceData.price', violatedRule: 'DECIMAL_MAX_SCALE' });
    const repeated = await t.call('POST', `${CATALOG.write}/products`, {
      token: key,
      body: { product: { name: 'Twice', priceData: { price: 1 }, productOptions: [{ name: 'Size', choices: [{ value: 'M' }, { value: 'M' }] }] } },
    });
    expect(violatedFields(repeated.json())).toEqual(['product.productOptions[0].choices[1]']);
    const choices = Array.from({ length: 20 }, (_, i) => ({ value: `c${i}` }));
    const huge = await t.call('POST', `${CATALOG.write}/products`, {
      token: key,
      body: {
        product: {
          name: 'Huge',
          priceData: { price: 1 },
          productOptions: [
            { name: 'A', choices },
            { name: 'B', choices },
          ],
        },
      },
    });
    expect(huge.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'product.productOptions', violatedRule: 'MAX_SIZE' });
    expect(await productCount()).toBe(count);
  });

  it('refuses visitors with 403 and callers without a credential with 401, before reading the body', async () => {
    const count = await productCount();
    const asVisitor = await t.call('POST', `${CATALOG.write}/products`, { token: visitor, body: { product: { name: 'Nope', priceData: { price: 1 } } } });
    expect(asVisitor.statusCode).toBe(403);
    expect(asVisitor.json().details.applicationError.code).toBe('PERMISSION_DENIED');
    const badBody = await t.call('POST', `${CATALOG.write}/products`, { token: visitor, body: { product: { name: 5 } } });
    expect(badBody.statusCode).toBe(403);
    expect((await t.call('POST', `${CATALOG.write}/products`, { body: { product: { name: 'Nope', priceData: { price: 1 } } } })).statusCode).toBe(401);
    expect((await t.call('POST', `${CATALOG.write}/products`, { token: 'tote_sk_not-a-key', body: {} })).statusCode).toBe(401);
    expect(await productCount()).toBe(count);
  });
});

describe('update', () => {
  it('changes only the fields sent and keeps the discounted price in step', async () => {
    const product = await createProduct(t, { name: 'Lamp', priceData: { price: 80 }, brand: 'Lumen', description: 'Warm light.' });
    const response = await t.call('PATCH', `${CATALOG.write}/products/${product.id}`, {
      token: key,
      body: { product: { id: product.id, discount: { type: 'PERCENT', value: 12.5 }, ribbon: 'Sale' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json().product as Product;
    expect(updated).toMatchObject({ name: 'Lamp', brand: 'Lumen', description: 'Warm light.', ribbon: 'Sale', discount: { type: 'PERCENT', value: 12.5 } });
    expect(updated.priceData).toMatchObject({ price: 80, discountedPrice: 70 });
    const repriced = (await t.call('PATCH', `${CATALOG.write}/products/${product.id}`, { token: key, body: { product: { priceData: { price: 100 } } } })).json()
      .product as Product;
    expect(repriced.priceData).toMatchObject({ price: 100, discountedPrice: 87.5 });
    const row = await t.ctx.db.selectFrom('products').select(['price', 'discounted_price']).where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ price: 10000, discounted_price: 8750 });
    expect(new Date(repriced.lastUpdated).getTime()).toBeGreaterThanOrEqual(new Date(product.lastUpdated).getTime());
  });

  it('regenerates variants when options change, keeping the ones whose choices survive', async () => {
    const product = await createProduct(t, {
      name: 'Poster',
      priceData: { price: 20 },
      manageVariants: true,
      stock: { trackInventory: true, quantity: 5 },
      productOptions: [{ name: 'Size', choices: [{ value: 'A3' }, { value: 'A2' }] }],
    });
    const a3 = product.variants?.find((v) => v.choices.Size === 'A3');
    await t.call('PATCH', `${CATALOG.write}/products/${product.id}/variants`, { token: key, body: { variants: [{ choices: { Size: 'A3' }, price: 25 }] } });
    const response = await t.call('PATCH', `${CATALOG.write}/products/${product.id}`, {
      token: key,
      body: { product: { productOptions: [{ name: 'Size', choices: [{ value: 'A3' }, { value: 'A1' }] }] } },
    });
    const updated = response.json().product as Product;
    expect(updated.variants?.map((v) => v.choices.Size)).toEqual(['A3', 'A1']);
    const keptA3 = updated.variants?.find((v) => v.choices.Size === 'A3');
    expect(keptA3?.id).toBe(a3?.id);
    expect(keptA3?.variant.priceData.price).toBe(25);
    expect(keptA3?.stock.quantity).toBe(5);
    expect(updated.variants?.find((v) => v.choices.Size === 'A1')?.stock.quantity).toBe(0);
    expect(updated.stock.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');
  });

  it('updates on the platformized paths, and 404s an unknown product', async () => {
    const product = await createProduct(t, { name: 'Vase', priceData: { price: 30 } });
    for (const path of [`${CATALOG.write}/products-platformized/${product.id}`, `/stores/v2/products-platformized/${product.id}`]) {
      const response = await t.call('PATCH', path, { token: key, body: { product: { name: `Vase ${path.length}` } } });
      expect(response.statusCode, path).toBe(200);
    }
    const missing = await t.call('PATCH', `${CATALOG.write}/products/0b6a4fd2-0000-4000-8000-000000000000`, {
      token: key,
      body: { product: { name: 'Ghost' } },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('refuses a visitor and a bad field without changing the product', async () => {
    const product = await createProduct(t, { name: 'Stool', priceData: { price: 60 } });
    const asVisitor = await t.call('PATCH', `${CATALOG.write}/products/${product.id}`, { token: visitor, body: { product: { name: 'Hacked' } } });
    expect(asVisitor.statusCode).toBe(403);
    const bad = await t.call('PATCH', `${CATALOG.write}/products/${product.id}`, {
      token: key,
      body: { product: { name: 'Renamed', discount: { type: 'PERCENT', value: 150 } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(violatedFields(bad.json())).toEqual(['product.discount.value']);
    const after = (await getProduct(t, product.id, key)).json().product as Product;
    expect(after.name).toBe('Stool');
    expect(after.lastUpdated).toBe(product.lastUpdated);
  });
});

describe('delete', () => {
  it('deletes a product on each path and answers {} with 200', async () => {
    for (const base of [`${CATALOG.write}/products`, `${CATALOG.write}/products-platformized`, '/stores/v2/products-platformized']) {
      const product = await createProduct(t, { name: `Doomed ${base.length}`, priceData: { price: 1 } });
      const response = await t.call('DELETE', `${base}/${product.id}`, { token: key });
      expect(response.statusCode, base).toBe(200);
      expect(response.json()).toEqual({});
      expect((await getProduct(t, product.id, key)).statusCode).toBe(404);
    }
    const again = await t.call('DELETE', `${CATALOG.write}/products/0b6a4fd2-0000-4000-8000-000000000000`, { token: key });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a visitor', async () => {
    const product = await createProduct(t, { name: 'Keeper', priceData: { price: 1 } });
    expect((await t.call('DELETE', `${CATALOG.write}/products/${product.id}`, { token: visitor })).statusCode).toBe(403);
    expect((await getProduct(t, product.id, key)).statusCode).toBe(200);
  });
});

// Option availability, the variants of a product, and store-wide variant reads.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VARIANT_ID } from '../../../src/wire/catalog.js';
import type { Product, ProductOptionsAvailabilityResponse, StoreVariant, Variant } from '../../../src/wire/catalog.js';
import { encodeDotR } from '../../../src/server/http/dot-r.js';
import { CATALOG, createProduct, productBySlug, violatedFields } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let visitor: string;
let tee: Product;

beforeAll(async () => {
  visitor = await t.visitorToken();
  tee = await productBySlug(t, 'classic-tee');
});

async function availability(productId: string, options: Record<string, string>) {
  return t.call('POST', `${CATALOG.read}/products/${productId}/productOptionsAvailability`, { token: visitor, body: { options } });
}

describe('POST .../productOptionsAvailability', () => {
  it('tells which colours are in stock once a size is chosen, without picking a variant yet', async () => {
    const response = await availability(tee.id, { Size: 'XL' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProductOptionsAvailabilityResponse;
    expect(body.selectedVariant).toBeUndefined();
    expect(body.availableForPurchase).toBe(false);
    const colours = body.productOptions.find((o) => o.name === 'Color')?.choices.map((c) => [c.description, c.inStock]);
    expect(colours).toEqual([
      ['White', true],
      ['Navy', true],
      ['Forest', false],
      ['Clay', true],
    ]);
    expect(body.productOptions.find((o) => o.name === 'Size')?.choices.every((c) => c.inStock)).toBe(true);
  });

  it('picks the variant of a complete selection, with its price, stock and media', async () => {
    const body = (await availability(tee.id, { Size: 'M', Color: 'Navy' })).json() as ProductOptionsAvailabilityResponse;
    expect(body.selectedVariant).toMatchObject({ quantity: 3, inStock: true, visible: true, price: { price: 25, formatted: { price: '$25.00' } } });
    expect(body.availableForPurchase).toBe(true);
    expect(body.media.mainMedia?.image?.url).toBe('http://localhost:8787/media/classic-tee-navy.svg');
    const sold = (await availability(tee.id, { Size: 'XL', Color: 'Forest' })).json() as ProductOptionsAvailabilityResponse;
    expect(sold.selectedVariant).toMatchObject({ inStock: false, quantity: 0, price: { price: 27 } });
    expect(sold.availableForPurchase).toBe(false);
  });

  it('accepts a colour by its value and option names in another case', async () => {
    const body = (await availability(tee.id, { size: 'S', Color: '#26324f' })).json() as ProductOptionsAvailabilityResponse;
    expect(body.selectedVariant?.inStock).toBe(true);
  });

  it('selects the default variant of a product without options', async () => {
    const cap = await productBySlug(t, 'canvas-cap');
    const body = (await availability(cap.id, {})).json() as ProductOptionsAvailabilityResponse;
    expect(body.selectedVariant).toMatchObject({ inStock: true, price: { price: 28 } });
    expect(body.availableForPurchase).toBe(true);
    expect(body.productOptions).toEqual([]);
  });

  it('answers an unknown option or choice with a field violation naming it', async () => {
    const response = await availability(tee.id, { Size: 'XXL', Fabric: 'Silk' });
    expect(response.statusCode).toBe(400);
    expect(violatedFields(response.json())).toEqual(['options.Fabric', 'options.Size']);
    expect(response.json().details.validationError.fieldViolations[1].description).toBe('is not a choice of Size; choices: S, M, L, XL');
  });

  it('answers an unknown product with 404', async () => {
    const response = await availability('5f0e7d2c-0000-4000-8000-000000000000', {});
    expect(response.statusCode).toBe(404);
    expect(response.json().details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
  });
});

describe('POST .../products/{id}/variants/query', () => {
  it('lists the variants that have some choices', async () => {
    const response = await t.call('POST', `${CATALOG.read}/products/${tee.id}/variants/query`, { token: visitor, body: { choices: { Color: 'Clay' } } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect((body.variants as Variant[]).map((v) => v.choices.Size)).toEqual(['S', 'M', 'L', 'XL']);
    expect(body.totalResults).toBe(4);
    expect(body.metadata).toEqual({ items: 4, offset: 0 });
  });

  it('lists variants by id, pages them, and adds merchant data for merchants only', async () => {
    const ids = tee.variants?.slice(0, 3).map((v) => v.id) ?? [];
    const byId = await t.call('POST', `${CATALOG.read}/products/${tee.id}/variants/query`, {
      token: visitor,
      body: { variantIds: ids, paging: { limit: 2, offset: 1 } },
    });
    expect((byId.json().variants as Variant[]).map((v) => v.id)).toEqual(ids.slice(1, 3));
    expect(byId.json().variants[0].variant.costAndProfitData).toBeUndefined();
    const merchant = await t.call('POST', `${CATALOG.read}/products/${tee.id}/variants/query`, {
      token: await t.merchantKey(),
      body: { variantIds: ids, includeMerchantSpecificData: true },
    });
    expect(merchant.json().variants[0].variant.costAndProfitData.itemCost).toBe(9.5);
  });

  it('refuses an unknown choice', async () => {
    const response = await t.call('POST', `${CATALOG.read}/products/${tee.id}/variants/query`, { token: visitor, body: { choices: { Color: 'Purple' } } });
    expect(response.statusCode).toBe(400);
    expect(violatedFields(response.json())).toEqual(['choices.Color']);
  });
});

describe('store variants', () => {
  it('queries variants across the store by product and stock, by POST and by GET .r', async () => {
    const query = { query: { filter: { productId: tee.id, inStock: false }, sort: [{ fieldName: 'variantId' }] } };
    const response = await t.call('POST', `${CATALOG.read}/variants/query`, { token: visitor, body: query });
    expect(response.statusCode, response.body).toBe(200);
    const variants = response.json().variants as StoreVariant[];
    expect(variants.map((v) => v.variantName).sort()).toEqual(['S | Clay', 'XL | Forest']);
    expect(variants[0]).toMatchObject({
      productId: tee.id,
      productName: 'Classic Tee',
      managedVariant: true,
      stock: { trackQuantity: true, quantity: 0, inStock: false },
    });
    expect(variants.find((v) => v.choices.Color === 'Clay')?.media?.image).toBe('http://localhost:8787/media/classic-tee-clay.svg');
    expect(response.json().metadata).toMatchObject({ count: 2, total: 2 });
    const viaGet = await t.call('GET', `${CATALOG.read}/variants/query?.r=${encodeDotR(query)}`, { token: visitor });
    expect(viaGet.json()).toEqual(response.json());
  });

  it('gets one store variant by {productId}-{variantId}', async () => {
    const cap = await productBySlug(t, 'canvas-cap');
    const response = await t.call('GET', `${CATALOG.read}/variants/${cap.id}-${DEFAULT_VARIANT_ID}`, { token: visitor });
    expect(response.statusCode).toBe(200);
    expect(response.json().variant).toMatchObject({
      id: `${cap.id}-${DEFAULT_VARIANT_ID}`,
      variantName: 'Canvas Cap',
      managedVariant: false,
      stock: { trackQuantity: false, inStock: true },
    });
    const missing = await t.call('GET', `${CATALOG.read}/variants/${cap.id}-nope`, { token: visitor });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError.code).toBe('VARIANT_NOT_FOUND');
  });

  it('hides the variants of hidden products from visitors', async () => {
    const hidden = await createProduct(t, { name: 'Hidden Variant Test', priceData: { price: 3 }, visible: false });
    const query = { query: { filter: { productId: hidden.id } } };
    expect((await t.call('POST', `${CATALOG.read}/variants/query`, { token: visitor, body: query })).json().variants).toEqual([]);
    expect((await t.call('POST', `${CATALOG.read}/variants/query`, { token: await t.merchantKey(), body: query })).json().variants).toHaveLength(1);
    expect((await t.call('GET', `${CATALOG.read}/variants/${hidden.id}-${DEFAULT_VARIANT_ID}`, { token: visitor })).statusCode).toBe(404);
  });
});

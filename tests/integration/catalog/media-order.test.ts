// PUT /tote/v1/products/{id}/media/order: a product's images put in a new order (every one named once), refusals leave the order as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/wire/catalog.js';
import { CATALOG, createProduct, getProduct, violatedFields } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let key: string;

beforeAll(async () => {
  key = await t.merchantKey();
});

/** A product with three library images, in this order. */
async function productWithImages(): Promise<Product> {
  const product = await createProduct(t, { name: `Candle ${Math.random().toString(36).slice(2, 8)}`, priceData: { price: 9 } });
  const added = await t.call('POST', `${CATALOG.write}/products/${product.id}/media`, {
    token: key,
    body: { media: [{ mediaId: 'soy-candle.svg' }, { mediaId: 'ceramic-mug-sage.svg' }, { url: 'https://images.example.com/c.jpg' }] },
  });
  expect(added.statusCode, added.body).toBe(200);
  return (await getProduct(t, product.id, key)).json().product as Product;
}

function mediaIds(product: Product): string[] {
  return product.media.items.map((item) => item.id);
}

function putOrder(id: string, ids: unknown, token: string) {
  return t.call('PUT', `/tote/v1/products/${id}/media/order`, { token, body: { mediaIds: ids } });
}

describe('PUT /tote/v1/products/{id}/media/order', () => {
  it('puts the images in the order given; the first becomes the main image', async () => {
    const product = await productWithImages();
    const [a, b, c] = mediaIds(product) as [string, string, string];
    const response = await putOrder(product.id, [c, a, b], key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({});
    const after = (await getProduct(t, product.id, key)).json().product as Product;
    expect(mediaIds(after)).toEqual([c, a, b]);
    expect(after.media.mainMedia?.id).toBe(c);
    expect(new Date(after.lastUpdated).getTime()).toBeGreaterThanOrEqual(new Date(product.lastUpdated).getTime());
  });

  it('refuses an unknown id, a repeated one and a missing one, and keeps the order', async () => {
    const product = await productWithImages();
    const [a, b, c] = mediaIds(product) as [string, string, string];
    const unknown = await putOrder(product.id, [a, 'nope', b, b], key);
    expect(unknown.statusCode).toBe(400);
    expect(violatedFields(unknown.json())).toEqual(['mediaIds[1]', 'mediaIds[3]']);
    const missing = await putOrder(product.id, [b, a], key);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'mediaIds', data: { missing: [c] } });
    const notAList = await putOrder(product.id, 'a,b', key);
    expect(notAList.statusCode).toBe(400);
    expect(mediaIds((await getProduct(t, product.id, key)).json().product)).toEqual([a, b, c]);
  });

  it('is the merchant’s: a visitor gets 403, an unknown product 404', async () => {
    const product = await productWithImages();
    expect((await putOrder(product.id, mediaIds(product), await t.visitorToken())).statusCode).toBe(403);
    const gone = await putOrder('00000000-0000-4000-8000-000000000000', [], key);
    expect(gone.statusCode).toBe(404);
  });
});

// Product queries over the demo catalog: every filter operator, logic, sorting, offset paging, metadata, visibility, `.r`.
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeDotR } from '../../../src/server/http/dot-r.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../../../src/wire/catalog.js';
import type { Product } from '../../../src/wire/catalog.js';
import { CATALOG, createProduct, productBySlug, queryProducts } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let visitor: string;
let apparelId: string;
let homeId: string;
const DEMO_COUNT = 13;

async function slugs(filter: unknown, sort?: unknown): Promise<string[]> {
  const response = await queryProducts(t, visitor, { filter, ...(sort ? { sort } : {}), paging: { limit: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().products as Product[]).map((p) => p.slug);
}

beforeAll(async () => {
  visitor = await t.visitorToken();
  const collections = (await t.call('POST', '/v2/collections/query', { token: visitor, body: { query: {} } })).json().collections as {
    id: string;
    slug: string;
  }[];
  apparelId = collections.find((c) => c.slug === 'apparel')?.id as string;
  homeId = collections.find((c) => c.slug === 'home-living')?.id as string;
  await createProduct(t, { name: 'Hidden Prototype', slug: 'hidden-prototype', priceData: { price: 99 }, visible: false });
});

describe('filters', () => {
  it('matches a bare value and $eq', async () => {
    expect(await slugs({ slug: 'classic-tee' })).toEqual(['classic-tee']);
    expect(await slugs({ name: { $eq: 'Ceramic Mug' } })).toEqual(['ceramic-mug']);
  });

  it('excludes with $ne, including products where a nullable field is empty', async () => {
    expect(await slugs({ productType: { $ne: 'physical' } })).toEqual(['digital-wallpaper-pack']);
    const notSale = await slugs({ ribbon: { $ne: 'Sale' } });
    expect(notSale).toHaveLength(DEMO_COUNT - 1);
    expect(notSale).not.toContain('merino-beanie');
  });

  it('compares prices with $gt, $gte, $lt and $lte in major units', async () => {
    expect(await slugs({ 'priceData.price': { $gte: 25, $lte: 32 } })).toEqual(['classic-tee', 'merino-beanie', 'canvas-cap', 'soy-candle']);
    expect(await slugs({ price: { $gt: 38 } })).toEqual(['everyday-hoodie']);
    expect(await slugs({ 'priceData.price': { $lt: 14 } })).toEqual(['digital-wallpaper-pack']);
    expect(await slugs({ 'priceData.discountedPrice': { $lte: 22 } })).toEqual([
      'crew-socks',
      'ceramic-mug',
      'soy-candle',
      'canvas-tote-bag',
      'dot-grid-notebook',
      'enamel-pin-set',
      'digital-wallpaper-pack',
    ]);
  });

  it('takes the nested form of a dotted field', async () => {
    expect(await slugs({ priceData: { price: { $lt: 10 } } })).toEqual(['digital-wallpaper-pack']);
  });

  it('matches any of a list with $in and $hasSome', async () => {
    expect(await slugs({ slug: { $in: ['ceramic-mug', 'classic-tee', 'nope'] } })).toEqual(['classic-tee', 'ceramic-mug']);
    expect(await slugs({ sku: { $hasSome: ['MUG-CERAMIC'] } })).toEqual(['ceramic-mug']);
  });

  it('filters by collection with $hasSome and $hasAll; All Products holds everything', async () => {
    expect(await slugs({ collectionIds: { $hasSome: [apparelId] } })).toEqual(['classic-tee', 'everyday-hoodie', 'merino-beanie', 'crew-socks', 'canvas-cap']);
    expect(await slugs({ 'collections.id': { $hasSome: [apparelId, homeId] } })).toHaveLength(9);
    expect(await slugs({ collectionIds: { $hasAll: [apparelId, homeId] } })).toEqual([]);
    expect(await slugs({ collectionIds: { $hasAll: [ALL_PRODUCTS_COLLECTION_ID, homeId] } })).toEqual([
      'ceramic-mug',
      'soy-candle',
      'linen-pillow-cover',
      'botanical-print',
    ]);
    expect(await slugs({ collectionIds: { $hasSome: [ALL_PRODUCTS_COLLECTION_ID] } })).toHaveLength(DEMO_COUNT);
  });

  it('matches a prefix with $startsWith, ignoring case, and a substring with $contains', async () => {
    expect(await slugs({ name: { $startsWith: 'c' } })).toEqual(['classic-tee', 'crew-socks', 'canvas-cap', 'ceramic-mug', 'canvas-tote-bag']);
    expect(await slugs({ name: { $startsWith: 'CANVAS' } })).toEqual(['canvas-cap', 'canvas-tote-bag']);
    expect(await slugs({ description: { $contains: 'merino' } })).toEqual(['merino-beanie']);
    expect(await slugs({ name: { $startsWith: '%' } })).toEqual([]);
  });

  it('tests presence with $exists', async () => {
    expect(await slugs({ ribbon: { $exists: true } })).toEqual(['everyday-hoodie', 'merino-beanie', 'canvas-tote-bag']);
    expect(await slugs({ brand: { $exists: false } })).toHaveLength(DEMO_COUNT - 3);
  });

  it('combines with $and, $or and $not', async () => {
    expect(await slugs({ $and: [{ collectionIds: { $hasSome: [apparelId] } }, { price: { $lt: 30 } }] })).toEqual(['classic-tee', 'crew-socks', 'canvas-cap']);
    expect(await slugs({ $or: [{ slug: 'ceramic-mug' }, { ribbon: 'Sale' }] })).toEqual(['merino-beanie', 'ceramic-mug']);
    const notApparel = await slugs({ $not: { collectionIds: { $hasSome: [apparelId] } } });
    expect(notApparel).toHaveLength(DEMO_COUNT - 5);
    expect(await slugs({ $not: { ribbon: 'Sale' } })).toHaveLength(DEMO_COUNT - 1);
  });

  it('filters on stock, numeric id and dates', async () => {
    expect(await slugs({ inStock: false })).toEqual(['enamel-pin-set']);
    const tee = await productBySlug(t, 'classic-tee');
    expect(await slugs({ numericId: { $lte: Number(tee.numericId) } })).toEqual(['classic-tee']);
    expect(await slugs({ numericId: { $eq: tee.numericId } })).toEqual(['classic-tee']);
    expect(await slugs({ createdDate: { $gt: '2000-01-01T00:00:00Z' } })).toHaveLength(DEMO_COUNT);
    expect(await slugs({ lastUpdated: { $lt: { $date: '2000-01-01T00:00:00Z' } } })).toEqual([]);
  });

  it('hides hidden products from visitors, even when asked for them', async () => {
    expect(await slugs({ slug: 'hidden-prototype' })).toEqual([]);
    expect(await slugs({ visible: false })).toEqual([]);
    const merchant = await queryProducts(t, await t.merchantKey(), { filter: { visible: false } });
    expect((merchant.json().products as Product[]).map((p) => p.slug)).toEqual(['hidden-prototype']);
  });
});

describe('sorting', () => {
  it('sorts ascending and descending by price', async () => {
    const ascending = await slugs({}, [{ fieldName: 'priceData.price', order: 'ASC' }]);
    expect(ascending[0]).toBe('digital-wallpaper-pack');
    expect(ascending.at(-1)).toBe('everyday-hoodie');
    const descending = await slugs({}, [{ fieldName: 'price', order: 'DESC' }]);
    expect(descending).toEqual([...ascending].reverse());
  });

  it('sorts by name, by several keys, and defaults to the order products were created in', async () => {
    const byName = await slugs({}, [{ fieldName: 'name' }]);
    expect(byName.slice(0, 3)).toEqual(['botanical-print', 'canvas-cap', 'canvas-tote-bag']);
    const byTypeThenName = await slugs({}, [
      { fieldName: 'productType', order: 'ASC' },
      { fieldName: 'name', order: 'DESC' },
    ]);
    expect(byTypeThenName[0]).toBe('digital-wallpaper-pack');
    expect(byTypeThenName[1]).toBe('soy-candle');
    expect((await slugs({}))[0]).toBe('classic-tee');
  });

  it('sorts by lastUpdated, newest first', async () => {
    await t.call('PATCH', `${CATALOG.write}/products/${(await productBySlug(t, 'linen-pillow-cover')).id}`, {
      token: await t.merchantKey(),
      body: { product: { description: 'Now in a warmer sand colour.' } },
    });
    expect((await slugs({}, [{ fieldName: 'lastUpdated', order: 'DESC' }]))[0]).toBe('linen-pillow-cover');
  });
});

describe('paging', () => {
  it('pages by offset and reports count, offset and total', async () => {
    const first = (await queryProducts(t, visitor, { paging: { limit: 5 } })).json();
    expect(first.products).toHaveLength(5);
    expect(first.metadata).toEqual({ count: 5, offset: 0, total: DEMO_COUNT, tooManyToCount: false });
    const last = (await queryProducts(t, visitor, { paging: { limit: 5, offset: 10 } })).json();
    expect(last.metadata).toEqual({ count: 3, offset: 10, total: DEMO_COUNT, tooManyToCount: false });
    const beyond = (await queryProducts(t, visitor, { paging: { limit: 5, offset: 50 } })).json();
    expect(beyond.metadata).toEqual({ count: 0, offset: 50, total: DEMO_COUNT, tooManyToCount: false });
  });

  it('returns up to 50 by default and counts only with limit 0', async () => {
    const all = (await queryProducts(t, visitor, {})).json();
    expect(all.metadata).toEqual({ count: DEMO_COUNT, offset: 0, total: DEMO_COUNT, tooManyToCount: false });
    const counted = (await queryProducts(t, visitor, { paging: { limit: 0 } })).json();
    expect(counted).toEqual({ products: [], metadata: { count: 0, offset: 0, total: DEMO_COUNT, tooManyToCount: false } });
  });

  it('counts hidden products for merchants only', async () => {
    const merchant = (await queryProducts(t, await t.merchantKey(), { paging: { limit: 0 } })).json();
    expect(merchant.metadata.total).toBe(DEMO_COUNT + 1);
  });

  it('lists variants in query results as Wix does, unless includeVariants is false', async () => {
    const plain = (await queryProducts(t, visitor, { filter: { slug: 'classic-tee' } })).json().products[0] as Product;
    expect(plain.variants).toHaveLength(16);
    expect(plain.stock.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');
    const lean = (await queryProducts(t, visitor, { filter: { slug: 'classic-tee' } }, { includeVariants: false })).json().products[0] as Product;
    expect(lean.variants).toBeUndefined();
    expect(lean.stock.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');
  });
});

describe('the GET form with .r', () => {
  it('answers GET ?.r= exactly as the POST of the same JSON', async () => {
    const params = {
      query: { filter: { collectionIds: { $hasSome: [apparelId] } }, sort: [{ fieldName: 'priceData.price', order: 'DESC' }], paging: { limit: 3, offset: 1 } },
    };
    const viaGet = await t.call('GET', `${CATALOG.read}/products/query-platformized?.r=${encodeDotR(params)}`, { token: visitor });
    const viaPost = await t.call('POST', `${CATALOG.read}/products/query-platformized`, { token: visitor, body: params });
    expect(viaGet.statusCode).toBe(200);
    expect(viaGet.json()).toEqual(viaPost.json());
    expect((viaGet.json().products as Product[]).map((p) => p.slug)).toEqual(['merino-beanie', 'canvas-cap', 'classic-tee']);
  });

  it('takes plain query parameters and a GET without any', async () => {
    const flat = await t.call('GET', `${CATALOG.read}/products/query-platformized?query.paging.limit=2&query.paging.offset=1`, { token: visitor });
    expect(flat.statusCode, flat.body).toBe(200);
    expect(flat.json().metadata).toMatchObject({ count: 2, offset: 1 });
    const bare = await t.call('GET', `${CATALOG.read}/products/query-platformized`, { token: visitor });
    expect(bare.json().metadata.count).toBe(DEMO_COUNT);
  });

  it('serves the query on the /stores/v1 path too', async () => {
    const response = await t.call('GET', `${CATALOG.write}/products/query-platformized?.r=${encodeDotR({ query: { filter: { slug: 'ceramic-mug' } } })}`, {
      token: visitor,
    });
    expect(response.json().products[0].slug).toBe('ceramic-mug');
  });
});

describe('the v1 query form', () => {
  it('takes filter and sort as JSON strings and answers with totalResults', async () => {
    const response = await t.call('POST', `${CATALOG.write}/products/query`, {
      token: visitor,
      body: { query: { filter: JSON.stringify({ price: { $lt: 20 } }), sort: '[{"price": "desc"}]', paging: { limit: 2 } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect((body.products as Product[]).map((p) => p.slug)).toEqual(['canvas-tote-bag', 'crew-socks']);
    expect(body.metadata).toEqual({ items: 2, offset: 0 });
    expect(body.totalResults).toBe(5);
  });

  it('includes hidden products only for a merchant who asks', async () => {
    const key = await t.merchantKey();
    const plain = await t.call('POST', `${CATALOG.read}/products/query`, { token: key, body: { query: { filter: '{"slug": "hidden-prototype"}' } } });
    expect(plain.json().totalResults).toBe(0);
    const hidden = await t.call('POST', `${CATALOG.read}/products/query`, {
      token: key,
      body: { query: { filter: '{"slug": "hidden-prototype"}' }, includeHiddenProducts: true },
    });
    expect(hidden.json().totalResults).toBe(1);
  });
});

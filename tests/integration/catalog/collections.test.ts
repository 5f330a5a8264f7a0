// Collections: reads (v2 and v1, All Products), queries, merchant writes and membership, and their bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeDotR } from '../../../src/server/http/dot-r.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../../../src/wire/catalog.js';
import type { Collection, Product } from '../../../src/wire/catalog.js';
import { CATALOG, createCollection, createProduct, queryProducts, violatedFields } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let key: string;
let visitor: string;

beforeAll(async () => {
  key = await t.merchantKey();
  visitor = await t.visitorToken();
});

async function collectionCount(): Promise<number> {
  return Number(
    (
      await t.ctx.db
        .selectFrom('collections')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

describe('collection reads', () => {
  it('lists All Products first, then the demo collections by name, with product counts and images', async () => {
    const response = await t.call('POST', '/v2/collections/query', { token: visitor, body: { query: {} } });
    expect(response.statusCode).toBe(200);
    const collections = response.json().collections as Collection[];
    expect(collections.map((c) => [c.slug, c.numberOfProducts])).toEqual([
      ['all-products', 13],
      ['apparel', 5],
      ['carry-stationery', 4],
      ['home-living', 4],
    ]);
    expect(collections[0]).toMatchObject({ id: ALL_PRODUCTS_COLLECTION_ID, name: 'All Products', visible: true });
    expect(collections[0]?.media.mainMedia?.image?.url).toBe('http://localhost:8787/media/classic-tee-navy.svg');
    expect(collections[2]?.media.mainMedia?.image?.url).toBe('http://localhost:8787/media/canvas-tote-natural.svg');
    expect(response.json().metadata).toEqual({ count: 4, offset: 0, total: 4, tooManyToCount: false });
  });

  it('gets a collection by id and by slug on v2 and v1, and 404s an unknown one', async () => {
    const apparel = (await t.call('GET', '/v2/collections/slug/apparel', { token: visitor })).json().collection as Collection;
    expect(apparel.name).toBe('Apparel');
    expect((await t.call('GET', `/v2/collections/${apparel.id}`, { token: visitor })).json().collection).toEqual(apparel);
    expect((await t.call('GET', `${CATALOG.read}/collections/slug/apparel`, { token: visitor })).json().collection).toEqual(apparel);
    expect((await t.call('GET', `/v2/collections/${ALL_PRODUCTS_COLLECTION_ID}`, { token: visitor })).json().collection.numberOfProducts).toBe(13);
    const missing = await t.call('GET', '/v2/collections/slug/nope', { token: visitor });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError.code).toBe('COLLECTION_NOT_FOUND');
  });

  it('queries collections with a filter, a sort and paging, by GET .r and by POST', async () => {
    const params = { query: { filter: { name: { $startsWith: 'a' } }, sort: [{ fieldName: 'name', order: 'DESC' }], paging: { limit: 1 } } };
    const viaGet = await t.call('GET', `/v2/collections/query?.r=${encodeDotR(params)}`, { token: visitor });
    expect(viaGet.statusCode).toBe(200);
    expect(viaGet.json().collections.map((c: Collection) => c.slug)).toEqual(['apparel']);
    expect(viaGet.json().metadata).toEqual({ count: 1, offset: 0, total: 2, tooManyToCount: false });
    expect((await t.call('POST', '/v2/collections/query', { token: visitor, body: params })).json()).toEqual(viaGet.json());
    const bad = await t.call('POST', '/v2/collections/query', { token: visitor, body: { query: { filter: { colour: 'x' } } } });
    expect(bad.statusCode).toBe(400);
    expect(violatedFields(bad.json())).toEqual(['query.filter.colour']);
  });

  it('answers the v1 collection query with filter and sort strings', async () => {
    const response = await t.call('POST', `${CATALOG.read}/collections/query`, {
      token: visitor,
      body: { query: { filter: '{"slug": {"$in": ["apparel", "home-living"]}}', sort: '[{"name": "asc"}]' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().collections.map((c: Collection) => c.slug)).toEqual(['apparel', 'home-living']);
    expect(response.json().totalResults).toBe(2);
  });
});

describe('collection writes', () => {
  it('creates, updates and deletes a collection; products stay', async () => {
    const created = await createCollection(t, { name: 'Gift Ideas', description: 'Under $30.' });
    expect(created).toMatchObject({
      name: 'Gift Ideas',
      slug: 'gift-ideas',
      description: 'Under $30.',
      visible: true,
      numberOfProducts: 0,
      media: { items: [] },
    });
    const product = await createProduct(t, { name: 'Gift Card Holder', priceData: { price: 8 } });
    await t.call('POST', `${CATALOG.write}/collections/${created.id}/productIds`, { token: key, body: { productIds: [product.id] } });
    const updated = await t.call('PATCH', `${CATALOG.write}/collections/${created.id}`, {
      token: key,
      body: { collection: { id: created.id, name: 'Gifts', slug: 'gifts', visible: false } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().collection).toMatchObject({ name: 'Gifts', slug: 'gifts', visible: false, numberOfProducts: 1 });
    expect(updated.json().collection.media.mainMedia).toBeUndefined();
    const deleted = await t.call('DELETE', `${CATALOG.write}/collections/${created.id}`, { token: key });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect((await t.call('GET', `/v2/collections/${created.id}`, { token: visitor })).statusCode).toBe(404);
    const still = (await queryProducts(t, visitor, { filter: { id: product.id } })).json().products as Product[];
    expect(still[0]?.collectionIds).toEqual([ALL_PRODUCTS_COLLECTION_ID]);
  });

  it('adds and removes products, idempotently, and filters products by the collection', async () => {
    const collection = await createCollection(t, { name: 'Picks' });
    const a = await createProduct(t, { name: 'Pick A', priceData: { price: 1 } });
    const b = await createProduct(t, { name: 'Pick B', priceData: { price: 2 }, visible: false });
    for (let i = 0; i < 2; i++) {
      const add = await t.call('POST', `${CATALOG.write}/collections/${collection.id}/productIds`, { token: key, body: { productIds: [a.id, b.id] } });
      expect(add.statusCode, add.body).toBe(200);
    }
    expect((await t.call('GET', `/v2/collections/${collection.id}`, { token: visitor })).json().collection.numberOfProducts).toBe(1);
    expect((await t.call('GET', `/v2/collections/${collection.id}`, { token: key })).json().collection.numberOfProducts).toBe(2);
    const inIt = (await queryProducts(t, visitor, { filter: { collectionIds: { $hasSome: [collection.id] } } })).json().products as Product[];
    expect(inIt.map((p) => p.name)).toEqual(['Pick A']);
    expect(inIt[0]?.collectionIds).toEqual([ALL_PRODUCTS_COLLECTION_ID, collection.id]);
    const remove = await t.call('POST', `${CATALOG.write}/collections/${collection.id}/productIds/delete`, {
      token: key,
      body: { productIds: [a.id, 'not-there'] },
    });
    expect(remove.statusCode).toBe(200);
    expect((await t.call('GET', `/v2/collections/${collection.id}`, { token: key })).json().collection.numberOfProducts).toBe(1);
  });

  it('refuses unknown products, a taken or reserved slug, a missing name and the All Products collection, writing nothing', async () => {
    const collection = await createCollection(t, { name: 'Strict' });
    const count = await collectionCount();
    const unknown = await t.call('POST', `${CATALOG.write}/collections/${collection.id}/productIds`, { token: key, body: { productIds: ['nope'] } });
    expect(unknown.statusCode).toBe(400);
    expect(violatedFields(unknown.json())).toEqual(['productIds[0]']);
    const taken = await t.call('POST', `${CATALOG.write}/collections`, { token: key, body: { collection: { name: 'Apparel Two', slug: 'apparel' } } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.applicationError.code).toBe('DUPLICATE_SLUG');
    const reserved = await t.call('POST', `${CATALOG.write}/collections`, { token: key, body: { collection: { name: 'Everything', slug: 'all-products' } } });
    expect(reserved.statusCode).toBe(409);
    const nameless = await t.call('POST', `${CATALOG.write}/collections`, { token: key, body: { collection: { description: 'x' } } });
    expect(violatedFields(nameless.json())).toEqual(['collection.name']);
    const wrongType = await t.call('POST', `${CATALOG.write}/collections`, { token: key, body: { collection: { name: ['x'] } } });
    expect(violatedFields(wrongType.json())).toEqual(['collection.name']);
    for (const [method, path, body] of [
      ['PATCH', `/collections/${ALL_PRODUCTS_COLLECTION_ID}`, { collection: { name: 'Renamed' } }],
      ['DELETE', `/collections/${ALL_PRODUCTS_COLLECTION_ID}`, undefined],
      ['POST', `/collections/${ALL_PRODUCTS_COLLECTION_ID}/productIds`, { productIds: [] }],
    ] as const) {
      const response = await t.call(method, `${CATALOG.write}${path}`, { token: key, ...(body ? { body } : {}) });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().details.applicationError.code).toBe('ALL_PRODUCTS_COLLECTION_IS_FIXED');
    }
    expect(await collectionCount()).toBe(count);
  });

  it('refuses visitors and 404s an unknown collection', async () => {
    expect((await t.call('POST', `${CATALOG.write}/collections`, { token: visitor, body: { collection: { name: 'Nope' } } })).statusCode).toBe(403);
    const missing = await t.call('PATCH', `${CATALOG.write}/collections/0b6a4fd2-0000-4000-8000-000000000000`, {
      token: key,
      body: { collection: { name: 'Ghost' } },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError.code).toBe('COLLECTION_NOT_FOUND');
  });
});

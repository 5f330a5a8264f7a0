// The SDK's catalog modules against the real store: product queries (GET `.r` and the POST fallback), reads, variants, collections, merchant writes.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApplicationError, createClient, ValidationError } from '../../../src/sdk/index.js';
import type { ToteClient, ToteError } from '../../../src/sdk/index.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertCollection, insertProduct, insertTee, type CreatedProduct } from '../../support/cart-fixtures.js';
import { injectFetch, type SeenRequest } from '../../support/inject-fetch.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const BASE = 'http://store.test';
const READ = 'http://replica.store.test';

function sdk(options: { apiKey?: string; fetch?: (wire: typeof fetch) => typeof fetch } = {}): ToteClient & { seen: SeenRequest[] } {
  const wire = injectFetch(t.app);
  const client = createClient({
    clientId: DEMO_CLIENT_ID,
    baseUrl: BASE,
    readBaseUrl: READ,
    fetch: options.fetch ? options.fetch(wire.fetch) : wire.fetch,
    retry: { baseDelayMs: 1 },
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
  return { ...client, seen: wire.seen };
}

/** The `{query}` a GET carried in `.r`. */
function dotR(url: string): unknown {
  const r = new URL(url).searchParams.get('.r')!;
  return JSON.parse(Buffer.from(r, 'base64url').toString('utf8'));
}

const PREFIX = 'Sdkquery';
const products: CreatedProduct[] = [];
let tee: CreatedProduct;
let collectionId: string;

beforeAll(async () => {
  collectionId = await insertCollection(t.handle.db, DEMO_SITE_ID, 'SDK picks');
  for (let i = 0; i < 7; i++) {
    products.push(
      await insertProduct(t.handle.db, DEMO_SITE_ID, {
        name: `${PREFIX} ${String(i).padStart(2, '0')}`,
        slug: `sdk-query-${i}`,
        price: 1000 + i * 100,
        collectionIds: i < 3 ? [collectionId] : [],
      }),
    );
  }
  tee = await insertTee(t.handle.db, DEMO_SITE_ID, { slug: 'sdk-tee' });
});

describe('product queries', () => {
  it('finds a product by slug with a GET to the read host, dates as Date', async () => {
    const { products: catalog, seen } = sdk();
    const page = await catalog.query().eq('slug', 'sdk-query-3').find();
    expect(page.items.map((p) => p.id)).toEqual([products[3]!.id]);
    expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
    expect(page.items[0]!.lastUpdated).toBeInstanceOf(Date);
    expect(page.totalCount).toBe(1);
    const get = seen.find((r) => r.url.includes('/products/query-platformized'))!;
    expect(get.method).toBe('GET');
    expect(get.url.startsWith(`${READ}/stores-reader/v1/products/query-platformized?.r=`)).toBe(true);
    expect(get.body).toBeUndefined();
    expect(dotR(get.url)).toEqual({ query: { filter: { slug: 'sdk-query-3' }, paging: { limit: 50, offset: 0 } }, includeVariants: false });
    expect(page.items[0]!.variants).toBeUndefined();
    expect(get.headers.authorization).toBeTruthy();
    // The token came from the write host.
    expect(seen.find((r) => r.url.endsWith('/oauth2/token'))!.url).toBe(`${BASE}/oauth2/token`);
  });

  it('pages with totals, next and prev', async () => {
    const { products: catalog } = sdk();
    const first = await catalog.query().startsWith('name', PREFIX).ascending('name').limit(3).find();
    expect(first).toMatchObject({ totalCount: 7, pageSize: 3, currentPage: 0, totalPages: 3, length: 3 });
    expect(first.items.map((p) => p.name)).toEqual([`${PREFIX} 00`, `${PREFIX} 01`, `${PREFIX} 02`]);
    const second = await first.next();
    expect(second.currentPage).toBe(1);
    expect(second.items.map((p) => p.name)).toEqual([`${PREFIX} 03`, `${PREFIX} 04`, `${PREFIX} 05`]);
    const third = await second.next();
    expect(third.items.map((p) => p.name)).toEqual([`${PREFIX} 06`]);
    expect(third.hasNext()).toBe(false);
    expect((await third.prev()).items.map((p) => p.name)).toEqual(second.items.map((p) => p.name));
  });

  it('combines filters the store understands: ranges, in, or, not, descending', async () => {
    const { products: catalog } = sdk();
    const ids = products.map((p) => p.id);
    const names = async (query: ReturnType<typeof catalog.query>) => (await query.find()).items.map((p) => p.name);
    expect(await names(catalog.query().in('id', ids).between('priceData.price', 12, 14).descending('name'))).toEqual([`${PREFIX} 03`, `${PREFIX} 02`]);
    expect(await names(catalog.query().eq('slug', 'sdk-query-0').or(catalog.query().eq('slug', 'sdk-query-6')).ascending('name'))).toEqual([
      `${PREFIX} 00`,
      `${PREFIX} 06`,
    ]);
    expect(await names(catalog.query().in('id', ids.slice(0, 3)).not(catalog.query().eq('slug', 'sdk-query-1')).ascending('name'))).toEqual([
      `${PREFIX} 00`,
      `${PREFIX} 02`,
    ]);
  });

  it('falls back to a POST of the same query when the GET would pass 4000 characters', async () => {
    const { products: catalog, seen } = sdk();
    const ids = [...products.map((p) => p.id), ...Array.from({ length: 150 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)];
    const page = await catalog.query().in('id', ids).ascending('name').find();
    expect(page.items.map((p) => p.id)).toEqual(products.map((p) => p.id));
    const post = seen.find((r) => r.url.includes('/products/query-platformized'))!;
    expect(post.method).toBe('POST');
    expect(post.url).toBe(`${READ}/stores-reader/v1/products/query-platformized`);
    expect(post.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post.body!)).toEqual({
      query: { filter: { id: { $in: ids } }, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 50, offset: 0 } },
      includeVariants: false,
    });
  });

  it('reports the store’s refusal of a page size as a validation error', async () => {
    const { products: catalog } = sdk();
    const error = (await catalog
      .query()
      .limit(1000)
      .find()
      .catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.status).toBe(400);
    expect(error.violations[0]!.field).toMatch(/^query\.paging\.limit$/);
  });
});

describe('product reads', () => {
  it('gets a product by id and by slug from the read host', async () => {
    const { products: catalog, seen } = sdk();
    const byId = await catalog.get(tee.id);
    expect(byId.slug).toBe('sdk-tee');
    expect(byId.productOptions.map((o) => o.name)).toEqual(['Size', 'Color']);
    expect((await catalog.getBySlug('sdk-tee')).id).toBe(tee.id);
    expect(seen.filter((r) => r.url.startsWith(`${READ}/stores-reader/v1/products/`)).map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('reports an unknown product as a 404 application error', async () => {
    const error = (await sdk()
      .products.get('00000000-0000-4000-8000-000000000999')
      .catch((e: unknown) => e)) as ApplicationError;
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.status).toBe(404);
    expect(error.applicationCode).toBe('PRODUCT_NOT_FOUND');
    expect(error.message).toContain('not found');
  });

  it('tells which choices are available and picks the variant of a full selection', async () => {
    const { products: catalog, seen } = sdk();
    const partial = await catalog.getOptionsAvailability(tee.id, { Size: 'M' });
    expect(partial.selectedVariant).toBeUndefined();
    const full = await catalog.getOptionsAvailability(tee.id, { Size: 'L', Color: 'Red' });
    expect(full.selectedVariant?.price.price).toBe(27);
    expect(full.availableForPurchase).toBe(true);
    const post = seen.find((r) => r.url.endsWith('/productOptionsAvailability'))!;
    expect(post.url.startsWith(READ)).toBe(true);
    expect(JSON.parse(post.body!)).toEqual({ options: { Size: 'M' } });
  });

  it('queries a product’s variants by choices', async () => {
    const answer = await sdk().products.queryVariants(tee.id, { choices: { Color: 'Navy' } });
    expect(answer.variants.map((v) => v.choices.Size).sort()).toEqual(['L', 'M', 'S']);
  });
});

describe('store variants and collections', () => {
  it('queries store variants and gets one by id', async () => {
    const { variants } = sdk();
    const page = await variants.query().eq('productId', tee.id).limit(4).find();
    expect(page.totalCount).toBe(6);
    expect(page.items).toHaveLength(4);
    const one = await variants.get(page.items[0]!.id);
    expect(one.productId).toBe(tee.id);
  });

  it('reads collections by id, slug and query', async () => {
    const { collections, products: catalog } = sdk();
    const byId = await collections.get(collectionId);
    expect(byId.name).toBe('SDK picks');
    expect((await collections.getBySlug(byId.slug)).id).toBe(collectionId);
    expect((await catalog.getCollectionBySlug(byId.slug)).id).toBe(collectionId);
    const page = await collections.query().eq('name', 'SDK picks').find();
    expect(page.items.map((c) => c.id)).toEqual([collectionId]);
    const inCollection = await catalog.query().hasSome('collectionIds', collectionId).find();
    expect(inCollection.totalCount).toBe(3);
  });
});

describe('merchant writes', () => {
  it('creates, updates and deletes a product with an API key, on the write host', async () => {
    const merchant = sdk({ apiKey: await t.merchantKey() });
    const created = await merchant.products.create({ name: 'SDK lamp', priceData: { price: 49.5 }, productType: 'physical' });
    expect(created.priceData.price).toBe(49.5);
    expect(created.createdDate).toBeInstanceOf(Date);
    const updated = await merchant.products.update(created.id, { ribbon: 'New' });
    expect(updated.ribbon).toBe('New');
    await merchant.products.removeRibbon(created.id);
    expect((await merchant.products.get(created.id)).ribbon).toBeUndefined();
    const bulk = await merchant.products.bulkUpdate([created.id], { price: 45 });
    expect(bulk.bulkActionMetadata.totalSuccesses).toBe(1);
    await merchant.products.delete(created.id);
    const gone = (await merchant.products.get(created.id).catch((e: unknown) => e)) as ApplicationError;
    expect(gone.status).toBe(404);
    const writes = merchant.seen.filter((r) => r.method !== 'GET');
    expect(writes.every((r) => r.url.startsWith(`${BASE}/stores/v1/`))).toBe(true);
    expect(writes[0]!.headers.authorization).toBe(await t.merchantKey());
  });

  it('names a refused product field by the caller’s argument', async () => {
    const merchant = sdk({ apiKey: await t.merchantKey() });
    const error = (await merchant.products.create({ name: '', priceData: { price: -1 } }).catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.violations.every((v) => v.field.startsWith('product.'))).toBe(true);
  });

  it('changes collections and their products', async () => {
    const merchant = sdk({ apiKey: await t.merchantKey() });
    const collection = await merchant.collections.create({ name: 'SDK seasonal' });
    await merchant.collections.addProducts(collection.id, [products[5]!.id, products[6]!.id]);
    expect((await merchant.products.query().hasSome('collectionIds', collection.id).find()).totalCount).toBe(2);
    await merchant.collections.removeProducts(collection.id, [products[5]!.id]);
    expect((await merchant.products.query().hasSome('collectionIds', collection.id).find()).totalCount).toBe(1);
    expect((await merchant.collections.update(collection.id, { name: 'SDK winter' })).name).toBe('SDK winter');
    await merchant.collections.delete(collection.id);
    expect(((await merchant.collections.get(collection.id).catch((e: unknown) => e)) as ToteError).status).toBe(404);
  });

  it('refuses writes from a visitor with 403', async () => {
    const error = (await sdk()
      .products.create({ name: 'Nope', priceData: { price: 1 } })
      .catch((e: unknown) => e)) as ApplicationError;
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.status).toBe(403);
  });
});

describe('read-your-writes', () => {
  it('echoes the X-Wix-Consistent header of an answer on the calls after it', async () => {
    // A replica-aware edge marks the write's answer; the SDK must send the mark back.
    const merchant = sdk({
      apiKey: await t.merchantKey(),
      fetch: (wire) => async (input, init) => {
        const response = await wire(input, init);
        if (init?.method !== 'POST') return response;
        const headers = new Headers(response.headers);
        headers.set('x-wix-consistent', 'lsn-42');
        return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
      },
    });
    const created = await merchant.products.create({ name: 'SDK consistent', priceData: { price: 5 } });
    await merchant.products.get(created.id);
    expect(merchant.seen[0]!.headers['x-wix-consistent']).toBeUndefined();
    expect(merchant.seen[1]!.headers['x-wix-consistent']).toBe('lsn-42');
  });
});

// The unmodified @wix/stores packages read the demo catalog of a Tote server: product queries, products, collections, options and variants.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { collections, products } from '@wix/stores';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { useOfficialWix } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t);
const DEMO_PRODUCT_COUNT = 13;

function shopperClient() {
  return createClient({ modules: { products, collections }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }), fetch: wix.fetch });
}
let shop: ReturnType<typeof shopperClient>;
let teeId: string;

beforeAll(async () => {
  shop = shopperClient();
  const { items } = await shop.products.queryProducts().eq('slug', 'classic-tee').find();
  teeId = items[0]!._id!;
});

function sentPaths(): string[] {
  return wix.sent.map((r) => `${r.method} ${r.path.replace(/\?.*$/, '')}`);
}

describe('queryProducts', () => {
  it('pages through the catalog with limit, find and next, with totals', async () => {
    const first = await shop.products.queryProducts().limit(5).find();
    expect(first.items).toHaveLength(5);
    expect(first.totalCount).toBe(DEMO_PRODUCT_COUNT);
    expect(first.totalPages).toBe(3);
    expect(first.currentPage).toBe(0);
    expect(first.hasNext()).toBe(true);
    expect(first.hasPrev()).toBe(false);
    const second = await first.next();
    expect(second.currentPage).toBe(1);
    expect(second.items).toHaveLength(5);
    const third = await second.next();
    expect(third.items).toHaveLength(DEMO_PRODUCT_COUNT - 10);
    expect(third.hasNext()).toBe(false);
    const seen = [...first.items, ...second.items, ...third.items].map((p) => p._id);
    expect(new Set(seen).size).toBe(DEMO_PRODUCT_COUNT);
    const back = await third.prev();
    expect(back.items.map((p) => p._id)).toEqual(second.items.map((p) => p._id));
  });

  it('gets products renamed to _id with dates as Date objects and prices as numbers', async () => {
    const { items } = await shop.products.queryProducts().eq('slug', 'classic-tee').find();
    const tee = items[0]!;
    expect(tee._id).toBe(teeId);
    expect(tee.name).toBe('Classic Tee');
    expect(tee._createdDate).toBeInstanceOf(Date);
    expect(tee.lastUpdated).toBeInstanceOf(Date);
    expect(typeof tee.priceData?.price).toBe('number');
    expect(tee.priceData?.currency).toBe('USD');
    expect(tee.productOptions?.map((o) => o.name)).toEqual(expect.arrayContaining(['Size', 'Color']));
  });

  it('filters with ge and le and sorts ascending by price', async () => {
    const { items } = await shop.products.queryProducts().ge('priceData.price', 25).le('priceData.price', 32).ascending('priceData.price').find();
    const prices = items.map((p) => p.priceData!.price!);
    expect(items.map((p) => p.slug)).toEqual(['classic-tee', 'soy-candle', 'canvas-cap', 'merino-beanie']);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sorts descending by name', async () => {
    const { items } = await shop.products.queryProducts().descending('name').limit(100).find();
    const names = items.map((p) => p.name!);
    expect(names).toHaveLength(DEMO_PRODUCT_COUNT);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('filters with startsWith, in, ne and or', async () => {
    const canvas = await shop.products.queryProducts().startsWith('name', 'canvas').find();
    expect(canvas.items.map((p) => p.slug).sort()).toEqual(['canvas-cap', 'canvas-tote-bag']);
    const two = await shop.products.queryProducts().in('slug', ['classic-tee', 'ceramic-mug', 'nope']).find();
    expect(two.items.map((p) => p.slug).sort()).toEqual(['ceramic-mug', 'classic-tee']);
    const digital = await shop.products.queryProducts().ne('productType', 'physical').find();
    expect(digital.items.map((p) => p.slug)).toEqual(['digital-wallpaper-pack']);
    // `or` is in the builder at runtime though not in its typings: plain JavaScript shops use it.
    const capQuery = shop.products.queryProducts().eq('slug', 'canvas-cap');
    const teeQuery = shop.products.queryProducts().eq('slug', 'classic-tee') as unknown as { or(other: typeof capQuery): typeof capQuery };
    const either = await teeQuery.or(capQuery).find();
    expect(either.items.map((p) => p.slug).sort()).toEqual(['canvas-cap', 'classic-tee']);
  });

  it('filters by collection with hasSome', async () => {
    const apparel = await shop.collections.getCollectionBySlug('apparel');
    const { items, totalCount } = await shop.products.queryProducts().hasSome('collectionIds', [apparel.collection!._id!]).find();
    expect(totalCount).toBe(5);
    expect(items.map((p) => p.slug)).toContain('classic-tee');
  });

  it('sends a short query as GET with .r and a long one as POST to the same path', async () => {
    const before = wix.sent.length;
    await shop.products.queryProducts().eq('slug', 'classic-tee').find();
    const short = wix.sent.slice(before).find((r) => r.path.startsWith('/stores-reader/v1/products/query-platformized'))!;
    expect(short.method).toBe('GET');
    expect(short.path).toMatch(/\?\.r=/);
    const ids = Array.from({ length: 120 }, () => crypto.randomUUID());
    const long = await shop.products
      .queryProducts()
      .in('_id', [...ids, teeId])
      .find();
    expect(long.items.map((p) => p._id)).toEqual([teeId]);
    const last = wix.sent.at(-1)!;
    expect(`${last.method} ${last.path}`).toBe('POST /stores-reader/v1/products/query-platformized');
  });
});

describe('products', () => {
  it('gets a product by id with its variants and no merchant data', async () => {
    const { product } = await shop.products.getProduct(teeId);
    expect(product?._id).toBe(teeId);
    expect(product?.slug).toBe('classic-tee');
    expect(product?.variants?.length).toBeGreaterThan(1);
    expect(product?.costAndProfitData).toBeUndefined();
    const variant = product!.variants![0]!;
    expect(variant._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof variant.variant?.priceData?.price).toBe('number');
  });

  it('answers an unknown product id with a 404 application error', async () => {
    const error = (await shop.products.getProduct('00000000-0000-4000-8000-00000000abcd').catch((e: unknown) => e)) as {
      details: { applicationError: { code: string } };
      status: number;
    };
    expect(error.status).toBe(404);
    expect(error.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('tells the variant of a complete choice with getProductOptionsAvailability', async () => {
    const result = await shop.products.getProductOptionsAvailability(teeId, { Size: 'M', Color: 'Navy' });
    expect(result.availableForPurchase).toBe(true);
    expect(result.selectedVariant?.price?.price).toBe(25);
    expect(result.selectedVariant?.price?.formatted?.price).toBe('$25.00');
    expect(result.selectedVariant?.visible).toBe(true);
    expect(result.productOptions?.map((o) => o.name)).toEqual(expect.arrayContaining(['Size', 'Color']));
  });

  it('leaves the variant open for a partial choice', async () => {
    const result = await shop.products.getProductOptionsAvailability(teeId, { Size: 'M' });
    expect(result.selectedVariant ?? undefined).toBeUndefined();
    const colors = result.productOptions?.find((o) => o.name === 'Color');
    expect(colors?.choices?.length).toBeGreaterThan(1);
  });

  it('lists the variants of some choices with queryProductVariants', async () => {
    const { product } = await shop.products.getProduct(teeId);
    const colour = product!.productOptions!.find((o) => o.name === 'Color')!.choices![0]!.description!;
    const { variants } = await shop.products.queryProductVariants(teeId, { choices: { Color: colour } });
    expect(variants?.length).toBeGreaterThan(0);
    expect(variants!.every((v) => v.choices?.Color === colour)).toBe(true);
  });

  it('queries store variants with paging and gets one by id', async () => {
    const { variants } = await shop.products.queryStoreVariants({ filter: { productId: teeId }, paging: { limit: 3 } });
    expect(variants).toHaveLength(3);
    const first = variants![0]!;
    expect(first.productId).toBe(teeId);
    const { variant } = await shop.products.getStoreVariant(first._id!);
    expect(variant?._id).toBe(first._id);
    expect(variant?.productId).toBe(teeId);
  });

  it('gets a collection by slug through the v1 products module', async () => {
    const { collection } = await shop.products.getCollectionBySlug('home-living');
    expect(collection?.name).toBe('Home & Living');
    expect(collection?._id).toMatch(/\S/);
  });
});

describe('collections', () => {
  it('queries collections, gets one by id and by slug', async () => {
    const page = await shop.collections.queryCollections().find();
    const slugs = page.items.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['apparel', 'home-living', 'carry-stationery']));
    expect(page.totalCount).toBe(page.items.length);
    const apparel = page.items.find((c) => c.slug === 'apparel')!;
    const byId = await shop.collections.getCollection(apparel._id!);
    expect(byId.name).toBe('Apparel');
    const bySlug = await shop.collections.getCollectionBySlug('apparel');
    expect(bySlug.collection?._id).toBe(apparel._id);
    expect(bySlug.collection?.numberOfProducts).toBe(5);
  });

  it('pages collections with limit and skip', async () => {
    const all = await shop.collections.queryCollections().find();
    const page = await shop.collections.queryCollections().limit(2).skip(1).find();
    expect(page.items.map((c) => c._id)).toEqual(all.items.slice(1, 3).map((c) => c._id));
  });

  it('used only the store paths of API.md', () => {
    for (const path of new Set(sentPaths())) {
      expect(path).toMatch(/^(GET|POST) \/(oauth2\/token|stores-reader\/v1\/|v2\/collections|v1\/collections)/);
    }
  });
});

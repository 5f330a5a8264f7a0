// The catalog read cache is never stale: every kind of catalog change shows in the very next read, whoever wrote it.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogVersion } from '../../../src/server/catalog/catalog-version.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import type { Collection, Product } from '../../../src/wire/catalog.js';
import { DEFAULT_VARIANT_ID, insertProduct, insertSite, type CreatedProduct } from '../../support/cart-fixtures.js';
import { CATALOG, createCollection, createProduct, getProduct, queryProducts } from '../../support/catalog-calls.js';
import { createOrder, fillCheckout, pageFor } from '../../support/checkout-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let key: string;
let visitor: string;

beforeAll(async () => {
  key = await t.merchantKey();
  visitor = await t.visitorToken();
});

/** The product as a visitor's query for its id answers it (undefined when the query does not find it). */
async function queried(id: string, token = visitor, extra: Record<string, unknown> = {}): Promise<Product | undefined> {
  const response = await queryProducts(t, token, { filter: { id } }, extra);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().products as Product[])[0];
}

/** The product as a visitor's get by id answers it. */
async function got(id: string): Promise<Product> {
  const response = await getProduct(t, id, visitor);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().product as Product;
}

/** Reads twice, so that the second read comes from the cache, and checks both agree. */
async function warm(id: string): Promise<Product | undefined> {
  const first = await queried(id);
  expect(await queried(id)).toEqual(first);
  await got(id);
  return first;
}

describe('catalog changes show in the next read', () => {
  it('shows a product write (price, name, visibility) in the next query and get', async () => {
    const product = await createProduct(t, { name: 'Cache Lamp', priceData: { price: 30 } });
    expect((await warm(product.id))?.priceData?.price).toBe(30);
    const patch = await t.call('PATCH', `${CATALOG.write}/products/${product.id}`, {
      token: key,
      body: { product: { name: 'Cache Lamp II', priceData: { price: 35 } } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await queried(product.id)).toMatchObject({ name: 'Cache Lamp II', priceData: { price: 35 } });
    expect(await got(product.id)).toMatchObject({ name: 'Cache Lamp II', priceData: { price: 35 } });
    expect((await t.call('GET', `${CATALOG.read}/products/slug/${product.slug}`, { token: visitor })).json().product.name).toBe('Cache Lamp II');
    await t.call('PATCH', `${CATALOG.write}/products/${product.id}`, { token: key, body: { product: { visible: false } } });
    expect(await queried(product.id)).toBeUndefined();
    expect((await getProduct(t, product.id, visitor)).statusCode).toBe(404);
  });

  it('shows a variant stock change in the next query, get and availability', async () => {
    const product = await createProduct(t, { name: 'Cache Kettle', priceData: { price: 40 } });
    await warm(product.id);
    const availability = () => t.call('POST', `${CATALOG.read}/products/${product.id}/productOptionsAvailability`, { token: visitor, body: { options: {} } });
    expect((await availability()).json().availableForPurchase).toBe(true);
    const patch = await t.call('PATCH', `/stores/v2/inventoryItems/product/${product.id}`, {
      token: key,
      body: { inventoryItem: { trackQuantity: true, variants: [{ variantId: DEFAULT_VARIANT_ID, quantity: 0 }] } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await queried(product.id))?.stock).toMatchObject({ trackInventory: true, quantity: 0, inStock: false, inventoryStatus: 'OUT_OF_STOCK' });
    expect((await got(product.id)).stock.inStock).toBe(false);
    expect((await availability()).json().availableForPurchase).toBe(false);
  });

  it('shows the stock an order takes in the next read', async () => {
    const mug: CreatedProduct = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Cache Mug', price: 1200, trackInventory: true, quantity: 5 });
    expect((await warm(mug.id))?.stock.quantity).toBe(5);
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id, quantity: 2 }]);
    await fillCheckout(t, auth, checkoutId);
    expect((await createOrder(t, auth, checkoutId)).statusCode).toBe(200);
    expect((await queried(mug.id))?.stock.quantity).toBe(3);
    expect((await got(mug.id)).stock.quantity).toBe(3);
  });

  it('shows a collection change in the next collection read and collection filter', async () => {
    const collection = await createCollection(t, { name: 'Cache Picks' });
    const product = await createProduct(t, { name: 'Cache Vase', priceData: { price: 22 } });
    const read = async () => (await t.call('GET', `/v2/collections/${collection.id}`, { token: visitor })).json().collection as Collection;
    const inCollection = async () =>
      ((await queryProducts(t, visitor, { filter: { collectionIds: { $hasSome: [collection.id] } } })).json().products as Product[]).map((p) => p.id);
    expect((await read()).numberOfProducts).toBe(0);
    expect(await inCollection()).toEqual([]);
    expect(await inCollection()).toEqual([]);
    await t.call('POST', `${CATALOG.write}/collections/${collection.id}/productIds`, { token: key, body: { productIds: [product.id] } });
    expect((await read()).numberOfProducts).toBe(1);
    expect(await inCollection()).toEqual([product.id]);
    expect((await queried(product.id))?.collectionIds).toContain(collection.id);
    await t.call('PATCH', `${CATALOG.write}/collections/${collection.id}`, { token: key, body: { collection: { name: 'Cache Favourites' } } });
    expect((await read()).name).toBe('Cache Favourites');
    const listed = (await t.call('POST', '/v2/collections/query', { token: visitor, body: { query: { filter: { id: collection.id } } } })).json()
      .collections as Collection[];
    expect(listed.map((c) => c.name)).toEqual(['Cache Favourites']);
  });

  it('shows a change written straight to the database (another server process, a script) in the next read', async () => {
    const product = await createProduct(t, { name: 'Cache Stool', priceData: { price: 50 } });
    await warm(product.id);
    await t.ctx.db.updateTable('products').set({ ribbon: 'New' }).where('id', '=', product.id).execute();
    expect((await queried(product.id))?.ribbon).toBe('New');
    await t.ctx.db.updateTable('variants').set({ in_stock: false }).where('product_id', '=', product.id).execute();
    expect((await got(product.id)).stock.inStock).toBe(false);
    await t.ctx.db.deleteFrom('products').where('id', '=', product.id).execute();
    expect(await queried(product.id)).toBeUndefined();
  });
});

describe('cache keys', () => {
  it('keeps merchants’ and visitors’ answers apart (cost data, hidden products)', async () => {
    const product = await createProduct(t, { name: 'Cache Secret', priceData: { price: 80 }, costAndProfitData: { itemCost: 30 }, visible: false });
    for (let i = 0; i < 2; i++) {
      expect(await queried(product.id)).toBeUndefined();
      const merchant = await queried(product.id, key, { includeMerchantSpecificData: true });
      expect(merchant?.costAndProfitData?.itemCost).toBe(30);
      expect((await queried(product.id, key))?.costAndProfitData).toBeUndefined();
    }
  });

  it('keeps sites apart', async () => {
    const other = await insertSite(t.ctx.db);
    const otherVisitor = (await t.call('POST', '/oauth2/token', { body: { clientId: other.clientId, grantType: 'anonymous' } })).json().access_token as string;
    const query = (token: string) => queryProducts(t, token, { paging: { limit: 100 } });
    const demo = (await query(visitor)).json();
    expect(demo.products.length).toBeGreaterThan(0);
    expect((await query(otherVisitor)).json().products).toEqual([]);
    expect((await query(visitor)).json()).toEqual(demo);
  });
});

describe('catalog_versions', () => {
  it('bumps a site’s version once per transaction, at commit, however many rows change', async () => {
    const a = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Bulk A' });
    const b = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Bulk B' });
    const before = await readCatalogVersion(t.ctx.db, DEMO_SITE_ID);
    await t.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ ribbon: 'Bulk' }).where('id', 'in', [a.id, b.id]).execute();
      await trx.updateTable('variants').set({ sku: 'BULK' }).where('product_id', 'in', [a.id, b.id]).execute();
      // Deferred: nothing is bumped before the commit.
      expect(await readCatalogVersion(trx, DEMO_SITE_ID)).toBe(before);
    });
    const after = await readCatalogVersion(t.ctx.db, DEMO_SITE_ID);
    expect(after).toBeGreaterThan(before);
    const { rows } = await sql<{ last_value: number | string }>`select last_value from catalog_versions_seq`.execute(t.ctx.db);
    expect(Number(rows[0]?.last_value)).toBe(after);
    expect(after - before).toBe(1);
  });

  it('leaves the version alone when a write rolls back, and changes only the written site', async () => {
    const other = await insertSite(t.ctx.db);
    const demoBefore = await readCatalogVersion(t.ctx.db, DEMO_SITE_ID);
    const otherBefore = await readCatalogVersion(t.ctx.db, other.siteId);
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ ribbon: 'Never' }).where('site_id', '=', DEMO_SITE_ID).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readCatalogVersion(t.ctx.db, DEMO_SITE_ID)).toBe(demoBefore);
    await insertProduct(t.ctx.db, other.siteId, { name: 'Elsewhere' });
    expect(await readCatalogVersion(t.ctx.db, DEMO_SITE_ID)).toBe(demoBefore);
    expect(await readCatalogVersion(t.ctx.db, other.siteId)).toBeGreaterThan(otherBefore);
  });

  it('lets a site with catalog rows be deleted (its version row goes with it)', async () => {
    const other = await insertSite(t.ctx.db);
    await insertProduct(t.ctx.db, other.siteId, { name: 'Doomed' });
    await t.ctx.db.deleteFrom('sites').where('id', '=', other.siteId).execute();
    expect(await readCatalogVersion(t.ctx.db, other.siteId)).toBe(0);
  });
});

// Catalog events: products, variants and collections created, changed and deleted by a merchant's key, each with the entity as answered.
import { beforeAll, describe, expect, it } from 'vitest';
import { liveApiKey } from '../../../src/server/auth/api-keys.js';
import { importProducts } from '../../../src/server/catalog/import/import-products.js';
import { ownerEventSource } from '../../../src/server/catalog/write/catalog-events.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CatalogEventType, EntityFqdn } from '../../../src/wire/events.js';
import { CATALOG, createCollection, createProduct } from '../../support/catalog-calls.js';
import { eventsOf } from '../../support/stored-events.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let key: string;
let app: { identityType: string; appId: string };

beforeAll(async () => {
  key = await t.merchantKey();
  app = { identityType: 'APP', appId: (await liveApiKey(t.ctx.db, key))!.id };
});

function write(method: string, path: string, body?: unknown) {
  return t.call(method, `${CATALOG.write}${path}`, { token: key, ...(body !== undefined ? { body } : {}) });
}

describe('product events', () => {
  it('writes CREATED, CHANGED and DELETED with the product as the writes answer it and the API key as the app', async () => {
    const created = await createProduct(t, { name: 'Event Lamp', priceData: { price: 40 } });
    const updated = await write('PATCH', `/products/${created.id}`, { product: { priceData: { price: 35 } } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await write('POST', `/products/${created.id}/remove-brand`, {})).statusCode).toBe(200);
    expect((await write('DELETE', `/products/${created.id}`)).statusCode).toBe(200);
    const events = await eventsOf(t, created.id);
    expect(events.map((e) => [e.eventType, e.sequence])).toEqual([
      [CatalogEventType.PRODUCT_CREATED, '1'],
      [CatalogEventType.PRODUCT_CHANGED, '2'],
      [CatalogEventType.PRODUCT_CHANGED, '3'],
      [CatalogEventType.PRODUCT_DELETED, '4'],
    ]);
    expect(events[0]!.entity).toEqual(created);
    expect(events[1]!.entity).toEqual(updated.json().product);
    expect(events[3]!.entity).toBeUndefined();
    for (const event of events) expect(event).toMatchObject({ entityFqdn: EntityFqdn.PRODUCT, identity: app });
  });

  it('writes nothing for an update that is refused', async () => {
    const product = await createProduct(t, { name: 'Event Mug', priceData: { price: 12 } });
    const other = await createProduct(t, { name: 'Event Cup', priceData: { price: 8 } });
    const taken = await write('PATCH', `/products/${product.id}`, { product: { slug: other.slug } });
    expect(taken.statusCode).toBe(409);
    const unmanaged = await write('PATCH', `/products/${product.id}/variants`, { variants: [{ variantIds: [product.variants![0]!.id], price: 5 }] });
    expect(unmanaged.statusCode).toBe(400);
    expect((await eventsOf(t, product.id)).map((e) => e.eventType)).toEqual([CatalogEventType.PRODUCT_CREATED]);
  });

  it('writes VARIANTS_CHANGED for the product with its variants as the variant write answers them', async () => {
    const product = await createProduct(t, {
      name: 'Event Tee',
      priceData: { price: 20 },
      manageVariants: true,
      productOptions: [
        {
          name: 'Size',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'M', description: 'M' },
          ],
        },
      ],
    });
    const response = await write('PATCH', `/products/${product.id}/variants`, { variants: [{ choices: { Size: 'M' }, price: 22 }] });
    expect(response.statusCode, response.body).toBe(200);
    const [event] = await eventsOf(t, product.id, CatalogEventType.VARIANTS_CHANGED);
    expect(event).toMatchObject({ entityFqdn: EntityFqdn.PRODUCT, sequence: '2', identity: app });
    expect(event!.entity).toEqual({ productId: product.id, variants: response.json().variants });
  });
});

describe('collection events', () => {
  it('writes CREATED, CHANGED (also for its products) and DELETED with the collection as answered', async () => {
    const collection = await createCollection(t, { name: 'Event Picks' });
    const product = await createProduct(t, { name: 'Event Vase', priceData: { price: 30 } });
    const renamed = await write('PATCH', `/collections/${collection.id}`, { collection: { name: 'Event Favourites' } });
    expect((await write('POST', `/collections/${collection.id}/productIds`, { productIds: [product.id] })).statusCode).toBe(200);
    const withProduct = (await t.call('GET', `${CATALOG.read}/collections/${collection.id}`, { token: key })).json().collection;
    expect((await write('DELETE', `/collections/${collection.id}`)).statusCode).toBe(200);
    const events = await eventsOf(t, collection.id);
    expect(events.map((e) => [e.eventType, e.sequence])).toEqual([
      [CatalogEventType.COLLECTION_CREATED, '1'],
      [CatalogEventType.COLLECTION_CHANGED, '2'],
      [CatalogEventType.COLLECTION_CHANGED, '3'],
      [CatalogEventType.COLLECTION_DELETED, '4'],
    ]);
    expect(events[0]!.entity).toEqual(collection);
    expect(events[1]!.entity).toEqual(renamed.json().collection);
    expect(events[2]!.entity).toEqual(withProduct);
    expect(events[2]!.entity.numberOfProducts).toBe(1);
    for (const event of events) expect(event).toMatchObject({ entityFqdn: EntityFqdn.COLLECTION, identity: app });
  });
});

describe('seeding and importing', () => {
  it('writes one event per product an import writes, in its transaction, and none for a product it refuses', async () => {
    const events = await ownerEventSource(t.ctx.db, DEMO_SITE_ID, t.ctx.config.publicUrl);
    const items = [
      { product: { name: 'Imported Cap', slug: 'imported-cap', priceData: { price: 12 } } },
      { product: { name: 'Imported Bad', slug: 'imported-bad', priceData: { price: -1 } } },
    ];
    expect(await importProducts(t.ctx.db, DEMO_SITE_ID, JSON.stringify(items), 'json', { events })).toMatchObject({ created: 1, failed: 1 });
    items[0]!.product.priceData.price = 13;
    expect(await importProducts(t.ctx.db, DEMO_SITE_ID, JSON.stringify(items.slice(0, 1)), 'json', { events })).toMatchObject({ updated: 1 });
    const row = await t.ctx.db.selectFrom('products').select('id').where('slug', '=', 'imported-cap').executeTakeFirstOrThrow();
    const written = await eventsOf(t, row.id);
    expect(written.map((e) => [e.eventType, e.sequence, e.identity.identityType])).toEqual([
      [CatalogEventType.PRODUCT_CREATED, '1', 'WIX_USER'],
      [CatalogEventType.PRODUCT_CHANGED, '2', 'WIX_USER'],
    ]);
    expect(written[1]!.entity.priceData.price).toBe(13);
    expect(await t.ctx.db.selectFrom('products').select('id').where('slug', '=', 'imported-bad').executeTakeFirst()).toBeUndefined();
  });

  it('wrote no events for the seeded demo catalog', async () => {
    const demo = await t.ctx.db.selectFrom('products').select('id').where('site_id', '=', DEMO_SITE_ID).limit(1).executeTakeFirstOrThrow();
    expect(await eventsOf(t, demo.id)).toEqual([]);
  });
});

// The unmodified @wix/ecom recommendations module against a Tote server, as a storefront's product page calls it.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { recommendations } from '@wix/ecom';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { STORES_ALGORITHMS, WIX_STORES_APP_ID } from '../../../src/wire/recommendations.js';
import { insertCollection, insertProduct } from '../../support/cart-fixtures.js';
import { useOfficialWix } from '../../support/official-wix.js';
import { placeOrder } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t);

function shopperClient() {
  return createClient({ modules: { recommendations }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }), fetch: wix.fetch });
}

const algorithm = (id: string) => ({ _id: id, appId: WIX_STORES_APP_ID });
const item = (catalogItemId: string) => ({ catalogItemId, appId: WIX_STORES_APP_ID });
let lamp: string, shade: string, bulb: string, hidden: string, rug: string;

beforeAll(async () => {
  const db = t.ctx.db;
  [lamp, shade, bulb, rug] = (await Promise.all(
    ['Lamp', 'Shade', 'Bulb', 'Rug'].map(async (name) => (await insertProduct(db, DEMO_SITE_ID, { name, price: 1000 })).id),
  )) as [string, string, string, string];
  hidden = (await insertProduct(db, DEMO_SITE_ID, { name: 'Hidden lamp part', price: 500, visible: false })).id;
  const lighting = await insertCollection(db, DEMO_SITE_ID, 'Lighting');
  const parts = await insertCollection(db, DEMO_SITE_ID, 'Lamp parts');
  const rows = [
    [lighting, lamp],
    [lighting, shade],
    [lighting, bulb],
    [lighting, hidden],
    [parts, lamp],
    [parts, shade],
  ].map(([collection_id, product_id]) => ({ site_id: DEMO_SITE_ID, collection_id: collection_id!, product_id: product_id!, position: 0 }));
  await db.insertInto('collection_products').values(rows).execute();
  // The rug was bought with the lamp, twice; the bulb alone once.
  await placeOrder(t, [{ productId: lamp }, { productId: rug }]);
  await placeOrder(t, [{ productId: lamp }, { productId: rug, quantity: 3 }]);
  await placeOrder(t, [{ productId: bulb }]);
});

describe('eCom recommendations with the official package', () => {
  it('lists the four Wix Stores algorithms', async () => {
    const { availableAlgorithms } = await shopperClient().recommendations.listAvailableAlgorithms();
    expect(availableAlgorithms!.map((a) => a.config?.algorithmId).sort()).toEqual(Object.values(STORES_ALGORITHMS).sort());
    expect(availableAlgorithms!.find((a) => a.config?.algorithmId === STORES_ALGORITHMS.BEST_SELLERS)?.config?.algorithmType).toBe('GLOBAL');
  });

  it('recommends from the same categories: most shared collections first, never the item itself or a hidden product', async () => {
    const { recommendation } = await shopperClient().recommendations.getRecommendation([algorithm(STORES_ALGORITHMS.SAME_CATEGORIES)], {
      items: [item(lamp)],
      minimumRecommendedItems: 3,
    });
    const ids = recommendation!.items!.map((i) => i.catalogItemId);
    expect(ids.slice(0, 2)).toEqual([shade, bulb]);
    expect(ids).not.toContain(lamp);
    expect(ids).not.toContain(hidden);
    expect(ids.length).toBeLessThanOrEqual(16);
    expect(recommendation!.algorithm).toEqual(algorithm(STORES_ALGORITHMS.SAME_CATEGORIES));
  });

  it('recommends what was bought together first, and best sellers by units sold', async () => {
    const client = shopperClient();
    const together = await client.recommendations.getRecommendation([algorithm(STORES_ALGORITHMS.BOUGHT_TOGETHER)], { items: [item(lamp)] });
    expect(together.recommendation!.items![0]!.catalogItemId).toBe(rug);
    const best = await client.recommendations.getRecommendation([algorithm(STORES_ALGORITHMS.BEST_SELLERS)], {});
    expect(best.recommendation!.items!.slice(0, 3).map((i) => i.catalogItemId)).toEqual([rug, lamp, bulb]);
  });

  it('takes the first algorithm that gives enough items, and answers none when none does', async () => {
    const client = shopperClient();
    const none = await client.recommendations.getRecommendation([algorithm(STORES_ALGORITHMS.SAME_CATEGORIES), algorithm(STORES_ALGORITHMS.BEST_SELLERS)], {
      items: [item(lamp)],
      minimumRecommendedItems: 100,
    });
    expect(none.recommendation?.items ?? []).toEqual([]);
  });

  it('refuses an algorithm the store does not run, in the error envelope', async () => {
    const error = await shopperClient()
      .recommendations.getRecommendation([{ _id: '00000000-0000-0000-0000-000000000000', appId: WIX_STORES_APP_ID }], {})
      .catch((e: unknown) => e as { details: { applicationError: { code: string } } });
    expect((error as { details: { applicationError: { code: string } } }).details.applicationError.code).toBe('ALGORITHM_NOT_SUPPORTED');
  });
});

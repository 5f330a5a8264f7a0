// The demo catalog a fresh store starts with: what the demo shop and the widget examples rely on.
import { describe, expect, it } from 'vitest';
import type { Collection, Product } from '../../../src/wire/catalog.js';
import { queryProducts } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

async function allProducts(): Promise<Product[]> {
  const response = await queryProducts(t, await t.visitorToken(), { paging: { limit: 100 } }, { includeVariants: true });
  return response.json().products as Product[];
}

describe('the demo catalog', () => {
  it('has at least 12 products across 3 collections, each product in one', async () => {
    const products = await allProducts();
    expect(products.length).toBeGreaterThanOrEqual(12);
    const collections = (await t.call('POST', '/v2/collections/query', { token: await t.visitorToken(), body: {} })).json().collections as Collection[];
    const stored = collections.filter((c) => c.slug !== 'all-products');
    expect(stored).toHaveLength(3);
    expect(stored.reduce((sum, c) => sum + c.numberOfProducts, 0)).toBe(products.length);
    expect(products.every((p) => p.collectionIds.length === 2)).toBe(true);
  });

  it('has the classic-tee with Size × Color options and stock per variant', async () => {
    const tee = (await allProducts()).find((p) => p.slug === 'classic-tee') as Product;
    expect(tee.productOptions.map((o) => o.name)).toEqual(['Size', 'Color']);
    const quantities = new Set(tee.variants?.map((v) => v.stock.quantity));
    expect(quantities.size).toBeGreaterThan(2);
    expect(tee.variants?.some((v) => !v.stock.inStock)).toBe(true);
  });

  it('has several products with two options, one out of stock, one digital, and one with a ribbon and a discount', async () => {
    const products = await allProducts();
    expect(products.filter((p) => p.productOptions.length === 2).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.stock.inventoryStatus === 'OUT_OF_STOCK').map((p) => p.slug)).toEqual(['enamel-pin-set']);
    expect(products.filter((p) => p.productType === 'digital').map((p) => p.slug)).toEqual(['digital-wallpaper-pack']);
    expect(products.some((p) => p.ribbon && p.discount.type !== 'NONE' && p.priceData.discountedPrice < p.priceData.price)).toBe(true);
  });

  it('shows an image for every product and every colour, and the store serves each one', async () => {
    const products = await allProducts();
    const urls = new Set<string>();
    for (const product of products) {
      expect(product.media.mainMedia?.image?.width, product.slug).toBeGreaterThan(0);
      urls.add(product.media.mainMedia?.image?.url as string);
      for (const option of product.productOptions.filter((o) => o.optionType === 'color' && product.media.items.length > 1)) {
        for (const choice of option.choices) urls.add(choice.media?.mainMedia?.image?.url as string);
      }
    }
    for (const url of urls) {
      const response = await t.call('GET', new URL(url).pathname);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
    }
  });
});

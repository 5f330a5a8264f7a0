// Products as a storefront written for Wix reads them with the unmodified @wix/stores: variants without asking, and stock status as Wix gives it.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/wire/catalog.js';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { createProduct } from '../../support/catalog-calls.js';
import { useOfficialWix } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t);

function storefront() {
  return createClient({ modules: { products }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }), fetch: wix.fetch });
}

/** The product page's read: the first product of a slug query, as storefronts written for Wix do it. */
async function productBySlug(slug: string) {
  const { items } = await storefront().products.queryProducts().eq('slug', slug).limit(1).find();
  expect(items).toHaveLength(1);
  return items[0]!;
}

/** Sets the stock of some variants of a product through the inventory API (as the merchant). */
async function setVariantStock(productId: string, variants: { variantId: string; inStock?: boolean; quantity?: number }[], trackQuantity?: boolean) {
  const response = await t.call('PATCH', `/stores/v2/inventoryItems/product/${productId}`, {
    token: await t.merchantKey(),
    body: { inventoryItem: { ...(trackQuantity !== undefined ? { trackQuantity } : {}), variants } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A product with a Size option of three choices whose variants are not managed. */
async function socks(name: string, stock: Record<string, unknown>): Promise<Product> {
  return createProduct(t, {
    name,
    priceData: { price: 9 },
    productType: 'physical',
    manageVariants: false,
    stock,
    productOptions: [{ name: 'Size', choices: ['S', 'M', 'L'].map((value) => ({ value, description: value })) }],
  });
}

describe('variants', () => {
  it('gives product.variants to a slug query of a product with managed variants, without includeVariants', async () => {
    const tee = await productBySlug('classic-tee');
    expect(tee.manageVariants).toBe(true);
    expect(tee.variants).toHaveLength(16);
    const forestXl = tee.variants!.find((v) => v.choices?.Size === 'XL' && v.choices?.Color === 'Forest');
    expect(forestXl?._id).toEqual(expect.any(String));
    expect(forestXl?.stock).toEqual({ trackQuantity: true, quantity: 0, inStock: false });
    expect(typeof forestXl?.variant?.priceData?.price).toBe('number');
    const query = wix.sent.filter((r) => r.path.startsWith('/stores-reader/v1/products/query-platformized')).at(-1)!;
    expect(query.path + (query.body ?? '')).not.toContain('includeVariants');
  });

  it('gives them in every product of a list, as getProduct does', async () => {
    const { items } = await storefront().products.queryProducts().limit(100).find();
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(item.variants?.length, item.slug ?? '').toBeGreaterThan(0);
    const tee = items.find((p) => p.slug === 'classic-tee')!;
    const { product } = await storefront().products.getProduct(tee._id!);
    expect(product?.variants?.map((v) => v._id)).toEqual(tee.variants?.map((v) => v._id));
  });
});

describe('stock status', () => {
  it('reports IN_STOCK for a product without managed variants while any of its choices sells', async () => {
    const created = await socks('Plain Socks', { trackInventory: false, inStock: true });
    await setVariantStock(created.id, [{ variantId: created.variants![0]!.id, inStock: false }]);
    const product = await productBySlug(created.slug);
    expect(product.manageVariants).toBe(false);
    expect(product.stock?.inventoryStatus).toBe('IN_STOCK');
    expect(product.stock?.inStock).toBe(true);
    expect(product.variants).toHaveLength(3);
  });

  it('reports IN_STOCK for a tracked one with units left, and OUT_OF_STOCK once none are', async () => {
    const created = await socks('Counted Socks', { trackInventory: true, quantity: 4 });
    const [first, ...rest] = created.variants!.map((v) => v.id);
    await setVariantStock(created.id, [{ variantId: first!, quantity: 0 }]);
    expect((await productBySlug(created.slug)).stock?.inventoryStatus).toBe('IN_STOCK');
    await setVariantStock(
      created.id,
      rest.map((variantId) => ({ variantId, quantity: 0 })),
    );
    const product = await productBySlug(created.slug);
    expect(product.stock).toMatchObject({ trackInventory: true, quantity: 0, inventoryStatus: 'OUT_OF_STOCK' });
  });

  it('keeps PARTIALLY_OUT_OF_STOCK for a product whose variants are managed and only some sell', async () => {
    expect((await productBySlug('classic-tee')).stock?.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');
  });
});

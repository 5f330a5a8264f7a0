// Single-product reads: wire shape, prices and discounts, stock, media, visibility, merchant data, paths.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_COLLECTION_ID } from '../../../src/wire/catalog.js';
import type { Product } from '../../../src/wire/catalog.js';
import { CATALOG, createProduct, getProduct, productBySlug } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let visitor: string;
let tee: Product;

beforeAll(async () => {
  visitor = await t.visitorToken();
  tee = await productBySlug(t, 'classic-tee');
});

describe('GET /stores-reader/v1/products/{id}', () => {
  it('answers the classic tee with Size × Color options, one variant per combination and per-variant stock', async () => {
    const response = await getProduct(t, tee.id, visitor);
    expect(response.statusCode).toBe(200);
    const product = response.json().product as Product;
    expect(product).toMatchObject({ id: tee.id, slug: 'classic-tee', name: 'Classic Tee', productType: 'physical', visible: true, manageVariants: true });
    expect(product.productOptions.map((o) => [o.name, o.optionType, o.choices.length])).toEqual([
      ['Size', 'drop_down', 4],
      ['Color', 'color', 4],
    ]);
    expect(product.variants).toHaveLength(16);
    const forestXl = product.variants?.find((v) => v.choices.Size === 'XL' && v.choices.Color === 'Forest');
    expect(forestXl?.stock).toEqual({ trackQuantity: true, quantity: 0, inStock: false });
    expect(forestXl?.variant.priceData.price).toBe(27);
    expect(product.stock.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(product.stock.trackInventory).toBe(true);
    expect(product.priceRange).toEqual({ minValue: 25, maxValue: 27 });
    expect(product.productPageUrl).toEqual({ base: 'http://localhost:8787', path: '/hosted/product/classic-tee' });
    expect(product.numericId).toMatch(/^\d+$/);
    expect(product.weightRange).toEqual({ minValue: 0.22, maxValue: 0.22 });
  });

  it('gives prices as numbers with strings formatted in the site currency', async () => {
    const product = (await getProduct(t, tee.id, visitor)).json().product as Product;
    expect(product.priceData).toEqual({ currency: 'USD', price: 25, discountedPrice: 25, formatted: { price: '$25.00', discountedPrice: '$25.00' } });
    expect(product.price).toEqual(product.priceData);
    expect(product.convertedPriceData).toEqual(product.priceData);
  });

  it('applies a percent discount and shows the ribbon', async () => {
    const beanie = await productBySlug(t, 'merino-beanie');
    expect(beanie.discount).toEqual({ type: 'PERCENT', value: 20 });
    expect(beanie.priceData).toMatchObject({ price: 32, discountedPrice: 25.6, formatted: { price: '$32.00', discountedPrice: '$25.60' } });
    expect(beanie.ribbon).toBe('Sale');
    expect(beanie.ribbons).toEqual([{ text: 'Sale' }]);
  });

  it('applies an amount discount and computes the price per unit from the discounted price', async () => {
    const candle = await productBySlug(t, 'soy-candle');
    expect(candle.discount).toEqual({ type: 'AMOUNT', value: 4 });
    expect(candle.priceData).toMatchObject({ price: 26, discountedPrice: 22, pricePerUnit: 8.8, formatted: { pricePerUnit: '$8.80' } });
    expect(candle.pricePerUnitData).toEqual({ totalQuantity: 250, totalMeasurementUnit: 'G', baseQuantity: 100, baseMeasurementUnit: 'G' });
  });

  it('reports an out-of-stock product and a digital one', async () => {
    const pins = await productBySlug(t, 'enamel-pin-set');
    expect(pins.stock).toEqual({ trackInventory: true, quantity: 0, inStock: false, inventoryStatus: 'OUT_OF_STOCK' });
    const wallpapers = await productBySlug(t, 'digital-wallpaper-pack');
    expect(wallpapers.productType).toBe('digital');
    expect(wallpapers.variants?.[0]?.id).toBe('00000000-0000-0000-0000-000000000000');
  });

  it('serves media as absolute URLs on the public URL, with sizes, and choice media on the choices', async () => {
    const product = (await getProduct(t, tee.id, visitor)).json().product as Product;
    expect(product.media.mainMedia?.image).toEqual({ url: 'http://localhost:8787/media/classic-tee-navy.svg', width: 800, height: 800, format: 'svg' });
    expect(product.media.items).toHaveLength(4);
    const white = product.productOptions[1]?.choices.find((c) => c.description === 'White');
    expect(white).toMatchObject({ value: '#f5f3ee', inStock: true, visible: true });
    expect(white?.media?.mainMedia?.image?.url).toBe('http://localhost:8787/media/classic-tee-white.svg');
    const image = await t.call('GET', '/media/classic-tee-white.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('lists the collections of a product with All Products first', async () => {
    const product = (await getProduct(t, tee.id, visitor)).json().product as Product;
    expect(product.collectionIds[0]).toBe(ALL_PRODUCTS_COLLECTION_ID);
    expect(product.collectionIds).toHaveLength(2);
  });

  it('gives cost and profit only to a merchant who asks for merchant data', async () => {
    const forVisitor = (await getProduct(t, tee.id, visitor, '?includeMerchantSpecificData=true')).json().product as Product;
    expect(forVisitor.costAndProfitData).toBeUndefined();
    expect(forVisitor.variants?.[0]?.variant.costAndProfitData).toBeUndefined();
    const key = await t.merchantKey();
    const plain = (await getProduct(t, tee.id, key)).json().product as Product;
    expect(plain.costAndProfitData).toBeUndefined();
    const merchant = (await getProduct(t, tee.id, key, '?includeMerchantSpecificData=true')).json().product as Product;
    expect(merchant.costAndProfitData).toEqual({ itemCost: 9.5, formattedItemCost: '$9.50', profit: 15.5, formattedProfit: '$15.50', profitMargin: 0.62 });
    expect(merchant.costRange).toEqual({ minValue: 9.5, maxValue: 9.5 });
  });

  it('answers the same product on /stores/v1 and on the platformized path', async () => {
    for (const path of [`${CATALOG.write}/products/${tee.id}`, `${CATALOG.read}/products-platformized/${tee.id}`]) {
      const response = await t.call('GET', path, { token: visitor });
      expect(response.statusCode, path).toBe(200);
      expect(response.json().product.id).toBe(tee.id);
    }
  });

  it('takes the id the official SDK repeats in the query string', async () => {
    const response = await getProduct(t, tee.id, visitor, `?id=${tee.id}&includeMerchantSpecificData=false`);
    expect(response.statusCode).toBe(200);
  });

  it('gets a product by slug', async () => {
    const response = await t.call('GET', `${CATALOG.read}/products/slug/canvas-tote-bag`, { token: visitor });
    expect(response.statusCode).toBe(200);
    expect(response.json().product.name).toBe('Canvas Tote Bag');
  });

  it('answers an unknown product with 404 PRODUCT_NOT_FOUND', async () => {
    const response = await getProduct(t, '7d1b0a4e-0000-4000-8000-000000000000', visitor);
    expect(response.statusCode).toBe(404);
    expect(response.json().details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    const bySlug = await t.call('GET', `${CATALOG.read}/products/slug/no-such-thing`, { token: visitor });
    expect(bySlug.statusCode).toBe(404);
  });

  it('hides a hidden product from visitors but not from merchants', async () => {
    const hidden = await createProduct(t, { name: 'Secret Sample', priceData: { price: 5 }, visible: false });
    expect((await getProduct(t, hidden.id, visitor)).statusCode).toBe(404);
    expect((await t.call('GET', `${CATALOG.read}/products/slug/${hidden.slug}`, { token: visitor })).statusCode).toBe(404);
    expect((await getProduct(t, hidden.id, await t.merchantKey())).statusCode).toBe(200);
  });

  it('answers a read without a credential with 401', async () => {
    const response = await t.call('GET', `${CATALOG.read}/products/${tee.id}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().details.applicationError.code).toBe('UNAUTHENTICATED');
  });
});

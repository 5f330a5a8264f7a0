// Merchant catalog writes through the unmodified @wix/stores package with ApiKeyStrategy pointed at a Tote API key.
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { collections, inventory, products } from '@wix/stores';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { useOfficialWix } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t, { origin: null });

function merchantClient(apiKey: string) {
  return createClient({ modules: { products, collections, inventory }, auth: ApiKeyStrategy({ apiKey, siteId: DEMO_SITE_ID }), fetch: wix.fetch });
}
let merchant: ReturnType<typeof merchantClient>;

/** The parts of an official SDK error the tests read. */
interface SdkError extends Error {
  details: { applicationError?: { code: string; description: string } };
  status: number;
}

beforeAll(async () => {
  merchant = merchantClient(await t.merchantKey());
});

/** Creates a lamp with a Finish option of two choices and returns its id. */
async function createLamp(name: string): Promise<string> {
  const { product } = await merchant.products.createProduct({
    name,
    priceData: { price: 49.5 },
    productType: products.ProductType.physical,
    costAndProfitData: { itemCost: 20 },
    productOptions: [
      {
        name: 'Finish',
        choices: [
          { value: 'Brass', description: 'Brass' },
          { value: 'Black', description: 'Black' },
        ],
      },
    ],
    manageVariants: true,
  });
  return product!._id!;
}

describe('products', () => {
  it('creates a product with options and variants, sending the key raw with wix-site-id', async () => {
    const from = wix.sent.length;
    const { product } = await merchant.products.createProduct({
      name: 'SDK Lamp',
      priceData: { price: 49.5 },
      productType: products.ProductType.physical,
      productOptions: [
        {
          name: 'Finish',
          choices: [
            { value: 'Brass', description: 'Brass' },
            { value: 'Black', description: 'Black' },
          ],
        },
      ],
      manageVariants: true,
    });
    expect(product?.slug).toBe('sdk-lamp');
    expect(product?.priceData?.price).toBe(49.5);
    expect(product?.variants).toHaveLength(2);
    const sent = wix.sent[from]!;
    expect(`${sent.method} ${sent.path}`).toBe('POST /stores/v1/products');
    expect(sent.headers.authorization).toMatch(/^tote_sk_/);
    expect(sent.headers['wix-site-id']).toBe(DEMO_SITE_ID);
  });

  it('updates a product, its variants, ribbon, brand and options, and reads merchant data back', async () => {
    const id = await createLamp('Desk Lamp');
    const updated = await merchant.products.updateProduct(id, { ribbon: 'New', brand: 'Tote', discount: { type: products.DiscountType.PERCENT, value: 10 } });
    expect(updated.product?.priceData?.discountedPrice).toBe(44.55);
    const { variants } = await merchant.products.updateProductVariants(id, [{ choices: { Finish: 'Brass' }, price: 55 }]);
    expect(variants?.find((v) => v.choices?.Finish === 'Brass')?.variant?.priceData?.price).toBe(55);
    await merchant.products.resetAllProductVariantData(id);
    await merchant.products.removeRibbon(id);
    await merchant.products.removeBrand(id);
    await merchant.products.deleteProductOptions(id);
    const { product } = await merchant.products.getProduct(id, { includeMerchantSpecificData: true });
    expect(product?.costAndProfitData?.itemCost).toBe(20);
    expect(product?.productOptions).toEqual([]);
    expect(product?.ribbon ?? '').toBe('');
    expect(product?.brand ?? '').toBe('');
  });

  it('adds and removes media of a product and of its choices', async () => {
    const id = await createLamp('Floor Lamp');
    await merchant.products.addProductMedia(id, [{ mediaId: 'soy-candle.svg' }]);
    let { product } = await merchant.products.getProduct(id);
    const added = product?.media?.items?.map((m) => m._id) ?? [];
    expect(added.length).toBeGreaterThan(0);
    await merchant.products.addProductMediaToChoices(id, [{ option: 'Finish', choice: 'Brass', mediaIds: [added[0]!] }]);
    ({ product } = await merchant.products.getProduct(id));
    const brass = product?.productOptions?.[0]?.choices?.find((c) => c.description === 'Brass');
    expect(brass?.media?.items?.length).toBeGreaterThan(0);
    await merchant.products.removeProductMediaFromChoices(id, [{ option: 'Finish', choice: 'Brass', mediaIds: [] }]);
    await merchant.products.removeProductMedia(id, added as string[]);
    ({ product } = await merchant.products.getProduct(id));
    expect(product?.media?.items ?? []).toEqual([]);
  });

  it('changes prices in bulk by a value and by a percentage', async () => {
    const id = await createLamp('Wall Lamp');
    const set = await merchant.products.bulkUpdateProductsProperty([id], { price: 60 });
    expect(set.results?.[0]?.itemMetadata?.success).toBe(true);
    const adjusted = await merchant.products.bulkAdjustProductProperty({ price: { percentage: { rate: 50 } } }, [id]);
    expect(adjusted.bulkActionMetadata?.totalSuccesses).toBe(1);
    const { product } = await merchant.products.getProduct(id);
    expect(product?.priceData?.price).toBe(90);
  });

  it('tracks stock with the inventory module', async () => {
    const id = await createLamp('Stock Lamp');
    const { product } = await merchant.products.getProduct(id);
    const variantIds = product!.variants!.map((v) => v._id!);
    await merchant.inventory.updateInventoryVariants(id, { trackQuantity: true, variants: variantIds.map((variantId) => ({ variantId, quantity: 3 })) });
    const after = await merchant.products.getProduct(id);
    expect(after.product?.stock?.trackInventory).toBe(true);
    expect(after.product?.stock?.quantity).toBe(6);
  });

  it('deletes a product; reading it then answers PRODUCT_NOT_FOUND', async () => {
    const id = await createLamp('Gone Lamp');
    await merchant.products.deleteProduct(id);
    const error = (await merchant.products.getProduct(id).catch((e: unknown) => e)) as SdkError;
    expect(error.status).toBe(404);
    expect(error.details.applicationError?.code).toBe('PRODUCT_NOT_FOUND');
  });
});

describe('collections', () => {
  it('creates, fills, renames, empties and deletes a collection', async () => {
    const id = await createLamp('Picked Lamp');
    const { collection } = await merchant.products.createCollection({ name: 'SDK Picks' });
    const collectionId = collection!._id!;
    await merchant.products.addProductsToCollection(collectionId, [id]);
    await merchant.products.updateCollection(collectionId, { description: 'Chosen by the SDK' });
    const inside = await merchant.products.queryProducts().hasSome('collectionIds', [collectionId]).find();
    expect(inside.items.map((p) => p._id)).toEqual([id]);
    const read = await merchant.collections.getCollection(collectionId);
    expect(read.name).toBe('SDK Picks');
    await merchant.products.removeProductsFromCollection(collectionId, [id]);
    expect((await merchant.products.queryProducts().hasSome('collectionIds', [collectionId]).find()).items).toEqual([]);
    await merchant.products.deleteCollection(collectionId);
    const error = (await merchant.collections.getCollection(collectionId).catch((e: unknown) => e)) as SdkError;
    expect(error.status).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses a visitor’s write with 403', async () => {
    const shopper = createClient({ modules: { products }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }), fetch: wix.fetch });
    const error = (await shopper.products.createProduct({ name: 'Nope', priceData: { price: 1 } }).catch((e: unknown) => e)) as SdkError;
    expect(error.status).toBe(403);
  });

  it('refuses an unknown API key with 401', async () => {
    const error = (await merchantClient('tote_sk_not-a-key')
      .products.createProduct({ name: 'Nope', priceData: { price: 1 } })
      .catch((e: unknown) => e)) as SdkError;
    expect(error.status).toBe(401);
  });
});

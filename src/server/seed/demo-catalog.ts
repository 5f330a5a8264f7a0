// The demo catalog: 13 products in 3 collections, written through the catalog's own write functions, images from the media library.
import type { Kysely } from 'kysely';
import { systemClock } from '../clock.js';
import { currencyDigits } from '../money.js';
import {
  createCollection,
  addProductsToCollection,
  addProductMedia,
  productChanges,
  type ProductInput,
  createProduct,
  type WriteDeps,
  updateVariants,
  updateVariantStock,
  findLibraryImage,
} from '../catalog/index.js';
import type { Database } from '../db/schema.js';

/** A demo product: its body as a merchant would send it, its images, and per-variant stock and prices. */
interface DemoProduct {
  product: ProductInput & { name: string; slug: string };
  /** Library images; with `choice`, shown for that choice. The first is the main image. */
  images: { file: string; choice?: { option: string; choice: string } }[];
  /** Units in stock by variant, keyed `Size/Color` (the choices in option order); missing ones get `defaultStock`. */
  stock?: Record<string, number>;
  defaultStock?: number;
  /** Own prices of variants by choices (needs manageVariants). */
  variantPrices?: { choices: Record<string, string>; price: number }[];
}

const SIZES = ['S', 'M', 'L', 'XL'];

const tee: DemoProduct = {
  product: {
    name: 'Classic Tee',
    slug: 'classic-tee',
    description: 'A heavyweight cotton tee with a relaxed fit that keeps its shape wash after wash. Garment-dyed for a soft, lived-in colour.',
    sku: 'TEE-CLASSIC',
    weight: 0.22,
    priceData: { price: 25 },
    costAndProfitData: { itemCost: 9.5 },
    brand: 'Tote Basics',
    productOptions: [
      { name: 'Size', optionType: 'drop_down', choices: SIZES.map((s) => ({ value: s, description: s })) },
      {
        name: 'Color',
        optionType: 'color',
        choices: [
          { value: '#f5f3ee', description: 'White' },
          { value: '#26324f', description: 'Navy' },
          { value: '#2f5d46', description: 'Forest' },
          { value: '#c2674a', description: 'Clay' },
        ],
      },
    ],
    manageVariants: true,
    stock: { trackInventory: true },
    additionalInfoSections: [
      { title: 'Fabric', description: '100% organic cotton, 220 g/m². Pre-shrunk.' },
      { title: 'Care', description: 'Machine wash cold with similar colours. Tumble dry low.' },
    ],
  },
  images: [
    { file: 'classic-tee-navy.svg', choice: { option: 'Color', choice: 'Navy' } },
    { file: 'classic-tee-white.svg', choice: { option: 'Color', choice: 'White' } },
    { file: 'classic-tee-forest.svg', choice: { option: 'Color', choice: 'Forest' } },
    { file: 'classic-tee-clay.svg', choice: { option: 'Color', choice: 'Clay' } },
  ],
  defaultStock: 12,
  stock: { 'XL/Forest': 0, 'S/Clay': 0, 'M/Navy': 3, 'L/White': 25 },
  variantPrices: [
    { choices: { Size: 'XL', Color: 'White' }, price: 27 },
    { choices: { Size: 'XL', Color: 'Navy' }, price: 27 },
    { choices: { Size: 'XL', Color: 'Forest' }, price: 27 },
    { choices: { Size: 'XL', Color: 'Clay' }, price: 27 },
  ],
};

const hoodie: DemoProduct = {
  product: {
    name: 'Everyday Hoodie',
    slug: 'everyday-hoodie',
    description: 'Brushed-back fleece, a roomy kangaroo pocket and a lined hood. The one you reach for every morning.',
    sku: 'HOODIE-EVERYDAY',
    weight: 0.65,
    priceData: { price: 64 },
    costAndProfitData: { itemCost: 24 },
    brand: 'Tote Basics',
    ribbon: 'New',
    productOptions: [
      { name: 'Size', optionType: 'drop_down', choices: ['S', 'M', 'L'].map((s) => ({ value: s, description: s })) },
      {
        name: 'Color',
        optionType: 'color',
        choices: [
          { value: '#d9cbb3', description: 'Oat' },
          { value: '#3b3d42', description: 'Charcoal' },
        ],
      },
    ],
    stock: { trackInventory: true },
  },
  images: [
    { file: 'everyday-hoodie-oat.svg', choice: { option: 'Color', choice: 'Oat' } },
    { file: 'everyday-hoodie-charcoal.svg', choice: { option: 'Color', choice: 'Charcoal' } },
  ],
  defaultStock: 8,
  stock: { 'S/Charcoal': 0, 'L/Oat': 2 },
};

const beanie: DemoProduct = {
  product: {
    name: 'Merino Beanie',
    slug: 'merino-beanie',
    description: 'Rib-knit from soft extra-fine merino with a fold-over cuff and a pom-pom. Warm, breathable, never itchy.',
    sku: 'BEANIE-MERINO',
    weight: 0.09,
    priceData: { price: 32 },
    costAndProfitData: { itemCost: 11 },
    discount: { type: 'PERCENT', value: 20 },
    ribbon: 'Sale',
    brand: 'Northfold',
    stock: { trackInventory: true, quantity: 40 },
  },
  images: [{ file: 'merino-beanie-mustard.svg' }],
};

const socks: DemoProduct = {
  product: {
    name: 'Crew Socks, 3 Pairs',
    slug: 'crew-socks',
    description: 'Cushioned cotton crew socks with a vintage stripe. Three pairs to a pack.',
    sku: 'SOCKS-CREW-3',
    weight: 0.15,
    priceData: { price: 18 },
    costAndProfitData: { itemCost: 5 },
    productOptions: [
      { name: 'Size', optionType: 'drop_down', choices: ['S/M', 'L/XL'].map((s) => ({ value: s, description: s })) },
      {
        name: 'Color',
        optionType: 'color',
        choices: [
          { value: '#c0533a', description: 'Rust Stripe' },
          { value: '#26324f', description: 'Navy Stripe' },
        ],
      },
    ],
    stock: { trackInventory: true },
  },
  images: [{ file: 'crew-socks.svg' }],
  defaultStock: 20,
  stock: { 'L/XL/Navy Stripe': 0 },
};

const cap: DemoProduct = {
  product: {
    name: 'Canvas Cap',
    slug: 'canvas-cap',
    description: 'A six-panel cap in washed cotton canvas with an adjustable brass buckle.',
    sku: 'CAP-CANVAS',
    weight: 0.11,
    priceData: { price: 28 },
    costAndProfitData: { itemCost: 8 },
  },
  images: [{ file: 'canvas-cap-olive.svg' }],
};

const mug: DemoProduct = {
  product: {
    name: 'Ceramic Mug',
    slug: 'ceramic-mug',
    description: 'Hand-glazed stoneware, 350 ml. Every mug is a little different. Dishwasher and microwave safe.',
    sku: 'MUG-CERAMIC',
    weight: 0.38,
    priceData: { price: 22 },
    costAndProfitData: { itemCost: 7 },
    productOptions: [
      {
        name: 'Color',
        optionType: 'color',
        choices: [
          { value: '#efe9df', description: 'Speckled White' },
          { value: '#a7b89a', description: 'Sage' },
          { value: '#c0704f', description: 'Terracotta' },
        ],
      },
    ],
  },
  images: [
    { file: 'ceramic-mug-speckled.svg', choice: { option: 'Color', choice: 'Speckled White' } },
    { file: 'ceramic-mug-sage.svg', choice: { option: 'Color', choice: 'Sage' } },
    { file: 'ceramic-mug-terracotta.svg', choice: { option: 'Color', choice: 'Terracotta' } },
  ],
};

const candle: DemoProduct = {
  product: {
    name: 'Soy Candle, Cedar & Fig',
    slug: 'soy-candle',
    description: 'Hand-poured soy wax with a cotton wick in a reusable glass tumbler. About 45 hours of warm cedar and ripe fig.',
    sku: 'CANDLE-CEDAR-FIG',
    weight: 0.42,
    priceData: { price: 26 },
    costAndProfitData: { itemCost: 8.5 },
    discount: { type: 'AMOUNT', value: 4 },
    pricePerUnitData: { totalQuantity: 250, totalMeasurementUnit: 'G', baseQuantity: 100, baseMeasurementUnit: 'G' },
  },
  images: [{ file: 'soy-candle.svg' }],
};

const pillow: DemoProduct = {
  product: {
    name: 'Linen Pillow Cover',
    slug: 'linen-pillow-cover',
    description: 'Stonewashed European linen with a hidden zip. Fits a 50 × 50 cm insert.',
    sku: 'PILLOW-LINEN',
    weight: 0.2,
    priceData: { price: 38 },
    costAndProfitData: { itemCost: 12 },
  },
  images: [{ file: 'linen-pillow.svg' }],
};

const printProduct: DemoProduct = {
  product: {
    name: 'Botanical Print',
    slug: 'botanical-print',
    description: 'A giclée print of a hand-drawn olive branch on 300 g/m² cotton rag paper. Frame not included.',
    sku: 'PRINT-BOTANICAL',
    weight: 0.1,
    priceData: { price: 24 },
    costAndProfitData: { itemCost: 6 },
    productOptions: [{ name: 'Size', optionType: 'drop_down', choices: ['A4', 'A3', 'A2'].map((s) => ({ value: s, description: s })) }],
    manageVariants: true,
  },
  images: [{ file: 'botanical-print.svg' }],
  variantPrices: [
    { choices: { Size: 'A3' }, price: 34 },
    { choices: { Size: 'A2' }, price: 48 },
  ],
};

const toteBag: DemoProduct = {
  product: {
    name: 'Canvas Tote Bag',
    slug: 'canvas-tote-bag',
    description: 'Heavy 16 oz cotton canvas with long handles and an inside pocket. Carries a week of groceries.',
    sku: 'TOTE-CANVAS',
    weight: 0.3,
    priceData: { price: 19 },
    costAndProfitData: { itemCost: 6 },
    ribbon: 'Bestseller',
    productOptions: [
      {
        name: 'Color',
        optionType: 'color',
        choices: [
          { value: '#e8dcc4', description: 'Natural' },
          { value: '#1f1f22', description: 'Black' },
        ],
      },
    ],
    stock: { trackInventory: true },
  },
  images: [
    { file: 'canvas-tote-natural.svg', choice: { option: 'Color', choice: 'Natural' } },
    { file: 'canvas-tote-black.svg', choice: { option: 'Color', choice: 'Black' } },
  ],
  defaultStock: 30,
};

const notebook: DemoProduct = {
  product: {
    name: 'Dot-Grid Notebook',
    slug: 'dot-grid-notebook',
    description: 'A5, 192 numbered pages of 100 g/m² paper that takes fountain pens. Lay-flat binding and a ribbon marker.',
    sku: 'NOTEBOOK-DOT-A5',
    weight: 0.32,
    priceData: { price: 16 },
    costAndProfitData: { itemCost: 4.2 },
  },
  images: [{ file: 'dot-grid-notebook.svg' }],
};

const pins: DemoProduct = {
  product: {
    name: 'Enamel Pin Set',
    slug: 'enamel-pin-set',
    description: 'Three hard-enamel pins (sun, mountain, leaf) with rubber clutches, on a recycled card.',
    sku: 'PINS-SET-3',
    weight: 0.03,
    priceData: { price: 14 },
    costAndProfitData: { itemCost: 3 },
    stock: { trackInventory: true, quantity: 0 },
  },
  images: [{ file: 'enamel-pin-set.svg' }],
};

const wallpapers: DemoProduct = {
  product: {
    name: 'Digital Wallpaper Pack',
    slug: 'digital-wallpaper-pack',
    description: 'Twelve calm, hand-made wallpapers for phone and desktop, up to 6K. Delivered as a download link.',
    sku: 'DIGITAL-WALLPAPERS',
    productType: 'digital',
    priceData: { price: 6 },
    costAndProfitData: { itemCost: 0 },
  },
  images: [{ file: 'wallpaper-pack.svg' }],
};

/** The demo collections in order, with their products and cover image. */
const COLLECTIONS: { name: string; slug: string; description: string; cover: string; products: DemoProduct[] }[] = [
  {
    name: 'Apparel',
    slug: 'apparel',
    description: 'Everyday clothes in natural fibres.',
    cover: 'classic-tee-navy.svg',
    products: [tee, hoodie, beanie, socks, cap],
  },
  {
    name: 'Home & Living',
    slug: 'home-living',
    description: 'Small things that make a home feel lived in.',
    cover: 'ceramic-mug-sage.svg',
    products: [mug, candle, pillow, printProduct],
  },
  {
    name: 'Carry & Stationery',
    slug: 'carry-stationery',
    description: 'Bags, paper goods and little extras.',
    cover: 'canvas-tote-natural.svg',
    products: [toteBag, notebook, pins, wallpapers],
  },
];

/** `S/Navy`: a variant's choices in option order, the key of {@link DemoProduct.stock}. */
function stockKey(options: ProductInput['productOptions'], choices: Record<string, string>): string {
  return (options ?? []).map((o) => choices[o.name]).join('/');
}

async function seedProduct(deps: WriteDeps, siteId: string, demo: DemoProduct, digits: number): Promise<string> {
  const id = await createProduct(deps, siteId, productChanges(demo.product, digits));
  await addProductMedia(
    deps,
    siteId,
    id,
    demo.images.map((image) => ({ mediaId: image.file, ...(image.choice ? { choice: image.choice } : {}) })),
  );
  if (demo.variantPrices)
    await updateVariants(
      deps,
      siteId,
      id,
      demo.variantPrices.map((v) => ({ choices: v.choices, price: v.price })),
      digits,
    );
  if (demo.defaultStock !== undefined || demo.stock) {
    const variants = await deps.db.selectFrom('variants').select(['id', 'choices']).where('product_id', '=', id).execute();
    await updateVariantStock(
      deps,
      siteId,
      id,
      undefined,
      variants.map((v) => ({ variantId: v.id, quantity: demo.stock?.[stockKey(demo.product.productOptions, v.choices)] ?? demo.defaultStock ?? 0 })),
      'variants',
    );
  }
  return id;
}

/** Seed step: fills a new demo site with the demo catalog (inside the seeding transaction). */
export async function seedDemoCatalog(db: Kysely<Database>, siteId: string): Promise<void> {
  // No `events`: seeding the demo catalog is not a merchant's change, so it reports no catalog events.
  const deps: WriteDeps = { db, clock: systemClock };
  const site = await db.selectFrom('sites').select('currency').where('id', '=', siteId).executeTakeFirstOrThrow();
  const digits = currencyDigits(site.currency);
  for (const collection of COLLECTIONS) {
    const ids: string[] = [];
    for (const product of collection.products) ids.push(await seedProduct(deps, siteId, product, digits));
    const collectionId = await createCollection(deps, siteId, { name: collection.name, slug: collection.slug, description: collection.description });
    await addProductsToCollection(deps, siteId, collectionId, ids);
    const cover = await findLibraryImage(collection.cover);
    if (cover) {
      const media = [{ id: cover.id, mediaType: 'image', title: collection.name, url: cover.url, width: cover.width, height: cover.height }];
      await db
        .updateTable('collections')
        .set({ media: JSON.stringify(media) })
        .where('id', '=', collectionId)
        .execute();
    }
  }
}

// Test data for cart tests, written straight into the tables: products with variants, coupons, discounts, shipping, tax, other sites.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShippingDestination, StoredAddress, WeightRate } from '../../src/server/db/commerce-tables.js';
import type { StoredOption } from '../../src/server/db/catalog-tables.js';
import type { Database } from '../../src/server/db/schema.js';
import { discountedMinor } from '../../src/server/catalog/pricing.js';

/** Id of the default variant of a product without options (as the catalog gives it). */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

/** A variant to create; `choices` maps option name to choice description. */
export interface VariantFixture {
  choices: Record<string, string>;
  price?: number | null;
  quantity?: number | null;
  inStock?: boolean;
  visible?: boolean;
  weight?: string | null;
  sku?: string | null;
}

/** A product to create. Defaults: $10.00, physical, visible, in stock, untracked, 0.5 KG, no options. */
export interface ProductFixture {
  name?: string;
  slug?: string;
  price?: number;
  discountType?: 'NONE' | 'AMOUNT' | 'PERCENT';
  discountValue?: string;
  productType?: 'physical' | 'digital';
  visible?: boolean;
  trackInventory?: boolean;
  /** Stock of the default variant when tracked. */
  quantity?: number;
  inStock?: boolean;
  weight?: string | null;
  options?: StoredOption[];
  /** Variants for the options; without options one default variant is made. */
  variants?: VariantFixture[];
  collectionIds?: string[];
}

/** A created product and its variant ids (in the order given). */
export interface CreatedProduct {
  id: string;
  slug: string;
  variantIds: string[];
}

/** Inserts a product with its variants (and collection memberships). */
export async function insertProduct(db: Kysely<Database>, siteId: string, fixture: ProductFixture = {}): Promise<CreatedProduct> {
  const id = randomUUID();
  const slug = fixture.slug ?? `product-${id.slice(0, 8)}`;
  const price = fixture.price ?? 1000;
  const discountType = fixture.discountType ?? 'NONE';
  const discountValue = fixture.discountValue ?? '0';
  const trackInventory = fixture.trackInventory ?? false;
  const variants: VariantFixture[] = fixture.variants ?? [{ choices: {}, quantity: fixture.quantity ?? null, inStock: fixture.inStock ?? true }];
  await db
    .insertInto('products')
    .values({
      id,
      site_id: siteId,
      name: fixture.name ?? `Product ${slug}`,
      slug,
      description: '',
      sku: null,
      product_type: fixture.productType ?? 'physical',
      visible: fixture.visible ?? true,
      price,
      discounted_price: discountedMinor(price, discountType, discountValue),
      discount_type: discountType,
      discount_value: discountValue,
      cost: null,
      weight: fixture.weight === undefined ? '0.5' : fixture.weight,
      brand: null,
      ribbon: null,
      track_inventory: trackInventory,
      in_stock: fixture.inStock ?? true,
      manage_variants: (fixture.options ?? []).length > 0,
      options: JSON.stringify(fixture.options ?? []),
      media: JSON.stringify([{ id: `${slug}-main`, mediaType: 'image', title: slug, url: `/media/${slug}.svg`, width: 800, height: 800 }]),
      additional_info: '[]',
      price_per_unit: 'null',
      seo: 'null',
    })
    .execute();
  const variantIds = variants.map((v) => (Object.keys(v.choices).length === 0 ? DEFAULT_VARIANT_ID : randomUUID()));
  await db
    .insertInto('variants')
    .values(
      variants.map((v, i) => ({
        id: variantIds[i]!,
        site_id: siteId,
        product_id: id,
        choices: JSON.stringify(v.choices),
        price: v.price ?? null,
        cost: null,
        weight: v.weight ?? null,
        sku: v.sku ?? null,
        visible: v.visible ?? true,
        quantity: trackInventory ? (v.quantity ?? 10) : (v.quantity ?? null),
        in_stock: v.inStock ?? true,
        position: i,
      })),
    )
    .execute();
  for (const collectionId of fixture.collectionIds ?? []) {
    await db.insertInto('collection_products').values({ site_id: siteId, collection_id: collectionId, product_id: id, position: 0 }).execute();
  }
  return { id, slug, variantIds };
}

/** A T-shirt with Size (S, M, L) × Color (Navy, Red) options, tracked stock of 5 per variant, $25.00 (L $27.00). */
export async function insertTee(db: Kysely<Database>, siteId: string, overrides: Partial<ProductFixture> = {}): Promise<CreatedProduct> {
  const sizes = ['S', 'M', 'L'];
  const colors = [
    { value: '#1f2a44', description: 'Navy' },
    { value: '#c0392b', description: 'Red' },
  ];
  return insertProduct(db, siteId, {
    name: 'Test tee',
    price: 2500,
    trackInventory: true,
    weight: '0.2',
    options: [
      { name: 'Size', optionType: 'drop_down', choices: sizes.map((s) => ({ value: s, description: s })) },
      { name: 'Color', optionType: 'color', choices: colors },
    ],
    variants: sizes.flatMap((size) => colors.map((c) => ({ choices: { Size: size, Color: c.description }, quantity: 5, price: size === 'L' ? 2700 : null }))),
    ...overrides,
  });
}

/** Inserts a collection and returns its id. */
export async function insertCollection(db: Kysely<Database>, siteId: string, name = 'Test collection'): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('collections')
    .values({ id, site_id: siteId, name, slug: `collection-${id.slice(0, 8)}`, description: '', visible: true, media: '[]' })
    .execute();
  return id;
}

/** A coupon to create. Defaults: active, whole cart, no limits. */
export interface CouponFixture {
  code: string;
  kind: 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING';
  percentage?: string;
  amount?: number;
  minimumSubtotal?: number;
  startsAt?: Date;
  expiresAt?: Date;
  usageLimit?: number;
  timesUsed?: number;
  scope?: 'ALL' | 'PRODUCTS' | 'COLLECTIONS';
  scopeIds?: string[];
  active?: boolean;
}

/** Inserts a coupon and returns its id. */
export async function insertCoupon(db: Kysely<Database>, siteId: string, c: CouponFixture): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('coupons')
    .values({
      id,
      site_id: siteId,
      code: c.code,
      name: `${c.code} coupon`,
      kind: c.kind,
      percentage: c.percentage ?? null,
      amount: c.amount ?? null,
      minimum_subtotal: c.minimumSubtotal ?? null,
      starts_at: c.startsAt ?? null,
      expires_at: c.expiresAt ?? null,
      usage_limit: c.usageLimit ?? null,
      times_used: c.timesUsed ?? 0,
      scope: c.scope ?? 'ALL',
      scope_ids: c.scopeIds ?? [],
      active: c.active ?? true,
    })
    .execute();
  return id;
}

/** An automatic discount to create. */
export interface MerchantDiscountFixture {
  name: string;
  type: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
  percentage?: string;
  amount?: number;
  minimumSubtotal?: number;
  productIds?: string[];
  collectionIds?: string[];
  startsAt?: Date;
  endsAt?: Date;
  active?: boolean;
  position?: number;
}

/** Inserts an automatic discount and returns its id. */
export async function insertMerchantDiscount(db: Kysely<Database>, siteId: string, d: MerchantDiscountFixture): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('merchant_discounts')
    .values({
      id,
      site_id: siteId,
      name: d.name,
      discount_type: d.type,
      percentage: d.percentage ?? null,
      amount: d.amount ?? null,
      minimum_subtotal: d.minimumSubtotal ?? null,
      product_ids: d.productIds ?? [],
      collection_ids: d.collectionIds ?? [],
      starts_at: d.startsAt ?? null,
      ends_at: d.endsAt ?? null,
      active: d.active ?? true,
      position: d.position ?? 0,
    })
    .execute();
  return id;
}

/** A shipping option of a region fixture. */
export interface ShippingOptionFixture {
  code: string;
  title?: string;
  kind: 'FLAT' | 'BY_WEIGHT' | 'PICKUP';
  rate?: number;
  weightRates?: WeightRate[];
  freeOver?: number;
  deliveryTime?: string;
  pickupAddress?: StoredAddress;
}

/** Inserts a shipping region with its options (and pickup locations) and returns its id. */
export async function insertShippingRegion(
  db: Kysely<Database>,
  siteId: string,
  name: string,
  destinations: ShippingDestination[],
  options: ShippingOptionFixture[],
  position = 0,
): Promise<string> {
  const regionId = randomUUID();
  await db
    .insertInto('shipping_regions')
    .values({ id: regionId, site_id: siteId, name, destinations: JSON.stringify(destinations), position })
    .execute();
  for (const [i, o] of options.entries()) {
    let pickupId: string | null = null;
    if (o.pickupAddress) {
      pickupId = randomUUID();
      await db
        .insertInto('pickup_locations')
        .values({ id: pickupId, site_id: siteId, name: `${o.code} location`, address: JSON.stringify(o.pickupAddress) })
        .execute();
    }
    await db
      .insertInto('shipping_options')
      .values({
        id: randomUUID(),
        site_id: siteId,
        region_id: regionId,
        code: o.code,
        title: o.title ?? o.code,
        kind: o.kind,
        rate: o.rate ?? 0,
        weight_rates: JSON.stringify(o.weightRates ?? []),
        free_over: o.freeOver ?? null,
        delivery_time: o.deliveryTime ?? null,
        instructions: null,
        pickup_location_id: pickupId,
        position: i,
      })
      .execute();
  }
  return regionId;
}

/** Inserts a tax rate. */
export async function insertTaxRate(
  db: Kysely<Database>,
  siteId: string,
  r: { country: string; subdivision?: string; name: string; rate: string; jurisdictionType?: 'COUNTRY' | 'STATE'; appliesToShipping?: boolean },
): Promise<void> {
  await db
    .insertInto('tax_rates')
    .values({
      id: randomUUID(),
      site_id: siteId,
      country: r.country,
      subdivision: r.subdivision ?? null,
      name: r.name,
      rate: r.rate,
      jurisdiction_type: r.jurisdictionType ?? (r.subdivision ? 'STATE' : 'COUNTRY'),
      applies_to_shipping: r.appliesToShipping ?? true,
    })
    .execute();
}

/** Creates another site with an OAuth client of the same name (for isolation tests and sites of their own). */
export async function insertSite(
  db: Kysely<Database>,
  options: { currency?: string; pricesIncludeTax?: boolean } = {},
): Promise<{ siteId: string; clientId: string }> {
  const siteId = `site-${randomUUID().slice(0, 8)}`;
  await db
    .insertInto('sites')
    .values({
      id: siteId,
      name: siteId,
      currency: options.currency ?? 'USD',
      settings: JSON.stringify(options.pricesIncludeTax ? { pricesIncludeTax: true } : {}),
    })
    .execute();
  await db.insertInto('oauth_clients').values({ id: siteId, site_id: siteId, name: siteId, allowed_origins: [] }).execute();
  return { siteId, clientId: siteId };
}

/** The part of the test app the helpers below need. */
interface Caller {
  call(
    method: string,
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ statusCode: number; json(): any; body: string }>;
}

/** Path of the current cart. */
export const CART_PATH = '/ecom/v1/carts/current';

/** A visitor access token of another site's client (see {@link insertSite}). */
export async function visitorTokenOf(app: Caller, clientId: string): Promise<string> {
  const response = await app.call('POST', '/oauth2/token', { body: { clientId, grantType: 'anonymous' } });
  if (response.statusCode !== 200) throw new Error(`token call failed: ${response.body}`);
  return response.json().access_token as string;
}

/** A catalog reference of the store's catalog. */
export function catalogRef(productId: string, options?: Record<string, unknown>) {
  return { catalogItemId: productId, appId: '1380b703-ce81-ff05-f115-39571d94dfcd', ...(options ? { options } : {}) };
}

/** Adds `quantity` of each product to the token's cart; throws unless the call succeeds; returns the cart. */
export async function addToCart(
  app: Caller,
  token: string,
  items: { productId: string; quantity?: number; options?: Record<string, unknown> }[],
): Promise<any> {
  const response = await app.call('POST', `${CART_PATH}/add-to-cart`, {
    token,
    body: { lineItems: items.map((i) => ({ catalogReference: catalogRef(i.productId, i.options), quantity: i.quantity ?? 1 })) },
  });
  if (response.statusCode !== 200) throw new Error(`add-to-cart failed: ${response.body}`);
  return response.json().cart;
}

/** Estimates the token's cart totals; throws unless the call succeeds. */
export async function estimate(app: Caller, token: string, body: Record<string, unknown> = {}): Promise<any> {
  const response = await app.call('POST', `${CART_PATH}/estimate-totals`, { token, body });
  if (response.statusCode !== 200) throw new Error(`estimate-totals failed: ${response.body}`);
  return response.json();
}

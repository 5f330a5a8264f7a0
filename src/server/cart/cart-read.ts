// Reading a cart: the site, the cart and its lines in one row (products by revision, kept or loaded); the full-JSON form checkouts price with.
import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { StoredContactInfo } from '../db/commerce-tables.js';
import type { SiteSettings } from '../db/core-tables.js';
import type { Database } from '../db/schema.js';
import type { ProductFields } from './catalog-items.js';
import type { CartRecord, LoadedCart, SiteInfo, StoredLine } from './cart-store.js';
import { SiteNotFound } from './cart-store.js';
import type { CartProduct } from './cart-products.js';
import { cartProductsAt } from './cart-products.js';
import type { StoredCustomLine, StoredMerchantDiscount } from './custom-lines.js';
import { Precompiled, slot } from '../db/precompiled.js';
import { DEFAULT_LOCALE } from '../../wire/locale.js';

/** One line as {@link LINES_JSON} builds it. */
interface LineJson {
  id: string;
  app_id: string;
  product_id: string;
  variant_id: string | null;
  options: Record<string, unknown> | null;
  quantity: number;
  custom: StoredCustomLine | null;
  p_id: string | null;
  p_name: string;
  p_slug: string;
  p_product_type: ProductFields['product_type'];
  p_visible: boolean;
  p_price: number;
  p_discount_type: ProductFields['discount_type'];
  p_discount_value: string;
  p_weight: string | null;
  p_tax_group: ProductFields['tax_group'] | null;
  p_sku: string | null;
  p_track_inventory: boolean;
  p_in_stock: boolean;
  p_options: ProductFields['options'] | null;
  p_media: ProductFields['media'] | null;
  v_id: string | null;
  v_choices: Record<string, string> | null;
  v_price: number | null;
  v_weight: string | null;
  v_sku: string | null;
  v_visible: boolean;
  v_quantity: number | null;
  v_in_stock: boolean;
}

/** The columns of a cart read: the site's, the cart's (null without a cart) and its lines as JSON. */
export interface CartRow {
  currency: string;
  settings: SiteSettings | null;
  cart_id: string | null;
  coupon_id: string | null;
  coupon_code: string | null;
  buyer_note: string | null;
  contact_info: StoredContactInfo | null;
  selected_shipping_option: { code: string; carrierId?: string | null } | null;
  checkout_id: string | null;
  merchant_discounts: StoredMerchantDiscount[] | null;
  revision: number | string | null;
  created_at: Date | null;
  updated_at: Date | null;
  lines: LineJson[] | null;
}

/**
 * The lines of the relation `lines` (columns of cart_lines) joined to their products and variants, as one JSON array in
 * insertion order: parsed natively in one go, instead of one wide row per line with the cart repeated. Numeric columns
 * travel as text so decimals stay exact.
 */
export function linesJson(site: RawBuilder<unknown>): RawBuilder<LineJson[]> {
  return sql<LineJson[]>`coalesce((
    select json_agg(json_build_object(
      'id', l.id, 'app_id', l.app_id, 'product_id', l.product_id, 'variant_id', l.variant_id, 'options', l.options, 'quantity', l.quantity, 'custom', l.custom,
      'p_id', p.id, 'p_name', p.name, 'p_slug', p.slug, 'p_product_type', p.product_type, 'p_visible', p.visible, 'p_price', p.price,
      'p_discount_type', p.discount_type, 'p_discount_value', p.discount_value::text, 'p_weight', p.weight::text, 'p_tax_group', p.tax_group, 'p_sku', p.sku,
      'p_track_inventory', p.track_inventory, 'p_in_stock', p.in_stock, 'p_options', p.options, 'p_media', p.media,
      'v_id', v.id, 'v_choices', v.choices, 'v_price', v.price, 'v_weight', v.weight::text, 'v_sku', v.sku, 'v_visible', v.visible,
      'v_quantity', v.quantity, 'v_in_stock', v.in_stock
    ) order by l.seq)
    from lines l
    left join products p on p.id = l.product_id and p.site_id = ${site}
    left join variants v on v.product_id = l.product_id and v.id = l.variant_id
  ), '[]')`;
}

/** The cart columns of a cart read, from a relation `c` (carts) that may be missing. */
export const CART_COLUMNS = sql`c.id as cart_id, c.coupon_id, c.coupon_code, c.buyer_note, c.contact_info, c.selected_shipping_option, c.checkout_id, c.merchant_discounts, c.revision, c.created_at, c.updated_at`;

/** A cart read's row as records; the site is required (a token's site that no longer exists throws {@link SiteNotFound}). */
export function toLoadedCart(row: CartRow | undefined, ownerId: string): LoadedCart {
  if (!row) throw new SiteNotFound('the site does not exist');
  const site: SiteInfo = {
    currency: row.currency,
    pricesIncludeTax: row.settings?.pricesIncludeTax === true,
    taxShipping: row.settings?.taxShipping !== false,
    locale: row.settings?.locale ?? DEFAULT_LOCALE,
  };
  if (row.cart_id === null) return { site, lines: [] };
  const cart: CartRecord = {
    id: row.cart_id,
    ownerId,
    couponId: row.coupon_id,
    couponCode: row.coupon_code,
    buyerNote: row.buyer_note,
    contactInfo: row.contact_info,
    selectedShippingOption: row.selected_shipping_option,
    checkoutId: row.checkout_id,
    merchantDiscounts: row.merchant_discounts ?? [],
    revision: Number(row.revision),
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
  };
  const lines = (row.lines ?? []).map((r): StoredLine => {
    const line: StoredLine = { id: r.id, appId: r.app_id, productId: r.product_id, variantId: r.variant_id, options: r.options ?? {}, quantity: r.quantity };
    if (r.custom) {
      line.custom = r.custom;
      return line;
    }
    if (r.p_id !== null) {
      line.product = {
        id: r.p_id,
        name: r.p_name,
        slug: r.p_slug,
        product_type: r.p_product_type,
        visible: r.p_visible,
        price: Number(r.p_price),
        discount_type: r.p_discount_type,
        discount_value: r.p_discount_value,
        weight: r.p_weight,
        tax_group: r.p_tax_group ?? 'STANDARD',
        sku: r.p_sku,
        track_inventory: r.p_track_inventory,
        in_stock: r.p_in_stock,
        options: r.p_options ?? [],
        media: r.p_media ?? [],
      };
    }
    if (r.v_id !== null) {
      line.variant = {
        id: r.v_id,
        choices: r.v_choices ?? {},
        price: r.v_price === null ? null : Number(r.v_price),
        weight: r.v_weight,
        sku: r.v_sku,
        visible: r.v_visible,
        quantity: r.v_quantity,
        in_stock: r.v_in_stock,
      };
    }
    return line;
  });
  return { site, cart, lines };
}

/** One line of a lean cart read: `[id, app_id, product_id, variant_id, options, quantity, product revision, custom]`. */
type LeanLine = [string, string, string, string | null, Record<string, unknown> | null, number, number | null, StoredCustomLine | null];

/** The columns of a lean cart read: the site's, the cart's (null without a cart), and the lines with their products' revisions, as text. */
export interface LeanCartRow {
  currency: string;
  settings: string | null;
  cart_id: string | null;
  coupon_id: string | null;
  coupon_code: string | null;
  buyer_note: string | null;
  contact_info: string | null;
  selected_shipping_option: string | null;
  checkout_id: string | null;
  merchant_discounts: string | null;
  revision: number | string | null;
  /** Milliseconds since the epoch. */
  created_ms: number | string | null;
  updated_ms: number | string | null;
  /** JSON array of {@link LeanLine}s in insertion order. */
  lines: string;
}

/**
 * The columns of a lean cart read from relations `s` (sites), `c` (carts, may be missing) and `lines` (columns of
 * cart_lines; another relation may stand for it): what the cart itself holds, the lines with the revision of their product (null when it is gone) instead of
 * the product, and JSON as text, so the row is a compact, exact picture of the cart (see {@link cartReadKey}).
 */
export function leanCartColumns(lines: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`s.currency, s.settings::text as settings, c.id as cart_id, c.coupon_id, c.coupon_code, c.buyer_note,
  c.contact_info::text as contact_info, c.selected_shipping_option::text as selected_shipping_option, c.checkout_id, c.merchant_discounts::text as merchant_discounts, c.revision,
  floor(extract(epoch from c.created_at) * 1000)::int8 as created_ms, floor(extract(epoch from c.updated_at) * 1000)::int8 as updated_ms,
  coalesce((
    select json_agg(json_build_array(
      l.id, l.app_id, l.product_id, l.variant_id, l.options, l.quantity,
      (select p.revision from products p where p.id = l.product_id and p.site_id = s.id and l.custom is null), l.custom
    ) order by l.seq)
    from ${lines} l
  ), '[]')::text as lines`;
}

/** {@link leanCartColumns} of the relation `lines`. */
export const LEAN_CART_COLUMNS = leanCartColumns(sql`lines`);

const leanLoadQuery = new Precompiled('tote-read-cart', (db: Kysely<Database>) =>
  sql<LeanCartRow>`
    with c as (select * from carts where site_id = ${slot(0)} and owner_id = ${slot(1)}),
    lines as (select cart_lines.* from cart_lines join c on cart_lines.cart_id = c.id)
    select ${LEAN_CART_COLUMNS}
    from sites s left join c on true
    where s.id = ${slot(0)}
  `.compile(db),
);

/** Reads the site, the owner's cart and its lines (with their products' revisions) with one precompiled query; undefined when the site is gone. */
export async function readCart(db: Kysely<Database>, siteId: string, ownerId: string): Promise<LeanCartRow | undefined> {
  const { rows } = await leanLoadQuery.run(db, [siteId, ownerId]);
  return rows[0];
}

/** A string that differs whenever anything a cart's answer is made of differs: the read's row (products by revision). */
export function cartReadKey(row: LeanCartRow): string {
  return [
    row.currency,
    row.settings,
    row.cart_id,
    row.coupon_id,
    row.coupon_code,
    row.buyer_note,
    row.contact_info,
    row.selected_shipping_option,
    row.checkout_id,
    row.merchant_discounts,
    row.revision,
    row.created_ms,
    row.updated_ms,
    row.lines,
  ].join('\u0001');
}

/** Parsed JSON text; null for null, and for a field a row of an older event lacks (queued before the field existed). */
function parsedOrNull<T>(text: string | null | undefined): T | null {
  return text === null || text === undefined ? null : (JSON.parse(text) as T);
}

/** The products (with their revisions) a lean read names: product id → revision, null for a product that is gone. */
export function productRevisionsOf(lines: readonly LeanLine[]): Map<string, number | null> {
  const wanted = new Map<string, number | null>();
  for (const line of lines) if (!line[7]) wanted.set(line[2], line[6] === null ? null : Number(line[6]));
  return wanted;
}

/** The lines of a lean read, parsed. */
export function leanLinesOf(row: LeanCartRow): LeanLine[] {
  return JSON.parse(row.lines) as LeanLine[];
}

/** A lean read's row as records, the lines' products and variants taken from `products`; a missing row throws {@link SiteNotFound}. */
export function leanToLoadedCart(
  row: LeanCartRow | undefined,
  ownerId: string,
  lines: readonly LeanLine[],
  products: ReadonlyMap<string, CartProduct>,
): LoadedCart {
  if (!row) throw new SiteNotFound('the site does not exist');
  const settings = parsedOrNull<SiteSettings>(row.settings);
  const site: SiteInfo = {
    currency: row.currency,
    pricesIncludeTax: settings?.pricesIncludeTax === true,
    taxShipping: settings?.taxShipping !== false,
    locale: settings?.locale ?? DEFAULT_LOCALE,
  };
  if (row.cart_id === null) return { site, lines: [] };
  const cart: CartRecord = {
    id: row.cart_id,
    ownerId,
    couponId: row.coupon_id,
    couponCode: row.coupon_code,
    buyerNote: row.buyer_note,
    contactInfo: parsedOrNull<StoredContactInfo>(row.contact_info),
    selectedShippingOption: parsedOrNull<CartRecord['selectedShippingOption']>(row.selected_shipping_option),
    checkoutId: row.checkout_id,
    merchantDiscounts: parsedOrNull<StoredMerchantDiscount[]>(row.merchant_discounts) ?? [],
    revision: Number(row.revision),
    createdAt: new Date(Number(row.created_ms)),
    updatedAt: new Date(Number(row.updated_ms)),
  };
  return {
    site,
    cart,
    lines: lines.map(([id, appId, productId, variantId, options, quantity, , custom]): StoredLine => {
      const line: StoredLine = { id, appId, productId, variantId, options: options ?? {}, quantity };
      if (custom) return { ...line, custom };
      const product = products.get(productId);
      if (product) {
        line.product = product;
        const variant = variantId === null ? undefined : product.variants.find((v) => v.id === variantId);
        if (variant) line.variant = variant;
      }
      return line;
    }),
  };
}

/**
 * Loads the site, the owner's cart, its lines and their products and variants: one precompiled query for the cart, and
 * products from those kept (by `memo`, the database handle of the transaction `db`) by revision, one more query for any
 * not kept. Inside a transaction that locked the cart, this sees the transaction's own writes.
 */
export async function loadCart(db: Kysely<Database>, siteId: string, ownerId: string, memo: Kysely<Database> = db): Promise<LoadedCart> {
  const row = await readCart(db, siteId, ownerId);
  if (!row) throw new SiteNotFound('the site does not exist');
  const lines = leanLinesOf(row);
  return leanToLoadedCart(row, ownerId, lines, await cartProductsAt(db, siteId, productRevisionsOf(lines), memo));
}

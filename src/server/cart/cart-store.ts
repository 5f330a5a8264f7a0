// Carts as stored (the records the other cart modules share) and the writes that lock and change them.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { MAX_LINE_QUANTITY } from '../../wire/cart.js';
import type { StoredContactInfo } from '../db/commerce-tables.js';
import type { Database } from '../db/schema.js';
import type { ProductFields, VariantFields } from './catalog-items.js';
import type { StoredCustomLine, StoredMerchantDiscount } from './custom-lines.js';

/** What a cart needs to know about its site. */
export interface SiteInfo {
  currency: string;
  pricesIncludeTax: boolean;
  /** The site's `taxShipping`. @default true */
  taxShipping?: boolean;
  /** The site's locale (BCP 47): formatted amounts and `siteLanguage` follow it. @default 'en-US' */
  locale?: string;
}

/** A cart row in camelCase. */
export interface CartRecord {
  id: string;
  ownerId: string;
  couponId: string | null;
  couponCode: string | null;
  buyerNote: string | null;
  contactInfo: StoredContactInfo | null;
  selectedShippingOption: { code: string; carrierId?: string | null } | null;
  checkoutId: string | null;
  /** Amounts a merchant took off (empty when none). */
  merchantDiscounts: StoredMerchantDiscount[];
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A stored line with the catalog rows it points at (absent when deleted). */
export interface StoredLine {
  id: string;
  appId: string;
  productId: string;
  variantId: string | null;
  options: Record<string, unknown>;
  quantity: number;
  product?: ProductFields;
  variant?: VariantFields;
  /** A custom line item's own name and price (no product then). */
  custom?: StoredCustomLine;
}

/** A site, its shopper's cart (when there is one) and the lines in order. */
export interface LoadedCart {
  site: SiteInfo;
  cart?: CartRecord;
  lines: StoredLine[];
}

/** A line to insert or merge into a cart. */
export interface NewLine {
  lineKey: string;
  appId: string;
  productId: string;
  variantId: string | null;
  options: Record<string, unknown>;
  quantity: number;
  /** A custom line item (its key is unique, so it never merges). */
  custom?: StoredCustomLine;
}

/** Thrown when a caller's site does not exist (a token of a deleted site). */
export class SiteNotFound extends Error {
  override readonly name = 'SiteNotFound';
}

/**
 * Creates the owner's cart or, when it exists, bumps its revision; either way the row stays locked until the
 * transaction ends, so concurrent changes of one cart queue up instead of losing updates. Returns the cart id.
 */
export async function lockOrCreateCart(trx: Kysely<Database>, siteId: string, ownerId: string, now: Date): Promise<string> {
  const row = await trx
    .insertInto('carts')
    .values({ id: randomUUID(), site_id: siteId, owner_id: ownerId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['site_id', 'owner_id']).doUpdateSet({ updated_at: now, revision: sql<number>`carts.revision + 1` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks the owner's existing cart and bumps its revision; undefined when the owner has no cart. */
export async function lockCart(trx: Kysely<Database>, siteId: string, ownerId: string, now: Date): Promise<string | undefined> {
  const row = await trx
    .updateTable('carts')
    .set({ updated_at: now, revision: sql<number>`revision + 1` })
    .where('site_id', '=', siteId)
    .where('owner_id', '=', ownerId)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Inserts lines, adding the quantity to a line with the same key. Lines that would pass {@link MAX_LINE_QUANTITY}
 * are left alone and their keys returned, so the caller can refuse the call (and roll back).
 */
export async function mergeLines(trx: Kysely<Database>, siteId: string, cartId: string, lines: readonly NewLine[], now: Date): Promise<{ tooMany: string[] }> {
  if (lines.length === 0) return { tooMany: [] };
  const written = await trx
    .insertInto('cart_lines')
    .values(
      lines.map((l) => ({
        id: randomUUID(),
        site_id: siteId,
        cart_id: cartId,
        line_key: l.lineKey,
        app_id: l.appId,
        product_id: l.productId,
        variant_id: l.variantId,
        options: JSON.stringify(l.options),
        quantity: l.quantity,
        custom: l.custom ? JSON.stringify(l.custom) : null,
        created_at: now,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['cart_id', 'line_key'])
        .doUpdateSet({ quantity: sql<number>`cart_lines.quantity + excluded.quantity` })
        .where(sql<boolean>`cart_lines.quantity + excluded.quantity <= ${MAX_LINE_QUANTITY}`),
    )
    .returning('line_key')
    .execute();
  const done = new Set(written.map((w) => w.line_key));
  return { tooMany: lines.filter((l) => !done.has(l.lineKey)).map((l) => l.lineKey) };
}

/** Sets line quantities; returns the ids that are not lines of this cart. */
export async function setQuantities(
  trx: Kysely<Database>,
  cartId: string,
  updates: readonly { id: string; quantity: number }[],
): Promise<{ missing: string[] }> {
  const missing: string[] = [];
  for (const { id, quantity } of updates) {
    const result = await trx.updateTable('cart_lines').set({ quantity }).where('cart_id', '=', cartId).where('id', '=', id).executeTakeFirst();
    if (result.numUpdatedRows === 0n) missing.push(id);
  }
  return { missing };
}

/** Removes lines of a cart; ids that are not there are ignored (a retried removal succeeds). */
export async function removeLines(trx: Kysely<Database>, cartId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('cart_lines')
    .where('cart_id', '=', cartId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The cart fields a change may write (`merchantDiscounts`: a merchant's only). */
export interface CartFieldsUpdate {
  couponId?: string | null;
  couponCode?: string | null;
  buyerNote?: string | null;
  contactInfo?: StoredContactInfo | null;
  selectedShippingOption?: { code: string; carrierId?: string | null } | null;
  checkoutId?: string | null;
  merchantDiscounts?: StoredMerchantDiscount[];
}

/** Writes cart fields; undefined ones are left as they are. */
export async function updateCartFields(trx: Kysely<Database>, cartId: string, fields: CartFieldsUpdate): Promise<void> {
  const set: Record<string, unknown> = {};
  if (fields.couponId !== undefined) set.coupon_id = fields.couponId;
  if (fields.couponCode !== undefined) set.coupon_code = fields.couponCode;
  if (fields.buyerNote !== undefined) set.buyer_note = fields.buyerNote;
  if (fields.contactInfo !== undefined) set.contact_info = fields.contactInfo === null ? null : JSON.stringify(fields.contactInfo);
  if (fields.selectedShippingOption !== undefined)
    set.selected_shipping_option = fields.selectedShippingOption === null ? null : JSON.stringify(fields.selectedShippingOption);
  if (fields.checkoutId !== undefined) set.checkout_id = fields.checkoutId;
  if (fields.merchantDiscounts !== undefined) set.merchant_discounts = fields.merchantDiscounts.length > 0 ? JSON.stringify(fields.merchantDiscounts) : null;
  if (Object.keys(set).length === 0) return;
  await trx.updateTable('carts').set(set).where('id', '=', cartId).execute();
}

/** Deletes the owner's cart and its lines; returns the id of the cart deleted, undefined when there was none. */
export async function deleteCart(db: Kysely<Database>, siteId: string, ownerId: string): Promise<string | undefined> {
  const row = await db.deleteFrom('carts').where('site_id', '=', siteId).where('owner_id', '=', ownerId).returning('id').executeTakeFirst();
  return row?.id;
}

/** Locks the owner's cart row without changing it (checkout creation); undefined when there is none. */
export async function lockCartForRead(trx: Kysely<Database>, siteId: string, ownerId: string): Promise<string | undefined> {
  const row = await trx.selectFrom('carts').select('id').where('site_id', '=', siteId).where('owner_id', '=', ownerId).forUpdate().executeTakeFirst();
  return row?.id;
}

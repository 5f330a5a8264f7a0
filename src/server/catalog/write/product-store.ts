// Shared steps of catalog writes inside a transaction: lock a product, keep its stock flag and timestamps in step.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { applicationError } from '../../http/http-error.js';
import { variantInStock, type ProductStock } from '../inventory.js';
import type { ProductRow, VariantRow } from '../product-rows.js';
import { productNotFound } from '../product-reads.js';

/** A database handle or an open transaction. */
export type Db = Kysely<Database> | Transaction<Database>;

/** Runs `work` in a transaction: a new one, or the caller's when `db` already is one (seeding runs inside one). */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The product row, locked for the rest of the transaction; 404 PRODUCT_NOT_FOUND when the site has none. */
export async function lockProduct(trx: Db, siteId: string, id: string): Promise<ProductRow> {
  const row = await trx.selectFrom('products').selectAll().where('site_id', '=', siteId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw productNotFound(id);
  return row;
}

/** A product's variants in position order. */
export async function variantsOf(trx: Db, productId: string): Promise<VariantRow[]> {
  return trx.selectFrom('variants').selectAll().where('product_id', '=', productId).orderBy('position').execute();
}

/** Sets `products.in_stock` from the variants and touches `last_updated`; returns the stock it read (an inventory item's facts). */
export async function touchProduct(trx: Db, productId: string, now: Date): Promise<ProductStock> {
  const product = await trx.selectFrom('products').select('track_inventory').where('id', '=', productId).executeTakeFirstOrThrow();
  const variants = await trx.selectFrom('variants').select(['id', 'quantity', 'in_stock']).where('product_id', '=', productId).orderBy('position').execute();
  const inStock = variants.some((v) => variantInStock(product.track_inventory, v));
  await trx.updateTable('products').set({ in_stock: inStock, last_updated: now }).where('id', '=', productId).execute();
  return { productId, trackInventory: product.track_inventory, variants, lastUpdated: now };
}

/** `Classic Tee!` → `classic-tee` (accents folded, at most 90 characters). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/g, '');
  return slug || 'product';
}

/** The 409 of a slug another entity of the site has. */
export function duplicateSlug(slug: string, what: 'product' | 'collection') {
  return applicationError(409, 'DUPLICATE_SLUG', 'Slug already in use', `Another ${what} of this store has the slug "${slug}"`, { slug });
}

/** A free slug for a product: `base`, else `base-2`, `base-3`, ... */
export async function freeProductSlug(trx: Db, siteId: string, base: string, exceptId?: string): Promise<string> {
  let query = trx
    .selectFrom('products')
    .select('slug')
    .where('site_id', '=', siteId)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId) query = query.where('id', '<>', exceptId);
  const taken = new Set((await query.execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** True for PostgreSQL's unique_violation (a concurrent write took the same slug). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

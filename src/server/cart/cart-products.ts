// What carts need of products and their variants, loaded by id and kept per product revision, so cart reads and adds skip re-reading unchanged products.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { memoOf } from '../db/revision-memo.js';
import type { ProductFields, VariantFields } from './catalog-items.js';
import { Precompiled, slot } from '../db/precompiled.js';

/** A product as carts see it: pricing fields, its revision and its variants in position order. Shared: never change one. */
export interface CartProduct extends ProductFields {
  /** `products.revision` of this content. */
  revision: number;
  variants: VariantFields[];
}

/** Name of the memo of cart products (by product id, the newest revision seen). */
const MEMO = 'cart-products';

/** Products kept (each counts 1). */
const KEPT_PRODUCTS = 20_000;

interface CartProductRow extends Omit<CartProduct, 'price' | 'revision'> {
  price: number | string;
  revision: number | string;
}

const loadQuery = new Precompiled('tote-cart-products', (db: Kysely<Database>) =>
  sql<CartProductRow>`
    select p.id, p.revision, p.name, p.slug, p.product_type, p.visible, p.price, p.discount_type, p.discount_value::text as discount_value,
      p.weight::text as weight, p.tax_group, p.sku, p.track_inventory, p.in_stock, p.options, p.media,
      coalesce((
        select json_agg(json_build_object(
          'id', v.id, 'choices', v.choices, 'price', v.price, 'weight', v.weight::text, 'sku', v.sku, 'visible', v.visible,
          'quantity', v.quantity, 'in_stock', v.in_stock
        ) order by v.position, v.id)
        from variants v where v.product_id = p.id and v.site_id = p.site_id
      ), '[]') as variants
    from products p
    where p.site_id = ${slot(0)} and p.id = any(${slot(1)}::text[])
  `.compile(db),
);

/**
 * Loads products of a site by id with their variants, in one query; ids the site does not have are absent. Outside a
 * transaction the products are kept, by id, under the revision read.
 */
export async function loadCartProducts(db: Kysely<Database>, siteId: string, ids: readonly string[]): Promise<Map<string, CartProduct>> {
  const result = new Map<string, CartProduct>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return result;
  const memo = memoOf<CartProduct>(db, MEMO, { maxWeight: KEPT_PRODUCTS });
  const { rows } = await loadQuery.run(db, [siteId, unique]);
  for (const row of rows) {
    const product: CartProduct = { ...row, price: Number(row.price), revision: Number(row.revision), options: row.options ?? [], media: row.media ?? [] };
    result.set(product.id, product);
    memo?.set(product.id, product, 1);
  }
  return result;
}

/** The kept product `id` at exactly `revision`, if any (never inside a transaction). */
export function keptCartProduct(db: Kysely<Database>, id: string, revision: number): CartProduct | undefined {
  const kept = memoOf<CartProduct>(db, MEMO, { maxWeight: KEPT_PRODUCTS })?.get(id);
  return kept && kept.revision === revision ? kept : undefined;
}

/**
 * The newest kept content of each product, whatever its revision now: a guess that a write must check (by revision)
 * before relying on it. Undefined when one of them is not kept (or inside a transaction).
 */
export function guessCartProducts(db: Kysely<Database>, ids: readonly string[]): Map<string, CartProduct> | undefined {
  const memo = memoOf<CartProduct>(db, MEMO, { maxWeight: KEPT_PRODUCTS });
  if (!memo) return undefined;
  const result = new Map<string, CartProduct>();
  for (const id of ids) {
    const kept = memo.get(id);
    if (!kept) return undefined;
    result.set(id, kept);
  }
  return result;
}

/**
 * The products of `wanted` (id → revision read with the cart), each at that revision: kept ones from the memo of `memo`
 * (the database handle, also when `db` is a transaction of it: a revision is one exact content, so looking it up is
 * safe; only keeping what a transaction read is not), the others loaded in one query on `db`. A product deleted
 * meanwhile (revision null) is absent; one changed since the cart was read is returned as it is now.
 */
export async function cartProductsAt(
  db: Kysely<Database>,
  siteId: string,
  wanted: ReadonlyMap<string, number | null>,
  memo: Kysely<Database> = db,
): Promise<Map<string, CartProduct>> {
  const result = new Map<string, CartProduct>();
  const missing: string[] = [];
  for (const [id, revision] of wanted) {
    if (revision === null) continue;
    const kept = keptCartProduct(memo, id, revision);
    if (kept) result.set(id, kept);
    else missing.push(id);
  }
  if (missing.length > 0) for (const [id, product] of await loadCartProducts(db, siteId, missing)) result.set(id, product);
  return result;
}

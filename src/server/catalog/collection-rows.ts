// Collections as read: a site's stored collections plus the virtual All Products collection, and product counts.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { ALL_PRODUCTS_COLLECTION_ID } from '../../wire/catalog.js';
import type { StoredMedia } from '../db/catalog-tables.js';
import type { Database } from '../db/schema.js';

/** Slug of the All Products collection (reserved: no stored collection may take it). */
export const ALL_PRODUCTS_SLUG = 'all-products';

/** A collection row as reads see it; `rank` is 0 for All Products (listed first by default), 1 for the others. */
export interface CollectionRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  media: StoredMedia[];
  rank: number;
}

/**
 * The collections of a site as one derived table `c`: the stored ones and All Products, which is
 * not stored (it is every product of the site, as Wix has it).
 */
export function collectionsOf(db: Kysely<Database>, siteId: string) {
  const stored = db
    .selectFrom('collections')
    .select([
      'collections.id',
      'collections.name',
      'collections.slug',
      'collections.description',
      'collections.visible',
      'collections.media',
      sql<number>`1`.as('rank'),
    ])
    .where('collections.site_id', '=', siteId);
  const allProducts = db.selectNoFrom([
    sql<string>`${ALL_PRODUCTS_COLLECTION_ID}::text`.as('id'),
    sql<string>`'All Products'::text`.as('name'),
    sql<string>`${ALL_PRODUCTS_SLUG}::text`.as('slug'),
    sql<string>`''::text`.as('description'),
    sql<boolean>`true`.as('visible'),
    sql<StoredMedia[]>`'[]'::jsonb`.as('media'),
    sql<number>`0`.as('rank'),
  ]);
  return db.selectFrom(stored.unionAll(allProducts).as('c'));
}

/** Products per collection (shoppers count visible products only); missing ids count 0. */
export async function productCounts(
  db: Kysely<Database>,
  siteId: string,
  collectionIds: readonly string[],
  includeHidden: boolean,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const stored = collectionIds.filter((id) => id !== ALL_PRODUCTS_COLLECTION_ID);
  if (stored.length > 0) {
    let query = db
      .selectFrom('collection_products')
      .innerJoin('products', 'products.id', 'collection_products.product_id')
      .select(['collection_products.collection_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('collection_products.collection_id', 'in', stored)
      .where('products.site_id', '=', siteId)
      .groupBy('collection_products.collection_id');
    if (!includeHidden) query = query.where('products.visible', '=', true);
    for (const row of await query.execute()) counts.set(row.collection_id, Number(row.n));
  }
  if (collectionIds.includes(ALL_PRODUCTS_COLLECTION_ID)) {
    let query = db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('products.site_id', '=', siteId);
    if (!includeHidden) query = query.where('products.visible', '=', true);
    counts.set(ALL_PRODUCTS_COLLECTION_ID, Number((await query.executeTakeFirstOrThrow()).n));
  }
  return counts;
}

/**
 * The main image of the first visible product of each collection (by position; All Products by
 * numeric id), for collections that have no image of their own.
 */
export async function firstProductImages(db: Kysely<Database>, siteId: string, collectionIds: readonly string[]): Promise<Map<string, StoredMedia>> {
  const images = new Map<string, StoredMedia>();
  const stored = collectionIds.filter((id) => id !== ALL_PRODUCTS_COLLECTION_ID);
  if (stored.length > 0) {
    const rows = await db
      .selectFrom('collection_products')
      .innerJoin('products', 'products.id', 'collection_products.product_id')
      .select(['collection_products.collection_id', 'products.media'])
      .distinctOn('collection_products.collection_id')
      .where('collection_products.collection_id', 'in', stored)
      .where('products.site_id', '=', siteId)
      .where('products.visible', '=', true)
      .where(sql<boolean>`jsonb_array_length(products.media) > 0`)
      .orderBy('collection_products.collection_id')
      .orderBy('collection_products.position')
      .execute();
    for (const row of rows) if (row.media[0]) images.set(row.collection_id, row.media[0]);
  }
  if (collectionIds.includes(ALL_PRODUCTS_COLLECTION_ID)) {
    const row = await db
      .selectFrom('products')
      .select('media')
      .where('site_id', '=', siteId)
      .where('visible', '=', true)
      .where(sql<boolean>`jsonb_array_length(products.media) > 0`)
      .orderBy('numeric_id')
      .limit(1)
      .executeTakeFirst();
    if (row?.media[0]) images.set(ALL_PRODUCTS_COLLECTION_ID, row.media[0]);
  }
  return images;
}

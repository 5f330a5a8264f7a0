// Which of the product and collection ids a discount names exist in the site's catalog.
import type { Db } from '../catalog/index.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../pricing/index.js';

/** The ids among `productIds` that are not products of the site. */
export async function missingProducts(db: Db, siteId: string, productIds: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return new Set();
  const found = await db.selectFrom('products').select('id').where('site_id', '=', siteId).where('id', 'in', unique).execute();
  const known = new Set(found.map((r) => r.id));
  return new Set(unique.filter((id) => !known.has(id)));
}

/** The ids among `collectionIds` that are not collections of the site (All Products always exists). */
export async function missingCollections(db: Db, siteId: string, collectionIds: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(collectionIds)].filter((id) => id !== ALL_PRODUCTS_COLLECTION_ID);
  if (unique.length === 0) return new Set();
  const found = await db.selectFrom('collections').select('id').where('site_id', '=', siteId).where('id', 'in', unique).execute();
  const known = new Set(found.map((r) => r.id));
  return new Set(unique.filter((id) => !known.has(id)));
}

// Single-product reads: by id or slug, hidden products only for merchants; 404 PRODUCT_NOT_FOUND otherwise.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import type { CatalogViewer } from './catalog-viewer.js';
import { loaded, loadProduct, productRelations, type LoadedProduct } from './product-rows.js';

/** The 404 of a product the site does not have (or the caller may not see). */
export function productNotFound(id: string) {
  return notFound('PRODUCT_NOT_FOUND', 'Product', { id });
}

/** A product the viewer may see, by id; 404 PRODUCT_NOT_FOUND otherwise. */
export async function requireProduct(db: Kysely<Database>, viewer: CatalogViewer, id: string): Promise<LoadedProduct> {
  const product = await loadProduct(db, viewer.siteId, id, viewer.merchant);
  if (!product) throw productNotFound(id);
  return product;
}

/** A product the viewer may see, by slug; 404 PRODUCT_NOT_FOUND otherwise. */
export async function requireProductBySlug(db: Kysely<Database>, viewer: CatalogViewer, slug: string): Promise<LoadedProduct> {
  let query = db
    .selectFrom('products')
    .selectAll('products')
    .select((eb) => productRelations(eb))
    .where('products.site_id', '=', viewer.siteId)
    .where('products.slug', '=', slug);
  if (!viewer.merchant) query = query.where('products.visible', '=', true);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('PRODUCT_NOT_FOUND', 'Product', { slug });
  return loaded(row as Parameters<typeof loaded>[0]);
}

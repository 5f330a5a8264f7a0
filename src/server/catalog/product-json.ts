// Products as wire JSON text, one string per product, kept under (id, revision, view) so unchanged products are rendered once.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { memoOf } from '../db/revision-memo.js';
import type { CatalogViewer } from './catalog-viewer.js';
import { loaded, productRelations, type LoadedProduct } from './product-rows.js';
import { productToWire } from './product-wire.js';

/** A product named by the page of a query: its id and the revision read with it. */
export interface ProductRevision {
  id: string;
  revision: number;
}

/** Name of the memo of rendered products. */
const MEMO = 'product-json';

/** What a product's wire form depends on besides its rows: the viewer's currency, URL and merchant data, and the variants list. */
function viewKey(viewer: CatalogViewer, includeVariants: boolean): string {
  return `${viewer.currency}|${viewer.digits}|${viewer.merchantData ? 'm' : '-'}|${includeVariants ? 'v' : '-'}|${viewer.publicUrl}`;
}

/** The wire JSON of a loaded product for a viewer. */
export function productJson(product: LoadedProduct, viewer: CatalogViewer, includeVariants: boolean): string {
  return JSON.stringify(productToWire(product, viewer, { includeVariants }));
}

/** Loads products of the site by id with their variants (hidden ones only when `includeHidden`); absent ids are skipped. */
export async function loadProductsByIds(db: Kysely<Database>, siteId: string, ids: readonly string[], includeHidden: boolean): Promise<LoadedProduct[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('products')
    .selectAll('products')
    .select((eb) => productRelations(eb))
    .where('products.site_id', '=', siteId)
    .where((eb) => eb('products.id', '=', eb.fn.any(eb.val([...ids]))));
  if (!includeHidden) query = query.where('products.visible', '=', true);
  return (await query.execute()).map((row) => loaded(row as Parameters<typeof loaded>[0]));
}

/**
 * The wire JSON of the products of a page, in page order. A product whose (id, revision) was rendered before for the
 * same view is taken from the memo; the others are loaded in one query and rendered. A product changed since the
 * page was read is rendered as it is now; one deleted (or hidden) since is left out.
 */
export async function productsJson(
  db: Kysely<Database>,
  viewer: CatalogViewer,
  page: readonly ProductRevision[],
  options: { includeVariants: boolean; includeHidden: boolean },
): Promise<string[]> {
  const memo = memoOf<string>(db, MEMO);
  const view = viewKey(viewer, options.includeVariants);
  const found: (string | undefined)[] = page.map((p) => memo?.get(`${p.id}|${p.revision}|${view}`));
  const missing = page.filter((_, i) => found[i] === undefined).map((p) => p.id);
  if (missing.length > 0) {
    const byId = new Map<string, string>();
    for (const product of await loadProductsByIds(db, viewer.siteId, missing, options.includeHidden)) {
      const json = productJson(product, viewer, options.includeVariants);
      byId.set(product.id, json);
      memo?.set(`${product.id}|${product.revision}|${view}`, json, json.length);
    }
    page.forEach((p, i) => {
      if (found[i] === undefined) found[i] = byId.get(p.id);
    });
  }
  return found.filter((json): json is string => json !== undefined);
}

/** How a page's answer wraps its products: the JSON around the product array, and a key naming that wrapping. */
export interface PageEnvelope {
  /** Names everything `wrap` adds (the call's form and its metadata). */
  key: string;
  /** The whole answer around `products`, a JSON array. */
  wrap(products: string): string;
}

/**
 * The answer to a product page as UTF-8 bytes: the envelope around the products' JSON. The bytes are kept under the
 * page (each product's id and revision, as read), the view and the envelope, so an unchanged page is not assembled
 * and encoded again. `envelope` receives the number of products found (fewer than the page when some were deleted or
 * hidden meanwhile; such an answer is not kept).
 */
export async function productPageBody(
  db: Kysely<Database>,
  viewer: CatalogViewer,
  page: readonly ProductRevision[],
  options: { includeVariants: boolean; includeHidden: boolean },
  envelope: (found: number) => PageEnvelope,
): Promise<Uint8Array> {
  const memo = memoOf<Uint8Array>(db, 'product-page');
  const full = envelope(page.length);
  const key = `${full.key}\u0001${viewKey(viewer, options.includeVariants)}\u0001${page.map((p) => `${p.id}:${p.revision}`).join(',')}`;
  const kept = memo?.get(key);
  if (kept) return kept;
  const products = await productsJson(db, viewer, page, options);
  const complete = products.length === page.length;
  const body = Buffer.from((complete ? full : envelope(products.length)).wrap(`[${products.join(',')}]`));
  if (complete) memo?.set(key, body, key.length + body.length);
  return body;
}

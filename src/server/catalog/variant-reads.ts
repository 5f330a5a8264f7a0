// Variant reads: the variants of one product (by choices or ids), and store-wide variant queries.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { PagingMetadata, QueryProductVariantsResponse, StoreVariant } from '../../wire/catalog.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import type { CatalogViewer } from './catalog-viewer.js';
import { checkSelection } from './choice-selection.js';
import { variantsWithChoices } from './options-wire.js';
import { collectionCondition } from './product-fields.js';
import { buildFilter, type FilterField } from '../query/filter-builder.js';
import { parseFilter } from '../query/filter-parser.js';
import { countUpTo } from '../query/count-matches.js';
import { pagingMetadata, type Page } from '../query/paging.js';
import { parseSort, type SortField, type SortInput, type SortKey } from '../query/sorting.js';
import { loaded, productRelations, type LoadedProduct } from './product-rows.js';
import { storeVariantToWire, variantToWire } from './variant-wire.js';

/** Default and largest page of a product's variants. */
const PRODUCT_VARIANTS_LIMIT = 100;

/** The variants of a product that have the given choices, or the given ids, one page of them. */
export function productVariants(
  product: LoadedProduct,
  request: { choices?: Record<string, string>; variantIds?: string[]; page?: Partial<Page> },
  viewer: CatalogViewer,
): QueryProductVariantsResponse {
  let variants = product.variants;
  if (request.choices && Object.keys(request.choices).length > 0)
    variants = variantsWithChoices(variants, checkSelection(product.options, request.choices, 'choices'));
  else if (request.variantIds && request.variantIds.length > 0) {
    const ids = new Set(request.variantIds);
    variants = variants.filter((v) => ids.has(v.id));
  }
  const offset = request.page?.offset ?? 0;
  const limit = request.page?.limit ?? PRODUCT_VARIANTS_LIMIT;
  const page = variants.slice(offset, offset + limit);
  return { variants: page.map((v) => variantToWire(product, v, viewer)), metadata: { items: page.length, offset }, totalResults: variants.length };
}

/** `inStock` of a variant in SQL: quantity above 0 when the product tracks inventory, else its flag. */
const inStockCondition: FilterField['build'] = (eb, operator, value) => {
  const inStock = sql<boolean>`(case when products.track_inventory then coalesce(variants.quantity, 0) > 0 else variants.in_stock end)`;
  if (operator === '$exists') return eb.lit(value === true);
  if (value === null) return eb.lit(operator === '$ne');
  return operator === '$ne' ? eb(inStock, '<>', value as boolean) : eb(inStock, '=', value as boolean);
};

/** Filterable store-variant fields by wire name. */
export const STORE_VARIANT_FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  productId: { kind: 'string', column: 'variants.product_id' },
  variantId: { kind: 'string', column: 'variants.id' },
  productName: { kind: 'string', column: 'products.name' },
  sku: { kind: 'string', column: 'variants.sku', nullable: true },
  visible: { kind: 'boolean', column: 'variants.visible' },
  managedVariant: { kind: 'boolean', column: 'products.manage_variants' },
  'stock.quantity': { kind: 'integer', column: 'variants.quantity', nullable: true },
  'stock.inStock': { kind: 'boolean', build: inStockCondition },
  inStock: { kind: 'boolean', build: inStockCondition },
  'stock.trackQuantity': { kind: 'boolean', column: 'products.track_inventory' },
  collectionIds: { kind: 'set', build: collectionCondition },
};

/** Sortable store-variant fields by wire name. */
export const STORE_VARIANT_SORT_FIELDS: Readonly<Record<string, SortField>> = {
  productId: { column: 'variants.product_id' },
  variantId: { column: 'variants.id' },
  productName: { column: 'products.name' },
  sku: { column: 'variants.sku' },
  'stock.quantity': { column: 'variants.quantity' },
};

const DEFAULT_SORT: readonly SortKey[] = [
  { column: 'products.numeric_id', direction: 'asc' },
  { column: 'variants.position', direction: 'asc' },
];

/** Loads the products (with relations) of some ids. */
async function loadProducts(db: Kysely<Database>, siteId: string, ids: readonly string[]): Promise<Map<string, LoadedProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .selectAll('products')
    .select((eb) => productRelations(eb))
    .where('products.site_id', '=', siteId)
    .where('products.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, loaded(r as Parameters<typeof loaded>[0])]));
}

/** One page of the site's variants matching a query (shoppers: variants of visible products). */
export async function queryStoreVariants(
  db: Kysely<Database>,
  viewer: CatalogViewer,
  input: { filter?: unknown; sort?: readonly SortInput[]; page: Page },
  path = 'query',
): Promise<{ variants: StoreVariant[]; metadata: PagingMetadata }> {
  const filter = parseFilter(input.filter, STORE_VARIANT_FILTER_FIELDS, { path: `${path}.filter`, currencyDigits: viewer.digits });
  const order = parseSort(input.sort, STORE_VARIANT_SORT_FIELDS, ['variants.product_id', 'variants.id'], DEFAULT_SORT, `${path}.sort`);
  const matchesOn = (on: Kysely<Database>) => {
    let matches = on.selectFrom('variants').innerJoin('products', 'products.id', 'variants.product_id').where('variants.site_id', '=', viewer.siteId);
    if (!viewer.merchant) matches = matches.where('products.visible', '=', true);
    if (filter) matches = matches.where((eb) => buildFilter(eb, filter, STORE_VARIANT_FILTER_FIELDS));
    return matches;
  };
  const matches = matchesOn(db);
  let rows: { product_id: string; id: string }[] = [];
  if (input.page.limit > 0) {
    let pageQuery = matches.select(['variants.product_id', 'variants.id']);
    for (const key of order) pageQuery = pageQuery.orderBy(sql.ref(key.column), key.direction);
    rows = await pageQuery
      .limit(input.page.limit + 1)
      .offset(input.page.offset)
      .execute();
  }
  const more = rows.length > input.page.limit;
  rows = rows.slice(0, input.page.limit);
  const metadata = await pagingMetadata(input.page, rows.length, (cap) => countUpTo(db, (on) => matchesOn(on).select('variants.id'), cap), more);
  const products = await loadProducts(db, viewer.siteId, [...new Set(rows.map((r) => r.product_id))]);
  const variants = rows.flatMap((row) => {
    const product = products.get(row.product_id);
    const variant = product?.variants.find((v) => v.id === row.id);
    return product && variant ? [storeVariantToWire(product, variant, viewer)] : [];
  });
  return { variants, metadata };
}

/** A store variant by its id `{productId}-{variantId}`; 404 VARIANT_NOT_FOUND when there is none. */
export async function getStoreVariant(db: Kysely<Database>, viewer: CatalogViewer, id: string): Promise<StoreVariant> {
  // Product ids are UUIDs (36 characters); the variant id follows after a hyphen.
  const productId = id.slice(0, 36);
  const variantId = id.slice(37);
  const missing = () => notFound('VARIANT_NOT_FOUND', 'Variant', { id });
  if (id[36] !== '-' || !variantId) throw missing();
  const product = (await loadProducts(db, viewer.siteId, [productId])).get(productId);
  const variant = product?.variants.find((v) => v.id === variantId);
  if (!product || !variant || (!product.visible && !viewer.merchant)) throw missing();
  return storeVariantToWire(product, variant, viewer);
}

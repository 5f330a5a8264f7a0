// The product fields a query may filter and sort on, with the SQL each one is (wire names → columns).
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { ALL_PRODUCTS_COLLECTION_ID } from '../../wire/catalog.js';
import type { ConditionBuilder, FilterField } from '../query/filter-builder.js';
import type { SortField } from '../query/sorting.js';

/** `products.collection_ids && ids` (some) or `@> ids` (all): one GIN index answers both. */
function collectionArray(eb: ExpressionBuilder<any, any>, operator: '&&' | '@>', ids: readonly string[]): Expression<SqlBool> {
  return eb(eb.ref('products.collection_ids'), operator, sql<string[]>`${[...ids]}::text[]`);
}

/** Products in some of the collections (All Products holds every product). */
export function inSomeCollection(eb: ExpressionBuilder<any, any>, ids: readonly string[]): Expression<SqlBool> {
  if (ids.includes(ALL_PRODUCTS_COLLECTION_ID)) return eb.lit(true);
  if (ids.length === 0) return eb.lit(false);
  return collectionArray(eb, '&&', ids);
}

/** Set membership of a product in collections: $hasSome/$in (any), $hasAll (each), $eq (one), $exists (always). */
export const collectionCondition: ConditionBuilder = (eb, operator, value) => {
  const ids = (Array.isArray(value) ? value : value === null ? [] : [value]).map(String);
  switch (operator) {
    case '$hasAll': {
      const stored = ids.filter((id) => id !== ALL_PRODUCTS_COLLECTION_ID);
      return stored.length === 0 ? eb.lit(true) : collectionArray(eb, '@>', stored);
    }
    case '$exists':
      return eb.lit(value === true);
    default:
      return inSomeCollection(eb, ids);
  }
};

const text = (column: string, nullable = false): FilterField => ({ kind: 'string', column, nullable });
const money = (column: string): FilterField => ({ kind: 'money', column });
const date = (column: string): FilterField => ({ kind: 'date', column });
const bool = (column: string): FilterField => ({ kind: 'boolean', column });

const collections: FilterField = { kind: 'set', build: collectionCondition };

/** Filterable product fields by wire name (aliases included), money in the site currency. */
export const PRODUCT_FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  id: text('products.id'),
  name: text('products.name'),
  slug: text('products.slug'),
  description: text('products.description'),
  sku: text('products.sku', true),
  brand: text('products.brand', true),
  ribbon: text('products.ribbon', true),
  productType: { kind: 'enum', column: 'products.product_type', values: ['physical', 'digital'] },
  price: money('products.price'),
  'priceData.price': money('products.price'),
  'price.price': money('products.price'),
  discountedPrice: money('products.discounted_price'),
  'priceData.discountedPrice': money('products.discounted_price'),
  'price.discountedPrice': money('products.discounted_price'),
  numericId: { kind: 'integer', column: 'products.numeric_id' },
  visible: bool('products.visible'),
  inStock: bool('products.in_stock'),
  'stock.inStock': bool('products.in_stock'),
  trackInventory: bool('products.track_inventory'),
  'stock.trackInventory': bool('products.track_inventory'),
  manageVariants: bool('products.manage_variants'),
  lastUpdated: date('products.last_updated'),
  updatedDate: date('products.last_updated'),
  createdDate: date('products.created_date'),
  collectionIds: collections,
  'collections.id': collections,
};

/** Sortable product fields by wire name; each has an index `(site_id, column, id)`, except type and sku. */
export const PRODUCT_SORT_FIELDS: Readonly<Record<string, SortField>> = {
  id: { column: 'products.id', unique: true },
  name: { column: 'products.name' },
  slug: { column: 'products.slug', unique: true },
  sku: { column: 'products.sku' },
  productType: { column: 'products.product_type' },
  price: { column: 'products.price' },
  'priceData.price': { column: 'products.price' },
  'price.price': { column: 'products.price' },
  discountedPrice: { column: 'products.discounted_price' },
  'priceData.discountedPrice': { column: 'products.discounted_price' },
  numericId: { column: 'products.numeric_id', unique: true },
  lastUpdated: { column: 'products.last_updated' },
  updatedDate: { column: 'products.last_updated' },
  createdDate: { column: 'products.created_date' },
};

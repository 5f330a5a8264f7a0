// Products as loaded for answers: the row with its variants and collection ids, in one query.
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ProductsTable, VariantsTable } from '../db/catalog-tables.js';
import type { Database } from '../db/schema.js';

/** A product row. */
export type ProductRow = Selectable<ProductsTable>;

/** A variant row; read through JSON, so `weight` may arrive as a number. */
export type VariantRow = Omit<Selectable<VariantsTable>, 'weight'> & { weight: string | number | null };

/** A product with what every answer about it needs (`collection_ids`: the stored collections, not All Products). */
export interface LoadedProduct extends ProductRow {
  /** Variants in position order. */
  variants: VariantRow[];
}

/**
 * Select-list item that loads a product's variants beside its row (evaluated per returned row only;
 * unsorted, as a sort per row costs more than {@link loaded} sorting them).
 */
export function productRelations(eb: ExpressionBuilder<Database, 'products'>) {
  return [jsonArrayFrom(eb.selectFrom('variants').selectAll('variants').whereRef('variants.product_id', '=', 'products.id')).as('variants')] as const;
}

/** A row selected with {@link productRelations}, its variants put in position order. */
export function loaded(row: ProductRow & { variants: VariantRow[] }): LoadedProduct {
  row.variants.sort((a, b) => a.position - b.position);
  return row;
}

/** A product of a site by id, with its relations, or undefined. Shoppers do not see hidden products. */
export async function loadProduct(db: Kysely<Database>, siteId: string, id: string, includeHidden: boolean): Promise<LoadedProduct | undefined> {
  let query = db
    .selectFrom('products')
    .selectAll('products')
    .select((eb) => productRelations(eb))
    .where('products.site_id', '=', siteId)
    .where('products.id', '=', id);
  if (!includeHidden) query = query.where('products.visible', '=', true);
  const row = await query.executeTakeFirst();
  return row && loaded(row as ProductRow & { variants: VariantRow[] });
}

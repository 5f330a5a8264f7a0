// The product columns a write sets from its optional fields: one mapping for the catalog's writes and the import's whole-product path.
import type { ProductChanges } from './product-input.js';

/** Columns set from the optional fields of a write; a field left out leaves its column as it is. */
export interface OptionalProductColumns {
  description?: string;
  sku?: string | null;
  product_type?: 'physical' | 'digital';
  visible?: boolean;
  cost?: number | null;
  weight?: string | null;
  brand?: string | null;
  ribbon?: string | null;
  tax_group?: NonNullable<ProductChanges['tax_group']>;
  additional_info?: string;
  price_per_unit?: string;
  seo?: string;
}

/** The optional columns of a product write, JSON columns serialized. */
export function optionalProductColumns(changes: ProductChanges): OptionalProductColumns {
  return {
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.sku !== undefined ? { sku: changes.sku } : {}),
    ...(changes.product_type !== undefined ? { product_type: changes.product_type } : {}),
    ...(changes.visible !== undefined ? { visible: changes.visible } : {}),
    ...(changes.cost !== undefined ? { cost: changes.cost } : {}),
    ...(changes.weight !== undefined ? { weight: changes.weight } : {}),
    ...(changes.brand !== undefined ? { brand: changes.brand } : {}),
    ...(changes.ribbon !== undefined ? { ribbon: changes.ribbon } : {}),
    ...(changes.tax_group !== undefined ? { tax_group: changes.tax_group } : {}),
    ...(changes.additional_info !== undefined ? { additional_info: JSON.stringify(changes.additional_info) } : {}),
    ...(changes.price_per_unit !== undefined ? { price_per_unit: JSON.stringify(changes.price_per_unit) } : {}),
    ...(changes.seo !== undefined ? { seo: JSON.stringify(changes.seo) } : {}),
  };
}

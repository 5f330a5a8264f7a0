// A unit's price from the catalog: the variant's own price or the product's, before and after the product's discount.
import { discountedMinor } from '../catalog/index.js';

/** The product columns that set a price. */
export interface ProductPriceFields {
  /** Minor units. */
  price: number;
  discount_type: 'NONE' | 'AMOUNT' | 'PERCENT';
  /** AMOUNT: minor units off; PERCENT: percent off. */
  discount_value: string | number;
}

/** A unit price before (`fullPrice`) and after (`price`) the catalog's own discount, in minor units. */
export interface UnitPrices {
  fullPrice: number;
  price: number;
}

/**
 * Unit prices of a product or one of its variants (`variantPrice` null: the product's price). The discount is the
 * catalog's own function, so the cart charges exactly what product pages show.
 */
export function unitPrices(product: ProductPriceFields, variantPrice: number | null): UnitPrices {
  const fullPrice = variantPrice ?? product.price;
  return { fullPrice, price: discountedMinor(fullPrice, product.discount_type, product.discount_value) };
}

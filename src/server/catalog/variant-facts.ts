// What a variant is worth and weighs: its own overrides, else the product's values, with the product's discount.
import type { ProductRow, VariantRow } from './product-rows.js';
import { variantInStock } from './inventory.js';
import { discountedMinor } from './pricing.js';

/** A variant's effective values. */
export interface VariantFacts {
  /** Price in minor units (the variant's own, else the product's). */
  price: number;
  /** Price after the product's discount, minor units. */
  discounted: number;
  /** Cost in minor units, when known. */
  cost: number | null;
  /** Weight in KG, when known. */
  weight: number | undefined;
  sku: string;
  visible: boolean;
  inStock: boolean;
  /** Units in stock when the product tracks inventory. */
  quantity: number | undefined;
}

/** A stored decimal (numeric column, possibly read through JSON) as a number, or undefined. */
export function decimalNumber(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** The effective values of a variant of a product. */
export function variantFacts(product: ProductRow, variant: VariantRow): VariantFacts {
  const price = variant.price ?? product.price;
  return {
    price,
    discounted: discountedMinor(price, product.discount_type, product.discount_value),
    cost: variant.cost ?? product.cost,
    weight: decimalNumber(variant.weight) ?? decimalNumber(product.weight),
    sku: variant.sku ?? product.sku ?? '',
    visible: variant.visible,
    inStock: variantInStock(product.track_inventory, variant),
    quantity: product.track_inventory ? (variant.quantity ?? 0) : undefined,
  };
}

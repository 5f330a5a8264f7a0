// Price arithmetic of the catalog in integer minor units: discounts, price per unit and profit.
import type { PricePerUnitData } from '../db/catalog-tables.js';
import { decimalToScaled } from '../money.js';

/** Kinds of product discount as stored. */
export type StoredDiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';

/** Scale of stored discount values (numeric(16, 4)). */
const DISCOUNT_DIGITS = 4;

/**
 * The price after the product's discount, never below 0.
 * @param value AMOUNT: minor units off; PERCENT: percent off; as stored (a decimal string or number).
 */
export function discountedMinor(price: number, type: StoredDiscountType, value: string | number): number {
  if (type === 'NONE') return price;
  const scaled = decimalToScaled(value, DISCOUNT_DIGITS) ?? 0;
  if (type === 'AMOUNT') return Math.max(0, price - Math.round(scaled / 10 ** DISCOUNT_DIGITS));
  // PERCENT: price × percent / 100, rounded half up, in integers (percent carries 4 decimals).
  const off = (BigInt(price) * BigInt(scaled) + 500_000n) / 1_000_000n;
  return Math.max(0, price - Number(off));
}

/** Price per `baseQuantity` units for a product of `totalQuantity` units, rounded to a minor unit. */
export function pricePerUnitMinor(discounted: number, unit: PricePerUnitData): number | undefined {
  const total = decimalToScaled(unit.totalQuantity, 3);
  const base = decimalToScaled(unit.baseQuantity, 3);
  if (!total || !base || total <= 0 || base <= 0) return undefined;
  return Number((BigInt(discounted) * BigInt(base) * 2n + BigInt(total)) / (BigInt(total) * 2n));
}

/** Profit margin `profit / price`, a ratio rounded to 4 decimals (0 when the price is 0). */
export function profitMargin(profit: number, price: number): number {
  if (price <= 0) return 0;
  return Math.round((profit * 10_000) / price) / 10_000;
}

// Price arithmetic of the catalog in integer minor units: discounts, price per unit and profit.
import type { PricePerUnitData } from '../db/catalog-tables.js';
import { decimalToScaled, mulDivRound, parseDecimal } from '../money.js';

/** Kinds of product discount as stored. */
export type StoredDiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';

/** Scale of stored discount values (numeric(16, 4)). */
const DISCOUNT_DIGITS = 4;

/**
 * The price after the product's discount, never below 0; fractions of a minor unit round half up (money.ts names the rounding).
 * @param value AMOUNT: minor units off; PERCENT: percent off; as stored (a decimal string or number).
 */
export function discountedMinor(price: number, type: StoredDiscountType, value: string | number): number {
  if (type === 'NONE') return price;
  if (type === 'AMOUNT') return Math.max(0, price - (parseDecimal(value, 0, 'half-up') ?? 0));
  // PERCENT: price × percent / 100 (percent carries 4 decimals: parts of 10⁶).
  const parts = decimalToScaled(value, DISCOUNT_DIGITS) ?? 0;
  return Math.max(0, price - mulDivRound(price, parts, 1_000_000));
}

/** Price per `baseQuantity` units for a product of `totalQuantity` units, rounded half up to a minor unit. */
export function pricePerUnitMinor(discounted: number, unit: PricePerUnitData): number | undefined {
  const total = decimalToScaled(unit.totalQuantity, 3);
  const base = decimalToScaled(unit.baseQuantity, 3);
  if (!total || !base || total <= 0 || base <= 0) return undefined;
  return mulDivRound(discounted, base, total);
}

/** Profit margin `profit / price`, a ratio rounded half up to 4 decimals (0 when the price is 0). */
export function profitMargin(profit: number, price: number): number {
  if (price <= 0) return 0;
  return mulDivRound(profit, 10_000, price) / 10_000;
}

// The bounds that keep every money total exact: a cart's sums stay far below 2^53 minor units (Number.MAX_SAFE_INTEGER).
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../wire/cart.js';

/**
 * Largest unit price, cost or amount discount a merchant may set, in minor units of the site currency:
 * 10,000,000.00 in USD or EUR, 1,000,000.000 in KWD, 1,000,000,000 in JPY.
 *
 * Why: the largest cart is {@link MAX_CART_LINES} (300) lines × {@link MAX_LINE_QUANTITY} (9,999) units ×
 * 1,000,000,000 = 2.9997 × 10^15 minor units, a third of 2^53 (9.007 × 10^15), which leaves room for shipping and
 * for tax (rates up to 100 %) on top of a full subtotal. Wix's own bound (999,999,999.99 major units, 10^11 minor
 * units) does not: ten such lines of 9,999 units already pass 2^53.
 */
export const MAX_UNIT_PRICE_MINOR = 1_000_000_000;

/** The largest subtotal a cart within the bounds can have, in minor units: 300 × 9,999 × {@link MAX_UNIT_PRICE_MINOR}. */
export const MAX_CART_SUBTOTAL_MINOR = MAX_CART_LINES * MAX_LINE_QUANTITY * MAX_UNIT_PRICE_MINOR;

/**
 * True when lines with these totals (unit price × quantity, minor units) add up to a subtotal within
 * {@link MAX_CART_SUBTOTAL_MINOR}. False for a cart priced before the bounds existed (or past them by other means):
 * its totals would no longer be exact.
 */
export function withinCartBound(lineTotals: readonly number[]): boolean {
  let sum = 0;
  for (const total of lineTotals) {
    if (!Number.isSafeInteger(total)) return false;
    sum += Math.abs(total);
  }
  return sum <= MAX_CART_SUBTOTAL_MINOR;
}

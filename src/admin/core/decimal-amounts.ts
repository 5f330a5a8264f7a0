// Exact arithmetic on amounts as typed: decimal strings to scaled integers and back, and compare-at prices as one product discount.

/** Decimals kept by the scaled integers (more than any currency has). */
const SCALE_DIGITS = 4;
const SCALE = 10 ** SCALE_DIGITS;

/** A typed amount as an integer of 1/10,000ths, or undefined when it is not a plain non-negative decimal of ≤ 4 decimals. */
export function scaledAmount(text: string): number | undefined {
  const match = /^(\d{1,12})(?:[.,](\d{1,4}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * SCALE + Number((match[2] ?? '').padEnd(SCALE_DIGITS, '0'));
}

/** A scaled integer as a number of major units for the wire (`125000` → `12.5`). */
export function unscaledAmount(scaled: number): number {
  return Number(`${Math.trunc(scaled / SCALE)}.${String(scaled % SCALE).padStart(SCALE_DIGITS, '0')}`);
}

/** The catalog's form of sale and compare-at prices: the original price of each row and one amount off for all. */
export type CatalogPrices = { originals: number[]; amountOff: number } | { mismatchAt: number };

/**
 * Maps sale prices with optional higher compare-at prices (scaled) to the catalog's form: the catalog keeps an original
 * price per variant and one discount per product, so every row must be the same amount off (a row without a
 * compare-at price counts as 0 off). Otherwise answers the first row that differs.
 */
export function catalogPrices(rows: readonly { sale: number; compareAt: number | undefined }[]): CatalogPrices {
  const gaps = rows.map((row) => (row.compareAt !== undefined && row.compareAt > row.sale ? row.compareAt - row.sale : 0));
  const gap = gaps.find((g) => g > 0) ?? 0;
  const mismatchAt = gaps.findIndex((g) => g !== gap);
  if (mismatchAt >= 0) return { mismatchAt };
  return { originals: rows.map((row) => row.sale + gap), amountOff: gap };
}

// Exact money: integer minor units, scaled decimals from the database, decimal strings and formatted prices for the wire.
import type { MultiCurrencyPrice } from '../../wire/cart.js';
import { currencyDigits, formatMoney, minorToDecimal } from '../money.js';

export { currencyDigits, formatMoney } from '../money.js';

/** One whole (100 %) in the scale percentages and rates are computed in: millionths. */
export const PART_SCALE = 1_000_000;

/** Minor units as a decimal string with the currency's digits: `1250` USD → `"12.50"`. */
export function toDecimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  return minorToDecimal(minor, currencyDigits(currency));
}

const wirePrices = new Map<string, Map<number, MultiCurrencyPrice>>();
const WIRE_PRICE_CACHE_LIMIT = 5_000;

/** An amount as the ecom wire sends it: decimal and formatted, the converted ones equal (one currency). Frozen and cached: formatting is a hot spot of cart answers. */
export function wirePrice(minor: number, currency: string): MultiCurrencyPrice {
  let byAmount = wirePrices.get(currency);
  if (!byAmount) wirePrices.set(currency, (byAmount = new Map()));
  let price = byAmount.get(minor);
  if (!price) {
    const amount = toDecimalString(minor, currency);
    const formatted = formatMoney(minor, currency);
    price = Object.freeze({ amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted });
    if (byAmount.size >= WIRE_PRICE_CACHE_LIMIT) byAmount.clear();
    byAmount.set(minor, price);
  }
  return price;
}

/**
 * A decimal string scaled to an integer: `parseScaled("10.5", 4)` → `105000`.
 * Extra fraction digits beyond `scale` are rounded half up. Throws on anything that is not a plain decimal.
 */
export function parseScaled(text: string | number, scale: number): number {
  const value = String(text).trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) throw new RangeError(`Not a decimal: "${value}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let scaled = BigInt(`${whole}${kept}`);
  if (fraction.length > scale && Number(fraction[scale]) >= 5) scaled += 1n;
  const result = Number(sign ? -scaled : scaled);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Decimal out of range: "${value}"`);
  return result;
}

/** A scaled integer back to a decimal string without trailing zeros: `formatScaled(72500, 6)` → `"0.0725"`. */
export function formatScaled(scaled: number, scale: number): string {
  const negative = scaled < 0;
  const text = String(Math.abs(scaled)).padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text.slice(text.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** `a × b ÷ c` rounded half up, exactly (BigInt), for non-negative integers. */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c <= 0) throw new RangeError('Divisor must be positive');
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((product * 2n + divisor) / (divisor * 2n));
}

/** A percentage (`"12.5"`) in millionths of the whole ({@link PART_SCALE}): `"12.5"` → `125000`. */
export function percentToParts(percentage: string | number): number {
  // percent × 10⁴ equals the fraction × 10⁶.
  return parseScaled(percentage, 4);
}

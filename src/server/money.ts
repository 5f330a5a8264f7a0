// Money, in one place: integer minor units of the site currency, the one decimal parser (with an explicit rounding mode), exact arithmetic and wire strings.
import type { MultiCurrencyPrice } from '../wire/cart.js';
import { DEFAULT_LOCALE } from '../wire/locale.js';

const digitsByCurrency = new Map<string, number>();
const formatters = new Map<string, Intl.NumberFormat>();

/** One whole (100 %) in the scale percentages and rates are computed in: millionths. */
export const PART_SCALE = 1_000_000;

/** Decimal digits of a currency's minor unit: 2 for USD and EUR, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * The rounding mode of all money on the server, named once: what to do with fraction digits beyond the scale.
 * `'exact'` refuses them (a price with more decimals than its currency has); `'half-up'` rounds them half away from
 * zero (`0.125` → `0.13`, `-0.125` → `-0.13`: percentages, rates, weights and every computed share). Tote never rounds
 * half to even: the tests and stored amounts expect half up.
 */
export type Rounding = 'exact' | 'half-up';

/** A number as a plain decimal string: JavaScript writes very small and very large numbers with an exponent (`1e-7`). */
function plainDecimal(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  const exponent = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) return text;
  const [, sign = '', lead = '', rest = '', power = '0'] = exponent;
  const digits = lead + rest;
  const point = 1 + Number(power);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return `${sign}${digits.padEnd(point, '0')}${point < digits.length ? `.${digits.slice(point)}` : ''}`;
}

/**
 * The one decimal parser: a plain decimal (a number such as `12.5` or `1e-7`, or a string `"12.50"`, `"-0.05"`) as an
 * integer of `10^-scale` units, without binary arithmetic; digits beyond the scale are refused or rounded half up as
 * `rounding` says ({@link Rounding}). Undefined when it is not a plain finite decimal (strings take no exponent and no
 * plus sign), when `rounding` is `'exact'` and it has more than `scale` significant decimals, or when the result is
 * not a safe integer.
 */
export function parseDecimal(value: number | string, scale: number, rounding: Rounding): number | undefined {
  const text = typeof value === 'number' ? plainDecimal(value) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > scale && rounding === 'exact') return undefined;
  let scaled = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  // Half up: the first dropped digit decides (5 or more rounds the magnitude up, so half goes away from zero).
  if (fraction.length > scale && Number(fraction[scale]) >= 5) scaled += 1n;
  const result = Number(scaled);
  if (!Number.isSafeInteger(result)) return undefined;
  return sign && result !== 0 ? -result : result;
}

/**
 * A wire amount in units of `10^-digits`, refusing more decimals than `digits` ({@link parseDecimal}, `'exact'`);
 * undefined when it is not one.
 */
export function decimalToScaled(value: number | string, digits: number): number | undefined {
  return parseDecimal(value, digits, 'exact');
}

/**
 * A decimal scaled to an integer, extra digits rounded half up ({@link parseDecimal}, `'half-up'`):
 * `parseScaled("10.5", 4)` → `105000`. Throws a RangeError on anything that is not a plain decimal in range.
 */
export function parseScaled(text: string | number, scale: number): number {
  const result = parseDecimal(text, scale, 'half-up');
  if (result === undefined) throw new RangeError(`Not a decimal in range: "${String(text).trim()}"`);
  return result;
}

/** Minor units as an exact decimal string: `(1250, 2)` → `"12.50"`, `(-5, 2)` → `"-0.05"`. */
export function minorToDecimal(minor: number, digits: number): string {
  const negative = minor < 0;
  const text = Math.abs(minor)
    .toString()
    .padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? '' : `.${text.slice(-digits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Minor units as the number the v1 catalog wire carries: `(1250, 2)` → `12.5` (parsed from the exact decimal). */
export function minorToNumber(minor: number, digits: number): number {
  return Number(minorToDecimal(minor, digits));
}

/** Minor units as a decimal string with the currency's digits: `1250` USD → `"12.50"`. */
export function toDecimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  return minorToDecimal(minor, currencyDigits(currency));
}

/** A scaled integer back to a decimal string without trailing zeros: `formatScaled(72500, 6)` → `"0.0725"`. */
export function formatScaled(scaled: number, scale: number): string {
  const negative = scaled < 0;
  const text = String(Math.abs(scaled)).padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text.slice(text.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * `a × b ÷ c` for integers, exactly (BigInt), rounded half up ({@link Rounding}: half away from zero, so a negative
 * product rounds like its magnitude): `(2500, 72500, 1_000_000)` → 181 (181.25), `(-1, 1, 2)` → -1.
 */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c <= 0) throw new RangeError('Divisor must be positive');
  const product = BigInt(a) * BigInt(b);
  const magnitude = product < 0n ? -product : product;
  const divisor = BigInt(c);
  const rounded = Number((magnitude * 2n + divisor) / (divisor * 2n));
  return product < 0n && rounded !== 0 ? -rounded : rounded;
}

/** A percentage (`"12.5"`) in millionths of the whole ({@link PART_SCALE}): `"12.5"` → `125000`. */
export function percentToParts(percentage: string | number): number {
  // percent × 10⁴ equals the fraction × 10⁶.
  return parseScaled(percentage, 4);
}

/** The formatter of a currency in a locale (en-US when the runtime does not know the locale). */
function formatterOf(currency: string, locale: string): Intl.NumberFormat {
  const key = locale === DEFAULT_LOCALE ? currency : `${currency} ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      formatter = new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A display string in the currency and the site's locale: `(1250, 'USD')` → `$12.50`, `(1250, 'EUR', 'de-DE')` →
 * `12,50 €`. @default locale 'en-US'
 */
export function formatMoney(minor: number, currency: string, locale: string = DEFAULT_LOCALE): string {
  const formatter = formatterOf(currency, locale);
  // Intl formats a decimal string exactly (no binary rounding).
  return formatter.format(minorToDecimal(minor, currencyDigits(currency)) as unknown as number);
}

const wirePrices = new Map<string, Map<number, MultiCurrencyPrice>>();
const WIRE_PRICE_CACHE_LIMIT = 5_000;

/**
 * An amount as the ecom wire sends it: decimal and formatted (in the site's locale), the converted ones equal (one
 * currency). Frozen and cached: formatting is a hot spot of cart answers. @default locale 'en-US'
 */
export function wirePrice(minor: number, currency: string, locale: string = DEFAULT_LOCALE): MultiCurrencyPrice {
  const key = locale === DEFAULT_LOCALE ? currency : `${currency} ${locale}`;
  let byAmount = wirePrices.get(key);
  if (!byAmount) wirePrices.set(key, (byAmount = new Map()));
  let price = byAmount.get(minor);
  if (!price) {
    const amount = toDecimalString(minor, currency);
    const formatted = formatMoney(minor, currency, locale);
    price = Object.freeze({ amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted });
    if (byAmount.size >= WIRE_PRICE_CACHE_LIMIT) byAmount.clear();
    byAmount.set(minor, price);
  }
  return price;
}

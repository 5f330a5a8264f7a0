// Money: integer minor units of the site currency, exact decimal conversions and display strings.

const digitsByCurrency = new Map<string, number>();
const formatters = new Map<string, Intl.NumberFormat>();

/** Decimal digits of a currency's minor unit: 2 for USD and EUR, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** Minor units as an exact decimal string: `(1250, 2)` → `"12.50"`, `(-5, 2)` → `"-0.05"`. */
export function minorToDecimal(minor: number, digits: number): string {
  const negative = minor < 0;
  const text = Math.abs(minor).toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? '' : `.${text.slice(-digits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Minor units as the number the v1 catalog wire carries: `(1250, 2)` → `12.5` (parsed from the exact decimal). */
export function minorToNumber(minor: number, digits: number): number {
  return Number(minorToDecimal(minor, digits));
}

/**
 * Parses a wire amount (a number such as `12.5`, or a decimal string) into units of `10^-digits`
 * without binary arithmetic; undefined when it is not a plain finite decimal or has more than `digits` decimals.
 */
export function decimalToScaled(value: number | string, digits: number): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > digits) return undefined;
  const scaled = Number(whole + trimmed.padEnd(digits, '0'));
  if (!Number.isSafeInteger(scaled)) return undefined;
  return sign && scaled !== 0 ? -scaled : scaled;
}

/** A display string in the currency, e.g. `$12.50` (en-US conventions). */
export function formatMoney(minor: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  // Intl formats a decimal string exactly (no binary rounding).
  return formatter.format(minorToDecimal(minor, currencyDigits(currency)) as unknown as number);
}

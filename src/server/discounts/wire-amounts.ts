// Amounts and times as discount wires carry them: numbers or decimal strings in the site currency, epoch milliseconds or ISO dates.
import { decimalToScaled } from '../money.js';
import type { Violations } from './discount-errors.js';

/** Bounds an amount must keep, in minor units. */
export interface AmountBounds {
  /** The amount must be above zero (DECIMAL_GT 0) rather than at least zero (DECIMAL_GTE 0). */
  positive: boolean;
}

/** Largest amount accepted, in major units (Wix: 10^15). */
const MAX_AMOUNT = 1_000_000_000_000;

/** A wire amount in minor units, or undefined after recording why it is not one. */
export function readAmount(value: number | string, digits: number, field: string, bounds: AmountBounds, violations: Violations): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) {
    violations.add(field, 'must be a decimal amount, like 12.50', 'FORMAT');
    return undefined;
  }
  const minor = decimalToScaled(text, digits);
  if (minor === undefined) {
    violations.add(field, `must have at most ${digits} decimals`, 'DECIMAL_MAX_SCALE', { maxScale: digits });
    return undefined;
  }
  if (bounds.positive ? minor <= 0 : minor < 0) {
    violations.add(field, bounds.positive ? 'must be greater than 0' : 'must not be negative', bounds.positive ? 'DECIMAL_GT' : 'DECIMAL_GTE', { value: '0' });
    return undefined;
  }
  if (minor > MAX_AMOUNT * 10 ** digits) {
    violations.add(field, `must be at most ${MAX_AMOUNT}`, 'DECIMAL_LTE', { value: String(MAX_AMOUNT) });
    return undefined;
  }
  return minor;
}

/** A percentage above 0 and at most 100 with at most 4 decimals, as a decimal string (`"12.5"`), or undefined after recording why not. */
export function readPercentage(value: number | string, field: string, violations: Violations): string | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const scaled = /^-?\d+(\.\d+)?$/.test(text) ? decimalToScaled(text, 4) : undefined;
  if (scaled === undefined) {
    violations.add(field, 'must be a number with at most 4 decimals', 'FORMAT');
    return undefined;
  }
  if (scaled <= 0) {
    violations.add(field, 'must be greater than 0', 'MIN', { minimum: 0, exclusive: true });
    return undefined;
  }
  if (scaled > 100 * 10 ** 4) {
    violations.add(field, 'must be at most 100', 'MAX', { maximum: 100 });
    return undefined;
  }
  return text.replace(/^(-?)0+(?=\d)/, '$1');
}

/** A time as epoch milliseconds (a number or digits) or an ISO date string, or undefined after recording why not. */
export function readTime(value: number | string, field: string, violations: Violations): Date | undefined {
  const date = typeof value === 'number' || /^\d+$/.test(value.trim()) ? new Date(Number(value)) : new Date(value);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1970 || year > 9999) {
    violations.add(field, 'must be a time: UNIX epoch milliseconds or an ISO 8601 date', 'FORMAT');
    return undefined;
  }
  return date;
}

// Checks a tax rate as a whole (country, subdivision, percentages) and turns it into columns; every mistake is a field violation.
import { Violations } from '../discounts/index.js';
import { decimalToScaled } from '../money.js';
import { formatScaled } from '../money.js';
import { isCountryCode, subdivisionOf } from '../shipping/index.js';
import type { TaxRateInput } from './tax-rate-schemas.js';

/** A tax rate's columns (all but ids, site and dates). */
export interface TaxRateValues {
  country: string;
  subdivision: string | null;
  name: string;
  /** Decimal fraction, `"0.0725"`. */
  rate: string;
  reduced_rate: string | null;
  jurisdiction_type: 'COUNTRY' | 'STATE' | 'COUNTY' | 'CITY' | 'SPECIAL';
  applies_to_shipping: boolean;
}

/** A percentage 0–100 with at most 4 decimals as a decimal fraction (`"19"` → `"0.19"`), or undefined after recording why not. */
function readPercent(value: string | number, field: string, violations: Violations): string | undefined {
  // Percent with 4 decimals is the fraction with 6: the column's scale.
  const parts = decimalToScaled(value, 4);
  if (parts === undefined) {
    violations.add(field, 'must be a percentage with at most 4 decimals, like 7.25', 'FORMAT', { value });
    return undefined;
  }
  if (parts < 0) {
    violations.add(field, 'must not be negative', 'MIN', { minimum: 0 });
    return undefined;
  }
  if (parts > 100 * 10_000) {
    violations.add(field, 'must be at most 100 (percent)', 'MAX', { maximum: 100 });
    return undefined;
  }
  return formatScaled(parts, 6);
}

/** Checks a whole tax rate (on create, or merged with the stored one on update); throws one 400 with every violation. */
export function taxRateValues(input: TaxRateInput, path = 'taxRate'): TaxRateValues {
  const violations = new Violations();
  const country = input.country.trim().toUpperCase();
  if (!isCountryCode(country))
    violations.add(`${path}.country`, 'must be an ISO 3166-1 alpha-2 country code such as US or DE', 'FORMAT', { value: input.country });
  let subdivision: string | null = null;
  if (input.subdivision?.trim()) {
    subdivision = subdivisionOf(country, input.subdivision) ?? null;
    if (subdivision === null)
      violations.add(`${path}.subdivision`, `must be an ISO 3166-2 code of ${country}, such as ${country}-XX`, 'FORMAT', { value: input.subdivision });
  }
  const name = input.name.trim();
  if (name === '') violations.add(`${path}.name`, 'must not be blank', 'MIN_LENGTH');
  const rate = readPercent(input.rate, `${path}.rate`, violations);
  const reduced = input.reducedRate === undefined || input.reducedRate === null ? null : readPercent(input.reducedRate, `${path}.reducedRate`, violations);
  violations.throwIfAny();
  return {
    country,
    subdivision,
    name,
    rate: rate!,
    reduced_rate: reduced ?? null,
    jurisdiction_type: input.jurisdictionType ?? (subdivision ? 'STATE' : 'COUNTRY'),
    applies_to_shipping: input.appliesToShipping ?? true,
  };
}

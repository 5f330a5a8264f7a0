// Checks a shipping zone as a whole (destinations, rates, brackets, pickup) and turns it into rows; every mistake is a field violation.
import type { ShippingDestination, ShippingKind, SubtotalRate, WeightRate } from '../db/commerce-tables.js';
import { Violations, readAmount } from '../discounts/index.js';
import { decimalToScaled, minorToDecimal } from '../money.js';
import { normalizePostalCode } from '../pricing/index.js';
import { isCountryCode, subdivisionOf } from './country-codes.js';
import type { RateInput, ZoneInput } from './shipping-schemas.js';

/** Largest weight of a bracket, KG. */
const MAX_WEIGHT_KG = 1_000_000;

/** A rate's columns (all but ids, site, zone and position). */
export interface RateValues {
  code: string;
  title: string;
  kind: ShippingKind;
  rate: number;
  weight_rates: WeightRate[];
  subtotal_rates: SubtotalRate[];
  free_over: number | null;
  delivery_time: string | null;
  min_days: number | null;
  max_days: number | null;
  instructions: string | null;
  pickup_location_id: string | null;
}

/** A zone's columns and rates, checked. */
export interface ZoneValues {
  name: string;
  destinations: ShippingDestination[];
  rates: RateValues[];
}

/** What checking a zone needs to know of the site. */
export interface ZoneContext {
  /** Decimals of the site currency. */
  digits: number;
  /** Ids of the site's pickup locations. */
  pickupIds: ReadonlySet<string>;
}

function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function readDestination(d: ZoneInput['destinations'][number], path: string, violations: Violations): ShippingDestination | undefined {
  const country = d.country.trim().toUpperCase();
  const subdivisions = d.subdivisions ?? [];
  const prefixes = d.postalCodePrefixes ?? [];
  if (country === '*') {
    if (subdivisions.length > 0) violations.add(`${path}.subdivisions`, 'is not allowed for the rest of the world (*)', 'FIELD_NOT_ALLOWED');
    if (prefixes.length > 0) violations.add(`${path}.postalCodePrefixes`, 'is not allowed for the rest of the world (*)', 'FIELD_NOT_ALLOWED');
    return { country };
  }
  if (!isCountryCode(country)) {
    violations.add(`${path}.country`, 'must be an ISO 3166-1 alpha-2 country code such as US or DE, or * for the rest of the world', 'FORMAT', {
      value: d.country,
    });
    return undefined;
  }
  const codes: string[] = [];
  subdivisions.forEach((s, i) => {
    const code = subdivisionOf(country, s);
    if (code === undefined)
      violations.add(`${path}.subdivisions[${i}]`, `must be an ISO 3166-2 code of ${country}, such as ${country}-XX`, 'FORMAT', { value: s });
    else if (!codes.includes(code)) codes.push(code);
  });
  const normalized: string[] = [];
  prefixes.forEach((p, i) => {
    const prefix = normalizePostalCode(p);
    if (!/^[A-Z0-9]{1,10}$/.test(prefix))
      violations.add(`${path}.postalCodePrefixes[${i}]`, 'must be the start of a postal code: letters and digits', 'FORMAT', { value: p });
    else if (!normalized.includes(prefix)) normalized.push(prefix);
  });
  return { country, ...(codes.length > 0 ? { subdivisions: codes } : {}), ...(normalized.length > 0 ? { postalCodePrefixes: normalized } : {}) };
}

/** Brackets with bounds in strictly increasing order, only the last one open (null). */
function readBrackets<T>(
  brackets: readonly { bound: string | number | null; amount: string | number }[],
  path: string,
  boundField: string,
  readBound: (value: string | number, field: string) => number | undefined,
  digits: number,
  violations: Violations,
  make: (bound: number | null, rate: number) => T,
): T[] {
  const result: T[] = [];
  let previous: number | undefined;
  brackets.forEach((b, i) => {
    const field = `${path}[${i}].${boundField}`;
    const rate = readAmount(b.amount, digits, `${path}[${i}].amount`, { positive: false }, violations);
    let bound: number | null = null;
    if (b.bound === null) {
      if (i !== brackets.length - 1) violations.add(field, 'may be null (no upper bound) on the last bracket only', 'VALIDATION');
    } else {
      const read = readBound(b.bound, field);
      if (read === undefined) return;
      if (previous !== undefined && read <= previous) {
        violations.add(field, `overlaps the bracket before: must be above ${boundField} of ${path}[${i - 1}]`, 'VALIDATION', { index: i });
      }
      previous = read;
      bound = read;
    }
    if (rate !== undefined) result.push(make(bound, rate));
  });
  return result;
}

const FIELDS_OF_KIND: Readonly<Record<ShippingKind, readonly string[]>> = {
  FLAT: ['amount'],
  BY_WEIGHT: ['weightBrackets'],
  BY_SUBTOTAL: ['subtotalBrackets'],
  PICKUP: ['amount', 'pickupLocationId'],
};
const KIND_FIELDS = ['amount', 'weightBrackets', 'subtotalBrackets', 'pickupLocationId'] as const;

function readRate(r: RateInput, path: string, context: ZoneContext, violations: Violations): RateValues {
  const { digits } = context;
  const allowed = FIELDS_OF_KIND[r.kind];
  for (const field of KIND_FIELDS) {
    const value = r[field];
    if (value !== undefined && value !== null && !allowed.includes(field))
      violations.add(`${path}.${field}`, `is not allowed for a ${r.kind} rate`, 'FIELD_NOT_ALLOWED');
  }
  const code = r.code.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(code))
    violations.add(`${path}.code`, 'must be letters, digits, `_`, `-` or `.`, starting with a letter or digit', 'FORMAT');
  const title = r.title.trim();
  if (title === '') violations.add(`${path}.title`, 'must not be blank', 'MIN_LENGTH');
  let rate = 0;
  if (r.kind === 'FLAT' && r.amount === undefined) violations.add(`${path}.amount`, 'is required for a FLAT rate', 'REQUIRED_FIELD');
  if (r.amount !== undefined && allowed.includes('amount')) rate = readAmount(r.amount, digits, `${path}.amount`, { positive: false }, violations) ?? 0;
  let weightRates: WeightRate[] = [];
  if (r.kind === 'BY_WEIGHT') {
    if (!r.weightBrackets) violations.add(`${path}.weightBrackets`, 'is required for a BY_WEIGHT rate', 'REQUIRED_FIELD');
    const readWeight = (value: string | number, field: string): number | undefined => {
      const grams = decimalToScaled(value, 3);
      if (grams === undefined || grams < 0 || grams > MAX_WEIGHT_KG * 1000) {
        violations.add(field, `must be a weight in KG from 0 to ${MAX_WEIGHT_KG} with at most 3 decimals`, 'FORMAT', { value });
        return undefined;
      }
      return grams;
    };
    const brackets = (r.weightBrackets ?? []).map((b) => ({ bound: b.maxWeight, amount: b.amount }));
    weightRates = readBrackets(brackets, `${path}.weightBrackets`, 'maxWeight', readWeight, digits, violations, (grams, amount) => ({
      maxWeight: grams === null ? null : minorToDecimal(grams, 3),
      rate: amount,
    }));
  }
  let subtotalRates: SubtotalRate[] = [];
  if (r.kind === 'BY_SUBTOTAL') {
    if (!r.subtotalBrackets) violations.add(`${path}.subtotalBrackets`, 'is required for a BY_SUBTOTAL rate', 'REQUIRED_FIELD');
    const readSubtotal = (value: string | number, field: string) => readAmount(value, digits, field, { positive: false }, violations);
    const brackets = (r.subtotalBrackets ?? []).map((b) => ({ bound: b.maxSubtotal, amount: b.amount }));
    subtotalRates = readBrackets(brackets, `${path}.subtotalBrackets`, 'maxSubtotal', readSubtotal, digits, violations, (maxSubtotal, amount) => ({
      maxSubtotal,
      rate: amount,
    }));
  }
  const freeOver =
    r.freeOver === undefined || r.freeOver === null ? null : (readAmount(r.freeOver, digits, `${path}.freeOver`, { positive: false }, violations) ?? null);
  const minDays = r.minDays ?? null;
  const maxDays = r.maxDays ?? null;
  if (minDays !== null && maxDays !== null && minDays > maxDays) violations.add(`${path}.maxDays`, 'must not be below minDays', 'MIN', { minimum: minDays });
  let pickupId: string | null = null;
  if (r.kind === 'PICKUP') {
    if (!r.pickupLocationId) violations.add(`${path}.pickupLocationId`, 'is required for a PICKUP rate', 'REQUIRED_FIELD');
    else if (!context.pickupIds.has(r.pickupLocationId))
      violations.add(`${path}.pickupLocationId`, 'is not a pickup location of this store', 'VALIDATION', { id: r.pickupLocationId });
    else pickupId = r.pickupLocationId;
  }
  return {
    code,
    title,
    kind: r.kind,
    rate,
    weight_rates: weightRates,
    subtotal_rates: subtotalRates,
    free_over: freeOver,
    delivery_time: textOrNull(r.deliveryTime),
    min_days: minDays,
    max_days: maxDays,
    instructions: textOrNull(r.instructions),
    pickup_location_id: pickupId,
  };
}

/** Checks a whole zone (on create, or merged with the stored one on update); throws one 400 with every violation. */
export function zoneValues(zone: ZoneInput, context: ZoneContext, path = 'zone'): ZoneValues {
  const violations = new Violations();
  const name = zone.name.trim();
  if (name === '') violations.add(`${path}.name`, 'must not be blank', 'MIN_LENGTH');
  const destinations = zone.destinations.flatMap((d, i) => readDestination(d, `${path}.destinations[${i}]`, violations) ?? []);
  const rates = (zone.rates ?? []).map((r, i) => readRate(r, `${path}.rates[${i}]`, context, violations));
  const seen = new Set<string>();
  rates.forEach((r, i) => {
    if (seen.has(r.code.toLowerCase())) violations.add(`${path}.rates[${i}].code`, `repeats the code "${r.code}" of another rate of this zone`, 'VALIDATION');
    seen.add(r.code.toLowerCase());
  });
  violations.throwIfAny();
  return { name, destinations, rates };
}

// The shipping zone form's values as typed, to and from the wire zone, and the store's violations moved onto the form's fields.
import type { ToteError } from '../../sdk/core/errors.js';
import type { ShippingKind, WireShippingRate, WireShippingZone, ZoneBody } from './shipping-api.js';

/** A destination as typed: lists as comma-separated text. */
export interface DestinationValues {
  country: string;
  subdivisions: string;
  postalCodePrefixes: string;
}

/** A price bracket as typed: the upper bound (kg or subtotal; empty: none) and the price. */
export interface BracketValues {
  upTo: string;
  amount: string;
}

/** A rate as typed; `minDays` and `maxDays` are not on the form and pass through unchanged. */
export interface RateFormValues {
  code: string;
  title: string;
  kind: ShippingKind;
  amount: string;
  /** The brackets of a BY_WEIGHT or BY_SUBTOTAL rate (kept while the kind changes). */
  brackets: BracketValues[];
  freeOver: string;
  deliveryTime: string;
  instructions: string;
  pickupLocationId: string;
  minDays: number | null;
  maxDays: number | null;
}

/** The whole zone form. */
export interface ZoneFormValues {
  name: string;
  destinations: DestinationValues[];
  rates: RateFormValues[];
}

/** An empty destination row. */
export const EMPTY_DESTINATION: DestinationValues = { country: '', subdivisions: '', postalCodePrefixes: '' };
/** An empty bracket row. */
export const EMPTY_BRACKET: BracketValues = { upTo: '', amount: '' };
/** A new rate: flat, standard. */
export const EMPTY_RATE: RateFormValues = {
  code: '',
  title: '',
  kind: 'FLAT',
  amount: '',
  brackets: [EMPTY_BRACKET],
  freeOver: '',
  deliveryTime: '',
  instructions: '',
  pickupLocationId: '',
  minDays: null,
  maxDays: null,
};
/** A new zone: one destination, one rate. */
export const EMPTY_ZONE: ZoneFormValues = { name: '', destinations: [EMPTY_DESTINATION], rates: [EMPTY_RATE] };

/** A weight as the store answers it without trailing zeros (`2.000` → `2`, `1.250` → `1.25`). */
export function plainWeight(kg: string): string {
  return kg.includes('.') ? kg.replace(/\.?0+$/, '') : kg;
}

/** Comma- or space-separated text as a list. */
function listOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A text field's value, or null when empty. */
function orNull(text: string): string | null {
  return text.trim() === '' ? null : text.trim();
}

function rateValuesOf(rate: WireShippingRate): RateFormValues {
  const brackets =
    rate.weightBrackets?.map((b) => ({ upTo: b.maxWeight === null ? '' : plainWeight(b.maxWeight), amount: b.amount })) ??
    rate.subtotalBrackets?.map((b) => ({ upTo: b.maxSubtotal ?? '', amount: b.amount })) ??
    [];
  return {
    code: rate.code,
    title: rate.title,
    kind: rate.kind,
    amount: rate.amount ?? '',
    brackets: brackets.length > 0 ? brackets : [EMPTY_BRACKET],
    freeOver: rate.freeOver ?? '',
    deliveryTime: rate.deliveryTime ?? '',
    instructions: rate.instructions ?? '',
    pickupLocationId: rate.pickupLocationId ?? '',
    minDays: rate.minDays,
    maxDays: rate.maxDays,
  };
}

/** The form's values of a stored zone. */
export function zoneFormValues(zone: WireShippingZone): ZoneFormValues {
  return {
    name: zone.name,
    destinations: zone.destinations.map((d) => ({
      country: d.country,
      subdivisions: d.subdivisions.join(', '),
      postalCodePrefixes: d.postalCodePrefixes.join(', '),
    })),
    rates: zone.rates.map(rateValuesOf),
  };
}

function rateBody(rate: RateFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    code: rate.code.trim(),
    title: rate.title.trim(),
    kind: rate.kind,
    freeOver: orNull(rate.freeOver),
    deliveryTime: orNull(rate.deliveryTime),
    instructions: orNull(rate.instructions),
    minDays: rate.minDays,
    maxDays: rate.maxDays,
  };
  if (rate.kind === 'FLAT' || rate.kind === 'PICKUP') {
    if (rate.amount.trim() !== '') body.amount = rate.amount.trim();
  }
  if (rate.kind === 'PICKUP') body.pickupLocationId = orNull(rate.pickupLocationId);
  if (rate.kind === 'BY_WEIGHT') body.weightBrackets = rate.brackets.map((b) => ({ maxWeight: orNull(b.upTo), amount: b.amount.trim() }));
  if (rate.kind === 'BY_SUBTOTAL') body.subtotalBrackets = rate.brackets.map((b) => ({ maxSubtotal: orNull(b.upTo), amount: b.amount.trim() }));
  return body;
}

/** The zone the store is sent: lists split, empty optional fields as null, only the fields of each rate's kind. */
export function zoneBody(values: ZoneFormValues): ZoneBody {
  return {
    name: values.name.trim(),
    destinations: values.destinations.map((d) => ({
      country: d.country.trim(),
      subdivisions: listOf(d.subdivisions),
      postalCodePrefixes: listOf(d.postalCodePrefixes),
    })),
    rates: values.rates.map(rateBody),
  };
}

/**
 * The key of the form field a violation belongs to (`zone.rates[0].weightBrackets[1].maxWeight` →
 * `rates[0].brackets[1].upTo`; `zone.destinations[0].subdivisions[2]` → `destinations[0].subdivisions`).
 */
export function zoneFieldOf(field: string): string {
  return field
    .replace(/^zone\./, '')
    .replace(/\.(weightBrackets|subtotalBrackets)/, '.brackets')
    .replace(/\.(maxWeight|maxSubtotal)$/, '.upTo')
    .replace(/\.(subdivisions|postalCodePrefixes)\[\d+\]$/, '.$1');
}

/** Every field key the form shows for these values (a violation of another field is told in the form's alert). */
export function zoneFieldKeys(values: ZoneFormValues): Set<string> {
  const keys = new Set(['name', 'destinations', 'rates']);
  values.destinations.forEach((_, i) => {
    for (const field of ['country', 'subdivisions', 'postalCodePrefixes']) keys.add(`destinations[${i}].${field}`);
  });
  values.rates.forEach((rate, i) => {
    const at = `rates[${i}]`;
    for (const field of ['code', 'title', 'kind', 'freeOver', 'deliveryTime']) keys.add(`${at}.${field}`);
    if (rate.kind === 'FLAT' || rate.kind === 'PICKUP') keys.add(`${at}.amount`);
    if (rate.kind === 'PICKUP') keys.add(`${at}.pickupLocationId`).add(`${at}.instructions`);
    if (rate.kind === 'BY_WEIGHT' || rate.kind === 'BY_SUBTOTAL') {
      keys.add(`${at}.brackets`);
      rate.brackets.forEach((_, j) => keys.add(`${at}.brackets[${j}].upTo`).add(`${at}.brackets[${j}].amount`));
    }
  });
  return keys;
}

/** A refusal's violations by form field (the first of each), and those no field of the form shows, as `field: description`. */
export function zoneViolations(error: unknown, values: ZoneFormValues): { byField: Record<string, string>; elsewhere: string[] } {
  const violations = (error as ToteError | undefined)?.details?.validationError?.fieldViolations ?? [];
  const keys = zoneFieldKeys(values);
  const byField: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const violation of violations) {
    const key = zoneFieldOf(violation.field);
    if (keys.has(key)) byField[key] ??= violation.description;
    else elsewhere.push(`${violation.field}: ${violation.description}`);
  }
  return { byField, elsewhere };
}

// Shipping: the region for a destination (postal-code prefix, then subdivision, then country, then rest of world) and its options' prices.
import type { OpeningHours, ShippingDestination, ShippingKind, StoredAddress } from '../db/commerce-tables.js';

/** A shipping option of a region, ready to price. */
export interface ShippingOptionRule {
  code: string;
  title: string;
  kind: ShippingKind;
  /** FLAT and PICKUP: minor units. */
  rate: number;
  /** BY_WEIGHT: brackets in increasing weight; `maxGrams` null takes any weight. */
  weightRates: readonly { maxGrams: number | null; rate: number }[];
  /** BY_SUBTOTAL: brackets in increasing items total (after discounts, minor units); `maxSubtotal` null takes any. @default [] */
  subtotalRates?: readonly { maxSubtotal: number | null; rate: number }[];
  /** Free when the items after discounts reach this many minor units. */
  freeOver: number | null;
  deliveryTime: string | null;
  /** Fewest and most business days to deliver, when known. */
  minDays?: number | null;
  maxDays?: number | null;
  instructions: string | null;
  /** PICKUP: where, and when it is open. */
  pickup?: { name: string; address: StoredAddress; hours?: readonly OpeningHours[] };
}

/** A region the store ships to, with its options in display order. */
export interface ShippingRegionRule {
  id: string;
  name: string;
  destinations: readonly ShippingDestination[];
  options: readonly ShippingOptionRule[];
}

/** Where to ship: ISO country and, when known, ISO 3166-2 subdivision (`US-CA`) and postal code (normalized, see {@link normalizePostalCode}). */
export interface Destination {
  country: string;
  subdivision?: string;
  postalCode?: string;
}

/** An option with its price for this order. */
export interface QuotedOption {
  rule: ShippingOptionRule;
  /** Minor units, before shipping discounts and tax. */
  price: number;
  /** When it arrives, from the option's delivery days counted from now (business days, Monday to Friday). */
  timeSlot?: { from?: Date; to?: Date };
}

/** A postal code as prefixes are compared: upper case, without spaces and dashes (`sw1a 1aa` → `SW1A1AA`). */
export function normalizePostalCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

/** `CA` with country `US` → `US-CA`; codes upper-cased; an empty subdivision or postal code is dropped. */
export function normalizeDestination(country: string, subdivision?: string | null, postalCode?: string | null): Destination {
  const c = country.trim().toUpperCase();
  const s = subdivision?.trim().toUpperCase();
  const p = postalCode ? normalizePostalCode(postalCode) : '';
  return { country: c, ...(s ? { subdivision: s.includes('-') ? s : `${c}-${s}` } : {}), ...(p ? { postalCode: p } : {}) };
}

/**
 * How closely a destination of a region names this one: 3 by postal-code prefix, 2 by subdivision, 1 by country,
 * 0 as the rest of the world (`*`); undefined when it does not hold it. A destination with both subdivisions and
 * prefixes needs both to hold.
 */
export function destinationMatch(d: ShippingDestination, destination: Destination): number | undefined {
  if (d.country === '*') return 0;
  if (d.country !== destination.country) return undefined;
  const subdivisions = d.subdivisions ?? [];
  const prefixes = d.postalCodePrefixes ?? [];
  if (subdivisions.length > 0 && (destination.subdivision === undefined || !subdivisions.includes(destination.subdivision))) return undefined;
  if (prefixes.length > 0) {
    const code = destination.postalCode;
    return code !== undefined && prefixes.some((p) => code.startsWith(p)) ? 3 : undefined;
  }
  return subdivisions.length > 0 ? 2 : 1;
}

/** The region for a destination: the one that names it most closely (postal prefix, subdivision, country, `*`); the first in order on a tie. */
export function findRegion(regions: readonly ShippingRegionRule[], destination: Destination): ShippingRegionRule | undefined {
  let best: { region: ShippingRegionRule; score: number } | undefined;
  for (const region of regions) {
    for (const d of region.destinations) {
      const score = destinationMatch(d, destination);
      if (score !== undefined && (best === undefined || score > best.score)) best = { region, score };
    }
  }
  return best?.region;
}

/** The price of one option, or undefined when it cannot carry this order (heavier or dearer than its last bracket). */
export function priceOption(option: ShippingOptionRule, weightGrams: number, itemsTotal: number): number | undefined {
  let price: number;
  if (option.kind === 'BY_WEIGHT') {
    const bracket = option.weightRates.find((b) => b.maxGrams === null || weightGrams <= b.maxGrams);
    if (!bracket) return undefined;
    price = bracket.rate;
  } else if (option.kind === 'BY_SUBTOTAL') {
    const bracket = (option.subtotalRates ?? []).find((b) => b.maxSubtotal === null || itemsTotal <= b.maxSubtotal);
    if (!bracket) return undefined;
    price = bracket.rate;
  } else {
    price = option.rate;
  }
  if (option.freeOver !== null && itemsTotal >= option.freeOver) return 0;
  return price;
}

/** Every option of the region that can carry the order, with its price. */
export function quoteOptions(region: ShippingRegionRule, weightGrams: number, itemsTotal: number): QuotedOption[] {
  const quoted: QuotedOption[] = [];
  for (const rule of region.options) {
    const price = priceOption(rule, weightGrams, itemsTotal);
    if (price !== undefined) quoted.push({ rule, price });
  }
  return quoted;
}

/** The day (midnight UTC) `days` business days (Monday to Friday) after the day of `start`: the same all day, so estimates and checkouts stay stable. */
export function addBusinessDays(start: Date, days: number): Date {
  const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** The delivery window of an option ordered at `now`: `from` after its fewest days, `to` after its most; undefined without days. */
export function deliveryWindow(rule: Pick<ShippingOptionRule, 'minDays' | 'maxDays'>, now: Date): { from?: Date; to?: Date } | undefined {
  const min = rule.minDays ?? null;
  const max = rule.maxDays ?? null;
  if (min === null && max === null) return undefined;
  return { ...(min !== null ? { from: addBusinessDays(now, min) } : {}), ...(max !== null ? { to: addBusinessDays(now, max) } : {}) };
}

/** The requested option when offered, else the first one; `requested` says which. */
export function chooseOption(options: readonly QuotedOption[], requestedCode: string | undefined): { option: QuotedOption; requested: boolean } | undefined {
  const found = requestedCode === undefined ? undefined : options.find((o) => o.rule.code === requestedCode);
  if (found) return { option: found, requested: true };
  const first = options[0];
  return first && { option: first, requested: false };
}

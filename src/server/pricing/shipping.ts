// Shipping: the region for a destination (subdivision, then country, then rest of world) and its options' prices.
import type { ShippingDestination, StoredAddress } from '../db/commerce-tables.js';

/** A shipping option of a region, ready to price. */
export interface ShippingOptionRule {
  code: string;
  title: string;
  kind: 'FLAT' | 'BY_WEIGHT' | 'PICKUP';
  /** FLAT and PICKUP: minor units. */
  rate: number;
  /** BY_WEIGHT: brackets in increasing weight; `maxGrams` null takes any weight. */
  weightRates: readonly { maxGrams: number | null; rate: number }[];
  /** Free when the items after discounts reach this many minor units. */
  freeOver: number | null;
  deliveryTime: string | null;
  instructions: string | null;
  /** PICKUP: where. */
  pickup?: { name: string; address: StoredAddress };
}

/** A region the store ships to, with its options in display order. */
export interface ShippingRegionRule {
  id: string;
  name: string;
  destinations: readonly ShippingDestination[];
  options: readonly ShippingOptionRule[];
}

/** Where to ship: ISO country and, when known, ISO 3166-2 subdivision (`US-CA`). */
export interface Destination {
  country: string;
  subdivision?: string;
}

/** An option with its price for this order. */
export interface QuotedOption {
  rule: ShippingOptionRule;
  /** Minor units, before shipping discounts and tax. */
  price: number;
}

/** `CA` with country `US` → `US-CA`; codes upper-cased; an empty subdivision is dropped. */
export function normalizeDestination(country: string, subdivision?: string | null): Destination {
  const c = country.trim().toUpperCase();
  const s = subdivision?.trim().toUpperCase();
  if (!s) return { country: c };
  return { country: c, subdivision: s.includes('-') ? s : `${c}-${s}` };
}

/** The region for a destination: one naming its subdivision first, then one naming its country, then a `*` region. */
export function findRegion(regions: readonly ShippingRegionRule[], destination: Destination): ShippingRegionRule | undefined {
  const bySubdivision = regions.find((r) =>
    r.destinations.some((d) => d.country === destination.country && destination.subdivision !== undefined && (d.subdivisions ?? []).includes(destination.subdivision)),
  );
  if (bySubdivision) return bySubdivision;
  const byCountry = regions.find((r) => r.destinations.some((d) => d.country === destination.country && (d.subdivisions ?? []).length === 0));
  if (byCountry) return byCountry;
  return regions.find((r) => r.destinations.some((d) => d.country === '*'));
}

/** The price of one option, or undefined when it cannot carry this order (heavier than its last bracket). */
export function priceOption(option: ShippingOptionRule, weightGrams: number, itemsTotal: number): number | undefined {
  let price: number;
  if (option.kind === 'BY_WEIGHT') {
    const bracket = option.weightRates.find((b) => b.maxGrams === null || weightGrams <= b.maxGrams);
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

/** The requested option when offered, else the first one; `requested` says which. */
export function chooseOption(options: readonly QuotedOption[], requestedCode: string | undefined): { option: QuotedOption; requested: boolean } | undefined {
  const found = requestedCode === undefined ? undefined : options.find((o) => o.rule.code === requestedCode);
  if (found) return { option: found, requested: true };
  const first = options[0];
  return first && { option: first, requested: false };
}

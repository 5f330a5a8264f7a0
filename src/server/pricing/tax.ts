// Tax from manual rates by country and subdivision and the product's tax group: added to prices or included in them, split per rate exactly.
import type { JurisdictionType } from '../../wire/enums.js';
import type { TaxGroup } from '../db/catalog-tables.js';
import { allocate } from './allocation.js';
import { mulDivRound, PART_SCALE } from '../money.js';
import type { Destination } from './shipping.js';

/** A manual tax rate of the site. */
export interface TaxRateRule {
  id: string;
  name: string;
  country: string;
  /** ISO 3166-2; null for the whole country. */
  subdivision: string | null;
  /** Millionths of the amount (7.25 % = 72,500). */
  rateParts: number;
  /** The rate of REDUCED products, millionths; null or absent: they pay `rateParts`. */
  reducedParts?: number | null;
  jurisdictionType: JurisdictionType;
  appliesToShipping: boolean;
}

/** Tax of one amount. */
export interface TaxResult {
  /** The amount tax was computed on, without tax. */
  taxable: number;
  tax: number;
  /** Sum of the rates, millionths. */
  rateParts: number;
  /** Each rate's share of `tax` (they add up to it). */
  components: { rule: TaxRateRule; tax: number }[];
}

/** The rates that apply at an address: the country's own and its subdivision's. */
export function ratesFor(rules: readonly TaxRateRule[], address: Destination): TaxRateRule[] {
  return rules.filter((r) => r.country === address.country && (r.subdivision === null || r.subdivision === address.subdivision));
}

/**
 * The rates as they apply to a product of a tax group: STANDARD as they are, REDUCED at each one's reduced rate (its
 * standard one when it has none), EXEMPT none.
 */
export function ratesForGroup(rates: readonly TaxRateRule[], group: TaxGroup = 'STANDARD'): TaxRateRule[] {
  if (group === 'EXEMPT') return [];
  if (group === 'STANDARD') return [...rates];
  return rates.map((r) => (r.reducedParts === null || r.reducedParts === undefined ? r : { ...r, rateParts: r.reducedParts }));
}

/**
 * Tax of an amount at the given rates. With `included` the amount already holds the tax (tax = amount − amount ÷ (1 + rate));
 * otherwise tax = amount × rate. Rounded half up once, then split over the rates in proportion.
 */
export function taxOf(amount: number, rates: readonly TaxRateRule[], included: boolean): TaxResult {
  const rateParts = rates.reduce((sum, r) => sum + r.rateParts, 0);
  if (amount <= 0 || rateParts === 0) return { taxable: Math.max(0, amount), tax: 0, rateParts, components: rates.map((rule) => ({ rule, tax: 0 })) };
  const tax = included ? amount - mulDivRound(amount, PART_SCALE, PART_SCALE + rateParts) : mulDivRound(amount, rateParts, PART_SCALE);
  const shares = allocate(
    tax,
    rates.map((r) => r.rateParts),
  );
  return { taxable: included ? amount - tax : amount, tax, rateParts, components: rates.map((rule, i) => ({ rule, tax: shares[i] ?? 0 })) };
}

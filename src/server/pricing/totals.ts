// The totals of a cart: subtotal, item and shipping discounts, shipping, tax and total, with per-part errors instead of failures.
import type { AppliedRule } from './apply-discounts.js';
import { applyItemDiscounts, applyShippingDiscounts } from './apply-discounts.js';
import type { CollectionsOf, DiscountRule, RuleProblem } from './discount-rule.js';
import { ruleProblem } from './discount-rule.js';
import type { PricedLine } from './line-pricing.js';
import type { Destination, QuotedOption, ShippingRegionRule } from './shipping.js';
import { chooseOption, deliveryWindow, findRegion, normalizeDestination, quoteOptions } from './shipping.js';
import type { TaxRateRule, TaxResult } from './tax.js';
import { ratesFor, ratesForGroup, taxOf } from './tax.js';

/** Everything a calculation needs, already loaded. */
export interface TotalsInput {
  currency: string;
  lines: readonly PricedLine[];
  /** Automatic discounts of the site, in order. */
  merchantDiscounts: readonly DiscountRule[];
  /** The cart's coupon, if it has one. */
  coupon?: DiscountRule;
  collectionsOf: CollectionsOf;
  now: Date;
  shipping: {
    /** `calculateShipping` of the request. @default true */
    enabled: boolean;
    destination?: Destination;
    regions: readonly ShippingRegionRule[];
    requestedCode?: string;
  };
  tax: {
    /** `calculateTax` of the request. @default true */
    enabled: boolean;
    /** Address of the buyer when nothing is shipped (billing). */
    billingAddress?: Destination;
    rates: readonly TaxRateRule[];
    pricesIncludeTax: boolean;
    /** Shipping is taxed (the site's `taxShipping`), at the standard rate of each rate that applies to shipping. @default true */
    taxShipping?: boolean;
  };
}

/** One line's result. */
export interface LineTotals {
  line: PricedLine;
  /** Cart discounts taken off this line, minor units. */
  discount: number;
  /** Line total after discounts (tax included when prices include it). */
  afterDiscounts: number;
  tax: TaxResult;
  totalBeforeTax: number;
  totalAfterTax: number;
}

/** Shipping's result. */
export interface ShippingTotals {
  /** Some purchasable line is physical. */
  needed: boolean;
  region?: { id: string; name: string };
  options: QuotedOption[];
  selected?: {
    option: QuotedOption;
    requested: boolean;
    discount: number;
    tax: TaxResult;
    totalBeforeTax: number;
    totalAfterTax: number;
  };
  error?: RuleProblemLike;
}

/** An error of one part of the calculation. */
export interface RuleProblemLike {
  code: string;
  description: string;
  data?: Record<string, unknown>;
}

/** The outcome of a calculation, in minor units. */
export interface Totals {
  lines: LineTotals[];
  /** Purchasable lines before cart discounts. */
  subtotal: number;
  itemDiscount: number;
  shippingPrice: number;
  shippingDiscount: number;
  /** itemDiscount + shippingDiscount. */
  discount: number;
  tax: number;
  taxable: number;
  total: number;
  taxIncluded: boolean;
  /** Rates were found for the address (MANUAL_RATE) or not (NO_TAX_COLLECTED). */
  taxCollected: boolean;
  applied: AppliedRule[];
  couponError?: RuleProblem;
  shipping: ShippingTotals;
}

const NO_TAX: TaxResult = { taxable: 0, tax: 0, rateParts: 0, components: [] };

/** Calculates the totals; never throws for a business reason, it reports the reason instead. */
export function calculateTotals(input: TotalsInput): Totals {
  const { lines, currency, now, collectionsOf } = input;
  const subtotal = lines.reduce((sum, l) => (l.purchasable ? sum + l.total : sum), 0);

  // Automatic discounts apply silently when their conditions hold; a coupon that does not hold is reported.
  const rules = input.merchantDiscounts.filter((r) => ruleProblem(r, lines, subtotal, now, currency, collectionsOf) === undefined);
  let couponError: RuleProblem | undefined;
  if (input.coupon) {
    couponError = ruleProblem(input.coupon, lines, subtotal, now, currency, collectionsOf);
    if (!couponError) rules.push(input.coupon);
  }
  const items = applyItemDiscounts(lines, rules, collectionsOf);
  const itemsAfterDiscount = subtotal - items.total;

  const shipping = calculateShipping(input, itemsAfterDiscount);
  const shippingDiscounts = applyShippingDiscounts(shipping.selected?.option.price ?? 0, rules);

  // Tax follows the goods: the store's address for a store pickup, the shipping address when something ships to one,
  // else the billing address.
  const pickupAt = shipping.selected?.option.rule.pickup?.address;
  const pickupDestination = pickupAt?.country ? normalizeDestination(pickupAt.country, pickupAt.subdivision, pickupAt.postalCode) : undefined;
  const taxAddress =
    pickupDestination ??
    (shipping.needed && input.shipping.destination ? input.shipping.destination : (input.tax.billingAddress ?? input.shipping.destination));
  const rates = input.tax.enabled && taxAddress ? ratesFor(input.tax.rates, taxAddress) : [];
  const included = input.tax.pricesIncludeTax;

  const lineTotals: LineTotals[] = lines.map((line) => {
    if (!line.purchasable) return { line, discount: 0, afterDiscounts: 0, tax: NO_TAX, totalBeforeTax: 0, totalAfterTax: 0 };
    const discount = items.byLine.get(line.id) ?? 0;
    const afterDiscounts = line.total - discount;
    const tax = taxOf(afterDiscounts, ratesForGroup(rates, line.item?.taxGroup), included);
    return {
      line,
      discount,
      afterDiscounts,
      tax,
      totalBeforeTax: included ? afterDiscounts - tax.tax : afterDiscounts,
      totalAfterTax: included ? afterDiscounts : afterDiscounts + tax.tax,
    };
  });

  const shippingPrice = shipping.selected?.option.price ?? 0;
  if (shipping.selected) {
    const afterDiscount = shippingPrice - shippingDiscounts.total;
    const tax = taxOf(afterDiscount, input.tax.taxShipping === false ? [] : rates.filter((r) => r.appliesToShipping), included);
    shipping.selected.discount = shippingDiscounts.total;
    shipping.selected.tax = tax;
    shipping.selected.totalBeforeTax = included ? afterDiscount - tax.tax : afterDiscount;
    shipping.selected.totalAfterTax = included ? afterDiscount : afterDiscount + tax.tax;
  }

  const tax = lineTotals.reduce((sum, l) => sum + l.tax.tax, 0) + (shipping.selected?.tax.tax ?? 0);
  const taxable = lineTotals.reduce((sum, l) => sum + l.tax.taxable, 0) + (shipping.selected?.tax.taxable ?? 0);
  const discount = items.total + shippingDiscounts.total;
  const total = subtotal - items.total + shippingPrice - shippingDiscounts.total + (included ? 0 : tax);

  return {
    lines: lineTotals,
    subtotal,
    itemDiscount: items.total,
    shippingPrice,
    shippingDiscount: shippingDiscounts.total,
    discount,
    tax,
    taxable,
    total,
    taxIncluded: included,
    taxCollected: rates.length > 0,
    applied: [...items.applied, ...shippingDiscounts.applied],
    ...(couponError ? { couponError } : {}),
    shipping,
  };
}

function calculateShipping(input: TotalsInput, itemsAfterDiscount: number): ShippingTotals {
  const shippable = input.lines.filter((l) => l.shippable);
  const needed = shippable.length > 0;
  if (!needed || !input.shipping.enabled || !input.shipping.destination) return { needed, options: [] };
  const destination = input.shipping.destination;
  const region = findRegion(input.shipping.regions, destination);
  if (!region) {
    const where = destination.subdivision ? `${destination.subdivision}, ${destination.country}` : destination.country;
    return {
      needed,
      options: [],
      error: { code: 'DESTINATION_NOT_SUPPORTED', description: `The store does not ship to ${where}`, data: { ...destination } },
    };
  }
  const weightGrams = shippable.reduce((sum, l) => sum + (l.item?.weightGrams ?? 0) * l.quantity, 0);
  const options = quoteOptions(region, weightGrams, itemsAfterDiscount).map((o) => {
    const timeSlot = deliveryWindow(o.rule, input.now);
    return timeSlot ? { ...o, timeSlot } : o;
  });
  const regionRef = { id: region.id, name: region.name };
  if (options.length === 0) {
    return {
      needed,
      region: regionRef,
      options,
      error: {
        code: 'NO_SHIPPING_OPTIONS',
        description: `No shipping option of ${region.name} can carry ${weightGrams / 1000} KG`,
        data: { weight: weightGrams / 1000 },
      },
    };
  }
  const chosen = chooseOption(options, input.shipping.requestedCode);
  return {
    needed,
    region: regionRef,
    options,
    ...(chosen
      ? {
          selected: {
            option: chosen.option,
            requested: chosen.requested,
            discount: 0,
            tax: NO_TAX,
            totalBeforeTax: chosen.option.price,
            totalAfterTax: chosen.option.price,
          },
        }
      : {}),
  };
}

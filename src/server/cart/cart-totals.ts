// Loads what a cart's totals depend on (coupon, automatic discounts, shipping, tax) and calculates them.
import type { Kysely } from 'kysely';
import type { StoredAddress } from '../db/commerce-tables.js';
import type { Database } from '../db/schema.js';
import {
  type Destination,
  MAX_CART_SUBTOTAL_MINOR,
  withinCartBound,
  normalizeDestination,
  type Totals,
  calculateTotals,
  withMembershipLines,
} from '../pricing/index.js';
import { withPostalSubdivision } from '../../wire/postal-subdivision.js';
import { cartError } from './cart-errors.js';
import type { PricedCart } from './cart-service.js';
import { merchantDiscountRules } from './custom-lines.js';
import { couponRule, findCouponById, loadCollectionsOf, loadMerchantDiscounts, loadShippingRegions, loadTaxRates, needsCollections } from './pricing-rules.js';

/** What a caller chose for an estimate or a checkout. */
export interface TotalsOptions {
  shippingAddress?: StoredAddress;
  billingAddress?: StoredAddress;
  /** Code of the shipping option; the cart's stored one when absent. */
  shippingOptionCode?: string;
  /** @default true */
  calculateTax?: boolean;
  /** @default true */
  calculateShipping?: boolean;
  /** Lines a chosen membership pays (line id → membership id): priced at 0. */
  paidByMembership?: ReadonlyMap<string, string>;
}

/** Totals with the addresses and option they were computed for. */
export interface CartTotals {
  totals: Totals;
  shippingAddress?: StoredAddress;
  billingAddress?: StoredAddress;
  requestedShippingCode?: string;
}

function destinationOf(address: StoredAddress | undefined): Destination | undefined {
  return address?.country ? normalizeDestination(address.country, address.subdivision, address.postalCode) : undefined;
}

/**
 * Loads the site's rules for this cart and calculates its totals; the request's address wins over the cart's contact address.
 * A cart whose subtotal passes {@link MAX_CART_SUBTOTAL_MINOR} (priced before the bounds existed) is a 400 CART_TOTAL_TOO_LARGE.
 */
export async function computeCartTotals(db: Kysely<Database>, siteId: string, priced: PricedCart, now: Date, options: TotalsOptions): Promise<CartTotals> {
  const { loaded, lines } = priced;
  if (!withinCartBound(lines.map((l) => l.priced.total))) {
    throw cartError(
      'CART_TOTAL_TOO_LARGE',
      `The cart's total would pass ${MAX_CART_SUBTOTAL_MINOR} minor units, past which totals are not exact; lower the quantities or remove lines`,
      { maxSubtotal: MAX_CART_SUBTOTAL_MINOR },
    );
  }
  const cart = loaded.cart;
  // A US, Canadian or Australian address without a state or province gets the one of its postal code.
  const shippingAddress = withPostalSubdivision(options.shippingAddress ?? cart?.contactInfo?.address);
  const billingAddress = withPostalSubdivision(options.billingAddress);
  const requestedShippingCode = options.shippingOptionCode ?? cart?.selectedShippingOption?.code;
  const destination = destinationOf(shippingAddress);
  const billing = destinationOf(billingAddress);
  const priced_ = withMembershipLines(
    lines.map((l) => l.priced),
    options.paidByMembership ?? new Map(),
  );
  const needsShipping = options.calculateShipping !== false && destination !== undefined && priced_.some((l) => l.shippable);
  const taxCountries = [...new Set([destination?.country, billing?.country].filter((c): c is string => c !== undefined))];

  const [couponRow, automaticDiscounts, regions, rates] = await Promise.all([
    cart?.couponId ? findCouponById(db, siteId, cart.couponId) : undefined,
    priced_.length > 0 ? loadMerchantDiscounts(db, siteId, loaded.site.currency) : [],
    needsShipping ? loadShippingRegions(db, siteId) : [],
    options.calculateTax !== false && taxCountries.length > 0 ? Promise.all(taxCountries.map((c) => loadTaxRates(db, siteId, c))).then((r) => r.flat()) : [],
  ]);
  const coupon = couponRow ? couponRule(couponRow) : undefined;
  // The amounts a merchant took off this cart come after the site's automatic discounts (and before a coupon).
  const productOf = new Map(loaded.lines.map((l) => [l.id, l.productId]));
  const merchantDiscounts = [
    ...automaticDiscounts,
    ...(cart && cart.merchantDiscounts.length > 0 ? merchantDiscountRules(cart.merchantDiscounts, (id) => productOf.get(id)) : []),
  ];
  const scoped = [...merchantDiscounts, ...(coupon ? [coupon] : [])].some(needsCollections);
  const collections = scoped
    ? await loadCollectionsOf(
        db,
        siteId,
        priced_.flatMap((l) => (l.item ? [l.item.productId] : [])),
      )
    : new Map<string, string[]>();

  const totals = calculateTotals({
    currency: loaded.site.currency,
    lines: priced_,
    merchantDiscounts,
    ...(coupon ? { coupon } : {}),
    collectionsOf: (id) => collections.get(id) ?? [],
    now,
    shipping: {
      enabled: options.calculateShipping !== false,
      ...(destination ? { destination } : {}),
      regions,
      ...(requestedShippingCode ? { requestedCode: requestedShippingCode } : {}),
    },
    tax: {
      enabled: options.calculateTax !== false,
      ...(billing ? { billingAddress: billing } : {}),
      rates,
      pricesIncludeTax: loaded.site.pricesIncludeTax,
      taxShipping: loaded.site.taxShipping !== false,
    },
  });
  return {
    totals,
    ...(shippingAddress ? { shippingAddress } : {}),
    ...(billingAddress ? { billingAddress } : {}),
    ...(requestedShippingCode ? { requestedShippingCode } : {}),
  };
}

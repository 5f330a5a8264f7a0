// Discount rules: when a coupon or automatic discount applies, and how amounts spread over lines and shipping.
import { describe, expect, it } from 'vitest';
import { applyItemDiscounts, applyShippingDiscounts } from '../../../src/server/pricing/apply-discounts.js';
import type { DiscountRule } from '../../../src/server/pricing/discount-rule.js';
import { ALL_PRODUCTS_COLLECTION_ID, ruleProblem } from '../../../src/server/pricing/discount-rule.js';
import type { CatalogItem } from '../../../src/server/pricing/line-pricing.js';
import { priceLine } from '../../../src/server/pricing/line-pricing.js';

function item(productId: string, price: number): CatalogItem {
  return {
    productId,
    variantId: null,
    name: productId,
    slug: productId,
    productType: 'physical',
    visible: true,
    fullPrice: price,
    price,
    weightGrams: 100,
    sku: null,
    trackInventory: false,
    stockQuantity: null,
    inStock: true,
    descriptionLines: [],
  };
}

function rule(partial: Partial<DiscountRule>): DiscountRule {
  return {
    source: 'coupon',
    id: 'r',
    name: 'R',
    code: 'R',
    type: 'GLOBAL',
    percentageParts: null,
    amount: null,
    minimumSubtotal: null,
    productIds: [],
    collectionIds: [],
    startsAt: null,
    endsAt: null,
    active: true,
    usageLimit: null,
    timesUsed: 0,
    ...partial,
  };
}

const lines = [
  priceLine({ id: 'a', quantity: 2 }, item('p1', 1000)),
  priceLine({ id: 'b', quantity: 1 }, item('p2', 3000)),
  priceLine({ id: 'c', quantity: 1 }, undefined),
];
const none = () => [];
const now = new Date('2025-06-01T00:00:00Z');

describe('ruleProblem', () => {
  it('names why a coupon does not apply', () => {
    const check = (r: Partial<DiscountRule>, subtotal = 5000) => ruleProblem(rule(r), lines, subtotal, now, 'USD', none)?.code;
    expect(check({})).toBeUndefined();
    expect(check({ active: false })).toBe('ERROR_COUPON_IS_DISABLED');
    expect(check({ startsAt: new Date('2025-07-01T00:00:00Z') })).toBe('ERROR_COUPON_IS_NOT_ACTIVE_YET');
    expect(check({ endsAt: now })).toBe('ERROR_COUPON_HAS_EXPIRED');
    expect(check({ usageLimit: 3, timesUsed: 3 })).toBe('ERROR_COUPON_USAGE_EXCEEDED');
    expect(check({ minimumSubtotal: 5001 })).toBe('ERROR_INVALID_SUBTOTAL');
    expect(check({ type: 'SPECIFIC_ITEMS', productIds: ['p9'] })).toBe('ERROR_COUPON_NOT_APPLICABLE');
    expect(check({ type: 'SPECIFIC_ITEMS', productIds: ['p2'] })).toBeUndefined();
    expect(check({ type: 'SPECIFIC_ITEMS', collectionIds: [ALL_PRODUCTS_COLLECTION_ID] })).toBeUndefined();
  });

  it('says the minimum and the subtotal in the currency', () => {
    expect(ruleProblem(rule({ minimumSubtotal: 5001 }), lines, 5000, now, 'USD', none)?.description).toContain('$50.01');
  });
});

describe('applyItemDiscounts', () => {
  it('spreads a percentage over purchasable lines and skips lines not found', () => {
    const result = applyItemDiscounts(lines, [rule({ percentageParts: 100_000 })], none);
    expect(result.total).toBe(500);
    expect(result.byLine).toEqual(
      new Map([
        ['a', 200],
        ['b', 300],
      ]),
    );
    expect(result.applied[0]!.lineIds).toEqual(['a', 'b']);
  });

  it('caps a fixed amount at what the lines are worth and applies rules in order on what is left', () => {
    const result = applyItemDiscounts(lines, [rule({ id: 'big', amount: 4500 }), rule({ id: 'pct', percentageParts: 500_000 })], none);
    expect(result.applied.map((a) => a.amount)).toEqual([4500, 250]);
    expect(result.total).toBe(4750);
  });

  it('takes a SPECIFIC_ITEMS rule only from lines in scope, by product or collection', () => {
    const byCollection = applyItemDiscounts(lines, [rule({ type: 'SPECIFIC_ITEMS', collectionIds: ['summer'], percentageParts: 500_000 })], (id) =>
      id === 'p1' ? ['summer'] : [],
    );
    expect(byCollection.byLine).toEqual(new Map([['a', 1000]]));
  });
});

describe('applyShippingDiscounts', () => {
  it('takes shipping discounts off the shipping price, never below zero', () => {
    expect(applyShippingDiscounts(500, [rule({ type: 'SHIPPING', percentageParts: 1_000_000 })]).total).toBe(500);
    expect(applyShippingDiscounts(500, [rule({ type: 'SHIPPING', amount: 800 })]).total).toBe(500);
    expect(applyShippingDiscounts(0, [rule({ type: 'SHIPPING', amount: 800 })]).applied).toEqual([]);
  });
});

// Item discounts of every kind: fixed price, amount per unit, one item only, buy X get Y; parts never exceed what is left of a line.
import { describe, expect, it } from 'vitest';
import { applyItemDiscounts } from '../../../src/server/pricing/apply-discounts.js';
import type { DiscountRule } from '../../../src/server/pricing/discount-rule.js';
import { ruleProblem } from '../../../src/server/pricing/discount-rule.js';
import { itemDiscountParts } from '../../../src/server/pricing/item-discount-parts.js';
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

// Two 10.00 mugs and one 40.00 lamp.
const mugs = priceLine({ id: 'mugs', quantity: 2 }, item('mug', 1000));
const lamp = priceLine({ id: 'lamp', quantity: 1 }, item('lamp', 4000));
const lines = [mugs, lamp];
const none = () => [];
const now = new Date('2025-06-01T00:00:00Z');

describe('itemDiscountParts', () => {
  it('fixed price: each unit down to the price, never below zero off', () => {
    expect(itemDiscountParts(rule({ fixedPrice: 2500 }), lines, [2000, 4000])).toEqual([0, 1500]);
    expect(itemDiscountParts(rule({ fixedPrice: 600 }), lines, [2000, 4000])).toEqual([800, 3400]);
  });

  it('amount per unit: taken off each unit, capped at what is left', () => {
    expect(itemDiscountParts(rule({ amount: 500, amountPerUnit: true }), lines, [2000, 4000])).toEqual([1000, 500]);
    expect(itemDiscountParts(rule({ amount: 5000, amountPerUnit: true }), lines, [2000, 300])).toEqual([2000, 300]);
  });

  it('one item: the value applies to the dearest unit only', () => {
    expect(itemDiscountParts(rule({ percentageParts: 500_000, oneItem: true }), lines, [2000, 4000])).toEqual([0, 2000]);
    expect(itemDiscountParts(rule({ amount: 9999, oneItem: true }), lines, [2000, 4000])).toEqual([0, 4000]);
    expect(itemDiscountParts(rule({ fixedPrice: 100, oneItem: true }), [mugs], [2000])).toEqual([900]);
  });

  it('buy X get Y: the cheapest units of each full set are free, one set only for one item', () => {
    const many = [priceLine({ id: 'mugs', quantity: 4 }, item('mug', 1000)), priceLine({ id: 'lamp', quantity: 2 }, item('lamp', 4000))];
    // 6 units, buy 2 get 1: two sets, two mugs free.
    expect(itemDiscountParts(rule({ buyXGetY: { x: 2, y: 1 } }), many, [4000, 8000])).toEqual([2000, 0]);
    expect(itemDiscountParts(rule({ buyXGetY: { x: 2, y: 1 }, oneItem: true }), many, [4000, 8000])).toEqual([1000, 0]);
    // Buy 1 get 4: one set of 5, four cheapest free (all four mugs).
    expect(itemDiscountParts(rule({ buyXGetY: { x: 1, y: 4 } }), many, [4000, 8000])).toEqual([4000, 0]);
  });

  it('a whole amount or percentage spreads over the lines and adds up exactly', () => {
    const parts = itemDiscountParts(rule({ percentageParts: 333_333 }), lines, [2000, 4000]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(2000);
  });
});

describe('new kinds through applyItemDiscounts and ruleProblem', () => {
  it('applies a fixed price after an earlier percentage on what it left', () => {
    const result = applyItemDiscounts(
      lines,
      [rule({ id: 'pct', percentageParts: 100_000 }), rule({ id: 'fix', fixedPrice: 3000, type: 'SPECIFIC_ITEMS', productIds: ['lamp'] })],
      none,
    );
    // 10 % off: 200 + 400; then the lamp (36.00 left) down to 30.00: 600 more.
    expect(result.byLine).toEqual(
      new Map([
        ['mugs', 200],
        ['lamp', 1000],
      ]),
    );
    expect(result.total).toBe(1200);
  });

  it('says a buy X get Y coupon needs X + Y items in scope', () => {
    expect(ruleProblem(rule({ buyXGetY: { x: 2, y: 2 } }), lines, 6000, now, 'USD', none)?.code).toBe('ERROR_COUPON_NOT_APPLICABLE');
    expect(ruleProblem(rule({ buyXGetY: { x: 2, y: 1 } }), lines, 6000, now, 'USD', none)).toBeUndefined();
  });

  it('checks a trigger: subtotal and quantity ranges, and/or, over items in scope', () => {
    const check = (trigger: DiscountRule['trigger']) => ruleProblem(rule({ source: 'merchant', trigger }), lines, 6000, now, 'USD', none)?.code;
    expect(check({ kind: 'subtotal', from: 6000, to: null, scope: null })).toBeUndefined();
    expect(check({ kind: 'subtotal', from: 6001, to: null, scope: null })).toBe('ERROR_COUPON_NOT_APPLICABLE');
    expect(check({ kind: 'subtotal', from: null, to: 5999, scope: null })).toBe('ERROR_COUPON_NOT_APPLICABLE');
    expect(check({ kind: 'quantity', from: 2, to: 2, scope: { productIds: ['mug'], collectionIds: [] } })).toBeUndefined();
    expect(check({ kind: 'quantity', from: 3, to: null, scope: { productIds: ['mug'], collectionIds: [] } })).toBe('ERROR_COUPON_NOT_APPLICABLE');
    const low = { kind: 'subtotal' as const, from: 9000, to: null, scope: null };
    const many = { kind: 'quantity' as const, from: 3, to: null, scope: null };
    expect(check({ kind: 'or', conditions: [low, many] })).toBeUndefined();
    expect(check({ kind: 'and', conditions: [low, many] })).toBe('ERROR_COUPON_NOT_APPLICABLE');
  });
});

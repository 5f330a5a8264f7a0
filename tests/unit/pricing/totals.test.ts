// Whole calculations: subtotal, coupon, automatic discounts, shipping, tax added or included, and errors without failing.
import { describe, expect, it } from 'vitest';
import type { DiscountRule } from '../../../src/server/pricing/discount-rule.js';
import type { CatalogItem } from '../../../src/server/pricing/line-pricing.js';
import { availabilityOf, priceLine } from '../../../src/server/pricing/line-pricing.js';
import type { ShippingRegionRule } from '../../../src/server/pricing/shipping.js';
import type { TaxRateRule } from '../../../src/server/pricing/tax.js';
import type { TotalsInput } from '../../../src/server/pricing/totals.js';
import { calculateTotals } from '../../../src/server/pricing/totals.js';

function item(productId: string, price: number, extra: Partial<CatalogItem> = {}): CatalogItem {
  return {
    productId,
    variantId: null,
    name: productId,
    slug: productId,
    productType: 'physical',
    visible: true,
    fullPrice: price,
    price,
    weightGrams: 400,
    sku: null,
    trackInventory: false,
    stockQuantity: null,
    inStock: true,
    descriptionLines: [],
    ...extra,
  };
}

const us: ShippingRegionRule = {
  id: 'us',
  name: 'United States',
  destinations: [{ country: 'US' }],
  options: [
    {
      code: 'standard',
      title: 'Standard',
      kind: 'BY_WEIGHT',
      rate: 0,
      weightRates: [
        { maxGrams: 1000, rate: 500 },
        { maxGrams: null, rate: 900 },
      ],
      freeOver: 7500,
      deliveryTime: '3-5 days',
      instructions: null,
    },
    { code: 'express', title: 'Express', kind: 'FLAT', rate: 1900, weightRates: [], freeOver: null, deliveryTime: null, instructions: null },
  ],
};
const ny: TaxRateRule = { id: 'ny', name: 'NY', country: 'US', subdivision: 'US-NY', rateParts: 40_000, jurisdictionType: 'STATE', appliesToShipping: true };
const ca: TaxRateRule = { id: 'ca', name: 'CA', country: 'US', subdivision: 'US-CA', rateParts: 72_500, jurisdictionType: 'STATE', appliesToShipping: false };

function input(partial: Partial<TotalsInput> = {}): TotalsInput {
  return {
    currency: 'USD',
    lines: [priceLine({ id: 'mug', quantity: 2 }, item('mug', 1250))],
    merchantDiscounts: [],
    collectionsOf: () => [],
    now: new Date('2025-06-01T00:00:00Z'),
    shipping: { enabled: true, destination: { country: 'US', subdivision: 'US-NY' }, regions: [us] },
    tax: { enabled: true, rates: [ny, ca], pricesIncludeTax: false },
    ...partial,
  };
}

function coupon(partial: Partial<DiscountRule>): DiscountRule {
  return {
    source: 'coupon',
    id: 'c',
    name: 'C',
    code: 'C',
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

describe('calculateTotals', () => {
  it('adds items, the first shipping option and the tax of items and shipping', () => {
    const totals = calculateTotals(input());
    expect(totals.subtotal).toBe(2500);
    expect(totals.shippingPrice).toBe(500);
    expect(totals.tax).toBe(120); // 4 % of 25.00 + 4 % of 5.00
    expect(totals.total).toBe(3120);
    expect(totals.shipping.options.map((o) => o.rule.code)).toEqual(['standard', 'express']);
    expect(totals.shipping.selected?.requested).toBe(false);
  });

  it('does not tax shipping where the rate excludes it', () => {
    const totals = calculateTotals(
      input({ shipping: { enabled: true, destination: { country: 'US', subdivision: 'US-CA' }, regions: [us], requestedCode: 'express' } }),
    );
    expect(totals.shippingPrice).toBe(1900);
    expect(totals.shipping.selected?.requested).toBe(true);
    expect(totals.tax).toBe(181); // 7.25 % of 25.00 = 1.8125
    expect(totals.total).toBe(2500 + 1900 + 181);
  });

  it('applies a percentage coupon before tax and a free-shipping coupon to shipping', () => {
    const pct = calculateTotals(input({ coupon: coupon({ percentageParts: 100_000 }) }));
    expect(pct.itemDiscount).toBe(250);
    expect(pct.tax).toBe(90 + 20);
    expect(pct.total).toBe(2250 + 500 + 110);
    const ship = calculateTotals(input({ coupon: coupon({ type: 'SHIPPING', percentageParts: 1_000_000 }) }));
    expect(ship.shippingDiscount).toBe(500);
    expect(ship.discount).toBe(500);
    expect(ship.total).toBe(2500 + 100);
  });

  it('reports a coupon that no longer applies and leaves it out', () => {
    const totals = calculateTotals(input({ coupon: coupon({ minimumSubtotal: 10_000, percentageParts: 100_000 }) }));
    expect(totals.couponError?.code).toBe('ERROR_INVALID_SUBTOTAL');
    expect(totals.itemDiscount).toBe(0);
  });

  it('applies automatic discounts whose conditions hold and skips the others silently', () => {
    const auto = { ...coupon({ percentageParts: 200_000 }), source: 'merchant' as const, code: undefined };
    const expired = { ...auto, id: 'old', endsAt: new Date('2025-01-01T00:00:00Z') };
    const totals = calculateTotals(input({ merchantDiscounts: [auto, expired] }));
    expect(totals.applied.map((a) => a.rule.id)).toEqual(['c']);
    expect(totals.itemDiscount).toBe(500);
  });

  it('ships free over the threshold after discounts', () => {
    const lines = [priceLine({ id: 'mug', quantity: 7 }, item('mug', 1250))];
    expect(calculateTotals(input({ lines })).shippingPrice).toBe(0);
    expect(calculateTotals(input({ lines, coupon: coupon({ percentageParts: 200_000 }) })).shippingPrice).toBe(900);
  });

  it('reports a country without shipping as an error and still totals the items', () => {
    const totals = calculateTotals(input({ shipping: { enabled: true, destination: { country: 'JP' }, regions: [us] } }));
    expect(totals.shipping.error?.code).toBe('DESTINATION_NOT_SUPPORTED');
    expect(totals.shippingPrice).toBe(0);
    expect(totals.total).toBe(2500);
    expect(totals.taxCollected).toBe(false);
  });

  it('needs no shipping for digital items and taxes them at the billing address', () => {
    const lines = [priceLine({ id: 'book', quantity: 1 }, item('book', 1000, { productType: 'digital', weightGrams: null }))];
    const totals = calculateTotals(
      input({
        lines,
        shipping: { enabled: true, regions: [us] },
        tax: { enabled: true, billingAddress: { country: 'US', subdivision: 'US-NY' }, rates: [ny], pricesIncludeTax: false },
      }),
    );
    expect(totals.shipping.needed).toBe(false);
    expect(totals.tax).toBe(40);
    expect(totals.total).toBe(1040);
  });

  it('takes included tax out of prices without adding it to the total', () => {
    const vat: TaxRateRule = {
      id: 'vat',
      name: 'VAT',
      country: 'DE',
      subdivision: null,
      rateParts: 190_000,
      jurisdictionType: 'COUNTRY',
      appliesToShipping: true,
    };
    const lines = [priceLine({ id: 'x', quantity: 1 }, item('x', 1190))];
    const totals = calculateTotals(
      input({
        lines,
        shipping: { enabled: false, regions: [] },
        tax: { enabled: true, billingAddress: { country: 'DE' }, rates: [vat], pricesIncludeTax: true },
      }),
    );
    expect(totals.tax).toBe(190);
    expect(totals.total).toBe(1190);
  });

  it('leaves unavailable lines out of every sum', () => {
    const soldOut = item('gone', 5000, { trackInventory: true, stockQuantity: 0 });
    expect(availabilityOf(soldOut, 1)).toEqual({ status: 'NOT_AVAILABLE', quantityAvailable: 0 });
    const lines = [priceLine({ id: 'mug', quantity: 2 }, item('mug', 1250)), priceLine({ id: 'gone', quantity: 1 }, soldOut)];
    expect(calculateTotals(input({ lines })).subtotal).toBe(2500);
  });
});

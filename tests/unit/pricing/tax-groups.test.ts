// Tax groups: a reduced rate for REDUCED products, none for EXEMPT ones; EU VAT with gross prices and US sales tax.
import { describe, expect, it } from 'vitest';
import type { CatalogItem } from '../../../src/server/pricing/line-pricing.js';
import { priceLine } from '../../../src/server/pricing/line-pricing.js';
import type { TaxRateRule } from '../../../src/server/pricing/tax.js';
import { ratesForGroup, taxOf } from '../../../src/server/pricing/tax.js';
import type { ShippingRegionRule } from '../../../src/server/pricing/shipping.js';
import { calculateTotals } from '../../../src/server/pricing/totals.js';

const de: TaxRateRule = {
  id: 'de',
  name: 'MwSt',
  country: 'DE',
  subdivision: null,
  rateParts: 190_000,
  reducedParts: 70_000,
  jurisdictionType: 'COUNTRY',
  appliesToShipping: true,
};
const ca: TaxRateRule = { id: 'ca', name: 'CA', country: 'US', subdivision: 'US-CA', rateParts: 72_500, jurisdictionType: 'STATE', appliesToShipping: true };

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

const germany: ShippingRegionRule = {
  id: 'de',
  name: 'Germany',
  destinations: [{ country: 'DE' }],
  options: [{ code: 'std', title: 'Standard', kind: 'FLAT', rate: 500, weightRates: [], freeOver: null, deliveryTime: null, instructions: null }],
};

describe('tax groups', () => {
  it('uses the reduced rate for REDUCED, the standard one when a rate has no reduced one, and none for EXEMPT', () => {
    expect(ratesForGroup([de], 'REDUCED')[0]?.rateParts).toBe(70_000);
    expect(ratesForGroup([ca], 'REDUCED')[0]?.rateParts).toBe(72_500);
    expect(ratesForGroup([de], 'EXEMPT')).toEqual([]);
    expect(ratesForGroup([de])).toEqual([de]);
  });

  it('takes 7 % out of a gross book price and 19 % out of a gross shirt price', () => {
    expect(taxOf(1000, ratesForGroup([de], 'REDUCED'), true).tax).toBe(65); // 10.00 − 10.00 / 1.07
    expect(taxOf(2000, ratesForGroup([de], 'STANDARD'), true).tax).toBe(319); // 20.00 − 20.00 / 1.19
  });

  it('taxes each line at its group and shipping at the standard rate, unless shipping is not taxed', () => {
    const lines = [
      priceLine({ id: 'book', quantity: 1 }, item('book', 1000, { taxGroup: 'REDUCED' })),
      priceLine({ id: 'shirt', quantity: 1 }, item('shirt', 2000)),
    ];
    const base = {
      currency: 'EUR',
      lines,
      merchantDiscounts: [],
      collectionsOf: () => [],
      now: new Date('2026-01-01T00:00:00Z'),
      shipping: { enabled: true, destination: { country: 'DE' }, regions: [germany] },
    };
    const taxed = calculateTotals({ ...base, tax: { enabled: true, rates: [de], pricesIncludeTax: true } });
    expect(taxed.lines.map((l) => l.tax.tax)).toEqual([65, 319]);
    expect(taxed.shipping.selected?.tax.tax).toBe(80); // 5.00 − 5.00 / 1.19
    expect(taxed.total).toBe(3500);
    const untaxedShipping = calculateTotals({ ...base, tax: { enabled: true, rates: [de], pricesIncludeTax: true, taxShipping: false } });
    expect(untaxedShipping.shipping.selected?.tax.tax).toBe(0);
    expect(untaxedShipping.tax).toBe(384);
  });

  it('charges an exempt product no tax on top of a US price', () => {
    const lines = [
      priceLine({ id: 'food', quantity: 1 }, item('food', 1000, { taxGroup: 'EXEMPT' })),
      priceLine({ id: 'mug', quantity: 1 }, item('mug', 1000)),
    ];
    const totals = calculateTotals({
      currency: 'USD',
      lines,
      merchantDiscounts: [],
      collectionsOf: () => [],
      now: new Date('2026-01-01T00:00:00Z'),
      shipping: { enabled: false, regions: [] },
      tax: { enabled: true, billingAddress: { country: 'US', subdivision: 'US-CA' }, rates: [ca], pricesIncludeTax: false },
    });
    expect(totals.lines.map((l) => l.tax.tax)).toEqual([0, 73]);
    expect(totals.total).toBe(2073);
  });
});

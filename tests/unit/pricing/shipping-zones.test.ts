// Shipping zones by postal-code prefix and rates by subtotal: the closest zone wins, subtotal brackets price the order.
import { describe, expect, it } from 'vitest';
import type { ShippingOptionRule, ShippingRegionRule } from '../../../src/server/pricing/shipping.js';
import {
  addBusinessDays,
  deliveryWindow,
  destinationMatch,
  findRegion,
  normalizeDestination,
  normalizePostalCode,
  priceOption,
} from '../../../src/server/pricing/shipping.js';

function option(partial: Partial<ShippingOptionRule> & { code: string }): ShippingOptionRule {
  return { title: partial.code, kind: 'FLAT', rate: 0, weightRates: [], freeOver: null, deliveryTime: null, instructions: null, ...partial };
}

const regions: ShippingRegionRule[] = [
  { id: 'world', name: 'World', destinations: [{ country: '*' }], options: [option({ code: 'intl', rate: 3000 })] },
  { id: 'de', name: 'Germany', destinations: [{ country: 'DE' }], options: [option({ code: 'std', rate: 500 })] },
  {
    id: 'berlin',
    name: 'Berlin',
    destinations: [{ country: 'DE', postalCodePrefixes: ['10', '12', '13', '14'] }],
    options: [option({ code: 'bike', rate: 300 })],
  },
  { id: 'ca', name: 'California', destinations: [{ country: 'US', subdivisions: ['US-CA'] }], options: [option({ code: 'std', rate: 700 })] },
  {
    id: 'sf',
    name: 'San Francisco',
    destinations: [{ country: 'US', subdivisions: ['US-CA'], postalCodePrefixes: ['941'] }],
    options: [option({ code: 'std', rate: 200 })],
  },
  {
    id: 'london',
    name: 'Central London',
    destinations: [{ country: 'GB', postalCodePrefixes: ['SW1', 'EC'] }],
    options: [option({ code: 'courier', rate: 900 })],
  },
];

describe('shipping zones by postal code', () => {
  it('normalizes postal codes to upper case without spaces and dashes', () => {
    expect(normalizePostalCode('sw1a 1aa')).toBe('SW1A1AA');
    expect(normalizePostalCode('94103-1234')).toBe('941031234');
    expect(normalizeDestination('gb', null, 'sw1a 1aa')).toEqual({ country: 'GB', postalCode: 'SW1A1AA' });
  });

  it('prefers a postal-code prefix zone over the country zone', () => {
    expect(findRegion(regions, { country: 'DE', postalCode: '10115' })?.id).toBe('berlin');
    expect(findRegion(regions, { country: 'DE', postalCode: '80331' })?.id).toBe('de');
    expect(findRegion(regions, { country: 'DE' })?.id).toBe('de');
  });

  it('needs both the subdivision and the prefix when a zone names both', () => {
    expect(findRegion(regions, { country: 'US', subdivision: 'US-CA', postalCode: '94103' })?.id).toBe('sf');
    expect(findRegion(regions, { country: 'US', subdivision: 'US-CA', postalCode: '90001' })?.id).toBe('ca');
    expect(
      destinationMatch({ country: 'US', subdivisions: ['US-CA'], postalCodePrefixes: ['941'] }, { country: 'US', subdivision: 'US-NY', postalCode: '94103' }),
    ).toBeUndefined();
  });

  it('falls back to the rest of the world when a prefix-only zone does not hold the code', () => {
    expect(findRegion(regions, { country: 'GB', postalCode: 'SW1A1AA' })?.id).toBe('london');
    expect(findRegion(regions, { country: 'GB', postalCode: 'M11AE' })?.id).toBe('world');
  });

  it('takes the first zone in order when two name a destination equally closely', () => {
    const twins: ShippingRegionRule[] = [
      { id: 'a', name: 'A', destinations: [{ country: 'FR' }], options: [] },
      { id: 'b', name: 'B', destinations: [{ country: 'FR' }], options: [] },
    ];
    expect(findRegion(twins, { country: 'FR' })?.id).toBe('a');
    expect(findRegion([...twins].reverse(), { country: 'FR' })?.id).toBe('b');
  });
});

describe('rates by subtotal', () => {
  const bySubtotal = option({
    code: 's',
    kind: 'BY_SUBTOTAL',
    subtotalRates: [
      { maxSubtotal: 2500, rate: 800 },
      { maxSubtotal: 5000, rate: 500 },
      { maxSubtotal: null, rate: 200 },
    ],
  });

  it('charges the bracket the items total falls in, its upper bound included', () => {
    expect(priceOption(bySubtotal, 0, 1000)).toBe(800);
    expect(priceOption(bySubtotal, 0, 2500)).toBe(800);
    expect(priceOption(bySubtotal, 0, 2501)).toBe(500);
    expect(priceOption(bySubtotal, 0, 99_999)).toBe(200);
  });

  it('cannot carry an order dearer than its last bounded bracket', () => {
    const bounded = option({ code: 'b', kind: 'BY_SUBTOTAL', subtotalRates: [{ maxSubtotal: 10_000, rate: 500 }] });
    expect(priceOption(bounded, 0, 10_001)).toBeUndefined();
  });

  it('is free above the free-shipping amount', () => {
    expect(priceOption({ ...bySubtotal, freeOver: 4000 }, 0, 4000)).toBe(0);
    expect(priceOption({ ...bySubtotal, freeOver: 4000 }, 0, 3999)).toBe(500);
  });
});

describe('delivery window', () => {
  it('counts business days from the day of the order, skipping weekends', () => {
    const friday = new Date('2026-11-27T15:30:00Z');
    expect(addBusinessDays(friday, 0).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(addBusinessDays(friday, 1).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(addBusinessDays(friday, 6).toISOString()).toBe('2026-12-07T00:00:00.000Z');
    expect(deliveryWindow({ minDays: 2, maxDays: 4 }, friday)).toEqual({ from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-12-03T00:00:00Z') });
    expect(deliveryWindow({ minDays: null, maxDays: 1 }, friday)).toEqual({ to: new Date('2026-11-30T00:00:00Z') });
    expect(deliveryWindow({}, friday)).toBeUndefined();
  });
});

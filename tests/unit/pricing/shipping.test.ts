// Shipping regions and prices: subdivision before country before rest of world, weight brackets, free over a threshold.
import { describe, expect, it } from 'vitest';
import type { ShippingOptionRule, ShippingRegionRule } from '../../../src/server/pricing/shipping.js';
import { chooseOption, findRegion, normalizeDestination, priceOption, quoteOptions } from '../../../src/server/pricing/shipping.js';

function option(partial: Partial<ShippingOptionRule> & { code: string }): ShippingOptionRule {
  return { title: partial.code, kind: 'FLAT', rate: 0, weightRates: [], freeOver: null, deliveryTime: null, instructions: null, ...partial };
}

const regions: ShippingRegionRule[] = [
  { id: 'world', name: 'World', destinations: [{ country: '*' }], options: [option({ code: 'intl', rate: 3000 })] },
  { id: 'us', name: 'US', destinations: [{ country: 'US' }], options: [option({ code: 'std', rate: 500 })] },
  { id: 'ak', name: 'Alaska', destinations: [{ country: 'US', subdivisions: ['US-AK'] }], options: [option({ code: 'std', rate: 1500 })] },
];

describe('shipping', () => {
  it('reads a bare subdivision as ISO 3166-2 of the country', () => {
    expect(normalizeDestination('us', 'ca')).toEqual({ country: 'US', subdivision: 'US-CA' });
    expect(normalizeDestination('US', 'US-NY')).toEqual({ country: 'US', subdivision: 'US-NY' });
    expect(normalizeDestination('DE', '')).toEqual({ country: 'DE' });
  });

  it('picks the region of the subdivision, then of the country, then the rest of the world', () => {
    expect(findRegion(regions, { country: 'US', subdivision: 'US-AK' })?.id).toBe('ak');
    expect(findRegion(regions, { country: 'US', subdivision: 'US-NY' })?.id).toBe('us');
    expect(findRegion(regions, { country: 'US' })?.id).toBe('us');
    expect(findRegion(regions, { country: 'JP' })?.id).toBe('world');
    expect(findRegion(regions.slice(1), { country: 'JP' })).toBeUndefined();
  });

  it('prices by weight bracket and refuses orders heavier than the last bracket', () => {
    const byWeight = option({
      code: 'w',
      kind: 'BY_WEIGHT',
      weightRates: [
        { maxGrams: 1000, rate: 500 },
        { maxGrams: 5000, rate: 900 },
      ],
    });
    expect(priceOption(byWeight, 1000, 0)).toBe(500);
    expect(priceOption(byWeight, 1001, 0)).toBe(900);
    expect(priceOption(byWeight, 5001, 0)).toBeUndefined();
    expect(quoteOptions({ ...regions[1]!, options: [byWeight] }, 9000, 0)).toEqual([]);
  });

  it('makes an option free once the items reach its threshold', () => {
    const flat = option({ code: 'f', rate: 700, freeOver: 5000 });
    expect(priceOption(flat, 0, 4999)).toBe(700);
    expect(priceOption(flat, 0, 5000)).toBe(0);
  });

  it('uses the requested option when offered, else the first', () => {
    const quoted = [
      { rule: option({ code: 'a' }), price: 1 },
      { rule: option({ code: 'b' }), price: 2 },
    ];
    expect(chooseOption(quoted, 'b')).toEqual({ option: quoted[1], requested: true });
    expect(chooseOption(quoted, 'zzz')).toEqual({ option: quoted[0], requested: false });
    expect(chooseOption([], undefined)).toBeUndefined();
  });
});

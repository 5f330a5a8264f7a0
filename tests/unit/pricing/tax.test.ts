// Manual tax rates: matching by country and subdivision, tax added or included, split over rates exactly.
import { describe, expect, it } from 'vitest';
import type { TaxRateRule } from '../../../src/server/pricing/tax.js';
import { ratesFor, taxOf } from '../../../src/server/pricing/tax.js';

function rate(id: string, country: string, subdivision: string | null, rateParts: number): TaxRateRule {
  return { id, name: id, country, subdivision, rateParts, jurisdictionType: subdivision ? 'STATE' : 'COUNTRY', appliesToShipping: true };
}

const gst = rate('GST', 'CA', null, 50_000);
const qst = rate('QST', 'CA', 'CA-QC', 99_750);
const vat = rate('VAT', 'GB', null, 200_000);

describe('tax', () => {
  it('applies the country rate and the rate of the subdivision', () => {
    expect(ratesFor([gst, qst, vat], { country: 'CA', subdivision: 'CA-QC' })).toEqual([gst, qst]);
    expect(ratesFor([gst, qst, vat], { country: 'CA', subdivision: 'CA-ON' })).toEqual([gst]);
    expect(ratesFor([gst, qst, vat], { country: 'US' })).toEqual([]);
  });

  it('adds tax to a price, rounded once and split over the rates', () => {
    const result = taxOf(2500, [gst, qst], false);
    expect(result.tax).toBe(374); // 25.00 × 14.975 % = 3.74375
    expect(result.components.map((c) => c.tax)).toEqual([125, 249]);
    expect(result.taxable).toBe(2500);
  });

  it('takes tax out of a price that includes it', () => {
    const result = taxOf(1200, [vat], true);
    expect(result.tax).toBe(200);
    expect(result.taxable).toBe(1000);
  });

  it('collects nothing without rates or amount', () => {
    expect(taxOf(1000, [], false).tax).toBe(0);
    expect(taxOf(0, [vat], false).tax).toBe(0);
  });
});

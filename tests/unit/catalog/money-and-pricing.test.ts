// Exact money conversions and integer price arithmetic of the catalog.
import { describe, expect, it } from 'vitest';
import { currencyDigits, decimalToScaled, formatMoney, minorToDecimal, minorToNumber } from '../../../src/server/money.js';
import { discountedMinor, pricePerUnitMinor, profitMargin } from '../../../src/server/catalog/pricing.js';

describe('money', () => {
  it('knows the minor unit of a currency', () => {
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([2, 0, 3]);
  });

  it('turns minor units into exact decimals and wire numbers', () => {
    expect(minorToDecimal(1250, 2)).toBe('12.50');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(-5, 2)).toBe('-0.05');
    expect(minorToDecimal(1000, 0)).toBe('1000');
    expect(minorToNumber(1999, 2)).toBe(19.99);
    expect(minorToNumber(30, 2)).toBe(0.3);
  });

  it('parses amounts without binary rounding and refuses what does not fit', () => {
    expect(decimalToScaled(0.3, 2)).toBe(30);
    expect(decimalToScaled(19.99, 2)).toBe(1999);
    expect(decimalToScaled('12.500', 2)).toBe(1250);
    expect(decimalToScaled(-2.5, 2)).toBe(-250);
    expect(decimalToScaled(0.1 + 0.2, 2)).toBeUndefined();
    expect(decimalToScaled(1e-7, 2)).toBeUndefined();
    expect(decimalToScaled(Number.NaN, 2)).toBeUndefined();
    expect(decimalToScaled('1e3', 2)).toBeUndefined();
  });

  it('formats in the currency', () => {
    expect(formatMoney(2560, 'USD')).toBe('$25.60');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(-150, 'EUR')).toBe('-€1.50');
  });
});

describe('pricing', () => {
  it('applies percent and amount discounts in integers, never below zero', () => {
    expect(discountedMinor(3200, 'PERCENT', '20.0000')).toBe(2560);
    expect(discountedMinor(999, 'PERCENT', '12.5')).toBe(874);
    expect(discountedMinor(2600, 'AMOUNT', '400.0000')).toBe(2200);
    expect(discountedMinor(300, 'AMOUNT', 500)).toBe(0);
    expect(discountedMinor(300, 'NONE', '50')).toBe(300);
    // Half a minor unit off rounds up, not to even: 25 × 10 % = 2.5 → 3 off, 35 × 10 % = 3.5 → 4 off.
    expect(discountedMinor(25, 'PERCENT', '10')).toBe(22);
    expect(discountedMinor(35, 'PERCENT', '10')).toBe(31);
    expect(discountedMinor(1000, 'AMOUNT', '2.5000')).toBe(997);
  });

  it('computes the price per base unit, rounded half up', () => {
    expect(pricePerUnitMinor(2200, { totalQuantity: 250, totalMeasurementUnit: 'G', baseQuantity: 100, baseMeasurementUnit: 'G' })).toBe(880);
    expect(pricePerUnitMinor(1000, { totalQuantity: 3, totalMeasurementUnit: 'L', baseQuantity: 1, baseMeasurementUnit: 'L' })).toBe(333);
    expect(pricePerUnitMinor(1000, { totalQuantity: 0.5, totalMeasurementUnit: 'KG', baseQuantity: 1, baseMeasurementUnit: 'KG' })).toBe(2000);
  });

  it('rounds a profit margin to four decimals', () => {
    expect(profitMargin(1550, 2500)).toBe(0.62);
    expect(profitMargin(1, 3)).toBe(0.3333);
    expect(profitMargin(5, 0)).toBe(0);
    // 1 / 20000 = 0.00005 exactly: half up to 0.0001, and a loss of the same size to -0.0001.
    expect(profitMargin(1, 20_000)).toBe(0.0001);
    expect(profitMargin(-1, 20_000)).toBe(-0.0001);
    expect(profitMargin(-1, 3)).toBe(-0.3333);
  });
});

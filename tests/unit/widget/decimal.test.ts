// Exact decimal money arithmetic of the widget (GA4 values): no binary float error.
import { describe, expect, it } from 'vitest';
import { multiplyDecimal, sumDecimals } from '../../../src/widget/decimal.js';

describe('decimal strings', () => {
  it('multiplies a price by a quantity exactly', () => {
    expect(multiplyDecimal('0.10', 3)).toBe('0.30');
    expect(multiplyDecimal('19.99', 7)).toBe('139.93');
    expect(multiplyDecimal('500', 2)).toBe('1000');
  });

  it('sums exactly with the largest scale', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['12.50', '0.005', '3'])).toBe('15.505');
    expect(sumDecimals(['-1.25', '1.00'])).toBe('-0.25');
    expect(sumDecimals([])).toBe('0');
  });

  it('rejects what is not a decimal amount or an integer quantity', () => {
    expect(() => multiplyDecimal('1e3', 1)).toThrow(RangeError);
    expect(() => multiplyDecimal('1.00', 1.5)).toThrow(RangeError);
  });
});

// Exact money: decimal strings, formatting, scaled decimals and rounding on integers.
import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  formatMoney,
  formatScaled,
  mulDivRound,
  parseScaled,
  percentToParts,
  toDecimalString,
  wirePrice,
  parseDecimal,
} from '../../src/server/money.js';

describe('money', () => {
  it('writes minor units as decimal strings with the currency digits', () => {
    expect(toDecimalString(1250, 'USD')).toBe('12.50');
    expect(toDecimalString(5, 'USD')).toBe('0.05');
    expect(toDecimalString(0, 'EUR')).toBe('0.00');
    expect(toDecimalString(1250, 'JPY')).toBe('1250');
    expect(toDecimalString(1250, 'KWD')).toBe('1.250');
    expect(toDecimalString(-5, 'USD')).toBe('-0.05');
    expect(currencyDigits('JPY')).toBe(0);
  });

  it('formats large amounts exactly, without float rounding', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    expect(formatMoney(900_719_925_474_099, 'USD')).toBe('$9,007,199,254,740.99');
    expect(wirePrice(10, 'EUR')).toEqual({ amount: '0.10', convertedAmount: '0.10', formattedAmount: '€0.10', formattedConvertedAmount: '€0.10' });
  });

  it('formats in the site’s locale when one is given, and en-US without one', () => {
    expect(formatMoney(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoney(1250, 'USD', 'en-US')).toBe('$12.50');
    expect(formatMoney(1250, 'EUR')).toBe('€12.50');
    expect(wirePrice(1250, 'EUR', 'de-DE').formattedAmount).toBe('12,50\u00a0€');
    expect(wirePrice(1250, 'EUR').formattedAmount).toBe('€12.50');
  });

  it('parses decimals into scaled integers, rounding extra digits half up', () => {
    expect(parseScaled('0.5', 3)).toBe(500);
    expect(parseScaled('12', 3)).toBe(12000);
    expect(parseScaled('0.0725', 6)).toBe(72500);
    expect(parseScaled('1.23456', 4)).toBe(12346);
    expect(parseScaled(2.5, 1)).toBe(25);
    expect(() => parseScaled('1e3', 2)).toThrow(RangeError);
    expect(formatScaled(72500, 6)).toBe('0.0725');
    expect(formatScaled(1_000_000, 6)).toBe('1');
    expect(percentToParts('12.5')).toBe(125_000);
  });

  it('multiplies and divides exactly with half-up rounding', () => {
    expect(mulDivRound(2500, 72500, 1_000_000)).toBe(181); // 181.25
    expect(mulDivRound(1, 1, 2)).toBe(1); // 0.5 rounds up
    expect(mulDivRound(5, 1, 2)).toBe(3); // 2.5: up, not to the even 2
    expect(mulDivRound(7, 1, 2)).toBe(4); // 3.5
    expect(mulDivRound(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => mulDivRound(1, 1, 0)).toThrow(RangeError);
  });

  it('rounds a negative product half away from zero, like its magnitude', () => {
    expect(mulDivRound(-1, 1, 2)).toBe(-1); // -0.5
    expect(mulDivRound(-5, 1, 2)).toBe(-3); // -2.5
    expect(mulDivRound(5, -1, 4)).toBe(-1); // -1.25
    expect(mulDivRound(-1, 1, 3)).toBe(0); // -0.33 rounds to 0 (toBe tells 0 from -0)
  });
});

describe('parseDecimal, the one decimal parser', () => {
  it('refuses extra decimals when exact, and rounds them half up when asked', () => {
    expect(parseDecimal('12.345', 2, 'exact')).toBeUndefined();
    expect(parseDecimal('12.345', 2, 'half-up')).toBe(1235);
    expect(parseDecimal('12.344', 2, 'half-up')).toBe(1234);
    expect(parseDecimal('-0.005', 2, 'half-up')).toBe(-1);
    expect(parseDecimal('12.3400', 2, 'exact')).toBe(1234);
    expect(parseDecimal(12.5, 2, 'exact')).toBe(1250);
  });

  it('rounds half up, never half to even, at every scale', () => {
    expect(parseDecimal('0.125', 2, 'half-up')).toBe(13);
    expect(parseDecimal('0.135', 2, 'half-up')).toBe(14);
    expect(parseDecimal('2.5', 0, 'half-up')).toBe(3);
    expect(parseDecimal('3.5', 0, 'half-up')).toBe(4);
    expect(parseDecimal('-2.5', 0, 'half-up')).toBe(-3);
    expect(parseDecimal('0.1249999', 2, 'half-up')).toBe(12);
    expect(parseDecimal('0.004', 2, 'half-up')).toBe(0);
    expect(parseDecimal('-0.004', 2, 'half-up')).toBe(0);
    expect(parseDecimal('9.995', 2, 'half-up')).toBe(1000);
  });

  it('reads numbers JavaScript writes with an exponent as the decimals they are', () => {
    expect(parseDecimal(1e-7, 7, 'exact')).toBe(1);
    expect(parseDecimal(1.5e-7, 7, 'half-up')).toBe(2);
    expect(parseDecimal(1e-7, 2, 'exact')).toBeUndefined();
    expect(parseDecimal(1e-7, 2, 'half-up')).toBe(0);
    expect(parseDecimal(-2.5e-7, 7, 'half-up')).toBe(-3);
    expect(parseDecimal(1e21, 0, 'exact')).toBeUndefined(); // not a safe integer
    expect(parseDecimal(Number.POSITIVE_INFINITY, 0, 'half-up')).toBeUndefined();
    expect(parseScaled(0.0000005, 6)).toBe(1);
  });

  it('reads no exponent, no sign but minus, nothing unsafe', () => {
    for (const text of ['1e3', '+1', '', ' ', 'abc', '1.2.3', '0x10', 'Infinity']) expect(parseDecimal(text, 2, 'half-up'), text).toBeUndefined();
    expect(parseDecimal(Number.NaN, 2, 'exact')).toBeUndefined();
    expect(parseDecimal('90071992547409.93', 2, 'exact')).toBeUndefined();
    expect(parseDecimal('-0', 2, 'exact')).toBe(0);
  });
});

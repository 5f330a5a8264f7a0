// The card number rules of src/wire shared by the hosted checkout and the store: Luhn, length, brands, CVC length, expiry.
import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, cvcLengthOf, fullYear, isCardNumber, notExpired, passesLuhn } from '../../../src/wire/card-number.js';

const NOW = new Date('2030-06-15T12:00:00Z');

describe('card number rules', () => {
  it('passes Luhn for the well-known test numbers and fails it for a changed digit', () => {
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '5555 5555 5555 4444', '3782 822463 10005'])
      expect(passesLuhn(cardDigits(number))).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42a2')).toBe(false);
  });

  it('tells brands apart by prefix', () => {
    expect([
      cardBrand('4242424242424242'),
      cardBrand('5555555555554444'),
      cardBrand('378282246310005'),
      cardBrand('6011111111111117'),
      cardBrand('9999'),
    ]).toEqual(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'UNKNOWN']);
  });

  it('counts a card valid through the last day of its expiry month', () => {
    expect(notExpired(6, 2030, NOW)).toBe(true);
    expect(notExpired(5, 2030, NOW)).toBe(false);
    expect(notExpired(1, 2031, NOW)).toBe(true);
  });

  it('takes 12 to 19 digits that pass Luhn as a card number, and nothing else', () => {
    expect(isCardNumber('4242424242424242')).toBe(true);
    expect(isCardNumber('4242424242424241')).toBe(false);
    expect(isCardNumber('00000000000')).toBe(false);
    expect(isCardNumber('0'.repeat(20))).toBe(false);
    expect(isCardNumber('')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('wants four CVC digits for American Express and three otherwise, and reads two-digit years in this century', () => {
    expect([cvcLengthOf('378282246310005'), cvcLengthOf('4242424242424242')]).toEqual([4, 3]);
    expect([fullYear(31), fullYear(2031)]).toEqual([2031, 2031]);
  });
});

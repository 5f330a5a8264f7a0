// The one line-quantity rule of src/wire/cart.ts that the buy box, the cart drawer and the hosted product page use.
import { describe, expect, it } from 'vitest';
import { lineQuantityCap, MAX_LINE_QUANTITY } from '../../../src/wire/cart.js';

describe('lineQuantityCap', () => {
  it('is the stock when the store tracks it, the line limit when it does not, and never below 1', () => {
    expect(lineQuantityCap(12)).toBe(12);
    expect(lineQuantityCap(undefined)).toBe(MAX_LINE_QUANTITY);
    expect(lineQuantityCap(null)).toBe(MAX_LINE_QUANTITY);
    expect(lineQuantityCap(0)).toBe(1);
  });

  it('never passes the line limit the store enforces (9,999), however much is in stock', () => {
    expect(MAX_LINE_QUANTITY).toBe(9_999);
    expect(lineQuantityCap(50_000)).toBe(9_999);
  });
});

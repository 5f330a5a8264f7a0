// Splitting amounts over weights: exact sums, proportional parts, no part above its weight.
import { describe, expect, it } from 'vitest';
import { allocate } from '../../../src/server/pricing/allocation.js';

describe('allocate', () => {
  it('splits in proportion and always adds up to the total', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(250, [1000, 1500])).toEqual([100, 150]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    for (const total of [1, 7, 99, 1001]) {
      const parts = allocate(total, [3, 11, 7, 1]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('never gives a part more than its weight when the total fits', () => {
    const weights = [1, 2, 997];
    const parts = allocate(1000, weights);
    parts.forEach((p, i) => expect(p).toBeLessThanOrEqual(weights[i]!));
  });

  it('spreads evenly when every weight is zero', () => {
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
  });
});

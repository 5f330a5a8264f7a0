// Splits an amount of minor units over weights exactly (largest remainder), so the parts always add up.

/**
 * Splits `total` over `weights` in proportion, in whole minor units that sum to `total` exactly.
 * When `total` does not exceed the sum of the weights, no part exceeds its weight. Ties go to the earlier weight.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || weights.length === 0) return weights.map(() => 0);
  if (sum === 0) {
    // Nothing to weigh by: spread evenly.
    return allocate(
      total,
      weights.map(() => 1),
    );
  }
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((w) => (bigTotal * BigInt(w)) / bigSum);
  const remainders = weights.map((w, i) => ({ i, rest: (bigTotal * BigInt(w)) % bigSum }));
  let left = bigTotal - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

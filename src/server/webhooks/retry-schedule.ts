// When a failed delivery is tried again: a fixed schedule over three and a half days, each wait with ±10 % jitter.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits after the 1st, 2nd, ... failed attempt. The first attempt goes out at once; after the last wait's attempt fails
 * the delivery is dead (`failed`). Total: 83 h 35 min 5 s, so even with the jitter's -10 % it spans more than three days.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
  14 * HOUR,
  14 * HOUR,
  14 * HOUR,
  14 * HOUR,
];

/** Attempts a delivery gets in all: the first and one per wait. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * The wait after `attempts` failed attempts (1-based), with jitter from `random` (0 ≤ r < 1) so that many deliveries
 * failing together do not come back together; undefined when none is left (the delivery is dead).
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number | undefined {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (0.9 + 0.2 * random()));
}

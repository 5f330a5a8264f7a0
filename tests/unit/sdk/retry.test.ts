// The retry policy: which outcomes of which calls are tried again, and the backoff.
import { describe, expect, it } from 'vitest';
import { retryDelay, shouldRetry } from '../../../src/sdk/core/retry.js';

describe('shouldRetry', () => {
  it('retries safe calls after a network failure or a 502, 503 or 504', () => {
    expect(shouldRetry({ networkError: new TypeError('fetch failed') }, true)).toBe(true);
    for (const status of [502, 503, 504]) expect(shouldRetry({ status }, true)).toBe(true);
  });

  it('does not retry the store’s real answers', () => {
    for (const status of [400, 401, 404, 409, 429, 500, 501]) expect(shouldRetry({ status }, true)).toBe(false);
  });

  it('never retries a call that may have changed something', () => {
    expect(shouldRetry({ networkError: new Error('reset') }, false)).toBe(false);
    expect(shouldRetry({ status: 503 }, false)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles the ceiling with each attempt, with jitter below it, up to the cap', () => {
    for (let i = 0; i < 50; i++) {
      expect(retryDelay(1, { baseDelayMs: 100 })).toBeLessThan(100);
      expect(retryDelay(3, { baseDelayMs: 100 })).toBeLessThan(400);
      expect(retryDelay(10, { baseDelayMs: 100, maxDelayMs: 1000 })).toBeLessThan(1000);
      expect(retryDelay(2)).toBeGreaterThanOrEqual(0);
    }
  });
});

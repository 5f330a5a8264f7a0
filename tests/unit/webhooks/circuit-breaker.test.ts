// An endpoint's circuit: opens after five failures in a row, one probe after the cool-down, doubled cool-downs for failed probes, closed by a 2xx.
import { describe, expect, it } from 'vitest';
import { CIRCUIT_MAX_COOL_DOWN_MS, CIRCUIT_OPEN_AFTER, nextCircuit, type Circuit } from '../../../src/server/webhooks/circuit-breaker.js';

const now = new Date('2026-11-28T03:00:00Z');
const closed: Circuit = { state: 'closed', consecutiveFailures: 0, retryAt: null, coolDownMs: null };
const at = (ms: number) => new Date(now.getTime() + ms);

describe('nextCircuit', () => {
  it('stays closed below the threshold and opens for the base cool-down when failures in a row reach it', () => {
    const four = nextCircuit(closed, Array(CIRCUIT_OPEN_AFTER - 1).fill(false), now, { first: 1_000 });
    expect(four).toEqual({ state: 'closed', consecutiveFailures: CIRCUIT_OPEN_AFTER - 1, retryAt: null, coolDownMs: null });
    expect(nextCircuit(four, [false], now, { first: 1_000 })).toEqual({
      state: 'open',
      consecutiveFailures: CIRCUIT_OPEN_AFTER,
      retryAt: at(1_000),
      coolDownMs: 1_000,
    });
    // Many failures in one run still open it for the base cool-down, not a longer one.
    expect(nextCircuit(closed, Array(32).fill(false), now, { first: 1_000 })).toMatchObject({ state: 'open', consecutiveFailures: 32, coolDownMs: 1_000 });
  });

  it('counts only the failures after the last success of a run', () => {
    expect(nextCircuit({ ...closed, consecutiveFailures: 4 }, [false, true, false], now)).toEqual({ ...closed, consecutiveFailures: 1 });
    expect(nextCircuit({ ...closed, consecutiveFailures: 4 }, [false, false, true], now)).toEqual(closed);
  });

  it('opens again for twice the last cool-down when a probe fails, up to the longest, and closes when one succeeds', () => {
    const halfOpen: Circuit = { state: 'half-open', consecutiveFailures: 6, retryAt: at(500), coolDownMs: 1_000 };
    expect(nextCircuit(halfOpen, [false], now, { first: 1_000 })).toEqual({ state: 'open', consecutiveFailures: 7, retryAt: at(2_000), coolDownMs: 2_000 });
    const long: Circuit = { ...halfOpen, coolDownMs: CIRCUIT_MAX_COOL_DOWN_MS };
    expect(nextCircuit(long, [false], now).coolDownMs).toBe(CIRCUIT_MAX_COOL_DOWN_MS);
    expect(nextCircuit(halfOpen, [true], now)).toEqual(closed);
  });
});

// Each endpoint's circuit breaker: after a run of failures it opens (its deliveries wait), a probe after a cool-down half-opens it, a 2xx closes it.

/** Consecutive failed attempts that open an endpoint's circuit. */
export const CIRCUIT_OPEN_AFTER = 5;
/** The first cool-down of an open circuit; each further failed probe doubles it, up to {@link CIRCUIT_MAX_COOL_DOWN_MS}. */
export const CIRCUIT_COOL_DOWN_MS = 30_000;
/** The longest cool-down. */
export const CIRCUIT_MAX_COOL_DOWN_MS = 30 * 60_000;

/** The circuit's states, as stored. */
export type CircuitState = 'closed' | 'open' | 'half-open';

/** An endpoint's circuit as stored. */
export interface Circuit {
  state: CircuitState;
  consecutiveFailures: number;
  retryAt: Date | null;
}

/** The cool-down after `failures` consecutive failures (at least {@link CIRCUIT_OPEN_AFTER}): doubled per failure past it, bounded. */
export function coolDownMs(failures: number, base = CIRCUIT_COOL_DOWN_MS): number {
  const past = Math.max(0, failures - CIRCUIT_OPEN_AFTER);
  return Math.min(base * 2 ** Math.min(past, 20), CIRCUIT_MAX_COOL_DOWN_MS);
}

/**
 * The circuit after a run of attempts, in the order they were made (true: 2xx). Failures after the last success count
 * on; any success closes it. A failed probe (half-open) or reaching {@link CIRCUIT_OPEN_AFTER} failures opens it for a
 * cool-down from `now`.
 */
export function nextCircuit(circuit: Circuit, results: readonly boolean[], now: Date, baseCoolDownMs = CIRCUIT_COOL_DOWN_MS): Circuit {
  const lastSuccess = results.lastIndexOf(true);
  const failures = lastSuccess >= 0 ? results.length - 1 - lastSuccess : circuit.consecutiveFailures + results.length;
  const probing = lastSuccess < 0 && circuit.state !== 'closed';
  if (failures === 0) return { state: 'closed', consecutiveFailures: 0, retryAt: null };
  if (probing || failures >= CIRCUIT_OPEN_AFTER)
    return { state: 'open', consecutiveFailures: failures, retryAt: new Date(now.getTime() + coolDownMs(failures, baseCoolDownMs)) };
  return { state: 'closed', consecutiveFailures: failures, retryAt: null };
}

// Each endpoint's circuit breaker: after a run of failures it opens (its deliveries wait), a probe after a cool-down half-opens it, a 2xx closes it.

/** Consecutive failed attempts that open an endpoint's circuit. */
export const CIRCUIT_OPEN_AFTER = 5;
/** The first cool-down of an open circuit; each failed probe doubles it, up to {@link CIRCUIT_MAX_COOL_DOWN_MS}. */
export const CIRCUIT_COOL_DOWN_MS = 30_000;
/** The longest cool-down. */
export const CIRCUIT_MAX_COOL_DOWN_MS = 30 * 60_000;

/** The circuit's states, as stored. */
export type CircuitState = 'closed' | 'open' | 'half-open';

/** An endpoint's circuit as stored. */
export interface Circuit {
  state: CircuitState;
  consecutiveFailures: number;
  /** Open: the cool-down's end; half-open: the probe's lease end; closed: null. */
  retryAt: Date | null;
  /** The cool-down of its last opening; null while closed. */
  coolDownMs: number | null;
}

/** The cool-downs of a circuit, when not the defaults. */
export interface CoolDowns {
  /** The first. @default {@link CIRCUIT_COOL_DOWN_MS} */
  first?: number;
  /** The longest. @default {@link CIRCUIT_MAX_COOL_DOWN_MS} */
  max?: number;
}

/**
 * The circuit after a run of attempts, in the order they were made (true: 2xx). Failures after the last success count
 * on; any success closes it. Reaching {@link CIRCUIT_OPEN_AFTER} failures opens a closed circuit for the first
 * cool-down; a failed probe (the circuit was not closed) opens it again for twice its last cool-down, at most the
 * longest. Cool-downs run from `now`.
 */
export function nextCircuit(circuit: Circuit, results: readonly boolean[], now: Date, coolDowns: CoolDowns = {}): Circuit {
  const first = coolDowns.first ?? CIRCUIT_COOL_DOWN_MS;
  const max = coolDowns.max ?? CIRCUIT_MAX_COOL_DOWN_MS;
  const lastSuccess = results.lastIndexOf(true);
  const failures = lastSuccess >= 0 ? results.length - 1 - lastSuccess : circuit.consecutiveFailures + results.length;
  if (failures === 0) return { state: 'closed', consecutiveFailures: 0, retryAt: null, coolDownMs: null };
  const probeFailed = lastSuccess < 0 && circuit.state !== 'closed';
  if (!probeFailed && failures < CIRCUIT_OPEN_AFTER) return { state: 'closed', consecutiveFailures: failures, retryAt: null, coolDownMs: null };
  const coolDownMs = Math.min(probeFailed && circuit.coolDownMs !== null ? circuit.coolDownMs * 2 : first, max);
  return { state: 'open', consecutiveFailures: failures, retryAt: new Date(now.getTime() + coolDownMs), coolDownMs };
}

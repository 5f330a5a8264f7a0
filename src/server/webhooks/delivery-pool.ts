// A worker's deliveries in flight: claimed fairly per endpoint, sent without waiting for each other, recorded as they settle.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { claimDue } from './claim-due.js';
import {
  attempt,
  CLAIM_LEASE_MS,
  DELIVERY_BATCH,
  DELIVERY_TIMEOUT_MS,
  ENDPOINT_CONCURRENCY,
  isSuccess,
  record,
  requestTimeoutMs,
  sendablesOf,
  WORKER_CONCURRENCY,
  type AttemptOutcome,
  type DeliveryOptions,
  type DeliveryRun,
} from './deliver.js';

/**
 * After a round sent requests, it waits this long at most for them to come back before it records what did (a round
 * that sent only to a slow endpoint waits this long; any quick request back ends the wait sooner, see below).
 */
export const SETTLE_WAIT_MS = 100;
/** ... or until no request settled for this long after one did (the quick ones are back; slow ones go on). */
export const SETTLE_QUIET_MS = 3;

/** One {@link DeliveryPool.settle} wait. */
interface Waiter {
  /** A request settled. */
  settled(): void;
  /** Ends the wait. */
  end(): void;
}

/**
 * The requests one worker has in flight. {@link DeliveryPool.claim} fills its free slots (see {@link claimDue}: each
 * endpoint has its own slots, endpoints take turns) and sends at once; {@link DeliveryPool.record} writes what has
 * settled. A slow endpoint holds only its own slots: the worker goes on claiming, sending and recording for the others
 * while its requests are out, each bounded by its claim's lease ({@link requestTimeoutMs}).
 */
export class DeliveryPool {
  #inFlight = 0;
  /** The requests of the last claim still out. */
  #sent = { out: 0 };
  #settled: AttemptOutcome[] = [];
  #waiters = new Set<Waiter>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
    private readonly options: DeliveryOptions,
  ) {}

  /** Requests sent and not yet settled. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Claims what fits in the free slots and sends it without waiting; returns how many were claimed. */
  async claim(): Promise<number> {
    const free = (this.options.concurrency ?? WORKER_CONCURRENCY) - this.#inFlight;
    if (free <= 0) return 0;
    const leaseMs = this.options.leaseMs ?? CLAIM_LEASE_MS;
    const claimed = await claimDue(this.db, this.clock(), {
      batch: Math.min(free, this.options.batch ?? DELIVERY_BATCH),
      perEndpoint: this.options.perEndpoint ?? ENDPOINT_CONCURRENCY,
      leaseMs,
    });
    const sendables = await sendablesOf(this.db, claimed, this.options.publicUrl, this.options.secretsKey);
    const timeoutMs = requestTimeoutMs(this.options.timeoutMs ?? DELIVERY_TIMEOUT_MS, leaseMs);
    const sent = { out: sendables.length };
    this.#sent = sent;
    for (const sendable of sendables) {
      this.#inFlight++;
      void attempt(sendable, this.clock, timeoutMs, this.options.allowPrivate ?? false).then((outcome) => {
        this.#inFlight--;
        sent.out--;
        this.#settled.push(outcome);
        this.#notify();
      });
    }
    return claimed.length;
  }

  /**
   * Waits for requests to settle. `sent`: the round just sent some; it waits until those are all back (or none is in
   * flight), or {@link SETTLE_WAIT_MS}, or {@link SETTLE_QUIET_MS} after the last one settled. `any`: until one settles, none is in
   * flight, {@link DeliveryPool.interrupt} or `idleMs`. Returns at once when nothing is in flight.
   */
  settle(mode: 'sent' | 'any', idleMs: number): Promise<void> {
    if (this.#inFlight === 0 || (mode === 'sent' && this.#sent.out === 0)) return Promise.resolve();
    return new Promise<void>((resolve) => {
      let quiet: ReturnType<typeof setTimeout> | undefined;
      const waiter: Waiter = {
        end: () => {
          clearTimeout(limit);
          clearTimeout(quiet);
          this.#waiters.delete(waiter);
          resolve();
        },
        settled: () => {
          if (this.#inFlight === 0 || mode === 'any' || this.#sent.out === 0) return waiter.end();
          clearTimeout(quiet);
          quiet = setTimeout(waiter.end, SETTLE_QUIET_MS);
        },
      };
      const limit = setTimeout(waiter.end, mode === 'sent' ? SETTLE_WAIT_MS : idleMs);
      this.#waiters.add(waiter);
    });
  }

  /** Ends any {@link DeliveryPool.settle} wait now (new work came). */
  interrupt(): void {
    for (const waiter of this.#waiters) waiter.end();
  }

  /** Records what has settled, in one transaction; on failure it stays to be recorded by the next call. */
  async record(): Promise<DeliveryRun> {
    const outcomes = this.#settled.splice(0);
    if (outcomes.length === 0) return { attempted: 0, succeeded: 0, disabled: [] };
    try {
      const coolDowns = { first: this.options.coolDownMs, max: this.options.maxCoolDownMs };
      const disabled = await record(this.db, outcomes, this.clock(), this.options.random ?? Math.random, coolDowns);
      return { attempted: outcomes.length, succeeded: outcomes.filter((o) => isSuccess(o.status)).length, disabled };
    } catch (error) {
      this.#settled.unshift(...outcomes);
      throw error;
    }
  }

  /** Waits for every request in flight to settle, then records them. */
  async finish(): Promise<void> {
    while (this.#inFlight > 0) await this.settle('any', 1_000);
    while (this.#settled.length > 0) await this.record();
  }

  #notify(): void {
    for (const waiter of this.#waiters) waiter.settled();
  }
}

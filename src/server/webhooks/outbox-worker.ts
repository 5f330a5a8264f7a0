// The outbox worker: fans out events, delivers webhooks and sends pending mail, in the server process or in `tote worker`.
import type { AppContext } from '../context.js';
import { deliverPendingMail } from '../mail/index.js';
import { DELIVERY_BATCH, type DeliveryOptions } from './deliver.js';
import { DeliveryPool } from './delivery-pool.js';
import { DeliveryStatistics } from './delivery-statistics.js';
import { FAN_OUT_BATCH, fanOutEvents } from './fan-out.js';
import { purgeWebhookHistory } from './webhook-history.js';

/** How long an idle worker waits before it looks again. */
export const IDLE_POLL_MS = 250;
/**
 * Least time from the start of a round that found only part of a batch (the backlog is done) to the next round:
 * while events trickle in (a stream of adds to carts), one round serves the events of this time instead of one or
 * two, and new events wait at most this long (an idle worker waits {@link IDLE_POLL_MS}). Measured: without it the
 * worker ran a round (about six queries) for every one or two cart adds, ~100 to 170 µs of the server's CPU per add.
 */
export const PARTIAL_ROUND_GAP_MS = 25;
/** How often old attempts, deliveries and events are deleted. */
const PURGE_EVERY_MS = 10 * 60_000;
/** How often pending mail is looked at while there is other work. */
const MAIL_EVERY_MS = 1_000;

/** Where the worker writes what went wrong. */
export interface WorkerLog {
  error(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
}

/**
 * Runs until stopped: each round fans out new events, claims what is due into its free slots and sends it (see
 * {@link DeliveryPool}: each endpoint has its own slots and circuit, so a slow or failing one never holds the others),
 * and records what has come back; requests still out go on into the next rounds. When a round found nothing it waits
 * {@link IDLE_POLL_MS} (or until {@link OutboxWorker.wake}, or a request comes back). Any number of workers may run on
 * one PostgreSQL: claims are row locks with SKIP LOCKED and leases, fan-out takes an advisory lock. A failing round
 * (the database is away) is logged and tried again after a pause; it never ends the process.
 */
export class OutboxWorker {
  #running = false;
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  #lastPurge = 0;
  #lastMail = 0;
  /** Whether the last round found work but less than a full batch of it (see {@link PARTIAL_ROUND_GAP_MS}). */
  #partial = false;
  readonly #pool: DeliveryPool;
  readonly #statistics: DeliveryStatistics;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
    private readonly log: WorkerLog,
    private readonly options: Partial<DeliveryOptions> = {},
  ) {
    this.#pool = new DeliveryPool(ctx.db, () => ctx.clock(), {
      allowPrivate: ctx.config.webhookAllowPrivate,
      leaseMs: ctx.config.webhookClaimLeaseMs,
      ...(ctx.config.webhookEndpointConcurrency === undefined ? {} : { perEndpoint: ctx.config.webhookEndpointConcurrency }),
      publicUrl: ctx.config.publicUrl,
      secretsKey: ctx.config.secretsKey,
      ...options,
    });
    // No DATABASE_URL: the store is on PGlite, which has no autovacuum.
    this.#statistics = new DeliveryStatistics(ctx.db, ctx.config.databaseUrl === undefined);
  }

  /** Requests this worker has out now. */
  get inFlight(): number {
    return this.#pool.inFlight;
  }

  /** Starts the loop (again a no-op while it runs). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  /** Ends the loop after the round in progress, then waits for the requests still out and records them. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#wake?.();
    this.#pool.interrupt();
    await this.#loop;
    try {
      await this.#pool.finish();
    } catch (error) {
      this.log.warn({ err: error }, 'outbox worker could not record its last deliveries; their leases will run out and they go again');
    }
  }

  /** Looks for work now instead of at the end of the idle wait. */
  wake(): void {
    this.#wake?.();
    this.#pool.interrupt();
  }

  /**
   * One round: fan-out; claims into the free slots and sends; waits a little for requests to come back (briefly when it
   * sent some, else until one comes back or {@link IDLE_POLL_MS}); records what came back; mail and purge now and then.
   * Returns whether it did anything or still has requests out.
   */
  async round(): Promise<boolean> {
    const fanned = await fanOutEvents(this.ctx.db, this.ctx.clock(), this.ctx.config.publicUrl);
    await this.#statistics.noteFannedOut(fanned);
    const claimed = await this.#pool.claim();
    await this.#pool.settle(claimed > 0 ? 'sent' : 'any', IDLE_POLL_MS);
    const run = await this.#pool.record();
    this.#partial = fanned < FAN_OUT_BATCH && claimed < (this.options.batch ?? DELIVERY_BATCH);
    const now = Date.now();
    if (now - this.#lastMail >= MAIL_EVERY_MS || (fanned === 0 && claimed === 0 && run.attempted === 0)) {
      this.#lastMail = now;
      await deliverPendingMail(this.ctx);
    }
    if (now - this.#lastPurge >= PURGE_EVERY_MS) {
      this.#lastPurge = now;
      await purgeWebhookHistory(this.ctx.db, this.ctx.clock());
    }
    return fanned > 0 || claimed > 0 || run.attempted > 0 || this.#pool.inFlight > 0;
  }

  async #run(): Promise<void> {
    let pause = IDLE_POLL_MS;
    while (this.#running) {
      let busy = false;
      const started = Date.now();
      let wait = 0;
      try {
        busy = await this.round();
        pause = IDLE_POLL_MS;
        wait = !busy ? pause : this.#partial ? PARTIAL_ROUND_GAP_MS - (Date.now() - started) : 0;
      } catch (error) {
        this.log.warn({ err: error }, 'outbox worker round failed; trying again');
        pause = Math.min(pause * 2, 10_000);
        wait = pause;
      }
      if (wait > 0 && this.#running)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          this.#wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      this.#wake = undefined;
    }
  }
}

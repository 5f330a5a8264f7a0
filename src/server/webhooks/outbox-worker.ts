// The outbox worker: fans out events, delivers webhooks and sends pending mail, in the server process or in `tote worker`.
import type { AppContext } from '../context.js';
import { deliverPendingMail } from '../mail/smtp-delivery.js';
import { DELIVERY_BATCH, deliverDue, type DeliveryOptions } from './deliver.js';
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
 * Runs until stopped: each round fans out new events and delivers what is due; when a round found nothing it waits
 * {@link IDLE_POLL_MS} (or until {@link OutboxWorker.wake}). Any number of workers may run on one PostgreSQL: claims
 * are row locks with SKIP LOCKED and leases, fan-out takes an advisory lock. A failing round (the database is away)
 * is logged and tried again after a pause; it never ends the process.
 */
export class OutboxWorker {
  #running = false;
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  #lastPurge = 0;
  #lastMail = 0;
  /** Whether the last round found work but less than a full batch of it (see {@link PARTIAL_ROUND_GAP_MS}). */
  #partial = false;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
    private readonly log: WorkerLog,
    private readonly options: Partial<DeliveryOptions> = {},
  ) {}

  /** Starts the loop (again a no-op while it runs). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  /** Ends the loop after the round in progress. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#wake?.();
    await this.#loop;
  }

  /** Looks for work now instead of at the end of the idle wait. */
  wake(): void {
    this.#wake?.();
  }

  /** One round: fan-out, one delivery batch, mail now and then, purge now and then. Returns whether it did anything. */
  async round(): Promise<boolean> {
    const fanned = await fanOutEvents(this.ctx.db, this.ctx.clock(), this.ctx.config.publicUrl);
    const run = await deliverDue(this.ctx.db, () => this.ctx.clock(), {
      allowPrivate: this.ctx.config.webhookAllowPrivate,
      leaseMs: this.ctx.config.webhookClaimLeaseMs,
      publicUrl: this.ctx.config.publicUrl,
      ...this.options,
    });
    this.#partial = fanned < FAN_OUT_BATCH && run.attempted < (this.options.batch ?? DELIVERY_BATCH);
    const now = Date.now();
    if (now - this.#lastMail >= MAIL_EVERY_MS || (fanned === 0 && run.attempted === 0)) {
      this.#lastMail = now;
      await deliverPendingMail(this.ctx);
    }
    if (now - this.#lastPurge >= PURGE_EVERY_MS) {
      this.#lastPurge = now;
      await purgeWebhookHistory(this.ctx.db, this.ctx.clock());
    }
    return fanned > 0 || run.attempted > 0;
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

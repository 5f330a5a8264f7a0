// The outbox worker: fans out events, delivers webhooks and sends pending mail, in the server process or in `tote worker`.
import type { AppContext } from '../context.js';
import { deliverPendingMail } from '../mail/smtp-delivery.js';
import { deliverDue, type DeliveryOptions } from './deliver.js';
import { fanOutEvents } from './fan-out.js';
import { purgeWebhookHistory } from './webhook-history.js';

/** How long an idle worker waits before it looks again. */
export const IDLE_POLL_MS = 250;
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
      try {
        busy = await this.round();
        pause = IDLE_POLL_MS;
      } catch (error) {
        this.log.warn({ err: error }, 'outbox worker round failed; trying again');
        pause = Math.min(pause * 2, 10_000);
      }
      if (!busy && this.#running)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pause);
          this.#wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      this.#wake = undefined;
    }
  }
}

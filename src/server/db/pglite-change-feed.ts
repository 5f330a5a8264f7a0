// The change feed on PGlite: one process owns the database, so it hears its own NOTIFYs on the single connection.
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { CHANGE_CHANNEL_PREFIX, ChangeSubscribers, type ChangeFeed, type ChangeSubscriber } from './change-feed.js';

/** Listens on the PGlite instance; LISTEN runs through Kysely's queue, so it never lands inside another caller's transaction. */
export class PGliteChangeFeed implements ChangeFeed {
  readonly #subscribers = new ChangeSubscribers();
  #live = false;
  #started = false;
  #stop: (() => void) | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly db: Kysely<any>,
  ) {}

  get live(): boolean {
    return this.#live;
  }

  subscribe(subscriber: ChangeSubscriber): () => void {
    const unsubscribe = this.#subscribers.add(subscriber);
    if (!this.#started) {
      this.#started = true;
      void this.#listen();
    }
    return unsubscribe;
  }

  async close(): Promise<void> {
    this.#live = false;
    this.#stop?.();
  }

  async #listen(): Promise<void> {
    try {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(this.db);
      const channel = `${CHANGE_CHANNEL_PREFIX}${rows[0]?.schema ?? 'public'}`;
      this.#stop = this.pglite.onNotification((name, payload) => {
        if (name === channel) this.#subscribers.message(payload);
      });
      await sql.raw(`listen "${channel.replace(/"/g, '""')}"`).execute(this.db);
      this.#live = true;
      this.#subscribers.reset();
    } catch {
      // Not live: caches keep asking the database, which is always right.
      this.#live = false;
    }
  }
}

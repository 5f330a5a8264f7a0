// The change feed on PostgreSQL: one dedicated connection per process LISTENs; it reconnects by itself, and says when messages may have been lost.
import pg from 'pg';
import { CHANGE_CHANNEL_PREFIX, ChangeSubscribers, type ChangeFeed, type ChangeSubscriber } from './change-feed.js';

/** How often the listening connection is checked (a stalled link sends no error of its own). @default 15000 */
const PING_INTERVAL_MS = 15_000;
/** How long a check or a connection attempt may take. */
const PING_TIMEOUT_MS = 5_000;
/** Backoff between reconnection attempts: doubling from the first to the last. */
const RETRY_FIRST_MS = 250;
const RETRY_LAST_MS = 10_000;

/**
 * Listens for changes on its own connection (LISTEN needs a session of its own: it cannot go through the pool, nor
 * through PgBouncer in transaction mode). Never throws: errors end the connection, and a new one is made with backoff;
 * the subscribers are told `reset`, since messages sent meanwhile are lost.
 */
export class PostgresChangeFeed implements ChangeFeed {
  readonly #subscribers = new ChangeSubscribers();
  #client: pg.Client | undefined;
  #live = false;
  #started = false;
  #closed = false;
  #retryMs = RETRY_FIRST_MS;
  #retryTimer: NodeJS.Timeout | undefined;
  #pingTimer: NodeJS.Timeout | undefined;

  constructor(private readonly config: pg.ClientConfig) {}

  get live(): boolean {
    return this.#live;
  }

  subscribe(subscriber: ChangeSubscriber): () => void {
    const unsubscribe = this.#subscribers.add(subscriber);
    if (!this.#started) {
      this.#started = true;
      void this.#connect();
    }
    return unsubscribe;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    clearInterval(this.#pingTimer);
    this.#live = false;
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({ ...this.config, connectionTimeoutMillis: PING_TIMEOUT_MS, query_timeout: PING_TIMEOUT_MS, keepAlive: true });
    this.#client = client;
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    client.on('notification', (note) => this.#subscribers.message(note.payload));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      const channel = `${CHANGE_CHANNEL_PREFIX}${rows[0]?.schema ?? 'public'}`;
      await client.query(`listen "${channel.replace(/"/g, '""')}"`);
      if (this.#client !== client || this.#closed) return;
      this.#live = true;
      this.#retryMs = RETRY_FIRST_MS;
      // Whatever was sent while nobody listened is lost: caches start over.
      this.#subscribers.reset();
      this.#pingTimer = setInterval(() => {
        client.query('select 1').catch(() => this.#lost(client));
      }, PING_INTERVAL_MS);
      this.#pingTimer.unref();
    } catch {
      this.#lost(client);
    }
  }

  /** The connection is gone or unusable: stop trusting caches, and reconnect after a while. */
  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#live = false;
    clearInterval(this.#pingTimer);
    this.#subscribers.reset();
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.#closed) return;
    const wait = this.#retryMs;
    this.#retryMs = Math.min(RETRY_LAST_MS, this.#retryMs * 2);
    this.#retryTimer = setTimeout(() => void this.#connect(), wait * (0.5 + Math.random() / 2));
    this.#retryTimer.unref();
  }
}

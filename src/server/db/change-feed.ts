// Changes that every server process must hear of at once (sessions ended, settings changed): NOTIFY in the writing transaction, LISTEN in each process.
import { sql, type Kysely } from 'kysely';

/** Prefix of the notification channel; the schema's name follows, so stores sharing a database never hear each other. */
export const CHANGE_CHANNEL_PREFIX = 'tote_changes_';

/** Largest payload PostgreSQL's NOTIFY takes is 8000 bytes; messages stay far below. */
const PAYLOAD_LIMIT = 7_900;

/** A change another process may hold a cached copy of. */
export type ChangeMessage =
  /** A member's sessions ended: all of a subject's (block, delete, password change), or one session (logout). */
  | { kind: 'sessions-ended'; siteId: string; subjectId?: string; sessionId?: string }
  /** A site's OAuth clients changed (origins, redirect URIs): CORS answers start over. */
  | { kind: 'clients-changed'; siteId: string }
  /** An API key was revoked: cached answers about it are dropped. */
  | { kind: 'api-key-revoked'; siteId: string; apiKeyId: string };

/** The message of ended sessions. */
export type SessionsEnded = Extract<ChangeMessage, { kind: 'sessions-ended' }>;

const KINDS = new Set<string>(['sessions-ended', 'clients-changed', 'api-key-revoked']);

/** What a subscriber is told: each message, and `reset` when messages may have been missed (the listener reconnected). */
export interface ChangeSubscriber {
  message(message: ChangeMessage): void;
  reset(): void;
}

/** The process's end of the feed. */
export interface ChangeFeed {
  /** True while the process is listening: a message sent now will reach it. Caches must not trust themselves otherwise. */
  readonly live: boolean;
  /** Starts listening on the first subscriber; returns the unsubscribe function. */
  subscribe(subscriber: ChangeSubscriber): () => void;
  /** Stops listening. */
  close(): Promise<void>;
}

/**
 * Sends a change to every process, in `db`'s transaction when it is one: PostgreSQL delivers it at commit, and never
 * when the transaction rolls back.
 */
export async function publishChange(db: Kysely<any>, message: ChangeMessage): Promise<void> {
  const payload = JSON.stringify(message);
  if (payload.length > PAYLOAD_LIMIT) throw new Error(`change message too large: ${payload.length} bytes`);
  await sql`select pg_notify(${CHANGE_CHANNEL_PREFIX} || current_schema(), ${payload})`.execute(db);
}

/** The message of a notification's payload, or undefined when it is not one of ours. */
export function parseChange(payload: string | undefined): ChangeMessage | undefined {
  if (!payload) return undefined;
  try {
    const value = JSON.parse(payload) as Partial<ChangeMessage>;
    return value && typeof value.kind === 'string' && KINDS.has(value.kind) && typeof value.siteId === 'string' ? (value as ChangeMessage) : undefined;
  } catch {
    return undefined;
  }
}

/** Subscribers of a feed, told of messages and resets; a failing subscriber never stops the others. */
export class ChangeSubscribers {
  readonly #subscribers = new Set<ChangeSubscriber>();

  get size(): number {
    return this.#subscribers.size;
  }

  add(subscriber: ChangeSubscriber): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  message(payload: string | undefined): void {
    const message = parseChange(payload);
    if (!message) return;
    for (const subscriber of this.#subscribers) {
      try {
        subscriber.message(message);
      } catch {
        // A subscriber's failure is its own; the rest still hear of the change.
      }
    }
  }

  reset(): void {
    for (const subscriber of this.#subscribers) {
      try {
        subscriber.reset();
      } catch {
        // As above.
      }
    }
  }
}

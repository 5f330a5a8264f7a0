// Which browser origins the store answers: those registered for an OAuth client, looked up and cached briefly.
import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Database } from '../db/schema.js';

const TTL_MS = 5_000;

/**
 * Answers "is this origin registered for a client?", overall or for one client. Answers are kept a few seconds, and
 * forgotten at once in every process when any client changes (the change feed's `clients-changed`).
 */
export class OriginRegistry {
  readonly #cache = new Map<string, { clients: string[]; until: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    feed?: ChangeFeed,
  ) {
    feed?.subscribe({ message: (message) => message.kind === 'clients-changed' && this.clear(), reset: () => this.clear() });
  }

  /** Ids of the OAuth clients that registered the origin (empty when none did). */
  async clientsOf(origin: string): Promise<string[]> {
    const now = Date.now();
    const cached = this.#cache.get(origin);
    if (cached && cached.until > now) return cached.clients;
    const rows = await this.db
      .selectFrom('oauth_clients')
      .select('id')
      .where((eb) => eb(eb.val(origin), '=', eb.fn.any('allowed_origins')))
      .execute();
    const clients = rows.map((r) => r.id);
    if (this.#cache.size > 1000) this.#cache.clear();
    this.#cache.set(origin, { clients, until: now + TTL_MS });
    return clients;
  }

  /** True when some client registered the origin. */
  async isRegistered(origin: string): Promise<boolean> {
    return (await this.clientsOf(origin)).length > 0;
  }

  /** True when this client registered the origin. */
  async isRegisteredFor(origin: string, clientId: string): Promise<boolean> {
    return (await this.clientsOf(origin)).includes(clientId);
  }

  /** Forgets cached answers (after a client's origins change). */
  clear(): void {
    this.#cache.clear();
  }
}

/** The origin (`scheme://host[:port]`) of a URL, or undefined when it is not an absolute http(s) URL. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.origin;
  } catch {
    return undefined;
  }
}

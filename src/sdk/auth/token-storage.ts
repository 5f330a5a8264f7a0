// Where a client keeps its token set, per client id: in memory (default) or in the browser's localStorage (the widget).
import type { TokenSet } from '../../wire/tokens.js';

/** Keeps token sets by client id; may be synchronous or asynchronous (a server session store). */
export interface TokenStorage {
  /** The token set of a client id, or undefined when there is none. */
  get(clientId: string): TokenSet | undefined | Promise<TokenSet | undefined>;
  /** Replaces the token set of a client id. */
  set(clientId: string, tokens: TokenSet): void | Promise<void>;
}

/** A storage of its own in memory: what a client uses when given none (one per client, so server-side clients never share a visitor). */
export function memoryStorage(initial?: Record<string, TokenSet>): TokenStorage {
  const sets = new Map<string, TokenSet>(Object.entries(initial ?? {}));
  return {
    get: (clientId) => sets.get(clientId),
    set: (clientId, tokens) => void sets.set(clientId, tokens),
  };
}

const shared = new Map<string, TokenStorage>();

/**
 * The browser's localStorage under `{prefix}{clientId}`; one object per prefix, so every client on a page
 * shares it (and its renewals). Falls back to memory when localStorage is missing or refuses (private mode, quota).
 * @param prefix @default 'tote.tokens.'
 */
export function localStorageStorage(prefix = 'tote.tokens.'): TokenStorage {
  let storage = shared.get(prefix);
  if (!storage) {
    const fallback = memoryStorage();
    storage = {
      get(clientId) {
        try {
          const text = globalThis.localStorage.getItem(prefix + clientId);
          if (text) return JSON.parse(text) as TokenSet;
        } catch {
          // No localStorage (or unreadable JSON): the memory copy answers.
        }
        return fallback.get(clientId);
      },
      set(clientId, tokens) {
        try {
          globalThis.localStorage.setItem(prefix + clientId, JSON.stringify(tokens));
        } catch {
          // Private mode or a full quota: keep the set in memory for this page, and drop a stale stored one.
          fallback.set(clientId, tokens);
          try {
            globalThis.localStorage.removeItem(prefix + clientId);
          } catch {
            // Nothing stored, nothing stale.
          }
        }
      },
    };
    shared.set(prefix, storage);
  }
  return storage;
}

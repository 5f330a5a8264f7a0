// Values derived from database rows, kept under the rows' revision: correct by construction, since a change of the rows changes the key.
import type { Kysely } from 'kysely';

/** Options of {@link RevisionMemo}. */
export interface RevisionMemoOptions {
  /** Most total weight kept; the least recently used entries go first. @default 32 MiB of string length (weights are string lengths) */
  maxWeight?: number;
  /** Most entries kept, whatever their weight; the least recently used go first. @default unbounded */
  maxEntries?: number;
}

/**
 * A least-recently-used map from a key that names everything a value is computed from, to the value: one exact content
 * of some rows (their id and revision as read from the database, plus whatever else the value depends on), or the whole
 * input of a pure function. Nothing here expires by time: an entry is only ever found by a request that read the same
 * revision from the database (or has the same input), so it cannot be stale.
 */
export class RevisionMemo<V> {
  readonly #entries = new Map<string, { value: V; weight: number }>();
  readonly #maxWeight: number;
  readonly #maxEntries: number;
  #weight = 0;

  constructor(options: RevisionMemoOptions = {}) {
    this.#maxWeight = options.maxWeight ?? 32 * 1024 * 1024;
    this.#maxEntries = options.maxEntries ?? Infinity;
  }

  /** The value kept under `key`, or undefined; a hit becomes the most recently used. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` (weight: its size, e.g. a JSON string's length), dropping the least recently used beyond the budget. */
  set(key: string, value: V, weight = 1): void {
    const previous = this.#entries.get(key);
    if (previous) {
      this.#weight -= previous.weight;
      this.#entries.delete(key);
    }
    if (weight > this.#maxWeight) return;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#weight <= this.#maxWeight && this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
  }

  /** Number of entries kept. */
  get size(): number {
    return this.#entries.size;
  }
}

const memos = new WeakMap<object, Map<string, RevisionMemo<unknown>>>();

/**
 * The memo named `name` of a database handle, or undefined inside a transaction: a revision read there may be the
 * transaction's own, not yet committed (and perhaps rolled back), so nothing read inside one is kept or looked up.
 * Memos belong to one handle because revisions are only unique within one database.
 */
export function memoOf<V>(db: Kysely<any>, name: string, options?: RevisionMemoOptions): RevisionMemo<V> | undefined {
  if (db.isTransaction) return undefined;
  let named = memos.get(db);
  if (!named) memos.set(db, (named = new Map()));
  let memo = named.get(name);
  if (!memo) named.set(name, (memo = new RevisionMemo(options)));
  return memo as RevisionMemo<V>;
}

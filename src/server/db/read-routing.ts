// Catalog reads on a streaming replica: a caller's reads go to the primary until the replica has replayed that caller's last write.
import { sql, type Kysely } from 'kysely';
import { isDatabaseUnavailable } from './database-errors.js';
import type { Database } from './schema.js';

/** How often the replica's replay position and the primary's WAL position are compared. */
const POLL_MS = 100;
/** A replica that has not answered for this long is down: every read goes to the primary until it answers again. */
const DOWN_AFTER_MS = 2_000;
/** Longest wait for one position query. */
const QUERY_TIMEOUT_MS = 1_000;

/** What the replica looks like from this process now (for `/ready` and `/metrics`). */
export interface ReplicaStatus {
  /** It answered within the last {@link DOWN_AFTER_MS}. */
  up: boolean;
  /** WAL bytes the primary has written that the replica had not replayed at the last comparison (0 when caught up). */
  lagBytes: number;
}

/** Where a read may go: the replica when one is configured, up, and has replayed the caller's last write. */
export interface ReadRouting {
  /** The replica's state, or undefined without one. */
  replica(): ReplicaStatus | undefined;
  /**
   * Runs a read on the replica when the caller's writes are all replayed there, else on the primary; a read that fails
   * because the replica cannot be reached runs again on the primary (and the replica counts as down). `caller` names
   * one caller (`visitor:<id>`, `key:<id>`); undefined is a caller that never writes.
   */
  read<T>(caller: string | undefined, run: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Notes that `caller` may just have written (its transaction committed): its reads stay on the primary until replayed. */
  wrote(caller: string): void;
  /** How many reads went where since the start. */
  counts(): { replica: number; primary: number };
  close(): Promise<void>;
}

/** Routing without a replica: everything on the primary. */
export function primaryOnly(primary: Kysely<Database>): ReadRouting {
  let reads = 0;
  return {
    replica: () => undefined,
    read: (_caller, run) => {
      reads++;
      return run(primary);
    },
    wrote: () => undefined,
    counts: () => ({ replica: 0, primary: reads }),
    close: async () => undefined,
  };
}

/** `X/Y` (a PostgreSQL LSN) as a number of bytes. */
export function lsnBytes(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${QUERY_TIMEOUT_MS} ms`)), QUERY_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Read-your-writes by WAL position rather than by a fixed delay, so it holds however far the replica falls behind:
 * every {@link POLL_MS} the primary's `pg_current_wal_lsn()` is sampled (with the time it was asked) and the
 * replica's `pg_last_wal_replay_lsn()` is read. Once the replica has replayed a sample's position, every commit made
 * before that sample's time is visible there ("caught up to" that time). A caller whose last write is newer than
 * that time reads the primary; everyone else reads the replica. The bookkeeping is in memory, per process: a caller
 * whose next request lands on another process may see the replica's older rows (see docs/production.md, read replica).
 */
export function replicaRouting(primary: Kysely<Database>, replica: Kysely<Database>, now: () => number = () => performance.now()): ReadRouting {
  const lastWrite = new Map<string, number>();
  /** Primary positions not yet replayed, oldest first, each with the time it was asked for. */
  const pending: { at: number; lsn: bigint }[] = [];
  let caughtUpTo = -Infinity;
  let lastAnswer = -Infinity;
  let lagBytes = 0;
  let primaryLsn = 0n;
  const reads = { replica: 0, primary: 0 };
  let closed = false;
  /** The comparison in progress: a tick that finds one running skips (a slow replica never piles them up). */
  let polling: Promise<void> | undefined;

  const up = () => now() - lastAnswer < DOWN_AFTER_MS;

  const poll = async () => {
    const at = now();
    try {
      const { rows } = await withTimeout(sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(primary));
      primaryLsn = lsnBytes(rows[0]!.lsn);
      pending.push({ at, lsn: primaryLsn });
    } catch {
      // The primary is away: nothing is known of newer writes; the replica is still compared with older samples.
    }
    try {
      const { rows } = await withTimeout(sql<{ lsn: string | null }>`select pg_last_wal_replay_lsn()::text as lsn`.execute(replica));
      const text = rows[0]?.lsn;
      // Null: not a replica at all (a primary named as READ_DATABASE_URL); it is never used for reads.
      if (text == null) return;
      const replayed = lsnBytes(text);
      lastAnswer = now();
      while (pending.length > 0 && pending[0]!.lsn <= replayed) caughtUpTo = pending.shift()!.at;
      lagBytes = replayed >= primaryLsn ? 0 : Number(primaryLsn - replayed);
    } catch {
      // Counted as down after DOWN_AFTER_MS without an answer.
    }
    // Bounded memory: callers whose writes are replayed are forgotten; a stalled replica keeps at most ~10 s of samples.
    for (const [caller, at] of lastWrite) if (at < caughtUpTo) lastWrite.delete(caller);
    if (pending.length > 100) pending.splice(0, pending.length - 100);
  };

  const tick = () => {
    if (polling || closed) return;
    polling = poll().finally(() => (polling = undefined));
  };
  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  tick();

  return {
    replica: () => ({ up: up(), lagBytes }),
    async read(caller, run) {
      const written = caller === undefined ? undefined : lastWrite.get(caller);
      if (!up() || (written !== undefined && written >= caughtUpTo)) {
        reads.primary++;
        return run(primary);
      }
      try {
        const result = await run(replica);
        reads.replica++;
        return result;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        lastAnswer = -Infinity;
        reads.primary++;
        return run(primary);
      }
    },
    wrote(caller) {
      lastWrite.set(caller, now());
    },
    counts: () => ({ ...reads }),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await polling;
    },
  };
}

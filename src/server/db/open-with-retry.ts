// Start-up: tries to reach (open and migrate) the database again with growing pauses while it is unreachable, for a bounded time.
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseErrorReason, isDatabaseUnavailable } from './database-errors.js';

/** First pause between attempts; each next one doubles, up to {@link MAX_DELAY_MS}. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

/** Options of {@link openWithRetry}. */
export interface RetryOptions {
  /** Where the database is, for the log lines: `host:port/database`, never the password (see {@link describeDatabaseUrl}). */
  where: string;
  /** Time to keep trying: no attempt starts after it (an attempt itself is bounded by the connect timeout). 0 tries once. */
  timeoutMs: number;
  /** Receives one line per failed attempt. @default console.error */
  log?: (line: string) => void;
  /** Milliseconds since some fixed point. @default performance.now */
  now?: () => number;
}

/** Start-up gave up: the database stayed unreachable, or it failed in a way that waiting does not mend. One line. */
export class DatabaseStartError extends Error {
  override readonly name = 'DatabaseStartError';
}

/**
 * Runs `attempt` (open the database and migrate it) until it succeeds. An attempt that failed because the database
 * cannot be reached ({@link isDatabaseUnavailable}) is logged as one line (where, attempt number, reason) and retried
 * after a pause of 250 ms doubling up to 5 s, until `timeoutMs` after the start (the last pause is shortened to end then). Rejects with a
 * one-line {@link DatabaseStartError} when time is up or on any other failure.
 */
export async function openWithRetry<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { where, timeoutMs, log = (line: string) => console.error(line), now = () => performance.now() } = options;
  const started = now();
  let delay = FIRST_DELAY_MS;
  for (let count = 1; ; count++) {
    try {
      return await attempt();
    } catch (error) {
      const reason = databaseErrorReason(error);
      // A wrong password, a failed migration, a bug: waiting will not change the answer, so stop at once.
      if (!isDatabaseUnavailable(error)) throw new DatabaseStartError(`Database ${where} could not be opened: ${reason}`, { cause: error });
      const elapsed = now() - started;
      const remaining = timeoutMs - elapsed;
      // Time is up: the attempt just made was the last one.
      if (remaining <= 0) {
        throw new DatabaseStartError(`Database ${where} not reachable after ${count} attempt${count === 1 ? '' : 's'} in ${seconds(elapsed)}: ${reason}`, {
          cause: error,
        });
      }
      // The last pause is cut short, so that the last attempt falls on the deadline rather than before it.
      const pause = Math.min(delay, remaining);
      log(`Database ${where} not reachable (attempt ${count}): ${reason}; retrying in ${seconds(pause)}`);
      await sleep(pause);
      // The server may be starting up: pauses grow so that a long outage costs few attempts, and are capped so that
      // the server comes up soon after the database does.
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}

/** `host:port/database` of a PostgreSQL URL, without user or password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || process.env.PGHOST || 'localhost';
    return `${host}:${parsed.port || '5432'}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
  } catch {
    return 'at DATABASE_URL (not a valid URL)';
  }
}

function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

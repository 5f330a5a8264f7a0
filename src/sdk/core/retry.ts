// The one retry policy: which failures of which calls are tried again, how long to wait first, and the loop that applies it.
import { ToteError } from './errors.js';

/** How often and how patiently idempotent calls are retried. */
export interface RetryOptions {
  /** Attempts after the first one. @default 2 */
  retries?: number;
  /** Delay before the first retry in ms; doubled for each further one, with full jitter. @default 250 */
  baseDelayMs?: number;
  /** Longest single delay in ms. @default 4000 */
  maxDelayMs?: number;
}

/** What happened on one attempt: a status, or no response at all. */
export type AttemptOutcome = { status: number } | { networkError: unknown };

/**
 * Whether an attempt may be repeated.
 * @param safe the call is idempotent (GET, a query, token renewal) or carries an idempotency key
 */
export function shouldRetry(outcome: AttemptOutcome, safe: boolean): boolean {
  // A call that may have changed something is never repeated: the first attempt may have landed.
  if (!safe) return false;
  // No response (connection refused or reset, DNS, offline): the request may not have arrived; repeating a safe call is harmless.
  if ('networkError' in outcome) return true;
  // A gateway or an overloaded server answered for the store (502, 503, 504): temporary by definition.
  // Everything else is the store's real answer (4xx: the caller must change the request; 500: a bug that will fail again).
  return outcome.status === 502 || outcome.status === 503 || outcome.status === 504;
}

/** Milliseconds to wait before retry number `attempt` (1-based): exponential backoff with full jitter. */
export function retryDelay(attempt: number, options: RetryOptions = {}): number {
  const base = options.baseDelayMs ?? 250;
  const cap = options.maxDelayMs ?? 4000;
  return Math.random() * Math.min(cap, base * 2 ** (attempt - 1));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Frees the connection of an answer that is not read. */
export async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/**
 * Sends one request through {@link shouldRetry}'s policy: sent again after a network failure or a gateway's answer while the
 * call is `safe` and retries are left, the unread answer freed first. Answers the last response, whatever its status;
 * throws `NETWORK_ERROR` when the store could not be reached at all. `send` builds a new request each time (a body
 * stream cannot be sent twice).
 */
export async function sendWithRetries(send: () => Promise<Response>, safe: boolean, options: RetryOptions = {}): Promise<Response> {
  const retries = options.retries ?? 2;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await send();
    } catch (cause) {
      if (attempt < retries && shouldRetry({ networkError: cause }, safe)) {
        await sleep(retryDelay(attempt + 1, options));
        continue;
      }
      throw new ToteError('NETWORK_ERROR', 'System error occurred', { kind: 'system', cause });
    }
    if (response.status === 200 || attempt >= retries || !shouldRetry({ status: response.status }, safe)) return response;
    await discard(response);
    await sleep(retryDelay(attempt + 1, options));
  }
}

// How many visitor tokens (the anonymous grant) one client address may get: a burst and a sustained rate per site.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { applicationError, type HttpError } from '../http/http-error.js';
import { addHitInWindow, scaledIpRule, type RateRule } from '../identity/index.js';

/**
 * Anonymous grants per address in one minute: 60 (scaled by IP_RATE_LIMIT_SCALE). A shopper needs one grant and then
 * renews with the refresh token, so this is dozens of new visitors a minute behind one shared address.
 */
export const ANONYMOUS_BURST_RULE: RateRule = { windowMs: 60_000, captchaAfter: Infinity, refuseAfter: 60 };
/** Anonymous grants per address in one hour: 600 (scaled by IP_RATE_LIMIT_SCALE). */
export const ANONYMOUS_SUSTAINED_RULE: RateRule = { windowMs: 3600_000, captchaAfter: Infinity, refuseAfter: 600 };

/** 429 past an anonymous-grant limit; the error handler sends `Retry-After` from `data.retryAfterSeconds`. */
export function tooManyVisitorTokens(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return applicationError(429, 'TOO_MANY_REQUESTS', 'Too many requests', `Too many visitor tokens from this address; try again in ${seconds} seconds`, {
    retryAfterSeconds: seconds,
  });
}

/**
 * Counts one anonymous grant from `ip` (the client address as TRUST_PROXY resolves it) against both rules, in the
 * caller's transaction, and throws {@link tooManyVisitorTokens} when either is past its limit (the transaction then
 * rolls back, so refused grants are not counted). The counters are rows of `identity_rate_limits`, shared by every
 * server process and purged by the identity housekeeping a day after their window.
 */
export async function countAnonymousGrant(trx: Kysely<Database>, siteId: string, ip: string, now: Date, scale: number): Promise<void> {
  for (const [name, base] of [
    ['burst', ANONYMOUS_BURST_RULE],
    ['hour', ANONYMOUS_SUSTAINED_RULE],
  ] as const) {
    const rule = scaledIpRule(base, scale);
    const { hits, windowStart } = await addHitInWindow(trx, siteId, `anon:${name}:${ip}`, rule, now);
    if (hits > rule.refuseAfter) throw tooManyVisitorTokens((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000);
  }
}

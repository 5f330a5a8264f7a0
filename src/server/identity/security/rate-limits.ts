// Fixed-window counters in the database (per site and key), shared by every server process: login failures, registrations, e-mails.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A counter's rule: how long a window lasts and where the soft (captcha) and hard (refuse) limits are. */
export interface RateRule {
  /** Window length in milliseconds. */
  windowMs: number;
  /** From this many hits on, a captcha is required. */
  captchaAfter: number;
  /** From this many hits on, the call is refused. */
  refuseAfter: number;
}

/**
 * Login failures per account: a captcha after 3 in 15 minutes, never refused (refusing would let anyone lock the
 * owner out with a few wrong guesses; the captcha makes each further guess cost a proof of work instead).
 */
export const LOGIN_ACCOUNT_RULE: RateRule = { windowMs: 15 * 60_000, captchaAfter: 3, refuseAfter: Infinity };
/** Login failures per IP address: a captcha after 10, refused after 50 in 15 minutes. */
export const LOGIN_IP_RULE: RateRule = { windowMs: 15 * 60_000, captchaAfter: 10, refuseAfter: 50 };
/**
 * Registrations per IP address: refused (429) after 30 in an hour, never a captcha: the official Wix packages register
 * with reCAPTCHA tokens only, so they could not answer Tote's; each account still has to confirm its e-mail.
 */
export const REGISTER_IP_RULE: RateRule = { windowMs: 60 * 60_000, captchaAfter: Infinity, refuseAfter: 30 };
/** E-mails (codes, resets) per account: refused after 5 in 15 minutes. */
export const EMAIL_ACCOUNT_RULE: RateRule = { windowMs: 15 * 60_000, captchaAfter: Infinity, refuseAfter: 5 };
/** E-mail requests per IP address: refused after 20 in 15 minutes. */
export const EMAIL_IP_RULE: RateRule = { windowMs: 15 * 60_000, captchaAfter: Infinity, refuseAfter: 20 };

/** A per-IP rule with its limits multiplied by the configured scale (see `ServerConfig.ipRateLimitScale`). */
export function scaledIpRule(rule: RateRule, scale: number): RateRule {
  return scale === 1 ? rule : { windowMs: rule.windowMs, captchaAfter: rule.captchaAfter * scale, refuseAfter: rule.refuseAfter * scale };
}

/** Hits of the counter in its current window (0 when the window has passed). */
export async function currentHits(db: Kysely<Database>, siteId: string, key: string, rule: RateRule, now: Date): Promise<number> {
  const row = await db
    .selectFrom('identity_rate_limits')
    .select(['hits', 'window_start'])
    .where('site_id', '=', siteId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.window_start.getTime() <= now.getTime() - rule.windowMs) return 0;
  return row.hits;
}

/** Adds a hit (starting a new window when the old one has passed) and returns the hits of the window. */
export async function addHit(db: Kysely<Database>, siteId: string, key: string, rule: RateRule, now: Date): Promise<number> {
  return (await addHitInWindow(db, siteId, key, rule, now)).hits;
}

/** Adds a hit like {@link addHit}; returns the hits of the window and when the window started (for `Retry-After`). */
export async function addHitInWindow(
  db: Kysely<Database>,
  siteId: string,
  key: string,
  rule: RateRule,
  now: Date,
): Promise<{ hits: number; windowStart: Date }> {
  const cutoff = new Date(now.getTime() - rule.windowMs);
  const row = await db
    .insertInto('identity_rate_limits')
    .values({ site_id: siteId, key, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['site_id', 'key']).doUpdateSet({
        hits: sql<number>`case when identity_rate_limits.window_start <= ${cutoff} then 1 else identity_rate_limits.hits + 1 end`,
        window_start: sql<Date>`case when identity_rate_limits.window_start <= ${cutoff} then ${now} else identity_rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, windowStart: row.window_start };
}

/** Takes back one hit (an attempt that turned out not to be a failure). */
export async function removeHit(db: Kysely<Database>, siteId: string, key: string): Promise<void> {
  await db
    .updateTable('identity_rate_limits')
    .set({ hits: sql<number>`greatest(hits - 1, 0)` })
    .where('site_id', '=', siteId)
    .where('key', '=', key)
    .execute();
}

/** Forgets a counter (a successful login clears the account's failures). */
export async function clearHits(db: Kysely<Database>, siteId: string, key: string): Promise<void> {
  await db.deleteFrom('identity_rate_limits').where('site_id', '=', siteId).where('key', '=', key).execute();
}

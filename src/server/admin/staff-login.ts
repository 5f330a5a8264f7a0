// Signing in to the dashboard: limits per address, per account and per known browser, the password in constant work, then the second factor.
import { shopNameOf } from './shop-name.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminSessionResponse, SignInRequest } from '../../wire/admin.js';
import type { AppContext } from '../context.js';
import {
  normalizeEmail,
  verifyPassword,
  verifyPasswordInConstantWork,
  addHit,
  clearHits,
  currentHits,
  removeHit,
  scaledIpRule,
  type RateRule,
} from '../identity/index.js';
import { rateLimitAddress } from '../http/rate-limit-address.js';
import { invalidCredentials, invalidTotp, tooManyAttempts, totpRequired } from './admin-errors.js';
import { knownDeviceOf, rememberDevice } from './known-devices.js';
import { checkOwnOrigin } from './staff-access.js';
import { startStaffSession } from './staff-sessions.js';
import { acceptTotpCode, staffTotpSecret } from './totp.js';

/** Sign-in counters are store-wide (the e-mail names no site): this is their `site_id` in `identity_rate_limits`. */
export const ADMIN_RATE_SITE = '*admin*';
/** Failed sign-ins per address: refused after 30 in 15 minutes (scaled by IP_RATE_LIMIT_SCALE). */
export const ADMIN_IP_RULE: RateRule = { windowMs: 15 * 60_000, captchaAfter: Infinity, refuseAfter: 30 };
/** Failed sign-ins per account from browsers it never signed in from: refused after 10 in 15 minutes. */
export const ADMIN_ACCOUNT_RULE: RateRule = { windowMs: 15 * 60_000, captchaAfter: Infinity, refuseAfter: 10 };
/** Failed sign-ins per known browser (one that signed in to the account before): refused after 10 in 15 minutes. */
export const ADMIN_DEVICE_RULE: RateRule = { windowMs: 15 * 60_000, captchaAfter: Infinity, refuseAfter: 10 };

/** Most accounts one e-mail is tried against (one per site; a store has one or two sites). */
const MAX_CANDIDATES = 5;

interface Counter {
  key: string;
  rule: RateRule;
}

/**
 * Signs a staff account in and starts its session (cookie on the reply). Every attempt is counted before the password
 * is checked (atomically, so parallel guesses cannot slip past), and a success takes its count back. From a browser that
 * signed in to the account before (its known-device cookie), attempts count against that browser alone; from any other,
 * against the account and the address. So a stranger's guesses can hold off other strangers (and the owner on a new
 * browser) for 15 minutes, but never the owner's own browser. Unknown e-mails cost the same scrypt work and get the
 * same answer as a wrong password. The TOTP code is looked at only after the password was right.
 */
export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: SignInRequest & { siteId?: string },
): Promise<AdminSessionResponse> {
  checkOwnOrigin(request, ctx.config.publicUrl);
  const normalized = normalizeEmail(input.email);
  const now = ctx.clock();
  let query = ctx.db
    .selectFrom('staff_accounts')
    .select(['id', 'site_id', 'email', 'role', 'password_hash', 'totp_secret'])
    .where('email_normalized', '=', normalized)
    .orderBy('created_at')
    .orderBy('id')
    .limit(MAX_CANDIDATES);
  if (input.siteId) query = query.where('site_id', '=', input.siteId);
  const candidates = await query.execute();
  let device: string | undefined;
  for (const candidate of candidates) device ??= await knownDeviceOf(ctx, request, candidate.id);
  const counters: Counter[] = device
    ? [{ key: `admin:device:${device}`, rule: ADMIN_DEVICE_RULE }]
    : [
        { key: `admin:acct:${normalized}`, rule: ADMIN_ACCOUNT_RULE },
        { key: `admin:ip:${rateLimitAddress(request.ip)}`, rule: scaledIpRule(ADMIN_IP_RULE, ctx.config.ipRateLimitScale) },
      ];
  for (const counter of counters) {
    if ((await currentHits(ctx.db, ADMIN_RATE_SITE, counter.key, counter.rule, now)) >= counter.rule.refuseAfter)
      throw tooManyAttempts(counter.rule.windowMs / 1000);
  }
  // Reserve this attempt; the counts say how many came before it, parallel ones included.
  for (const counter of counters) {
    if ((await addHit(ctx.db, ADMIN_RATE_SITE, counter.key, counter.rule, now)) > counter.rule.refuseAfter) throw tooManyAttempts(counter.rule.windowMs / 1000);
  }
  const notAFailure = async () => {
    for (const counter of counters) await removeHit(ctx.db, ADMIN_RATE_SITE, counter.key);
  };
  // The same scrypt work whether or not the e-mail has an account: no answer is faster than another.
  let staff: (typeof candidates)[number] | undefined;
  if (candidates.length === 0) await verifyPasswordInConstantWork(input.password, undefined);
  for (const candidate of candidates) {
    if (await verifyPassword(input.password, candidate.password_hash)) {
      staff = candidate;
      break;
    }
  }
  if (!staff) throw invalidCredentials();
  if (staff.totp_secret) {
    if (!input.totpCode) {
      await notAFailure();
      throw totpRequired();
    }
    const secret = staffTotpSecret(ctx.config, staff.id, staff.totp_secret);
    if (!secret || !(await acceptTotpCode(ctx.db, staff.id, secret, input.totpCode, now))) throw invalidTotp();
  }
  for (const counter of counters) {
    if (counter.key.startsWith('admin:ip:')) await removeHit(ctx.db, ADMIN_RATE_SITE, counter.key);
    else await clearHits(ctx.db, ADMIN_RATE_SITE, counter.key);
  }
  const signedIn = staff;
  const csrfToken = await startStaffSession(ctx, ctx.db, reply, { id: signedIn.id, siteId: signedIn.site_id });
  await rememberDevice(ctx, reply, signedIn.id);
  return {
    staff: { id: signedIn.id, email: signedIn.email, role: signedIn.role, siteId: signedIn.site_id, totpEnabled: signedIn.totp_secret !== null },
    csrfToken,
    shopName: await shopNameOf(ctx.db, signedIn.site_id),
  };
}

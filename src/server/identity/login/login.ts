// Logging a member in: rate limits per account and per address (a captcha after a few failures), the password check, then where the member stands.
import type { StateMachineResponse } from '../../../wire/identity.js';
import type { AppContext } from '../../context.js';
import { captchaInvalid, captchaMissing, invalidPassword, memberBlocked, memberNotFound, resetPasswordRequired, throttled } from '../identity-errors.js';
import { checkCaptcha } from '../security/captcha.js';
import { isEmailAddress, normalizeEmail } from '../members/email-address.js';
import { findIdentityByEmail } from '../members/identities.js';
import { verifyPasswordInConstantWork } from '../security/passwords.js';
import { addHit, clearHits, currentHits, LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE, removeHit, scaledIpRule } from '../security/rate-limits.js';
import { loginEmailOf } from './register.js';
import { sitePolicy } from '../members/site-policy.js';
import { decideState, respond, type ShopperRequest } from './state-responses.js';

/** The login request as received. */
export interface LoginInput {
  loginId?: unknown;
  email?: unknown;
  password?: unknown;
  captchaTokens?: unknown;
}

/** Counter keys of an account and of an address. */
function keys(emailNormalized: string, ip: string) {
  return { account: `login:acct:${emailNormalized}`, address: `login:ip:${ip}` };
}

/** Checks the captcha of the request; throws -19971 or -19970 unless it is valid and unused. */
async function requireCaptcha(ctx: AppContext, captchaTokens: unknown): Promise<void> {
  const captcha = await checkCaptcha(ctx, captchaTokens);
  if (captcha === 'missing') throw captchaMissing();
  if (captcha === 'invalid') throw captchaInvalid();
}

/**
 * Logs a member in. Every attempt is counted against the account and the address before the password is checked
 * (atomically in the database, so parallel guesses cannot slip past the limits); a success takes its count back.
 * From a few failures of the account or the address on, a captcha is required (a proof of work per guess); from many
 * failures of one address that address is refused for a while. An account is never refused: a stranger's guesses
 * cannot lock its owner out, who solves the captcha and signs in. Unknown and known e-mails cost the same work.
 */
export async function login(ctx: AppContext, who: ShopperRequest, input: LoginInput): Promise<StateMachineResponse> {
  const email = loginEmailOf(input);
  const normalized = typeof email === 'string' ? normalizeEmail(email) : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const now = ctx.clock();
  const ipRule = scaledIpRule(LOGIN_IP_RULE, ctx.config.ipRateLimitScale);
  const key = keys(normalized, who.ip);
  const [accountHits, addressHits] = await Promise.all([
    currentHits(ctx.db, who.siteId, key.account, LOGIN_ACCOUNT_RULE, now),
    currentHits(ctx.db, who.siteId, key.address, ipRule, now),
  ]);
  if (addressHits >= ipRule.refuseAfter) throw throttled(ipRule.windowMs / 1000);
  const needsCaptcha = (account: number, address: number) => account >= LOGIN_ACCOUNT_RULE.captchaAfter || address >= ipRule.captchaAfter;
  let captchaChecked = false;
  if (needsCaptcha(accountHits, addressHits)) {
    await requireCaptcha(ctx, input.captchaTokens);
    captchaChecked = true;
  }
  // Reserve this attempt; the counts say how many came before it, parallel ones included.
  const account = await addHit(ctx.db, who.siteId, key.account, LOGIN_ACCOUNT_RULE, now);
  const address = await addHit(ctx.db, who.siteId, key.address, ipRule, now);
  if (address > ipRule.refuseAfter) throw throttled(ipRule.windowMs / 1000);
  if (!captchaChecked && needsCaptcha(account - 1, address - 1)) await requireCaptcha(ctx, input.captchaTokens);
  const notAFailure = async () => {
    await removeHit(ctx.db, who.siteId, key.account);
    await removeHit(ctx.db, who.siteId, key.address);
  };
  const identity = isEmailAddress(normalized) ? await findIdentityByEmail(ctx.db, who.siteId, normalized) : undefined;
  // The same scrypt work whether or not the e-mail has an account (and a password): no answer is faster than another.
  const matches = await verifyPasswordInConstantWork(password, identity?.password_hash);
  if (!identity) throw memberNotFound();
  if (!identity.password_hash) {
    await notAFailure();
    throw resetPasswordRequired();
  }
  if (!password || !matches) throw invalidPassword();
  await clearHits(ctx.db, who.siteId, key.account);
  await removeHit(ctx.db, who.siteId, key.address);
  if (identity.status === 'BLOCKED') throw memberBlocked();
  const policy = await sitePolicy(ctx.db, who.siteId);
  const outcome = await ctx.db.transaction().execute((trx) => decideState(ctx, trx, identity, policy));
  return respond(ctx, outcome, who);
}

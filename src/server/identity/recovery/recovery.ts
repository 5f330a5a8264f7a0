// Password recovery and activation: e-mailed single-use links to the hosted reset page, and setting the password with their token.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StateMachineResponse } from '../../../wire/identity.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { digest, randomSecret } from '../../auth/index.js';
import { notFound } from '../../http/http-error.js';
import { queueMail } from '../../mail/index.js';
import { joinGuestOrders } from '../../orders/index.js';
import { HOSTED_PATHS } from '../../redirects/index.js';
import { endMemberSessions } from '../sessions/end-member-sessions.js';
import { findIdentity, findIdentityByEmail, statusFor, type IdentityRow } from '../members/identities.js';
import { queueMemberStatusChange } from '../members/member-events.js';
import { identityOfCaller } from '../../events/index.js';
import { invalidPasswordFormat, invalidRecoveryToken, memberBlocked, throttled } from '../identity-errors.js';
import { passwordLinkMail } from '../members/member-emails.js';
import { hashPassword, passwordProblem } from '../security/passwords.js';
import { addHit, EMAIL_ACCOUNT_RULE, EMAIL_IP_RULE, scaledIpRule } from '../security/rate-limits.js';
import { isEmailAddress, normalizeEmail } from '../members/email-address.js';
import { sitePolicy } from '../members/site-policy.js';
import { respond, successOrMfa, type Outcome, type ShopperRequest } from '../login/state-responses.js';

/** How long a link works, by purpose. */
export const RECOVERY_TOKEN_TTL_MS = { RECOVERY: 2 * 3600_000, ACTIVATION: 72 * 3600_000 } as const;

/** Writes a token and its e-mail (in the caller's transaction). */
async function sendPasswordLink(
  ctx: AppContext,
  trx: Kysely<Database>,
  identity: IdentityRow,
  purpose: 'RECOVERY' | 'ACTIVATION',
  redirectUrl: string | undefined,
): Promise<void> {
  const now = ctx.clock();
  const token = randomSecret(32);
  await trx
    .insertInto('identity_recovery_tokens')
    .values({
      id: randomUUID(),
      site_id: identity.site_id,
      identity_id: identity.id,
      purpose,
      token_hash: digest(token),
      redirect_url: redirectUrl ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + RECOVERY_TOKEN_TTL_MS[purpose]),
    })
    .execute();
  const policy = await sitePolicy(trx, identity.site_id);
  const link = `${ctx.config.publicUrl}${HOSTED_PATHS.resetPassword}?recoveryToken=${encodeURIComponent(token)}`;
  await queueMail(trx, passwordLinkMail(identity.site_id, policy.brand, identity.email, link, purpose, RECOVERY_TOKEN_TTL_MS[purpose] / 3600_000), now);
}

/**
 * POST recovery/v1/send-email: a password-reset e-mail. Answers the same whether or not the address has a member
 * (no account discovery); the redirect URL was checked by the caller against the client's origins.
 */
export async function sendRecoveryEmail(ctx: AppContext, who: ShopperRequest, email: unknown, redirectUrl: string | undefined): Promise<Record<string, never>> {
  const now = ctx.clock();
  const ipRule = scaledIpRule(EMAIL_IP_RULE, ctx.config.ipRateLimitScale);
  const perAddress = await addHit(ctx.db, who.siteId, `email:ip:${who.ip}`, ipRule, now);
  if (perAddress > ipRule.refuseAfter) throw throttled(ipRule.windowMs / 1000);
  if (typeof email !== 'string' || !isEmailAddress(email.trim())) return {};
  const normalized = normalizeEmail(email);
  await ctx.db.transaction().execute(async (trx) => {
    const identity = await findIdentityByEmail(trx, who.siteId, normalized);
    if (!identity || identity.status === 'BLOCKED') return;
    const sent = await addHit(trx, who.siteId, `email:acct:${normalized}`, EMAIL_ACCOUNT_RULE, now);
    if (sent > EMAIL_ACCOUNT_RULE.refuseAfter) return;
    await sendPasswordLink(ctx, trx, identity, 'RECOVERY', redirectUrl);
  });
  return {};
}

/** POST recovery/v1/activation-email: a link for a member to set a first password (merchant, or the member). */
export async function sendActivationEmail(
  ctx: AppContext,
  siteId: string,
  identityId: string,
  redirectUrl: string | undefined,
): Promise<Record<string, never>> {
  await ctx.db.transaction().execute(async (trx) => {
    const identity = await findIdentity(trx, siteId, identityId);
    if (!identity || identity.status === 'DELETED') throw notFound('IDENTITY_NOT_FOUND', 'Identity');
    if (identity.status === 'BLOCKED') throw memberBlocked();
    const sent = await addHit(trx, siteId, `email:acct:${identity.email_normalized}`, EMAIL_ACCOUNT_RULE, ctx.clock());
    if (sent > EMAIL_ACCOUNT_RULE.refuseAfter) throw throttled(EMAIL_ACCOUNT_RULE.windowMs / 1000);
    await sendPasswordLink(ctx, trx, identity, 'ACTIVATION', redirectUrl);
  });
  return {};
}

/**
 * POST recovery/v1/recover: sets the password with the e-mailed token. The link proves the address, so the e-mail
 * becomes verified; every refresh token and hosted session of the member ends. Answers SUCCESS with a session token
 * (or REQUIRE_OWNER_APPROVAL), and `additionalData.redirectUrl` when the e-mail named one.
 */
export async function recover(ctx: AppContext, who: ShopperRequest, input: { recoveryToken?: unknown; password?: unknown }): Promise<StateMachineResponse> {
  const token = typeof input.recoveryToken === 'string' ? input.recoveryToken : '';
  if (!token || token.length > 200) throw invalidRecoveryToken();
  const problem = passwordProblem(input.password);
  if (problem) throw invalidPasswordFormat(problem);
  const passwordHash = await hashPassword(input.password as string);
  const { outcome, redirectUrl } = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const used = await trx
      .updateTable('identity_recovery_tokens')
      .set({ consumed_at: now })
      .where('token_hash', '=', digest(token))
      .where('site_id', '=', who.siteId)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['identity_id', 'redirect_url'])
      .executeTakeFirst();
    if (!used) throw invalidRecoveryToken();
    const identity = await findIdentity(trx, who.siteId, used.identity_id, { forUpdate: true });
    if (!identity || identity.status === 'DELETED') throw invalidRecoveryToken();
    if (identity.status === 'BLOCKED') throw memberBlocked();
    const reasons = identity.pending_reasons.filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED');
    const updated = await trx
      .updateTable('identities')
      .set((eb) => ({
        ...statusFor(reasons),
        email_verified: true,
        password_hash: passwordHash,
        password_changed_at: now,
        updated_at: now,
        revision: eb('revision', '+', 1),
      }))
      .where('id', '=', identity.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await queueMemberStatusChange(trx, identity.status, updated, identityOfCaller(who), now);
    // The link reached the member's mailbox: the e-mail is proven, and the guest orders placed with it are theirs.
    await joinGuestOrders(trx, { siteId: updated.site_id, identityId: updated.id, emailNormalized: updated.email_normalized }, now);
    // Other unused links of the member die with this one.
    await trx
      .updateTable('identity_recovery_tokens')
      .set({ consumed_at: now })
      .where('identity_id', '=', identity.id)
      .where('consumed_at', 'is', null)
      .execute();
    await endMemberSessions(ctx, trx, who.siteId, identity.id);
    const outcome: Outcome = updated.status === 'ACTIVE' ? await successOrMfa(ctx, trx, updated) : { state: 'REQUIRE_OWNER_APPROVAL', identity: updated };
    return { outcome, redirectUrl: used.redirect_url };
  });
  const additionalData: Record<string, { strValue: string }> = redirectUrl ? { redirectUrl: { strValue: redirectUrl } } : {};
  const answer = await respond(ctx, outcome, who);
  return { ...answer, additionalData };
}

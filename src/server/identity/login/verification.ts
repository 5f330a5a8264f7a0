// E-mail verification: the code of a REQUIRE_EMAIL_VERIFICATION state (verify, resend), and codes started for a known identity.
import type { StateMachineResponse } from '../../../wire/identity.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/http-error.js';
import { queueMail } from '../../mail/index.js';
import { joinGuestOrders } from '../../orders/index.js';
import { checkEmailCode, consumeEmailCode, EMAIL_CODE_TTL_MS, issueEmailCode, reissueEmailCode } from '../security/email-codes.js';
import { findIdentity, setIdentityStatus, statusFor, type IdentityRow } from '../members/identities.js';
import { codeAttemptsExceeded, invalidCode, invalidStateToken, memberBlocked, throttled } from '../identity-errors.js';
import { verificationCodeMail } from '../members/member-emails.js';
import { addHit, EMAIL_ACCOUNT_RULE } from '../security/rate-limits.js';
import { sitePolicy } from '../members/site-policy.js';
import { queueMemberStatusChange } from '../members/member-events.js';
import { identityOfCaller } from '../../events/index.js';
import type { EventIdentity } from '../../../wire/events.js';
import { decideState, respond, type ShopperRequest } from './state-responses.js';

/** The identity after its e-mail was confirmed: verified, no longer waiting for that (STATUS_CHANGED, caused by `by`, when that made it ACTIVE), and its guest orders joined. */
async function markEmailVerified(ctx: AppContext, trx: AppContext['db'], identity: IdentityRow, by: EventIdentity): Promise<IdentityRow> {
  const reasons = identity.pending_reasons.filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED');
  const next = identity.status === 'PENDING' ? statusFor(reasons) : { status: identity.status, pending_reasons: reasons };
  const now = ctx.clock();
  const updated = await setIdentityStatus(trx, identity.site_id, identity.id, { ...next, email_verified: true }, now);
  await queueMemberStatusChange(trx, identity.status, updated, by, now);
  await joinGuestOrders(trx, { siteId: updated.site_id, identityId: updated.id, emailNormalized: updated.email_normalized }, now);
  return updated;
}

/** Throws the error a failed code check calls for. */
function refuse(check: Awaited<ReturnType<typeof checkEmailCode>>): never {
  if (check.result === 'wrong') throw check.attemptsLeft > 0 ? invalidCode(check.attemptsLeft) : codeAttemptsExceeded();
  if (check.result === 'exhausted') throw codeAttemptsExceeded();
  throw invalidStateToken();
}

/** POST verification/v1/auth/verify: the code of a pending login or registration; SUCCESS (or the next step) when it matches. */
export async function verifyDuringAuthentication(
  ctx: AppContext,
  who: ShopperRequest,
  input: { code?: unknown; stateToken?: unknown },
): Promise<StateMachineResponse> {
  const stateToken = typeof input.stateToken === 'string' ? input.stateToken : '';
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (!stateToken || stateToken.length > 200) throw invalidStateToken();
  const check = await checkEmailCode(ctx.db, ctx.clock(), who.siteId, stateToken, code, 'LOGIN');
  if (check.result !== 'ok') refuse(check);
  const policy = await sitePolicy(ctx.db, who.siteId);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeEmailCode(trx, ctx.clock(), check.id))) throw invalidStateToken();
    const identity = await findIdentity(trx, who.siteId, check.identityId, { forUpdate: true });
    if (!identity || identity.status === 'DELETED') throw invalidStateToken();
    if (identity.status === 'BLOCKED') throw memberBlocked();
    const verified = await markEmailVerified(ctx, trx, identity, identityOfCaller(who));
    return decideState(ctx, trx, verified, policy);
  });
  return respond(ctx, outcome, who);
}

/** POST verification/v1/auth/resend: a new code for a pending state token (a few times at most). */
export async function resendDuringAuthentication(ctx: AppContext, who: ShopperRequest, input: { stateToken?: unknown }): Promise<Record<string, never>> {
  const stateToken = typeof input.stateToken === 'string' ? input.stateToken : '';
  if (!stateToken || stateToken.length > 200) throw invalidStateToken();
  const policy = await sitePolicy(ctx.db, who.siteId);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const reissued = await reissueEmailCode(trx, now, who.siteId, stateToken);
    if (!reissued) throw invalidStateToken();
    const identity = await findIdentity(trx, who.siteId, reissued.identityId);
    if (!identity) throw invalidStateToken();
    const sent = await addHit(trx, who.siteId, `email:acct:${identity.email_normalized}`, EMAIL_ACCOUNT_RULE, now);
    if (sent > EMAIL_ACCOUNT_RULE.refuseAfter) throw throttled(EMAIL_ACCOUNT_RULE.windowMs / 1000);
    await queueMail(trx, verificationCodeMail(who.siteId, policy.brand, identity.email, reissued.code, EMAIL_CODE_TTL_MS / 60_000), now);
  });
  return {};
}

/** POST verification/v1/start: e-mails a code to an identity's address; answers the `verificationId` to verify it with. */
export async function startVerification(ctx: AppContext, siteId: string, identityId: string): Promise<{ verificationId: string }> {
  const policy = await sitePolicy(ctx.db, siteId);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const identity = await findIdentity(trx, siteId, identityId);
    if (!identity || identity.status === 'DELETED') throw notFound('IDENTITY_NOT_FOUND', 'Identity');
    const sent = await addHit(trx, siteId, `email:acct:${identity.email_normalized}`, EMAIL_ACCOUNT_RULE, now);
    if (sent > EMAIL_ACCOUNT_RULE.refuseAfter) throw throttled(EMAIL_ACCOUNT_RULE.windowMs / 1000);
    const issued = await issueEmailCode(trx, now, { siteId, identityId, purpose: 'VERIFY' });
    await queueMail(trx, verificationCodeMail(siteId, policy.brand, identity.email, issued.code, EMAIL_CODE_TTL_MS / 60_000), now);
    return { verificationId: issued.stateToken };
  });
}

/** POST verification/v1/verify: the code of a started verification; the identity's e-mail becomes verified. */
export async function completeVerification(
  ctx: AppContext,
  siteId: string,
  identityId: string | undefined,
  input: { code?: unknown; verificationId?: unknown },
  by: EventIdentity = identityId ? { identityType: 'MEMBER', memberId: identityId } : { identityType: 'UNKNOWN' },
): Promise<Record<string, never>> {
  const verificationId = typeof input.verificationId === 'string' ? input.verificationId : '';
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (!verificationId || verificationId.length > 200) throw invalidStateToken();
  const check = await checkEmailCode(ctx.db, ctx.clock(), siteId, verificationId, code, 'VERIFY');
  if (check.result !== 'ok') refuse(check);
  // A member may complete only their own verification.
  if (identityId && check.identityId !== identityId) throw invalidStateToken();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeEmailCode(trx, ctx.clock(), check.id))) throw invalidStateToken();
    const identity = await findIdentity(trx, siteId, check.identityId, { forUpdate: true });
    if (!identity || identity.status === 'DELETED') throw invalidStateToken();
    await markEmailVerified(ctx, trx, identity, by);
  });
  return {};
}

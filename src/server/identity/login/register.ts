// Registering a member: checks (e-mail, password, profile, a limit per address), the identity row, and where it stands.
import { randomUUID } from 'node:crypto';
import type { StateMachineResponse } from '../../../wire/identity.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { emailExists, invalidEmailField, invalidPasswordFormat, throttled } from '../identity-errors.js';
import { isEmailAddress, normalizeEmail } from '../members/email-address.js';
import { findIdentityByEmail, statusFor, type IdentityRow } from '../members/identities.js';
import { hashPassword, passwordProblem } from '../security/passwords.js';
import { parseProfile } from '../members/profile.js';
import { queueMemberCreated, queueMemberStatusChange } from '../members/member-events.js';
import { identityOfCaller } from '../../events/index.js';
import { addHit, REGISTER_IP_RULE, scaledIpRule } from '../security/rate-limits.js';
import { pendingReasonsFor, sitePolicy } from '../members/site-policy.js';
import { decideState, respond, type ShopperRequest } from './state-responses.js';

/** The register request as received (checked here, so every failure is an application error but the e-mail's). */
export interface RegisterInput {
  loginId?: unknown;
  email?: unknown;
  password?: unknown;
  profile?: unknown;
  captchaTokens?: unknown;
}

/** The e-mail of a `loginId` (or of a top-level `email`). */
export function loginEmailOf(input: { loginId?: unknown; email?: unknown }): unknown {
  const loginId = input.loginId;
  if (loginId && typeof loginId === 'object' && 'email' in loginId) return (loginId as { email: unknown }).email;
  return input.email;
}

/** True for a unique violation of PostgreSQL (two registrations of one e-mail at once). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Counts the registration against the address (atomically) and refuses it (429) when the address registered too often
 * lately ({@link REGISTER_IP_RULE}). No captcha: the official packages cannot answer one (`captchaTokens` is ignored).
 */
async function guardRegistration(ctx: AppContext, who: ShopperRequest): Promise<void> {
  const ipRule = scaledIpRule(REGISTER_IP_RULE, ctx.config.ipRateLimitScale);
  const hits = await addHit(ctx.db, who.siteId, `register:ip:${who.ip}`, ipRule, ctx.clock());
  if (hits > ipRule.refuseAfter) throw throttled(ipRule.windowMs / 1000);
}

/**
 * Registers a member. An e-mail held by a member who never confirmed it is taken over (the new password and
 * profile replace the old ones and the address must be confirmed again), so nobody can squat an address.
 */
export async function register(ctx: AppContext, who: ShopperRequest, input: RegisterInput): Promise<StateMachineResponse> {
  const email = loginEmailOf(input);
  if (!isEmailAddress(typeof email === 'string' ? email.trim() : email)) throw invalidEmailField();
  const address = (email as string).trim();
  const problem = passwordProblem(input.password);
  if (problem) throw invalidPasswordFormat(problem);
  const profile = parseProfile(input.profile);
  await guardRegistration(ctx, who);
  const passwordHash = await hashPassword(input.password as string);
  const policy = await sitePolicy(ctx.db, who.siteId);
  const { status, pending_reasons } = statusFor(pendingReasonsFor(policy));
  const normalized = normalizeEmail(address);
  try {
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.clock();
      const existing = await findIdentityByEmail(trx, who.siteId, normalized);
      let identity: IdentityRow;
      if (existing) {
        const unconfirmed =
          existing.status === 'PENDING' && !existing.email_verified && existing.pending_reasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED');
        if (!unconfirmed) throw emailExists();
        await trx.deleteFrom('identity_email_codes').where('identity_id', '=', existing.id).execute();
        identity = await trx
          .updateTable('identities')
          .set((eb) => ({
            email: address,
            password_hash: passwordHash,
            profile: JSON.stringify(profile),
            status,
            pending_reasons,
            updated_at: now,
            revision: eb('revision', '+', 1),
          }))
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await queueMemberStatusChange(trx, existing.status, identity, identityOfCaller(who), now);
      } else {
        identity = await trx
          .insertInto('identities')
          .values({
            id: randomUUID(),
            site_id: who.siteId,
            email: address,
            email_normalized: normalized,
            email_verified: false,
            password_hash: passwordHash,
            status,
            pending_reasons,
            profile: JSON.stringify(profile),
            password_changed_at: now,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await queueMemberCreated(trx, identity, identityOfCaller(who), now);
      }
      return decideState(ctx, trx, identity, policy);
    });
    return await respond(ctx, outcome, who);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
}

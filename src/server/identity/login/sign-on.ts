// Sign-on by a trusted backend (merchant API key): finds or creates the member by e-mail and answers a session token.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Identity } from '../../../wire/identity.js';
import { invalidEmailField, memberBlocked } from '../identity-errors.js';
import { isEmailAddress, normalizeEmail } from '../members/email-address.js';
import { findIdentityByEmail, identityToWire, statusFor } from '../members/identities.js';
import { parseProfile } from '../members/profile.js';
import { queueMemberCreated, queueMemberStatusChange } from '../members/member-events.js';
import type { EventIdentity } from '../../../wire/events.js';
import { loginEmailOf } from './register.js';
import { issueSessionToken } from '../sessions/session-tokens.js';
import { joinGuestOrders } from '../../orders/index.js';

/** The sign-on request as received. */
export interface SignOnInput {
  loginId?: unknown;
  email?: unknown;
  profile?: unknown;
  verifyEmail?: unknown;
}

/**
 * POST authentication/v2/sign-on. A new member is ACTIVE without a password (a password login answers `-19973`
 * until one is set); `verifyEmail` marks the address verified. An existing member's profile fields are replaced
 * by the ones sent. The session token is traded at /oauth2/authorize like a login's.
 */
export async function signOn(
  ctx: AppContext,
  siteId: string,
  input: SignOnInput,
  by: EventIdentity = { identityType: 'APP' },
): Promise<{ sessionToken: string; identity: Identity }> {
  const email = loginEmailOf(input);
  if (typeof email !== 'string' || !isEmailAddress(email.trim())) throw invalidEmailField();
  const profile = parseProfile(input.profile);
  const verifyEmail = input.verifyEmail === true;
  const identity = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const existing = await findIdentityByEmail(trx, siteId, normalizeEmail(email));
    if (existing) {
      if (existing.status === 'BLOCKED') throw memberBlocked();
      const reasons = verifyEmail ? existing.pending_reasons.filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED') : existing.pending_reasons;
      const updated = await trx
        .updateTable('identities')
        .set((eb) => ({
          profile: JSON.stringify({ ...existing.profile, ...profile }),
          ...statusFor(reasons),
          email_verified: existing.email_verified || verifyEmail,
          updated_at: now,
          revision: eb('revision', '+', 1),
        }))
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await queueMemberStatusChange(trx, existing.status, updated, by, now);
      if (verifyEmail) await joinGuestOrders(trx, { siteId, identityId: updated.id, emailNormalized: updated.email_normalized }, now);
      return updated;
    }
    const created = await trx
      .insertInto('identities')
      .values({
        id: randomUUID(),
        site_id: siteId,
        email: email.trim(),
        email_normalized: normalizeEmail(email),
        email_verified: verifyEmail,
        password_hash: null,
        status: 'ACTIVE',
        pending_reasons: [],
        profile: JSON.stringify(profile),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await queueMemberCreated(trx, created, by, now);
    if (verifyEmail) await joinGuestOrders(trx, { siteId, identityId: created.id, emailNormalized: created.email_normalized }, now);
    return created;
  });
  const sessionToken = await issueSessionToken(ctx, { identityId: identity.id, siteId });
  return { sessionToken, identity: identityToWire(identity) };
}

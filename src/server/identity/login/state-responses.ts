// Where a login or registration stands, as the state machine answer: SUCCESS with a session token, or the step still missing.
import type { Kysely } from 'kysely';
import type { StateMachineResponse } from '../../../wire/identity.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { queueMail } from '../../mail/index.js';
import { EMAIL_CODE_TTL_MS, issueEmailCode } from '../security/email-codes.js';
import { identityToWire, type IdentityRow } from '../members/identities.js';
import { throttled } from '../identity-errors.js';
import { verificationCodeMail } from '../members/member-emails.js';
import { addHit, EMAIL_ACCOUNT_RULE } from '../security/rate-limits.js';
import { issueSessionToken } from '../sessions/session-tokens.js';
import type { SitePolicy } from '../members/site-policy.js';
import { issueMfaChallenge, type IssuedChallenge } from '../mfa/mfa-challenges.js';
import { activeFactors } from '../mfa/member-factors.js';
import { relyingParty } from '../mfa/webauthn-factor.js';

/** Who is logging in: the site and visitor of the access token, and the request's address. */
export interface ShopperRequest {
  siteId: string;
  clientId: string;
  /** The visitor (or member) id of the access token the call carried. */
  subjectId: string;
  kind: 'visitor' | 'member';
  /** The client's address as rate limits count it (IPv6 by its /64: http/rate-limit-address.ts). */
  ip: string;
}

/** Where an identity stands, decided inside a transaction; {@link respond} turns it into the answer after commit. */
export type Outcome =
  | { state: 'SUCCESS'; identity: IdentityRow }
  | { state: 'REQUIRE_EMAIL_VERIFICATION'; identity: IdentityRow; stateToken: string }
  | { state: 'REQUIRE_OWNER_APPROVAL'; identity: IdentityRow }
  | { state: 'REQUIRE_MFA'; identity: IdentityRow; challenge: IssuedChallenge };

/** SUCCESS: a session token for the member (the visitor is remembered for the cart merge). Call it after commit. */
export async function successResponse(ctx: AppContext, identity: IdentityRow, who: Pick<ShopperRequest, 'kind' | 'subjectId'>): Promise<StateMachineResponse> {
  const sessionToken = await issueSessionToken(ctx, {
    identityId: identity.id,
    siteId: identity.site_id,
    ...(who.kind === 'visitor' ? { visitorId: who.subjectId } : {}),
  });
  return { state: 'SUCCESS', sessionToken, identity: identityToWire(identity) };
}

/** Sends a verification code for an identity (refused when the account got too many e-mails lately). */
async function sendLoginCode(ctx: AppContext, trx: Kysely<Database>, identity: IdentityRow, policy: SitePolicy): Promise<string> {
  const now = ctx.clock();
  const sent = await addHit(trx, identity.site_id, `email:acct:${identity.email_normalized}`, EMAIL_ACCOUNT_RULE, now);
  if (sent > EMAIL_ACCOUNT_RULE.refuseAfter) throw throttled(EMAIL_ACCOUNT_RULE.windowMs / 1000);
  const issued = await issueEmailCode(trx, now, { siteId: identity.site_id, identityId: identity.id, purpose: 'LOGIN' });
  await queueMail(trx, verificationCodeMail(identity.site_id, policy.brand, identity.email, issued.code, EMAIL_CODE_TTL_MS / 60_000), now);
  return issued.stateToken;
}

/** SUCCESS for a member without second factors; REQUIRE_MFA (a challenge opened in the transaction) for one with them. */
export async function successOrMfa(ctx: AppContext, trx: Kysely<Database>, identity: IdentityRow): Promise<Outcome> {
  const factors = await activeFactors(trx, identity.site_id, identity.id);
  if (factors.length === 0) return { state: 'SUCCESS', identity };
  return { state: 'REQUIRE_MFA', identity, challenge: await issueMfaChallenge(trx, ctx.clock(), relyingParty(ctx.config).rpID, identity, factors) };
}

/**
 * Where an identity that authenticated stands: REQUIRE_EMAIL_VERIFICATION (a code is e-mailed), REQUIRE_OWNER_APPROVAL,
 * REQUIRE_MFA (the member has second factors), or SUCCESS. Runs in the caller's transaction (the code, the mail and the
 * challenge are written there) and uses nothing but it.
 */
export async function decideState(ctx: AppContext, trx: Kysely<Database>, identity: IdentityRow, policy: SitePolicy): Promise<Outcome> {
  if (identity.pending_reasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) {
    return { state: 'REQUIRE_EMAIL_VERIFICATION', identity, stateToken: await sendLoginCode(ctx, trx, identity, policy) };
  }
  if (identity.pending_reasons.includes('PENDING_ADMIN_APPROVAL_REQUIRED')) return { state: 'REQUIRE_OWNER_APPROVAL', identity };
  return successOrMfa(ctx, trx, identity);
}

/** The state machine answer of an outcome; SUCCESS signs the session token (after the transaction committed). */
export async function respond(ctx: AppContext, outcome: Outcome, who: Pick<ShopperRequest, 'kind' | 'subjectId'>): Promise<StateMachineResponse> {
  switch (outcome.state) {
    case 'SUCCESS':
      return successResponse(ctx, outcome.identity, who);
    case 'REQUIRE_EMAIL_VERIFICATION':
      return { state: outcome.state, stateToken: outcome.stateToken, identity: identityToWire(outcome.identity) };
    case 'REQUIRE_OWNER_APPROVAL':
      return { state: outcome.state, identity: identityToWire(outcome.identity) };
    case 'REQUIRE_MFA': {
      // Only the id until the second factor is answered: the password alone does not show the member's profile.
      const { stateToken, requireMfaData, mfaChallengeData } = outcome.challenge;
      return { state: outcome.state, stateToken, identity: { id: outcome.identity.id }, requireMfaData, mfaChallengeData };
    }
  }
}

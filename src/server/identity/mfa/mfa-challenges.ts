// Logins waiting for a second factor: the state token of REQUIRE_MFA, its attempt limit, and the challenge data the answer carries.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AvailableFactor, MfaChallengeData } from '../../../wire/identity.js';
import type { Database } from '../../db/schema.js';
import { digest, randomSecret } from '../../auth/index.js';
import { consumeStateToken, liveStateToken, refusedStateToken } from '../security/state-tokens.js';
import type { FactorRow } from './member-factors.js';
import { authenticationOptions } from './webauthn-factor.js';

/** How long a login may wait for its second factor. */
export const MFA_CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong answers allowed per state token before it is dead (log in again with the password). */
export const MFA_MAX_ATTEMPTS = 5;

/** A new challenge: the state token the client keeps and what the answer shows. */
export interface IssuedChallenge {
  stateToken: string;
  requireMfaData: { availableFactors: AvailableFactor[]; reason: 'USER_SETTINGS' };
  mfaChallengeData: MfaChallengeData;
}

/** What claiming an attempt found. */
export type ChallengeClaim =
  { result: 'ok'; id: string; identityId: string; attemptsLeft: number; webauthnChallenge: string | null } | { result: 'exhausted' } | { result: 'unknown' };

/**
 * Opens a challenge for an identity with active factors (in the caller's transaction). The factors it may be answered
 * with: each active kind, and RECOVERY_CODE. A member with a passkey gets WebAuthn request options for it at once.
 */
export async function issueMfaChallenge(
  db: Kysely<Database>,
  now: Date,
  rpID: string,
  identity: { id: string; site_id: string },
  factors: FactorRow[],
): Promise<IssuedChallenge> {
  const kinds = [...new Set(factors.map((f) => f.type))].sort((a, b) => (a === 'WEBAUTHN' ? -1 : b === 'WEBAUTHN' ? 1 : 0));
  const availableFactors: AvailableFactor[] = [...kinds, 'RECOVERY_CODE' as const].map((factorType) => ({ factorType, factorStatus: 'ENABLED' }));
  const passkeys = factors.filter((f) => f.type === 'WEBAUTHN');
  const id = randomUUID();
  const webauthn = passkeys.length > 0 ? await authenticationOptions(passkeys, id, rpID) : undefined;
  const stateToken = randomSecret(32);
  await db
    .insertInto('identity_mfa_challenges')
    .values({
      id,
      site_id: identity.site_id,
      identity_id: identity.id,
      state_token_hash: digest(stateToken),
      webauthn_challenge: webauthn?.challenge ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + MFA_CHALLENGE_TTL_MS),
    })
    .execute();
  return {
    stateToken,
    requireMfaData: { availableFactors, reason: 'USER_SETTINGS' },
    mfaChallengeData: {
      factorType: kinds[0],
      availableFactors,
      reason: 'USER_SETTINGS',
      ...(webauthn ? { verificationChallengeData: { webauthnData: webauthn } } : {}),
    },
  };
}

/** Takes one attempt of a live challenge atomically (parallel guesses cannot pass the limit). */
export async function claimMfaAttempt(db: Kysely<Database>, now: Date, siteId: string, stateToken: string): Promise<ChallengeClaim> {
  const claimed = await db
    .updateTable('identity_mfa_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where((eb) => liveStateToken(eb, siteId, stateToken, now))
    .where('attempts', '<', MFA_MAX_ATTEMPTS)
    .returning(['id', 'identity_id', 'attempts', 'webauthn_challenge'])
    .executeTakeFirst();
  if (!claimed) return refusedStateToken(db, 'identity_mfa_challenges', now, siteId, stateToken);
  return {
    result: 'ok',
    id: claimed.id,
    identityId: claimed.identity_id,
    attemptsLeft: MFA_MAX_ATTEMPTS - claimed.attempts,
    webauthnChallenge: claimed.webauthn_challenge,
  };
}

/** Marks a challenge answered (in the transaction that signs the member in); false when it was answered concurrently. */
export async function consumeMfaChallenge(db: Kysely<Database>, now: Date, id: string): Promise<boolean> {
  return consumeStateToken(db, 'identity_mfa_challenges', now, id);
}

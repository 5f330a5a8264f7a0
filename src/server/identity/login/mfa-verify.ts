// POST /v2/{factorType}/verify for second factors: a TOTP code, a recovery code or a passkey assertion finishes a REQUIRE_MFA login.
import type { StateMachineResponse } from '../../../wire/identity.js';
import type { AppContext } from '../../context.js';
import { storedSecret, stepOfCode } from '../../auth/index.js';
import { memberTotpContext } from '../mfa/member-factors.js';
import { findIdentity } from '../members/identities.js';
import { codeAttemptsExceeded, factorNotAvailable, invalidFactorCode, invalidStateToken, memberBlocked, throttled } from '../identity-errors.js';
import { activeFactors } from '../mfa/member-factors.js';
import { claimMfaAttempt, consumeMfaChallenge } from '../mfa/mfa-challenges.js';
import { addHit, clearHits, type RateRule } from '../security/rate-limits.js';
import { useRecoveryCode } from '../mfa/recovery-codes.js';
import { respond, type ShopperRequest } from './state-responses.js';
import { acceptAssertion, invalidWebauthn } from '../mfa/webauthn-factor.js';

/** The second factors this store verifies. */
export type SecondFactorType = 'TOTP' | 'RECOVERY_CODE' | 'WEBAUTHN';

/** Wrong second factors per member: refused after 10 in 15 minutes (each state token also dies after 5). */
export const MFA_ACCOUNT_RULE: RateRule = { windowMs: 15 * 60_000, captchaAfter: Infinity, refuseAfter: 10 };

/** The answer a factor carries: `totpData.code`, `recoveryCodeData.code`, or `webauthnData.credential`. */
function answerOf(factorType: SecondFactorType, body: Record<string, unknown>): unknown {
  const data = (key: string) => (body[key] && typeof body[key] === 'object' ? (body[key] as Record<string, unknown>) : {});
  if (factorType === 'TOTP') return data('totpData').code;
  if (factorType === 'RECOVERY_CODE') return data('recoveryCodeData').code;
  return data('webauthnData').credential;
}

/**
 * Verifies a second factor of a pending login. The attempt is taken from the state token first (five per token) and
 * counted against the member (ten wrong ones in 15 minutes refuse further tries); a TOTP code passes once per time
 * step, a recovery code once ever, a passkey's assertion must sign this login's challenge. Then the login finishes
 * with SUCCESS, as a password login without factors does.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  who: ShopperRequest,
  factorType: SecondFactorType,
  body: Record<string, unknown>,
): Promise<StateMachineResponse> {
  const stateToken = typeof body.stateToken === 'string' ? body.stateToken : '';
  if (!stateToken || stateToken.length > 200) throw invalidStateToken();
  const answer = answerOf(factorType, body);
  const now = ctx.clock();
  const claim = await claimMfaAttempt(ctx.db, now, who.siteId, stateToken);
  if (claim.result === 'exhausted') throw codeAttemptsExceeded();
  if (claim.result === 'unknown') throw invalidStateToken();
  const counter = `mfa:acct:${claim.identityId}`;
  if ((await addHit(ctx.db, who.siteId, counter, MFA_ACCOUNT_RULE, now)) > MFA_ACCOUNT_RULE.refuseAfter) throw throttled(MFA_ACCOUNT_RULE.windowMs / 1000);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const identity = await findIdentity(trx, who.siteId, claim.identityId, { forUpdate: true });
    if (!identity || identity.status === 'DELETED') throw invalidStateToken();
    const factors = await activeFactors(trx, who.siteId, identity.id);
    if (factors.length === 0) throw invalidStateToken();
    let accepted = false;
    if (factorType === 'RECOVERY_CODE') {
      accepted = typeof answer === 'string' && answer.length <= 100 && (await useRecoveryCode(trx, who.siteId, identity.id, answer, now));
    } else if (factorType === 'TOTP') {
      const totps = factors.filter((f) => f.type === 'TOTP');
      if (totps.length === 0) throw factorNotAvailable('TOTP');
      const code = typeof answer === 'string' ? answer.trim() : '';
      for (const factor of totps) {
        const secret = factor.totp_secret ? storedSecret(ctx.config.secretsKey, memberTotpContext(factor.id), factor.totp_secret) : undefined;
        const step = secret ? stepOfCode(secret, code, now) : undefined;
        if (step === undefined) continue;
        // A code passes once: only a step after the last accepted one moves the factor on.
        const moved = await trx
          .updateTable('identity_factors')
          .set({ totp_last_step: step })
          .where('id', '=', factor.id)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .executeTakeFirst();
        if (moved.numUpdatedRows > 0n) accepted = true;
        break;
      }
    } else {
      const passkeys = factors.filter((f) => f.type === 'WEBAUTHN');
      if (passkeys.length === 0 || !claim.webauthnChallenge) throw factorNotAvailable('WEBAUTHN');
      const challengeId = body.webauthnData && typeof body.webauthnData === 'object' ? (body.webauthnData as { challengeId?: unknown }).challengeId : undefined;
      if (challengeId !== undefined && challengeId !== null && challengeId !== claim.id) throw invalidWebauthn('challengeId is not the one of this login');
      accepted = await acceptAssertion(trx, ctx.config, passkeys, claim.webauthnChallenge, answer);
      if (!accepted) throw invalidWebauthn('The passkey assertion does not verify for this login');
    }
    if (!accepted) throw invalidFactorCode(claim.attemptsLeft);
    if (!(await consumeMfaChallenge(trx, now, claim.id))) throw invalidStateToken();
    if (identity.status === 'BLOCKED') throw memberBlocked();
    return { state: 'SUCCESS' as const, identity };
  });
  await clearHits(ctx.db, who.siteId, counter);
  return respond(ctx, outcome, who);
}

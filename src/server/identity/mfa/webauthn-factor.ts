// WebAuthn (passkey) second factors with @simplewebauthn/server: registration on the account page, assertions at login.
import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { ActivateFactorResponse, WebAuthnChallengeData } from '../../../wire/identity.js';
import type { ShopperCaller } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { applicationError, forbidden, type HttpError } from '../../http/http-error.js';
import { findIdentity } from '../members/identities.js';
import { memberBlocked } from '../identity-errors.js';
import { activateFactor, pendingFactor, requireMember, type FactorRow } from './member-factors.js';

/** The relying party: the store's public origin and its host name (the rpID). */
export function relyingParty(config: { publicUrl: string }): { rpID: string; origin: string } {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** A WebAuthn answer that does not verify. */
export function invalidWebauthn(description: string): HttpError {
  return applicationError(400, 'INVALID_WEBAUTHN_RESPONSE', 'Passkey not accepted', description);
}

/** Request options for the member's passkeys, as the REQUIRE_MFA answer carries them. */
export async function authenticationOptions(passkeys: FactorRow[], challengeId: string, rpID: string): Promise<WebAuthnChallengeData & { challenge: string }> {
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.credential_id ?? '', ...(p.transports ? { transports: p.transports } : {}) })),
    userVerification: 'discouraged',
  });
  return {
    challengeId,
    publicKeyCredentialRequestOptionsJson: JSON.stringify(options),
    challenge: options.challenge,
    allowCredentials: (options.allowCredentials ?? []).map((c) => ({ id: c.id, type: 'public-key', ...(c.transports ? { transports: c.transports } : {}) })),
    extensions: { ...options.extensions },
  };
}

/** POST factors/webauthn: creation options for a new passkey; the factor is pending until its attestation is verified. */
export async function startPasskey(ctx: AppContext, caller: ShopperCaller): Promise<{ factorId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const member = requireMember(caller);
  const { rpID } = relyingParty(ctx.config);
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await findIdentity(trx, member.siteId, member.subjectId, { forUpdate: true });
    if (!identity || identity.status === 'DELETED') throw forbidden('The member no longer exists');
    if (identity.status === 'BLOCKED') throw memberBlocked();
    const site = await trx.selectFrom('sites').select('name').where('id', '=', member.siteId).executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('identity_factors')
      .select(['credential_id', 'transports'])
      .where('site_id', '=', member.siteId)
      .where('identity_id', '=', identity.id)
      .where('type', '=', 'WEBAUTHN')
      .where('status', '=', 'ACTIVE')
      .execute();
    await trx
      .deleteFrom('identity_factors')
      .where('site_id', '=', member.siteId)
      .where('identity_id', '=', identity.id)
      .where('type', '=', 'WEBAUTHN')
      .where('status', '=', 'INACTIVE')
      .execute();
    const options = await generateRegistrationOptions({
      rpName: site.name || 'Tote',
      rpID,
      userName: identity.email,
      userID: new TextEncoder().encode(identity.id),
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: c.credential_id ?? '', ...(c.transports ? { transports: c.transports } : {}) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    const factorId = randomUUID();
    await trx
      .insertInto('identity_factors')
      .values({
        id: factorId,
        site_id: member.siteId,
        identity_id: identity.id,
        type: 'WEBAUTHN',
        status: 'INACTIVE',
        name: 'Passkey',
        webauthn_challenge: options.challenge,
        created_at: ctx.clock(),
      })
      .execute();
    return { factorId, options };
  });
}

/** A credential JSON as the browser serialized it (a string or an object), or undefined when it is not one. */
function credentialJson<T>(credential: unknown): T | undefined {
  try {
    const value: unknown = typeof credential === 'string' ? JSON.parse(credential) : credential;
    return value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/** POST factors/{id}/activate for WebAuthn: the attestation of the pending passkey turns it on. */
export async function activatePasskey(ctx: AppContext, caller: ShopperCaller, factorId: string, credential: unknown): Promise<ActivateFactorResponse> {
  const member = requireMember(caller);
  const response = credentialJson<RegistrationResponseJSON>(credential);
  if (!response) throw invalidWebauthn('credential must be the PublicKeyCredential JSON of navigator.credentials.create');
  const { rpID, origin } = relyingParty(ctx.config);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await pendingFactor(trx, member, factorId);
    if (row.type !== 'WEBAUTHN' || !row.webauthn_challenge) throw invalidWebauthn('The factor is not a pending passkey');
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: row.webauthn_challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw invalidWebauthn(error instanceof Error ? error.message : 'The attestation does not verify');
    });
    if (!verified.verified) throw invalidWebauthn('The attestation does not verify');
    const info = verified.registrationInfo.credential;
    await trx
      .updateTable('identity_factors')
      .set({
        credential_id: info.id,
        public_key: Buffer.from(info.publicKey).toString('base64url'),
        sign_count: info.counter,
        transports: info.transports ? JSON.stringify(info.transports) : null,
      })
      .where('id', '=', row.id)
      .execute();
    return activateFactor(trx, row, ctx.clock());
  });
}

/**
 * Checks an assertion against the member's passkeys and the challenge's options (in the caller's transaction); on
 * success the passkey's signature counter moves on. False when it does not verify.
 */
export async function acceptAssertion(
  trx: Kysely<Database>,
  config: { publicUrl: string },
  passkeys: FactorRow[],
  expectedChallenge: string,
  credential: unknown,
): Promise<boolean> {
  const response = credentialJson<AuthenticationResponseJSON>(credential);
  const passkey = response && passkeys.find((p) => p.credential_id === response.id);
  if (!response || !passkey?.public_key || !passkey.credential_id) return false;
  const { rpID, origin } = relyingParty(config);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
      counter: Number(passkey.sign_count),
      ...(passkey.transports ? { transports: passkey.transports } : {}),
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) return false;
  await trx.updateTable('identity_factors').set({ sign_count: result.authenticationInfo.newCounter }).where('id', '=', passkey.id).execute();
  return true;
}

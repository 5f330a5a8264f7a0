// Response schemas of the identity calls: the login state machine, the member's second factors, verification and captcha.
import { Type } from 'typebox';
import { FactorState, FactorStatus, FactorType, IdentityStatus, MfaReason, PendingReason, StateType } from '../../../../wire/enums.js';
import { literals } from './literals.js';

/** A member as the state machine answers it (`Identity` of src/wire/identity.ts); the profile's many optional fields are left open. */
const IdentitySchema = Type.Object({
  id: Type.Optional(Type.String()),
  revision: Type.Optional(Type.String()),
  createdDate: Type.Optional(Type.String()),
  updatedDate: Type.Optional(Type.String()),
  identityProfile: Type.Optional(Type.Object({}, { additionalProperties: true, description: '`IdentityProfile` of src/wire/identity.ts' })),
  email: Type.Optional(Type.Object({ address: Type.String(), isVerified: Type.Boolean() })),
  status: Type.Optional(
    Type.Object({ name: literals(Object.values(IdentityStatus)), reasons: Type.Optional(Type.Array(literals(Object.values(PendingReason)))) }),
  ),
  factors: Type.Optional(
    Type.Array(
      Type.Object({
        factorId: Type.Optional(Type.String()),
        type: Type.Optional(literals(Object.values(FactorType))),
        status: Type.Optional(literals(Object.values(FactorStatus))),
      }),
    ),
  ),
});

/** A factor that may answer a second-factor challenge. */
const AvailableFactorSchema = Type.Object({
  factorType: Type.Optional(literals(Object.values(FactorType))),
  factorStatus: Type.Optional(literals(Object.values(FactorState))),
});

/** The WebAuthn part of a second-factor challenge. */
const WebAuthnChallengeSchema = Type.Object({
  challengeId: Type.Optional(Type.String()),
  publicKeyCredentialRequestOptionsJson: Type.Optional(Type.String()),
  challenge: Type.Optional(Type.String()),
  allowCredentials: Type.Optional(
    Type.Array(Type.Object({ id: Type.String(), type: Type.Literal('public-key'), transports: Type.Optional(Type.Array(Type.String())) })),
  ),
  extensions: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** Answer of login, register, the verify calls and recover (`StateMachineResponse` of src/wire/identity.ts). */
export const StateMachineResponseSchema = Type.Object({
  state: literals(Object.values(StateType)),
  sessionToken: Type.Optional(Type.String({ description: 'On SUCCESS: exchanged for member tokens through an authorize redirect session' })),
  stateToken: Type.Optional(Type.String({ description: 'While the flow waits (e-mail verification, a second factor)' })),
  identity: Type.Optional(IdentitySchema),
  additionalData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  requireMfaData: Type.Optional(
    Type.Object({ availableFactors: Type.Optional(Type.Array(AvailableFactorSchema)), reason: Type.Optional(literals(Object.values(MfaReason))) }),
  ),
  mfaChallengeData: Type.Optional(
    Type.Object({
      factorType: Type.Optional(literals(Object.values(FactorType))),
      availableFactors: Type.Optional(Type.Array(AvailableFactorSchema)),
      reason: Type.Optional(literals(Object.values(MfaReason))),
      verificationChallengeData: Type.Optional(Type.Object({ hint: Type.Optional(Type.String()), webauthnData: Type.Optional(WebAuthnChallengeSchema) })),
    }),
  ),
});

/** A second factor of the signed-in member (`MemberFactor`). */
const MemberFactorSchema = Type.Object({
  factorId: Type.String(),
  type: literals(['TOTP', 'WEBAUTHN']),
  status: literals(['INACTIVE', 'ACTIVE']),
  name: Type.Optional(Type.String()),
  createdDate: Type.String({ format: 'date-time' }),
});

/** GET /v2/factors (`ListFactorsResponse`). */
export const ListFactorsResponseSchema = Type.Object({ factors: Type.Array(MemberFactorSchema), recoveryCodesLeft: Type.Integer({ minimum: 0 }) });

/** POST /v2/factors/totp (`StartTotpResponse`). */
export const StartTotpResponseSchema = Type.Object({
  factorId: Type.String(),
  secret: Type.String({ description: 'Base32, for typing into an authenticator app' }),
  otpauthUrl: Type.String({ examples: ['otpauth://totp/...'] }),
});

/** POST /v2/factors/webauthn: the pending factor and PublicKeyCredentialCreationOptionsJSON (WebAuthn L3) for `navigator.credentials.create`. */
export const StartPasskeyResponseSchema = Type.Object({
  factorId: Type.String(),
  options: Type.Object(
    {
      rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
      user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
      challenge: Type.String({ description: 'base64url' }),
      pubKeyCredParams: Type.Array(Type.Object({ type: Type.Literal('public-key'), alg: Type.Integer() })),
      timeout: Type.Optional(Type.Integer()),
      excludeCredentials: Type.Optional(Type.Array(Type.Object({ id: Type.String(), type: Type.Literal('public-key') }, { additionalProperties: true }))),
      authenticatorSelection: Type.Optional(Type.Object({}, { additionalProperties: true })),
      attestation: Type.Optional(Type.String()),
      extensions: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      hints: Type.Optional(Type.Array(Type.String())),
    },
    { description: 'PublicKeyCredentialCreationOptionsJSON' },
  ),
});

/** POST /v2/factors/{factorId}/activate (`ActivateFactorResponse`). */
export const ActivateFactorResponseSchema = Type.Object({
  factor: MemberFactorSchema,
  recoveryCodes: Type.Optional(Type.Array(Type.String(), { description: 'Shown once, when the member had no unused codes' })),
});

/** POST /v2/recovery-codes (`RecoveryCodesResponse`). */
export const RecoveryCodesResponseSchema = Type.Object({ recoveryCodes: Type.Array(Type.String()) });

/** POST /_api/iam/verification/v1/start: the id the code is verified with. */
export const StartVerificationResponseSchema = Type.Object({ verificationId: Type.String() });

/** GET /_api/iam/captcha/v1/challenge: an ALTCHA v2 challenge (altcha-lib `Challenge`). */
export const CaptchaChallengeSchema = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String({ examples: ['SHA-256'] }),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Number(),
    keyLength: Type.Number(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    memoryCost: Type.Optional(Type.Number()),
    parallelism: Type.Optional(Type.Number()),
    expiresAt: Type.Optional(Type.Number({ description: 'Unix seconds' })),
    data: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]))),
  }),
  signature: Type.Optional(Type.String()),
});

/** POST /oauth2/session: whose hosted session the cookie now carries. */
export const HostedSessionResponseSchema = Type.Object({ siteId: Type.String(), identityId: Type.String() });

// Identity shapes: login, register, e-mail verification, password recovery, and the state machine answer they share.
import type { WireAddress } from './address.js';
import type {
  AddressTag,
  EmailTag,
  FactorState,
  FactorStatus,
  FactorType,
  IdentityStatus,
  MfaReason,
  PendingReason,
  PhoneTag,
  PrivacyStatus,
  StateType,
  VerificationTarget,
} from './enums.js';

/** Application error codes of login and register (API.md "Errors"). */
export const IdentityErrorCode = {
  /** Register: the e-mail already has a member. */
  EMAIL_EXISTS: '-19995',
  /** Login: the password is wrong. */
  INVALID_PASSWORD: '-19976',
  /** Login: the member must reset the password first. */
  RESET_PASSWORD: '-19973',
  /** The captcha token is missing. */
  MISSING_CAPTCHA: '-19971',
  /** The captcha token is not valid. */
  INVALID_CAPTCHA: '-19970',
} as const;

/** A login id; only e-mail is supported. */
export interface LoginId {
  email: string;
}

/** Captcha tokens as the wire carries them (one entry with either kind). */
export interface WireCaptchaToken {
  Recaptcha?: string;
  InvisibleRecaptcha?: string;
  NoCaptcha?: string;
}

/** A custom profile field's value: a string, a number or a date (ISO string on the wire). */
export interface CustomValue {
  strValue?: string;
  numValue?: number;
  dateValue?: string;
  boolValue?: boolean;
  listValue?: { value?: CustomValue[] };
  mapValue?: { value?: Record<string, CustomValue> };
}

/** A named custom profile field. */
export interface CustomField {
  name: string;
  value: CustomValue;
}

/** A member's profile. */
export interface IdentityProfile {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  picture?: string;
  emails?: string[];
  phones?: string[];
  labels?: string[];
  language?: string;
  privacyStatus?: PrivacyStatus;
  customFields?: CustomField[];
  secondaryEmails?: { email: string; tag?: EmailTag }[];
  phonesV2?: { countryCode?: string; phone: string; tag?: PhoneTag }[];
  addresses?: { address: WireAddress; tag?: AddressTag }[];
  company?: string;
  position?: string;
  birthdate?: string;
  slug?: string;
  subscription?: boolean;
  vatId?: string;
}

/** An enrolled authentication factor. */
export interface Factor {
  factorId?: string;
  type?: FactorType;
  status?: FactorStatus;
}

/** A member (or visitor, user, app) known to the store. */
export interface Identity {
  id?: string;
  revision?: string;
  createdDate?: string;
  updatedDate?: string;
  identityProfile?: IdentityProfile;
  email?: { address: string; isVerified: boolean };
  status?: { name: IdentityStatus; reasons?: PendingReason[] };
  factors?: Factor[];
}

/** A factor the member may answer a second-factor challenge with. */
export interface AvailableFactor {
  factorType?: FactorType;
  factorStatus?: FactorState;
}

/** The WebAuthn part of a challenge: the request options as JSON, and (Tote) the same options' parts as fields. */
export interface WebAuthnChallengeData {
  challengeId?: string;
  /** PublicKeyCredentialRequestOptionsJSON (WebAuthn L3), as a string. */
  publicKeyCredentialRequestOptionsJson?: string;
  /** The base64url challenge of the options. */
  challenge?: string;
  allowCredentials?: { id: string; type: 'public-key'; transports?: string[] }[];
  extensions?: Record<string, unknown>;
}

/** What a second-factor challenge asks for: the factor to answer first, every factor that may answer, and why. */
export interface MfaChallengeData {
  factorType?: FactorType;
  availableFactors?: AvailableFactor[];
  reason?: MfaReason;
  verificationChallengeData?: {
    hint?: string;
    webauthnData?: WebAuthnChallengeData;
  };
}

/** The answer of login, register and verify: where the flow stands. */
export interface StateMachineResponse {
  state: StateType;
  /** Present on SUCCESS: exchanged for member tokens through an authorize redirect session. */
  sessionToken?: string;
  /** Present while the flow waits (e-mail verification, a second factor). */
  stateToken?: string;
  identity?: Identity;
  additionalData?: Record<string, CustomValue>;
  /** REQUIRE_MFA: the factors that may finish the login (the official package's `requireMfaData`). */
  requireMfaData?: { availableFactors?: AvailableFactor[]; reason?: MfaReason };
  /** REQUIRE_MFA: the challenge to answer through `POST /v2/{factorType}/verify`. */
  mfaChallengeData?: MfaChallengeData;
}

/** A second factor of the signed-in member, as the account calls list it (Tote). */
export interface MemberFactor {
  factorId: string;
  type: 'TOTP' | 'WEBAUTHN';
  status: 'INACTIVE' | 'ACTIVE';
  name?: string;
  createdDate: string;
}

/** GET /_api/iam/authentication/v2/factors (Tote): the member's factors and how many recovery codes are unused. */
export interface ListFactorsResponse {
  factors: MemberFactor[];
  recoveryCodesLeft: number;
}

/** POST /_api/iam/authentication/v2/factors/totp (Tote): a pending TOTP factor, confirmed with a first code. */
export interface StartTotpResponse {
  factorId: string;
  /** The base32 secret, for typing into an authenticator app. */
  secret: string;
  /** The `otpauth://totp/...` URI (a QR code of it is what apps scan). */
  otpauthUrl: string;
}

/** POST /_api/iam/authentication/v2/factors/{factorId}/activate (Tote): the factor, and new recovery codes when it is the first. */
export interface ActivateFactorResponse {
  factor: MemberFactor;
  /** Shown once: ten one-time codes, present when the member had no unused ones. */
  recoveryCodes?: string[];
}

/** POST /_api/iam/authentication/v2/recovery-codes (Tote): ten new one-time codes; the old ones stop working. */
export interface RecoveryCodesResponse {
  recoveryCodes: string[];
}

/** POST /_api/iam/authentication/v2/register. */
export interface RegisterRequest {
  loginId: LoginId;
  password: string;
  profile?: IdentityProfile;
  captchaTokens?: WireCaptchaToken[];
  clientMetaData?: Record<string, unknown>;
}

/** POST /_api/iam/authentication/v2/login. */
export interface LoginRequest {
  loginId: LoginId;
  password: string;
  captchaTokens?: WireCaptchaToken[];
  clientMetaData?: Record<string, unknown>;
  stateToken?: string;
}

/** POST /_api/iam/verification/v1/auth/verify: the e-mailed code of a pending login or registration. */
export interface VerifyRequest {
  code: string;
  stateToken: string;
}

/** POST /_api/iam/verification/v1/Start. */
export interface StartVerificationRequest {
  identityId?: string;
  target?: VerificationTarget;
}

/** POST /_api/iam/recovery/v1/send-email: a password-reset e-mail. */
export interface SendRecoveryEmailRequest {
  email: string;
  language?: string;
  /** Where the reset page sends the member afterwards. */
  redirect?: { url?: string; clientId?: string };
}

/** POST /_api/iam/recovery/v1/recover: sets a new password with the token of the e-mail. */
export interface RecoverRequest {
  recoveryToken: string;
  password: string;
}

/** The answer of recover (this store also says where the member stands: SUCCESS with a session token). */
export interface RecoverResponse {
  state?: StateType;
  sessionToken?: string;
  identity?: Identity;
  mfaChallengeData?: MfaChallengeData;
  additionalData?: Record<string, CustomValue>;
}

/** POST /_api/iam/authentication/v2/change-password. */
export interface ChangePasswordRequest {
  newPassword: string;
}

/** A member's address in the members API (the wire's address naming). */
export type MemberAddress = Pick<WireAddress, 'addressLine' | 'addressLine2' | 'city' | 'subdivision' | 'country' | 'postalCode' | 'streetAddress'>;

/** A custom field of a member's contact, keyed by its name in `contact.customFields`. */
export interface MemberCustomField {
  name: string;
  /** A string, a number, or a date as `YYYY-MM-DD` or an ISO timestamp. */
  value: string | number;
  /** How the store keeps the value (a Tote addition: forms pick the right input). */
  type: 'TEXT' | 'NUMBER' | 'DATE';
}

/** A member's contact details (members API). */
export interface MemberContact {
  firstName?: string;
  lastName?: string;
  phones: string[];
  emails: string[];
  addresses: MemberAddress[];
  birthdate?: string;
  company?: string;
  jobTitle?: string;
  customFields: Record<string, MemberCustomField>;
}

/** A member as GET /members/v1/members/my answers it (`{member}`). */
export interface Member {
  id: string;
  loginEmail: string;
  loginEmailVerified: boolean;
  status: 'APPROVED' | 'PENDING' | 'BLOCKED' | 'DELETED';
  /** The identity's own status and reasons. */
  identityStatus: { name: string; reasons: string[] };
  contact: MemberContact;
  profile: { nickname?: string; photo?: { url: string } };
  createdDate: string;
  updatedDate: string;
}

/**
 * PATCH /members/v1/members/{id}: only the fields sent change; `""` clears a text; `addresses` and `phones` replace the
 * whole list (an empty list changes nothing: DELETE .../addresses or .../phones clears one); a custom field set to
 * `null` is removed.
 */
export interface UpdateMemberRequest {
  member: {
    contact?: {
      firstName?: string;
      lastName?: string;
      phones?: string[];
      addresses?: MemberAddress[];
      birthdate?: string;
      company?: string;
      jobTitle?: string;
      customFields?: Record<string, { name?: string; value: string | number | null }>;
    };
    profile?: { nickname?: string };
  };
}

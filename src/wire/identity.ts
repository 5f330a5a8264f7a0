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

/** What a second-factor challenge asks for (not used by this store yet). */
export interface MfaChallengeData {
  factorType?: FactorType;
  availableFactors?: { factorType?: FactorType; factorStatus?: FactorState }[];
  reason?: MfaReason;
  verificationChallengeData?: {
    hint?: string;
    webauthnData?: { challengeId?: string; publicKeyCredentialRequestOptionsJson?: string; allowCredentials?: unknown[]; extensions?: unknown };
  };
}

/** The answer of login, register and verify: where the flow stands. */
export interface StateMachineResponse {
  state: StateType;
  /** Present on SUCCESS: exchanged for member tokens through an authorize redirect session. */
  sessionToken?: string;
  /** Present while the flow waits (e-mail verification). */
  stateToken?: string;
  identity?: Identity;
  additionalData?: Record<string, CustomValue>;
  mfaChallengeData?: MfaChallengeData;
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

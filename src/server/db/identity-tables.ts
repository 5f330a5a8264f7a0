// Row types of members' identities, their login state, OAuth codes, redirect sessions and the mail outbox.
import type { ColumnType } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './core-tables.js';

/** Identity status names of the wire (SPEC §4); OFFLINE and UNKNOWN_STATUS are never stored. */
export type IdentityStatus = 'PENDING' | 'ACTIVE' | 'BLOCKED' | 'DELETED';
/** Why an identity is PENDING. */
export type PendingReason = 'PENDING_ADMIN_APPROVAL_REQUIRED' | 'PENDING_EMAIL_VERIFICATION_REQUIRED';

/** A custom field value as stored (one of the three kinds the store accepts). */
export type StoredCustomValue = { strValue: string } | { numValue: number } | { dateValue: string };

/** An address of a member, in the wire's naming (`addressLine`, `formattedAddress`, `geocode`). */
export interface StoredAddress {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine?: string;
  addressLine2?: string;
  formattedAddress?: string;
  hint?: string;
  countryFullname?: string;
  subdivisionFullname?: string;
  geocode?: { latitude: number; longitude: number };
  streetAddress?: { name?: string; number?: string; apt?: string; formattedAddressLine?: string };
}

/** A member's profile as stored: the identity profile fields the store keeps. */
export interface StoredProfile {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  picture?: string;
  language?: string;
  company?: string;
  position?: string;
  birthdate?: string;
  privacyStatus?: 'UNDEFINED' | 'PUBLIC' | 'PRIVATE';
  labels?: string[];
  customFields?: { name: string; value: StoredCustomValue }[];
  phones?: { phone: string; countryCode?: string; tag: string }[];
  addresses?: { address: StoredAddress; tag: string }[];
}

/** A member of a site (the identity API's identity): e-mail, password hash, status and profile. */
export interface IdentitiesTable {
  id: string;
  site_id: string;
  email: string;
  /** Lower-cased e-mail: unique per site among identities that are not DELETED. */
  email_normalized: string;
  email_verified: boolean;
  /** `scrypt$N$r$p$salt$hash`; null when the member has no password (sign-on, owner import). */
  password_hash: string | null;
  status: IdentityStatus;
  pending_reasons: PendingReason[];
  profile: Json<StoredProfile>;
  revision: ColumnType<number, number | undefined, number>;
  password_changed_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** An e-mailed 6-digit code and the state token that stands for it. */
export interface IdentityEmailCodesTable {
  id: string;
  site_id: string;
  identity_id: string;
  /** LOGIN: the code of a REQUIRE_EMAIL_VERIFICATION state; VERIFY: a code of `verification/v1/start`. */
  purpose: 'LOGIN' | 'VERIFY';
  /** SHA-256 of the state token (or verification id) the client holds. */
  state_token_hash: string;
  /** SHA-256 of `<id>:<code>`. */
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  sends: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Date | null;
}

/** A single-use link token of a password-reset or activation e-mail. */
export interface IdentityRecoveryTokensTable {
  id: string;
  site_id: string;
  identity_id: string;
  purpose: 'RECOVERY' | 'ACTIVATION';
  token_hash: string;
  /** Where the hosted page sends the member afterwards; checked against the client's origins when stored. */
  redirect_url: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Date | null;
}

/** A hosted session: what the store-origin cookie stands for. */
export interface IdentitySessionsTable {
  id: string;
  site_id: string;
  identity_id: string;
  /** SHA-256 of the cookie's value. */
  token_hash: string;
  /** Also the time the member authenticated. */
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Date | null;
}

/** A fixed-window counter (login failures, registrations, e-mails) per site and key. */
export interface IdentityRateLimitsTable {
  site_id: string;
  key: string;
  window_start: Timestamp;
  hits: number;
}

/** A single-use value already used (captcha solution, session token id), kept until it expires. */
export interface IdentityUsedNoncesTable {
  kind: string;
  nonce: string;
  expires_at: Timestamp;
}

/** A server-wide secret shared by every process (the ALTCHA HMAC key). */
export interface IdentitySecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** An authorization code (RFC 6749 §4.1.2) with what it is bound to. */
export interface OAuthCodesTable {
  /** SHA-256 of the code. */
  code_hash: string;
  site_id: string;
  client_id: string;
  identity_id: string;
  /** The redirect URI of the authorization request exactly as sent (null when none was sent). */
  redirect_uri: string | null;
  /** PKCE S256 challenge. */
  code_challenge: string;
  /** The visitor whose cart merges into the member's at the exchange. */
  visitor_id: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Date | null;
  /** The refresh token issued for this code: revoked when the code is replayed. */
  refresh_token_id: string | null;
}

/** Kinds of redirect sessions (API.md "redirect session"). */
export type RedirectSessionKind =
  | 'auth'
  | 'login'
  | 'logout'
  | 'ecomCheckout'
  | 'storesProduct'
  | 'membersAccount'
  | 'bookingsCheckout'
  | 'eventsCheckout'
  | 'paidPlansCheckout'
  | 'bookingsBook';

/** A redirect session: the intent, its checked callbacks and who created it. */
export interface RedirectSessionsTable {
  id: string;
  site_id: string;
  client_id: string;
  kind: RedirectSessionKind;
  params: Json<Record<string, unknown>>;
  /** Callback URLs, each checked against the client's origins when stored. */
  callbacks: Json<Record<string, string>>;
  /** Origin of the page that created the session (the web_message target when no redirect URI is given). */
  caller_origin: string | null;
  visitor_id: string | null;
  member_id: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Date | null;
}

/** A mail written by the store: kept, or sent over SMTP and marked. */
export interface MailOutboxTable {
  id: string;
  site_id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
  claimed_at: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: Date | null;
  last_error: string | null;
}

/** A member's second factor: a TOTP secret or a WebAuthn credential (INACTIVE until confirmed). */
export interface IdentityFactorsTable {
  id: string;
  site_id: string;
  identity_id: string;
  type: 'TOTP' | 'WEBAUTHN';
  status: 'INACTIVE' | 'ACTIVE';
  name: string | null;
  totp_secret: string | null;
  /** The time step of the last TOTP code accepted (no code passes twice). */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** WebAuthn: the credential id, base64url. */
  credential_id: string | null;
  /** WebAuthn: the COSE public key, base64url. */
  public_key: string | null;
  /** The authenticator's signature counter (int8: a string or a number, depending on the driver). */
  sign_count: ColumnType<string | number, number | undefined, number>;
  /** WebAuthn: the transports the authenticator named (JSON). */
  transports: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** WebAuthn: the registration challenge while the factor is pending. */
  webauthn_challenge: string | null;
  created_at: CreatedAt;
  activated_at: Date | null;
}

/** A one-time recovery code of a member with a second factor (its digest). */
export interface IdentityRecoveryCodesTable {
  id: string;
  site_id: string;
  identity_id: string;
  code_hash: string;
  created_at: CreatedAt;
  used_at: Date | null;
}

/** A login that passed the password and waits for a second factor. */
export interface IdentityMfaChallengesTable {
  id: string;
  site_id: string;
  identity_id: string;
  /** SHA-256 of the state token the client holds. */
  state_token_hash: string;
  /** The WebAuthn authentication challenge (base64url) when the member has a passkey. */
  webauthn_challenge: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Date | null;
}

/** The tables of members, sign-in, redirect sessions and mail. */
export interface IdentityTables {
  identities: IdentitiesTable;
  identity_email_codes: IdentityEmailCodesTable;
  identity_factors: IdentityFactorsTable;
  identity_recovery_codes: IdentityRecoveryCodesTable;
  identity_mfa_challenges: IdentityMfaChallengesTable;
  identity_recovery_tokens: IdentityRecoveryTokensTable;
  identity_sessions: IdentitySessionsTable;
  identity_rate_limits: IdentityRateLimitsTable;
  identity_used_nonces: IdentityUsedNoncesTable;
  identity_secrets: IdentitySecretsTable;
  oauth_codes: OAuthCodesTable;
  redirect_sessions: RedirectSessionsTable;
  mail_outbox: MailOutboxTable;
}

// Wire types of the merchant dashboard's own calls (/tote/v1/admin/..., /tote/v1/api-keys): sign-in, staff, TOTP and API keys.

/** What a staff account may do: the owner everything; staff orders, products and stock. */
export type StaffRole = 'owner' | 'staff';

/** The cookie that carries a dashboard session (HttpOnly, SameSite=Strict, Path=/). */
export const ADMIN_SESSION_COOKIE = 'tote_admin';
/** The header every cookie-authenticated write carries: the session's `csrfToken`. */
export const ADMIN_CSRF_HEADER = 'x-tote-csrf';

/** Path of the dashboard session (sign-in, who am I, sign-out). */
export const ADMIN_SESSION_PATH = '/tote/v1/admin/session';
/** Path of the password change. */
export const ADMIN_PASSWORD_PATH = '/tote/v1/admin/password';
/** Path of the staff list. */
export const ADMIN_STAFF_PATH = '/tote/v1/admin/staff';
/** Path of invitations. */
export const ADMIN_INVITATIONS_PATH = '/tote/v1/admin/staff/invitations';
/** Path where an invited person accepts (no authentication). */
export const ADMIN_ACCEPT_PATH = '/tote/v1/admin/staff/accept';
/** Path of the TOTP second factor. */
export const ADMIN_TOTP_PATH = '/tote/v1/admin/totp';
/** Path of API keys. */
export const API_KEYS_PATH = '/tote/v1/api-keys';

/** Codes of the dashboard's calls. */
export type AdminErrorCode =
  /** Sign-in: the e-mail and password do not match (the same answer for an e-mail without an account). */
  | 'INVALID_CREDENTIALS'
  /** Sign-in: the password was right and the account has TOTP; send `totpCode`. */
  | 'TOTP_REQUIRED'
  /** The TOTP code is wrong, expired or was used already. */
  | 'INVALID_TOTP'
  /** Too many failed sign-ins from this address or for this account; see `Retry-After`. */
  | 'TOO_MANY_ATTEMPTS'
  /** A cookie-authenticated write without the session's `X-Tote-CSRF` header. */
  | 'CSRF_TOKEN_MISMATCH'
  /** A `staff` account called what only the owner may. */
  | 'OWNER_ONLY'
  /** The call needs a signed-in staff account (a dashboard session), not an API key. */
  | 'STAFF_SESSION_REQUIRED'
  /** Password change: the current password is wrong. */
  | 'WRONG_CURRENT_PASSWORD'
  | 'STAFF_NOT_FOUND'
  /** Removing the site's last owner. */
  | 'LAST_OWNER'
  | 'INVITATION_NOT_FOUND'
  /** Accept: the invitation token is unknown, used, withdrawn or expired. */
  | 'INVALID_INVITATION'
  /** TOTP confirm without a pending enrolment. */
  | 'TOTP_NOT_ENROLLED'
  /** TOTP disable while it is not enabled. */
  | 'TOTP_NOT_ENABLED'
  | 'API_KEY_NOT_FOUND'
  /** Set-up: the code is not this store's set-up code (wrong, or replaced by a later start). */
  | 'SETUP_CODE_INVALID'
  /** Set-up: the store has an owner already; the code no longer works (a retry of the same set-up still answers). */
  | 'SETUP_DONE';

/** The signed-in staff account. */
export interface AdminStaff {
  id: string;
  email: string;
  role: StaffRole;
  siteId: string;
  totpEnabled: boolean;
}

/** `POST /tote/v1/admin/session`. */
export interface SignInRequest {
  email: string;
  password: string;
  /** The 6-digit code of the authenticator app, when the account has TOTP. */
  totpCode?: string;
}

/** Answer of sign-in, of `GET /tote/v1/admin/session` and of accepting an invitation. */
export interface AdminSessionResponse {
  staff: AdminStaff;
  /** Send it as `X-Tote-CSRF` on every write of this session. */
  csrfToken: string;
  /** The shop's name (the site's), for the dashboard's header. */
  shopName: string;
}

/** `POST /tote/v1/admin/password`. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** A staff account as the owner sees it. */
export interface StaffMember {
  id: string;
  email: string;
  role: StaffRole;
  totpEnabled: boolean;
  createdDate: string;
}

/** An invitation not yet accepted. */
export interface StaffInvitation {
  id: string;
  email: string;
  role: StaffRole;
  expiresDate: string;
}

/** `GET /tote/v1/admin/staff`. */
export interface StaffListResponse {
  staff: StaffMember[];
  invitations: StaffInvitation[];
}

/** `POST /tote/v1/admin/staff/invitations`. */
export interface InviteStaffRequest {
  email: string;
  role: StaffRole;
}

/** Answer of an invitation. */
export interface InviteStaffResponse {
  invitation: StaffInvitation;
}

/** `POST /tote/v1/admin/staff/accept`: the token of the e-mailed link and the new account's password. */
export interface AcceptInvitationRequest {
  token: string;
  password: string;
}

/** `POST /tote/v1/admin/totp/enroll`: the secret to put in an authenticator app (pending until confirmed). */
export interface TotpEnrollResponse {
  /** Base32. */
  secret: string;
  /** `otpauth://totp/...`, for a QR code. */
  otpauthUrl: string;
}

/** `POST /tote/v1/admin/totp/confirm` and `DELETE /tote/v1/admin/totp`. */
export interface TotpCodeRequest {
  code: string;
}

/** An API key as listed: never the key itself. */
export interface ApiKeyView {
  id: string;
  name: string;
  createdDate: string;
  lastUsedDate?: string;
  /** The key's first characters (`tote_sk_AbCd`), to tell keys apart. */
  prefix: string;
}

/** `GET /tote/v1/api-keys`. */
export interface ApiKeyListResponse {
  apiKeys: ApiKeyView[];
}

/** `POST /tote/v1/api-keys`. */
export interface CreateApiKeyRequest {
  name: string;
}

/** Answer of creating a key: `key` is shown this once. */
export interface CreateApiKeyResponse {
  apiKey: ApiKeyView;
  key: string;
}

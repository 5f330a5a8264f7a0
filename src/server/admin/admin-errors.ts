// The application errors of the dashboard's sign-in, staff, TOTP and API key calls (codes: AdminErrorCode in wire/admin.ts).
import { applicationError, type HttpError } from '../http/http-error.js';

/** 401: the e-mail and password do not match (also for an e-mail without an account). */
export function invalidCredentials(): HttpError {
  return applicationError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password', 'The e-mail and password do not match');
}

/** 401: the password was right; the account has TOTP and no code came. */
export function totpRequired(): HttpError {
  return applicationError(401, 'TOTP_REQUIRED', 'Code required', 'Enter the code of your authenticator app');
}

/** 401 at sign-in, 400 elsewhere: the TOTP code is wrong, expired or used already. */
export function invalidTotp(status = 401): HttpError {
  return applicationError(status, 'INVALID_TOTP', 'Wrong code', 'The code is wrong, expired or was used already');
}

/** 429: too many failures; the error handler sends `Retry-After` from `data.retryAfterSeconds`. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return applicationError(
    429,
    'TOO_MANY_ATTEMPTS',
    'Too many attempts',
    `Too many failed sign-ins; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`,
    { retryAfterSeconds: Math.ceil(retryAfterSeconds) },
  );
}

/** 403: a write authenticated by the dashboard cookie without the session's CSRF token. */
export function csrfMismatch(): HttpError {
  return applicationError(403, 'CSRF_TOKEN_MISMATCH', 'CSRF token mismatch', 'Send the session’s csrfToken in the X-Tote-CSRF header');
}

/** 403: a cookie-authenticated write from another origin than the store's. */
export function foreignOrigin(): HttpError {
  return applicationError(403, 'ORIGIN_NOT_ALLOWED', 'Origin not allowed', 'Dashboard writes must come from the store’s own pages');
}

/** 403: a staff account called what only the owner may. */
export function ownerOnly(): HttpError {
  return applicationError(403, 'OWNER_ONLY', 'Owner only', 'Only the site’s owner may do this');
}

/** 403: the call acts on the signed-in staff account and came with an API key. */
export function staffSessionRequired(): HttpError {
  return applicationError(403, 'STAFF_SESSION_REQUIRED', 'Sign-in required', 'This call acts on a signed-in staff account (the dashboard’s cookie)');
}

/** 400: the current password of a password change is wrong. */
export function wrongCurrentPassword(): HttpError {
  return applicationError(400, 'WRONG_CURRENT_PASSWORD', 'Wrong password', 'The current password is wrong');
}

/** 404: no staff account with this id on the site. */
export function staffNotFound(id: string): HttpError {
  return applicationError(404, 'STAFF_NOT_FOUND', 'Staff account not found', 'Staff account not found', { id });
}

/** 409: the site would be left without an owner. */
export function lastOwner(): HttpError {
  return applicationError(409, 'LAST_OWNER', 'Last owner', 'The site’s last owner cannot be removed');
}

/** 404: no pending invitation with this id on the site. */
export function invitationNotFound(id: string): HttpError {
  return applicationError(404, 'INVITATION_NOT_FOUND', 'Invitation not found', 'Invitation not found', { id });
}

/** 400: the invitation token is unknown, used, withdrawn or expired. */
export function invalidInvitation(): HttpError {
  return applicationError(400, 'INVALID_INVITATION', 'Invalid invitation', 'The invitation link is unknown, used, withdrawn or expired');
}

/** 400: TOTP confirm without an enrolment. */
export function totpNotEnrolled(): HttpError {
  return applicationError(400, 'TOTP_NOT_ENROLLED', 'No enrolment', 'Start with POST /tote/v1/admin/totp/enroll');
}

/** 400: TOTP disable while it is off. */
export function totpNotEnabled(): HttpError {
  return applicationError(400, 'TOTP_NOT_ENABLED', 'TOTP is off', 'This account has no second factor');
}

/** 404: no API key with this id on the site. */
export function apiKeyNotFound(id: string): HttpError {
  return applicationError(404, 'API_KEY_NOT_FOUND', 'API key not found', 'API key not found', { id });
}

/** 403: the set-up code is not this store's (wrong, or replaced by a later start). */
export function setupCodeInvalid(): HttpError {
  return applicationError(403, 'SETUP_CODE_INVALID', 'Wrong set-up code', 'This set-up link is not valid: open the one `npm start` printed last');
}

/** 409: the store has an owner; the set-up code no longer works. */
export function setupDone(): HttpError {
  return applicationError(409, 'SETUP_DONE', 'Set-up done', 'This store has been set up already: sign in to the dashboard');
}

/** 429: too many wrong set-up codes from this address. */
export function tooManySetupAttempts(retryAfterSeconds: number): HttpError {
  return applicationError(
    429,
    'TOO_MANY_ATTEMPTS',
    'Too many attempts',
    `Too many wrong set-up codes; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`,
    { retryAfterSeconds: Math.ceil(retryAfterSeconds) },
  );
}

// The application errors of login, register, verification and recovery, with the codes API.md names (never 401: clients renew tokens on 401).
import { IdentityErrorCode } from '../../wire/identity.js';
import { applicationError, fieldError } from '../http/http-error.js';
import type { HttpError } from '../http/http-error.js';

/** Where the ALTCHA widget fetches a challenge (sent with captcha errors). */
export const CAPTCHA_CHALLENGE_PATH = '/_api/iam/captcha/v1/challenge';

/** Codes of identity failures that API.md leaves to the store. */
export const StoreIdentityErrorCode = {
  /** Login: no member with this e-mail (the official SDK reports `invalidEmail`). */
  MEMBER_NOT_FOUND: '-19999',
  /** Login: the member is blocked by the site owner. */
  MEMBER_BLOCKED: 'MEMBER_BLOCKED',
  /** Too many attempts from this account or address. */
  THROTTLED: 'THROTTLED_FEATURE',
  /** The state token is unknown, used or expired. */
  INVALID_STATE_TOKEN: 'INVALID_STATE_TOKEN',
  /** The e-mailed code does not match. */
  INVALID_CODE: 'INVALID_VERIFICATION_CODE',
  /** The code was tried too often; log in again for a new one. */
  CODE_ATTEMPTS_EXCEEDED: 'VERIFICATION_ATTEMPTS_EXCEEDED',
  /** The recovery token is unknown, used or expired. */
  INVALID_RECOVERY_TOKEN: 'INVALID_RECOVERY_TOKEN',
  /** The password does not meet the policy. */
  INVALID_PASSWORD_FORMAT: 'INVALID_PASSWORD_FORMAT',
  /** The member has no active factor of the kind the call names. */
  FACTOR_NOT_AVAILABLE: 'FACTOR_NOT_AVAILABLE',
  /** The factor is unknown to the member (or not in the state the call needs). */
  FACTOR_NOT_FOUND: 'FACTOR_NOT_FOUND',
  /** The factor type is one this store does not verify. */
  UNIMPLEMENTED_FEATURE: 'UNIMPLEMENTED_FEATURE',
} as const;

/** Register: the e-mail already has a member (`-19995`). */
export function emailExists(): HttpError {
  return applicationError(409, IdentityErrorCode.EMAIL_EXISTS, 'Email already exists', 'A member with this e-mail already exists');
}

/** Register: a malformed e-mail, as the field violation the official SDK looks for (`data.type = "EMAIL"`). */
export function invalidEmailField(): HttpError {
  return fieldError('loginId.email', 'must be a valid e-mail address', 'FORMAT', { type: 'EMAIL' });
}

/** Login: the password is wrong (`-19976`). */
export function invalidPassword(): HttpError {
  return applicationError(400, IdentityErrorCode.INVALID_PASSWORD, 'Wrong password', 'The e-mail and password do not match');
}

/** Login: the member has no password and must set one through a reset e-mail (`-19973`). */
export function resetPasswordRequired(): HttpError {
  return applicationError(
    400,
    IdentityErrorCode.RESET_PASSWORD,
    'Password reset required',
    'This member has to set a password through a password-reset e-mail first',
  );
}

/** Login: no member with this e-mail. */
export function memberNotFound(): HttpError {
  return applicationError(404, StoreIdentityErrorCode.MEMBER_NOT_FOUND, 'Member not found', 'No member has this e-mail');
}

/** Login: the member is blocked. */
export function memberBlocked(): HttpError {
  return applicationError(403, StoreIdentityErrorCode.MEMBER_BLOCKED, 'Member is blocked', 'The site owner blocked this member');
}

/** A captcha is required and none was sent (`-19971`). */
export function captchaMissing(): HttpError {
  return applicationError(400, IdentityErrorCode.MISSING_CAPTCHA, 'Captcha required', 'Solve the captcha and send its payload in captchaTokens', {
    challengeUrl: CAPTCHA_CHALLENGE_PATH,
    algorithm: 'ALTCHA',
  });
}

/** The captcha payload is not valid or was used before (`-19970`). */
export function captchaInvalid(): HttpError {
  return applicationError(400, IdentityErrorCode.INVALID_CAPTCHA, 'Invalid captcha', 'The captcha payload is not valid, expired or was used before', {
    challengeUrl: CAPTCHA_CHALLENGE_PATH,
    algorithm: 'ALTCHA',
  });
}

/** Too many attempts: try again later. */
export function throttled(retryAfterSeconds: number): HttpError {
  return applicationError(
    429,
    StoreIdentityErrorCode.THROTTLED,
    'Too many attempts',
    `Too many attempts; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`,
    { retryAfterSeconds },
  );
}

/** The password does not meet the policy. */
export function invalidPasswordFormat(description: string): HttpError {
  return applicationError(400, StoreIdentityErrorCode.INVALID_PASSWORD_FORMAT, 'Invalid password', description);
}

/** The state token is unknown, used or expired. */
export function invalidStateToken(): HttpError {
  return applicationError(
    400,
    StoreIdentityErrorCode.INVALID_STATE_TOKEN,
    'Invalid state token',
    'The state token is unknown, was used or has expired; log in again',
  );
}

/** The e-mailed code does not match. */
export function invalidCode(attemptsLeft: number): HttpError {
  return applicationError(400, StoreIdentityErrorCode.INVALID_CODE, 'Wrong code', 'The code does not match the one we e-mailed', { attemptsLeft });
}

/** The code was tried too often. */
export function codeAttemptsExceeded(): HttpError {
  return applicationError(
    400,
    StoreIdentityErrorCode.CODE_ATTEMPTS_EXCEEDED,
    'Too many wrong codes',
    'The code was tried too often; log in again to get a new one',
  );
}

/** The recovery token is unknown, used or expired. */
export function invalidRecoveryToken(): HttpError {
  return applicationError(
    400,
    StoreIdentityErrorCode.INVALID_RECOVERY_TOKEN,
    'Invalid recovery token',
    'The link is unknown, was used or has expired; ask for a new e-mail',
  );
}

/** A second-factor code (TOTP or recovery code) does not match, or the recovery code was used before. */
export function invalidFactorCode(attemptsLeft: number): HttpError {
  return applicationError(400, StoreIdentityErrorCode.INVALID_CODE, 'Wrong code', 'The code does not match (a recovery code works once)', { attemptsLeft });
}

/** The login's member has no active factor of this type. */
export function factorNotAvailable(factorType: string): HttpError {
  return applicationError(400, StoreIdentityErrorCode.FACTOR_NOT_AVAILABLE, 'Factor not available', `This member has no active ${factorType} factor`);
}

/** The member has no such factor (or it is not pending when it must be). */
export function factorNotFound(): HttpError {
  return applicationError(404, StoreIdentityErrorCode.FACTOR_NOT_FOUND, 'Factor not found', 'The member has no such factor');
}

/** A factor type this store does not verify (SMS, CALL, PUSH). */
export function factorUnsupported(factorType: string): HttpError {
  return applicationError(400, StoreIdentityErrorCode.UNIMPLEMENTED_FEATURE, 'Factor not supported', `This store does not verify the ${factorType} factor`);
}

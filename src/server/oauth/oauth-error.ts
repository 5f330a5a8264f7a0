// RFC 6749 §5.2 errors (`invalid_grant`, ...) as application errors of the wire format.
import type { OAuthErrorCode } from '../../wire/error-codes.js';
import { applicationError, type HttpError } from '../http/http-error.js';

/** An OAuth error: the code is the RFC's error name; `data` repeats `error` and `error_description`. */
export function oauthError(status: number, error: OAuthErrorCode, description: string): HttpError {
  return applicationError(status, error, description, description, { error, error_description: description });
}

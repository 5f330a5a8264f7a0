// The one error type route handlers and services throw; the error handler renders it as API.md says.
import type { ApplicationErrorCode } from '../../wire/error-codes.js';
import type { ErrorEnvelope, FieldViolation } from '../../wire/errors.js';
import { sortViolations, validationMessage } from '../../wire/errors.js';

/** A failure with a status and a wire body: an application error or a validation error. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: ErrorEnvelope,
    options?: { cause?: unknown },
  ) {
    super(body.message, options);
  }
}

/**
 * An application error: `message` is a short title, `code` one of the closed union {@link ApplicationErrorCode}
 * (`PRODUCT_NOT_FOUND`, `-19976`, ...), so that clients can switch on it.
 * @param status HTTP status, 400 unless the failure is of another kind (401, 403, 404, 409, ...).
 */
export function applicationError(
  status: number,
  code: ApplicationErrorCode,
  message: string,
  description: string = message,
  data: Record<string, unknown> = {},
): HttpError {
  return new HttpError(status, { message, details: { applicationError: { code, description, data } } });
}

/** A 400 validation error with the violations sorted by field. */
export function validationError(violations: FieldViolation[]): HttpError {
  const sorted = sortViolations(violations);
  return new HttpError(400, { message: validationMessage(sorted), details: { validationError: { fieldViolations: sorted } } });
}

/** A validation error of a single field. */
export function fieldError(
  field: string,
  description: string,
  violatedRule: FieldViolation['violatedRule'] = 'VALIDATION',
  data?: Record<string, unknown>,
): HttpError {
  return validationError([{ field, description, violatedRule, ruleName: violatedRule, ...(data ? { data } : {}) }]);
}

/** 404 with a specific code, for an entity that does not exist or is not visible to the caller. */
export function notFound(code: ApplicationErrorCode, what: string, data: Record<string, unknown> = {}): HttpError {
  return applicationError(404, code, `${what} not found`, `${what} not found`, data);
}

/** 401: no token, a bad token or an expired one. */
export function unauthorized(description = 'A valid access token is required'): HttpError {
  return applicationError(401, 'UNAUTHENTICATED', 'Unauthorized', description);
}

/** 403: the caller is known but may not do this. */
export function forbidden(description = 'This call is not allowed for this caller'): HttpError {
  return applicationError(403, 'PERMISSION_DENIED', 'Forbidden', description);
}

// The SDK's errors: one base class with a closed `code` union, and a factory that turns a failed response into the right kind.
import type { ApplicationErrorCode } from '../../wire/error-codes.js';
import type { ApplicationErrorDetails, FieldViolation } from '../../wire/errors.js';
import { constantCase, systemErrorMessage, validationMessage } from '../../wire/errors.js';

/**
 * What went wrong, for `switch (error.code)`:
 * - `INVALID_ARGUMENT`: the server refused a field (a {@link ValidationError});
 * - `APPLICATION_ERROR`: the server refused the call, see `details.applicationError.code` (an {@link ApplicationError});
 * - `SYSTEM_ERROR`: the server failed, or answered something unreadable;
 * - `NETWORK_ERROR`: no answer at all;
 * - `INVALID_QUERY`: a query builder operator got a bad argument (no request was sent);
 * - `INVALID_STATE`: an OAuth or login step came in the wrong state (`Invalid _state`, `Missing code or _state`, `Unknown _state`);
 * - `INVALID_VERIFIER_LENGTH`: a PKCE code verifier length outside 43–128;
 * - `TOKEN_ERROR`: the token endpoint refused a grant;
 * - `TIMEOUT`: a silent login got no answer in time.
 */
export type ToteErrorCode =
  | 'INVALID_ARGUMENT'
  | 'APPLICATION_ERROR'
  | 'SYSTEM_ERROR'
  | 'NETWORK_ERROR'
  | 'INVALID_QUERY'
  | 'INVALID_STATE'
  | 'INVALID_VERIFIER_LENGTH'
  | 'TOKEN_ERROR'
  | 'TIMEOUT';

/** Whose mistake it is: the caller's (`user`) or the system's (`system`). */
export type ErrorKind = 'user' | 'system';

/** What a server error carries besides its message. */
export interface ErrorDetails {
  validationError?: { fieldViolations: FieldViolation[] };
  applicationError?: ApplicationErrorDetails;
  requestId?: string;
}

/** Options of a {@link ToteError}. */
export interface ToteErrorOptions {
  kind?: ErrorKind;
  status?: number;
  requestId?: string;
  details?: ErrorDetails;
  cause?: unknown;
}

/** Every error the SDK throws. */
export class ToteError extends Error {
  override name = 'ToteError';
  /** User mistakes (4xx, bad arguments) or system failures (5xx, network). @default 'user' */
  readonly kind: ErrorKind;
  /** HTTP status, when a response came. */
  readonly status: number | undefined;
  /** The server's request id (`x-wix-request-id`), when known. */
  readonly requestId: string | undefined;
  /** Violations or the application error, as the server sent them (fields renamed to the caller's argument names). */
  readonly details: ErrorDetails;

  constructor(
    readonly code: ToteErrorCode,
    message: string,
    options: ToteErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind ?? 'user';
    this.status = options.status;
    this.requestId = options.requestId;
    this.details = { ...options.details, ...(options.requestId ? { requestId: options.requestId } : {}) };
  }
}

/** The server refused one or more fields: `INVALID_ARGUMENT: "field" description, ...` (SPEC §8.1). */
export class ValidationError extends ToteError {
  override name = 'ValidationError';
  /** The violations, sorted by field, named by the caller's argument names. */
  get violations(): FieldViolation[] {
    return this.details.validationError?.fieldViolations ?? [];
  }
}

/** The server refused the call: its message, plus `: description` when different (SPEC §8.2). */
export class ApplicationError extends ToteError {
  override name = 'ApplicationError';
  /**
   * The server's code, one of the closed union {@link ApplicationErrorCode} (`PRODUCT_NOT_FOUND`, `-19976`,
   * `NOT_FOUND`, ...), for `switch (error.applicationCode)`; `undefined` when the server sent none.
   */
  get applicationCode(): ApplicationErrorCode | undefined {
    return (this.details.applicationError?.code as ApplicationErrorCode | undefined) || undefined;
  }
}

/** Reason phrases of the statuses a store answers, for runtimes that leave `statusText` empty (HTTP/2). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/** Maps a response's field names to the caller's argument names: a prefix for every field (`'options'`), or longest-prefix replacements. */
export type ArgumentMap = string | Record<string, string>;

/** `lineItems[0].quantity` → `options.lineItems[0].quantity` (or by the longest matching prefix of a record). */
export function renameField(field: string, args: ArgumentMap | undefined): string {
  if (args === undefined) return field;
  if (typeof args === 'string') return `${args}.${field}`;
  const prefix = Object.keys(args)
    .filter((p) => field === p || field.startsWith(`${p}.`) || field.startsWith(`${p}[`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? field : args[prefix] + field.slice(prefix.length);
}

/** What a failed response said. */
export interface FailedResponse {
  status: number;
  statusText?: string;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown;
  requestId?: string | undefined;
}

/** Turns a response other than 200 into a validation, application or system error (SPEC §8). */
export function errorFromResponse(response: FailedResponse, args?: ArgumentMap): ToteError {
  const { status, requestId } = response;
  const body = (response.body && typeof response.body === 'object' ? response.body : {}) as { message?: unknown; details?: ErrorDetails };
  const details = body.details ?? {};
  const kind: ErrorKind = status >= 500 ? 'system' : 'user';
  const base = { status, requestId, kind };
  if (details.validationError) {
    const violations = (details.validationError.fieldViolations ?? [])
      .map((v) => ({ ...v, field: renameField(v.field, args) }))
      .sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
    return new ValidationError('INVALID_ARGUMENT', validationMessage(violations), { ...base, details: { validationError: { fieldViolations: violations } } });
  }
  const statusText = response.statusText || STATUS_TEXT[status] || 'UNKNOWN';
  const app = details.applicationError;
  if (app || (status >= 400 && status < 500)) {
    const message = typeof body.message === 'string' && body.message ? body.message : statusText;
    const description = app?.description ?? statusText;
    const applicationError = { code: app?.code ?? constantCase(statusText), description, data: app?.data ?? {} };
    return new ApplicationError('APPLICATION_ERROR', message === description ? message : `${message}: ${description}`, {
      ...base,
      details: { applicationError },
    });
  }
  return new ToteError('SYSTEM_ERROR', systemErrorMessage(requestId), { ...base, kind: 'system' });
}

/**
 * Turns a response other than 200 into an error as the server sent it: its message and details unchanged, no renamed or
 * sorted fields, no status-text fallbacks, no subclasses (the plain format of `createPlainCore`).
 */
export function errorAsSent(response: FailedResponse): ToteError {
  const { status, requestId } = response;
  const body = (response.body && typeof response.body === 'object' ? response.body : {}) as { message?: unknown; details?: ErrorDetails };
  const details = body.details ?? {};
  const base = { status, requestId, kind: (status >= 500 ? 'system' : 'user') as ErrorKind };
  const message = typeof body.message === 'string' && body.message ? body.message : `HTTP ${status}`;
  if (details.validationError) return new ToteError('INVALID_ARGUMENT', message, { ...base, details });
  if (details.applicationError || (status >= 400 && status < 500)) return new ToteError('APPLICATION_ERROR', message, { ...base, details });
  return new ToteError('SYSTEM_ERROR', systemErrorMessage(requestId), { ...base, kind: 'system' });
}

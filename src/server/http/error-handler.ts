// Renders every failure in the wire format of API.md; unexpected ones become a bare system error.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApplicationErrorCode } from '../../wire/error-codes.js';
import type { FieldViolation } from '../../wire/errors.js';
import { systemErrorMessage } from '../../wire/errors.js';
import { databaseErrorReason, isDatabaseUnavailable } from '../db/database-errors.js';
import { applicationError, HttpError, validationError } from './http-error.js';

/** Seconds a client is asked to wait (`Retry-After`) when the database cannot be reached: the pool reconnects within them. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Framework errors a client causes, with the application code each one becomes. */
const CLIENT_ERRORS: Record<string, { status: number; code: ApplicationErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than 1 MB' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'Request body is empty but the content type is JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'Content-Length does not match the body' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: 'The URL is malformed' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST', message: 'The request is malformed' },
};

/** The 503 of a database that cannot be reached (lost, refused, timed out); it says nothing of the cause. */
const DATABASE_UNAVAILABLE = applicationError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable', 'The database is not reachable; try again shortly');

function toHttpError(error: FastifyError): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error.validation) {
    const violations = (error.validation as unknown as FieldViolation[]).map(({ field, description, violatedRule, ruleName, data }) => ({
      field,
      description,
      violatedRule,
      ruleName,
      ...(data ? { data } : {}),
    }));
    return validationError(violations);
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return applicationError(known.status, known.code, known.message);
  // JSON.parse failures arrive as SyntaxError with status 400.
  if (error instanceof SyntaxError && error.statusCode === 400) return applicationError(400, 'INVALID_JSON', 'Request body is not valid JSON');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return applicationError(error.statusCode, 'BAD_REQUEST', 'The request was not understood');
  }
  return undefined;
}

/** Seconds of `Retry-After` for a 429 whose data names them (`retryAfterSeconds`). */
function retryAfterOf(error: HttpError): number | undefined {
  if (error.status !== 429 && error.status !== 503) return undefined;
  const seconds = error.body.details.applicationError?.data.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** Installs the error and not-found handlers on the app. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) {
      // Expected while the database is away, and over by itself: one warning line per request, no stack.
      request.log.warn({ reason: databaseErrorReason(error) }, 'database unavailable');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(DATABASE_UNAVAILABLE.body);
    }
    const known = toHttpError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      const retryAfter = retryAfterOf(known);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.status(known.status).send(known.body);
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send({ message: systemErrorMessage(request.id), details: {} });
  });
  app.setNotFoundHandler((request, reply) => {
    const error = applicationError(404, 'NOT_FOUND', 'Not found', `No route for ${request.method} ${request.url.split('?')[0]}`);
    return reply.status(404).send(error.body);
  });
}

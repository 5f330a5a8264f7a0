// GraphQL errors on the wire: a store failure keeps its REST details (applicationError, validationError) in `extensions`.
import type { FastifyRequest } from 'fastify';
import type { GraphQLError } from 'graphql';
import type { GraphqlError, GraphqlErrorCode } from '../../wire/graphql.js';
import { systemErrorMessage } from '../../wire/errors.js';
import { databaseErrorReason, isDatabaseUnavailable } from '../db/database-errors.js';
import { HttpError } from '../http/http-error.js';

/** An error of the GraphQL layer itself (nothing of the store ran), with its code. */
export function graphqlError(code: GraphqlErrorCode, message: string, extra: Record<string, unknown> = {}): GraphqlError {
  return { message, extensions: { code, ...extra } };
}

/** Where and at which path an error happened, as GraphQL reports it. */
function placeOf(error: GraphQLError): Pick<GraphqlError, 'locations' | 'path'> {
  return { ...(error.locations ? { locations: [...error.locations] } : {}), ...(error.path ? { path: [...error.path] } : {}) };
}

/**
 * The wire form of an error of execution: a store error (HttpError) as its REST envelope would say it, with the
 * application code (or INVALID_ARGUMENT for a validation error) as `code` and the HTTP status REST would answer;
 * an unreachable database as SERVICE_UNAVAILABLE; anything else INTERNAL, logged, its text not shown.
 */
export function executionError(error: GraphQLError, request: FastifyRequest): GraphqlError {
  const cause = error.originalError;
  if (!cause) return { message: error.message, ...placeOf(error), extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...error.extensions } };
  if (cause instanceof HttpError) {
    const { message, details } = cause.body;
    const code = details.applicationError?.code ?? (details.validationError ? 'INVALID_ARGUMENT' : 'BAD_REQUEST');
    if (cause.status >= 500) request.log.error({ err: cause }, 'graphql resolver failed');
    return { message, ...placeOf(error), extensions: { code, httpStatus: cause.status, ...details } };
  }
  if (isDatabaseUnavailable(cause)) {
    request.log.warn({ reason: databaseErrorReason(cause) }, 'database unavailable');
    return {
      message: 'Service unavailable',
      ...placeOf(error),
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        httpStatus: 503,
        applicationError: { code: 'SERVICE_UNAVAILABLE', description: 'The database is not reachable; try again shortly', data: {} },
      },
    };
  }
  // A GraphQLError raised while coercing a value (a JSON number that is not finite, ...) is the client's.
  if (cause.name === 'GraphQLError') return { message: error.message, ...placeOf(error), extensions: { code: 'BAD_USER_INPUT' } };
  request.log.error({ err: cause }, 'graphql resolver failed unexpectedly');
  return { message: systemErrorMessage(request.id), ...placeOf(error), extensions: { code: 'INTERNAL' } };
}

/** The wire form of an error found before execution (parse, validation, variables, limits): its code is in its extensions or given. */
export function requestError(error: GraphQLError, fallback: GraphqlErrorCode): GraphqlError {
  const code = typeof error.extensions.code === 'string' ? error.extensions.code : fallback;
  return { message: error.message, ...placeOf(error), extensions: { ...error.extensions, code } };
}

// Wire types of the GraphQL endpoint (POST /graphql/alpha, where the official SDK's client.graphql() sends, and POST /graphql).
import type { ErrorEnvelope } from './errors.js';

/** Body of a GraphQL request: the document, its variables and which operation of it to run. */
export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/**
 * `extensions.code` of a GraphQL error: what went wrong before anything ran, or the application error code of the
 * REST call whose domain code failed (its `applicationError` and `validationError` details ride along as in REST).
 */
export type GraphqlErrorCode =
  /** The body is not `{query, variables?, operationName?}` (answered with HTTP 400, nothing ran). */
  | 'BAD_REQUEST'
  /** The document does not parse. */
  | 'GRAPHQL_PARSE_FAILED'
  /** The document does not fit the schema (unknown field, wrong argument type, ...). */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** The variables do not fit their declared types. */
  | 'BAD_USER_INPUT'
  /** The document is longer, or has more tokens, than the store reads. */
  | 'QUERY_TOO_LARGE'
  /** Fields nest deeper than the store allows. */
  | 'QUERY_TOO_DEEP'
  /** The estimated cost of the answer is over the store's limit. */
  | 'QUERY_TOO_COSTLY'
  /** A REST validation error of the same input (`extensions.validationError` lists the fields). */
  | 'INVALID_ARGUMENT'
  /** An unexpected failure (logged with the request id). */
  | 'INTERNAL';

/** One error of a GraphQL answer. */
export interface GraphqlError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  /** `code`, and for failures of the store's domain code the REST error's `details` (`applicationError` or `validationError`). */
  extensions: { code: string } & ErrorEnvelope['details'] & Record<string, unknown>;
}

/** Answer of a GraphQL request. */
export interface GraphqlResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: GraphqlError[];
}

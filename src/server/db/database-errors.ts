// Tells a database that cannot be reached (connection lost, refused, timed out, shutting down) from a failing query.

/**
 * PostgreSQL SQLSTATEs that say the server, not the query, is the problem (besides the whole class 08, connection
 * exception): https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown: another backend crashed and the server restarts
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '57P05', // idle_session_timeout: the server closed an idle connection
  '3D000', // invalid_catalog_name: the database does not exist (dropped, or not created yet)
  '53300', // too_many_connections: every connection slot is taken
  '57014', // query_canceled: the statement timeout ended a query (a stalled or overloaded server)
]);

/** Node socket errors: the server is down, unreachable or the link broke. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * node-postgres raises these without a code, so their text is all there is to go on (pg 8 / pg-pool 3): the socket
 * ended, the pool's `connectionTimeoutMillis` or the client's `query_timeout` passed, or the client broke before.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated', // also "... unexpectedly" and "... due to connection timeout"
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

/** How deep {@link isDatabaseUnavailable} follows `cause` and `errors`: wrappers nest a few levels at most. */
const MAX_DEPTH = 5;

/**
 * True when `error` (or an error it wraps, through `cause` or an `AggregateError`'s `errors`) says the database
 * cannot be reached right now: a lost or refused connection, a connect, query or statement timeout, a server that
 * shuts down or starts up, a database that does not exist. Such failures are worth retrying later; others are not.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (code.length === 5 && code.startsWith('08')) return true; // class 08: connection exception
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}

/** A one-line reason for logs: the code (SQLSTATE or errno) and the message, never a stack, a query or a password. */
export function databaseErrorReason(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  // An AggregateError (a host with several addresses) has an empty message: its first error says what happened.
  const text =
    typeof message === 'string' && message !== '' ? message : Array.isArray(errors) && errors.length > 0 ? databaseErrorReason(errors[0]) : String(error);
  const line = text.split('\n')[0]!;
  return typeof code === 'string' && !line.includes(code) ? `${code} ${line}` : line;
}

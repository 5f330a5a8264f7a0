// Request ids: an incoming `X-Request-Id` a proxy or client chose is kept when it is safe to echo and log, else one is made.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming `X-Request-Id` may be: 1 to 128 of letters, digits, `.`, `_`, `:` and `-` (no spaces, nothing to escape in logs or headers). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the request's `X-Request-Id` when it matches {@link REQUEST_ID_PATTERN}, else a random UUID.
 * A header sent twice arrives joined with `, ` and is replaced too.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

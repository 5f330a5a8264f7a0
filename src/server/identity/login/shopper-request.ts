// Who calls an identity endpoint: the visitor or member of the access token (the site comes from it), and the request's address.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { applicationError } from '../../http/http-error.js';
import { rateLimitAddress } from '../../http/rate-limit-address.js';
import type { ShopperRequest } from './state-responses.js';

/** The shopper behind a request (401 without a token, 403 for an API key). */
export async function shopperRequest(ctx: AppContext, request: FastifyRequest): Promise<ShopperRequest> {
  const caller = await ctx.callers.shopper(request);
  return { siteId: caller.siteId, clientId: caller.clientId, subjectId: caller.subjectId, kind: caller.kind, ip: rateLimitAddress(request.ip) };
}

/** A request body as a plain object; anything else is an application error (login and register never answer validation errors). */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw applicationError(400, 'INVALID_REQUEST', 'Invalid request', 'The request body must be a JSON object');
  return body as Record<string, unknown>;
}

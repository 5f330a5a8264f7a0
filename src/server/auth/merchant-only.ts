// The merchant gate of admin routes: the caller's API key is checked before the body is, so a visitor hears 403, not a validation error.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';

/** preValidation hook: 401 without credentials, 403 for a visitor or member token. */
export function merchantOnly(ctx: AppContext): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    await ctx.callers.merchant(request);
  };
}

/** The site of the merchant calling (the hook above ran first; the answer is cached per request). */
export async function merchantSite(ctx: AppContext, request: FastifyRequest): Promise<string> {
  return (await ctx.callers.merchant(request)).siteId;
}

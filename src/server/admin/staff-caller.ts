// The signed-in staff account behind a request: calls that act on one's own account need the dashboard cookie, not an API key.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { staffSessionRequired } from './admin-errors.js';

/** The staff account and session of a cookie caller (the caller's checks ran: CSRF on writes, role); 403 for an API key. */
export async function staffCaller(ctx: AppContext, request: FastifyRequest): Promise<{ siteId: string; staffId: string; sessionId: string }> {
  const caller = await ctx.callers.merchant(request);
  if (!caller.staffId || !caller.staffSessionId) throw staffSessionRequired();
  return { siteId: caller.siteId, staffId: caller.staffId, sessionId: caller.staffSessionId };
}

// The actor of a merchant's operation on an order: the caller's site, and who the operation's events name.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { identityOfCaller } from '../../events/index.js';
import type { OrderActor } from '../order-operation.js';

/** The merchant calling (an API key, or a signed-in staff account) as the actor of an order operation; 401/403 otherwise. */
export async function orderActor(ctx: AppContext, request: FastifyRequest): Promise<OrderActor> {
  const caller = await ctx.callers.merchant(request);
  return { siteId: caller.siteId, identity: identityOfCaller(caller) };
}

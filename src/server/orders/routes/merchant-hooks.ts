// What the order operation routes share: the merchant check before the body, the idempotency key, and id schemas.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';

/** An order id in a path. */
export const OrderIdSchema = Type.String({ minLength: 1, maxLength: 100 });

/** Another id in a path (fulfilment, payment, activity). */
export const EntityIdSchema = Type.String({ minLength: 1, maxLength: 100 });

/** preValidation hook: only merchants pass (401 without credentials, 403 for visitors and members), before the body is checked. */
export function merchantOnly(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    await ctx.callers.merchant(request);
  };
}

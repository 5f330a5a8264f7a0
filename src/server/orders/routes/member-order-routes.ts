// A member's own order on the account page (Tote's own calls, the member's access token): GET its details (shipments, refunds), POST "buy again".
import { BUY_AGAIN_PATH, MY_ORDER_PATH, type BuyAgainResponse, type MyOrderResponse } from '../../../wire/member-orders.js';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { buyAgain } from '../buy-again.js';
import { myOrder } from '../my-order.js';
import { OrderIdParams } from '../order-reader.js';

/** Registers the member's order details and "buy again". */
export function registerMemberOrderRoutes(app: TypedApp, ctx: AppContext): void {
  const tags = ['orders'];
  app.get(
    MY_ORDER_PATH.replace('{id}', ':id'),
    { schema: { params: OrderIdParams, tags, summary: 'A member’s own order with its shipments (tracking links) and refunds' } },
    async (request, reply): Promise<MyOrderResponse> => {
      const caller = await ctx.callers.shopper(request);
      reply.header('cache-control', 'no-store');
      return myOrder(ctx, caller, request.params.id);
    },
  );
  app.post(
    BUY_AGAIN_PATH.replace('{id}', ':id'),
    {
      preValidation: emptyBodyAsObject,
      schema: {
        params: OrderIdParams,
        tags,
        summary:
          'Buy again: the member’s own order back in their current cart (lines still for sale, as many as are in stock; the rest reported), in one transaction; a retry adds nothing',
      },
    },
    async (request, reply): Promise<BuyAgainResponse> => {
      const caller = await ctx.callers.shopper(request);
      reply.header('cache-control', 'no-store');
      return buyAgain(ctx, caller, request.params.id);
    },
  );
}

// Orders API: search and get orders (merchant: the site's orders with an API key; member: their own), under /ecom/v1/orders and the official package's /_api/ecom-orders alias.
import { Type } from 'typebox';
import type { GetOrderResponse, SearchOrdersResponse } from '../../../wire/orders.js';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { getOrderFor, OrderIdParams, orderReaderOf } from '../order-reader.js';
import { MAX_SEARCH_LIMIT, searchOrders } from '../order-search.js';

/** Path prefixes of orders: the REST path, and the one the official package builds for hosts other than www.wixapis.com. */
export const ORDER_PREFIXES = ['/ecom/v1/orders', '/_api/ecom-orders/v1/orders'] as const;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

/** POST search body. */
export const SearchOrdersBody = Type.Object(
  {
    search: Type.Optional(
      Type.Object(
        {
          filter: Nullable(Type.Object({}, { additionalProperties: true })),
          sort: Type.Optional(
            Type.Array(
              Type.Object(
                { fieldName: Type.String({ minLength: 1, maxLength: 100 }), order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])) },
                { additionalProperties: true },
              ),
              { maxItems: 5 },
            ),
          ),
          cursorPaging: Type.Optional(
            Type.Object(
              { limit: Nullable(Type.Integer({ minimum: 1, maximum: MAX_SEARCH_LIMIT })), cursor: Nullable(Type.String({ maxLength: 20_000 })) },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Registers the order calls. */
export function registerOrderRoutes(app: TypedApp, ctx: AppContext): void {
  for (const prefix of ORDER_PREFIXES) {
    const hide = prefix !== ORDER_PREFIXES[0];
    const tags = ['orders'];
    app.post(
      `${prefix}/search`,
      {
        preValidation: emptyBodyAsObject,
        schema: { body: SearchOrdersBody, tags, hide, summary: 'Search orders: the site’s with an API key, a member’s own with a member token' },
      },
      async (request, reply): Promise<SearchOrdersResponse> => {
        const reader = await orderReaderOf(ctx, request);
        reply.header('cache-control', 'no-store');
        const search = request.body.search ?? {};
        return searchOrders(ctx.db, reader, {
          ...(search.filter ? { filter: search.filter as Record<string, unknown> } : {}),
          ...(search.sort ? { sort: search.sort } : {}),
          ...(search.cursorPaging ? { cursorPaging: { limit: search.cursorPaging.limit ?? null, cursor: search.cursorPaging.cursor ?? null } } : {}),
        });
      },
    );
    app.get(
      `${prefix}/:id`,
      { schema: { params: OrderIdParams, tags, hide, summary: 'An order by id' } },
      async (request, reply): Promise<GetOrderResponse> => {
        const answer = await getOrderFor(ctx, request, request.params.id);
        reply.header('cache-control', 'no-store');
        return answer;
      },
    );
  }
}

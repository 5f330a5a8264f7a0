// Resolver of an order read: the same readers (a merchant key, the member who bought it), id limits and errors as REST GET order.
import type { GetOrderResponse } from '../../wire/orders.js';
import { getOrderFor, OrderIdParams } from '../orders/index.js';
import type { GraphqlContext } from './graphql-context.js';
import { checkInput } from './input-checks.js';

/** The order `id` as GET /ecom/v1/orders/{id} answers it to this caller. */
export async function orderById({ ctx, request }: GraphqlContext, id: unknown): Promise<GetOrderResponse> {
  return getOrderFor(ctx, request, checkInput(OrderIdParams, { id }).id);
}

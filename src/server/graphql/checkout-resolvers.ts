// Resolver of a checkout read: the same access rules (owner's token, checkout page, merchant), id limits and errors as REST GET checkout.
import type { CheckoutResponse } from '../../wire/checkout.js';
import { checkoutAccess, getCheckout } from '../checkout/index.js';
import { CheckoutIdParams } from '../checkout/checkout-schemas.js';
import type { GraphqlContext } from './graphql-context.js';
import { checkInput } from './input-checks.js';

/** The checkout `checkoutId` priced now, with its changes, as GET /ecom/v1/checkouts/{id} answers it. */
export async function checkoutById({ ctx, request }: GraphqlContext, checkoutId: unknown): Promise<CheckoutResponse> {
  const { id } = checkInput(CheckoutIdParams, { id: checkoutId });
  const access = await checkoutAccess(ctx, request, id, 'read');
  return getCheckout(ctx, access, id);
}

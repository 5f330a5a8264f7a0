// Resolvers of the current cart: the same service calls, caller checks, input limits and errors as the REST cart routes.
import type { Cart, CartResponse, CreateCheckoutResponse, EstimateTotalsResponse } from '../../wire/cart.js';
import { AddToCartBody, EstimateTotalsBody, RemoveLineItemsBody, UpdateCartBody, UpdateQuantitiesBody } from '../cart/cart-schemas.js';
import * as carts from '../cart/index.js';
import { fieldError } from '../http/http-error.js';
import type { GraphqlContext } from './graphql-context.js';
import { checkInput, withoutNulls } from './input-checks.js';

/**
 * The caller's cart, as GET current cart answers it (the same read and rendering): OWNED_CART_NOT_FOUND (404, the empty
 * cart in its data) when there is none, as Wix answers.
 */
export async function currentCart({ ctx, request }: GraphqlContext): Promise<CartResponse> {
  const caller = await ctx.callers.shopper(request);
  const { text } = await carts.getCartJson(ctx, caller);
  return JSON.parse(typeof text === 'string' ? text : new TextDecoder().decode(text)) as CartResponse;
}

/** add-to-cart: the same item twice adds up; no lines answers the cart as it is. */
export async function addToCurrentCart({ ctx, request }: GraphqlContext, input: unknown): Promise<CartResponse> {
  const caller = await ctx.callers.shopper(request);
  const body = checkInput(AddToCartBody, withoutNulls(input ?? {}));
  const lineItems = body.lineItems;
  if (!lineItems) throw fieldError('lineItems', 'is required', 'REQUIRED_FIELD');
  const cart: Cart = lineItems.length === 0 ? await carts.getCart(ctx, caller) : await carts.addToCart(ctx, caller, lineItems);
  return { cart };
}

/** update-line-items-quantity: sets quantities (1 to 9,999); a line the cart does not have is LINE_ITEM_NOT_FOUND. */
export async function updateLineItemQuantity({ ctx, request }: GraphqlContext, input: unknown): Promise<CartResponse> {
  const caller = await ctx.callers.shopper(request);
  const body = checkInput(UpdateQuantitiesBody, withoutNulls(input));
  return { cart: await carts.updateQuantities(ctx, caller, body.lineItems) };
}

/** remove-line-items: ids already gone are ignored. */
export async function removeLineItems({ ctx, request }: GraphqlContext, input: unknown): Promise<CartResponse> {
  const caller = await ctx.callers.shopper(request);
  const body = checkInput(RemoveLineItemsBody, withoutNulls(input));
  return { cart: await carts.removeLineItems(ctx, caller, body.lineItemIds) };
}

/** PATCH current cart's subset: apply a coupon (refused with its reason when it does not apply), add lines, set the buyer note. */
export async function updateCurrentCart({ ctx, request }: GraphqlContext, input: unknown): Promise<CartResponse> {
  const caller = await ctx.callers.shopper(request);
  const body = checkInput(UpdateCartBody, withoutNulls(input ?? {}));
  const buyerNote = body.cartInfo?.buyerNote;
  const cart = await carts.updateCart(ctx, caller, {
    ...(buyerNote !== undefined ? { cartInfo: { buyerNote } } : {}),
    ...(body.couponCode !== undefined ? { couponCode: body.couponCode } : {}),
    ...(body.lineItems ? { lineItems: body.lineItems } : {}),
  });
  return { cart };
}

/** remove-coupon. */
export async function removeCoupon({ ctx, request }: GraphqlContext): Promise<CartResponse> {
  const caller = await ctx.callers.shopper(request);
  return { cart: await carts.removeCoupon(ctx, caller) };
}

/** create-checkout of the whole cart (same cart, same checkout). */
export async function createCheckoutFromCart(
  { ctx, request }: GraphqlContext,
  input: { channelType?: string | null } | null | undefined,
): Promise<CreateCheckoutResponse> {
  const caller = await ctx.callers.shopper(request);
  const channelType = input?.channelType ?? 'WEB';
  if (channelType === 'UNSPECIFIED') throw fieldError('channelType', 'must name a sales channel (UNSPECIFIED is not supported)', 'INVALID_ENUM_VALUE');
  return carts.createCheckout(ctx, caller, { channelType });
}

/** estimate-totals: the same estimate as REST for an address, shipping option and memberships (tax and shipping unless false). */
export async function estimateCurrentCartTotals({ ctx, request }: GraphqlContext, input: unknown): Promise<EstimateTotalsResponse> {
  const caller = await ctx.callers.shopper(request);
  return carts.estimateCartTotals(ctx, caller, checkInput(EstimateTotalsBody, withoutNulls(input ?? {})));
}

// Routes of one cart (the current visitor's or member's, or one by id), under /ecom/v1/carts/current and the official package's /_api/ecom-cart alias.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartResponse, CreateCheckoutResponse, EstimateTotalsResponse } from '../../../wire/cart.js';
import type { AppContext } from '../../context.js';
import type { ShopperCaller } from '../../auth/index.js';
import type { StoredContactInfo } from '../../db/commerce-tables.js';
import { fieldError } from '../../http/http-error.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { replyWith } from '../../http/json-text.js';
import type { TypedApp } from '../../http/typed-app.js';
import {
  AddToCartBody,
  CreateCheckoutBody,
  EmptyBody,
  EstimateTotalsBody,
  RemoveLineItemsBody,
  UpdateCartBody,
  UpdateQuantitiesBody,
} from '../cart-schemas.js';
import * as carts from '../cart-service.js';
import { createCheckout } from '../checkout.js';
import { cleanAddress } from '../clean-address.js';
import { estimateCartTotals } from '../estimate-totals.js';

/**
 * Path prefixes of the current cart: the public REST path, and the one the official package builds for hosts other
 * than www.wixapis.com (its `_` domain mapping).
 */
export const CART_PREFIXES = ['/ecom/v1/carts/current', '/_api/ecom-cart/v1/carts/current'] as const;

function cleanContactInfo(
  input: { address?: Record<string, unknown>; contactDetails?: Record<string, unknown> } | null | undefined,
): StoredContactInfo | null | undefined {
  if (input === undefined) return undefined;
  if (input === null) return null;
  const info: StoredContactInfo = {};
  const address = cleanAddress(input.address);
  if (address) info.address = address;
  const details: NonNullable<StoredContactInfo['contactDetails']> = {};
  for (const key of ['firstName', 'lastName', 'phone', 'company'] as const) {
    const value = input.contactDetails?.[key];
    if (typeof value === 'string' && value !== '') details[key] = value;
  }
  if (Object.keys(details).length > 0) info.contactDetails = details;
  return info;
}

/** Drops the cart id the official package repeats in the body of a call on a cart by id (`id`, `_id`: the path names the cart). */
async function dropPathId(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  if ((request.params as { id?: string } | undefined)?.id !== undefined && body && typeof body === 'object') {
    delete body.id;
    delete body._id;
  }
}

/** Treats a missing JSON body as `{}` (curl and some clients send none for "no options"); see {@link dropPathId}. */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
  await dropPathId(request);
}

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** Who a cart call acts for: the shopper whose cart it is, and whether a merchant (an API key of the site) is calling. */
export interface CartActor {
  shopper: ShopperCaller;
  merchant: boolean;
}

/** Finds the actor of a request (the current cart's shopper, or the owner of the cart named by id). */
export type ResolveActor = (request: FastifyRequest) => Promise<CartActor>;

/** preValidation: a caller who is not a merchant hears 403 for custom line items or merchant discounts before the body is checked. */
function merchantFieldsGate(resolve: ResolveActor): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const body = request.body as { customLineItems?: unknown; merchantDiscounts?: unknown } | null | undefined;
    const asked = (value: unknown) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
    if (!body || typeof body !== 'object' || (!asked(body.customLineItems) && !asked(body.merchantDiscounts))) return;
    if (!(await resolve(request)).merchant)
      carts.refuseMerchantOnlyFields({
        customLineItems: asked(body.customLineItems) ? [body.customLineItems] : undefined,
        merchantDiscounts: asked(body.merchantDiscounts) ? [body.merchantDiscounts] : undefined,
      });
  };
}

/** Registers every call of the current cart (API.md "Cart of the current visitor or member"). */
export function registerCartRoutes(app: TypedApp, ctx: AppContext): void {
  for (const prefix of CART_PREFIXES)
    registerCartCalls(app, ctx, prefix, prefix !== CART_PREFIXES[0], async (request) => ({ shopper: await ctx.callers.shopper(request), merchant: false }));
}

/**
 * Registers the calls of one cart under `prefix` (GET, PATCH and DELETE on it, and its POST actions), acting for whom
 * `resolve` says: the current cart's shopper, or a cart by id (see cart-by-id-routes.ts).
 */
export function registerCartCalls(app: TypedApp, ctx: AppContext, prefix: string, hide: boolean, resolve: ResolveActor): void {
  {
    const tags = ['cart'];
    const gate = merchantFieldsGate(resolve);

    app.get(
      prefix,
      {
        schema: {
          tags,
          hide,
          summary:
            'The current cart (404 OWNED_CART_NOT_FOUND, with the empty cart in its data, when there is none; the empty cart itself with ?ifMissing=empty)',
        },
      },
      async (request, reply) => {
        const caller = (await resolve(request)).shopper;
        noStore(reply);
        // `?ifMissing=empty` (Tote's SDK): the empty cart instead of Wix's 404 for a caller without one.
        const emptyWhenMissing = (request.query as Record<string, unknown> | undefined)?.ifMissing === 'empty';
        return replyWith(reply, await carts.getCartJson(ctx, caller, { emptyWhenMissing }));
      },
    );

    app.patch(
      prefix,
      {
        preValidation: [dropPathId, gate],
        schema: {
          body: UpdateCartBody,
          tags,
          hide,
          summary: 'Apply a coupon, add lines, set buyer note, contact and shipping option; a merchant: custom lines and discounts',
        },
      },
      async (request, reply): Promise<CartResponse> => {
        const { shopper: caller, merchant } = await resolve(request);
        const body = request.body;
        if (!merchant) carts.refuseMerchantOnlyFields(body);
        const mask =
          typeof body.cartFieldmask === 'string'
            ? body.cartFieldmask
                .split(',')
                .map((p) => p.trim())
                .filter(Boolean)
            : body.cartFieldmask;
        const info = body.cartInfo;
        const contactInfo = cleanContactInfo(info?.contactInfo as Parameters<typeof cleanContactInfo>[0]);
        const cart = await carts.updateCart(ctx, caller, {
          ...(info
            ? {
                cartInfo: {
                  ...(info.buyerNote !== undefined ? { buyerNote: info.buyerNote } : {}),
                  ...(contactInfo !== undefined ? { contactInfo } : {}),
                  ...(info.selectedShippingOption !== undefined
                    ? {
                        selectedShippingOption: info.selectedShippingOption && {
                          code: info.selectedShippingOption.code,
                          ...(info.selectedShippingOption.carrierId ? { carrierId: info.selectedShippingOption.carrierId } : {}),
                        },
                      }
                    : {}),
                },
              }
            : {}),
          ...(body.couponCode !== undefined ? { couponCode: body.couponCode } : {}),
          ...(body.lineItems ? { lineItems: body.lineItems } : {}),
          ...(body.customLineItems ? { customLineItems: body.customLineItems } : {}),
          ...(body.merchantDiscounts ? { merchantDiscounts: body.merchantDiscounts } : {}),
          ...(mask ? { fieldMask: mask } : {}),
        });
        noStore(reply);
        return { cart };
      },
    );

    app.post(
      `${prefix}/add-to-cart`,
      {
        preValidation: [dropPathId, gate],
        schema: { body: AddToCartBody, tags, hide, summary: 'Add catalog items (the same item twice adds up); a merchant: custom lines' },
      },
      async (request, reply): Promise<CartResponse> => {
        const { shopper: caller, merchant } = await resolve(request);
        if (!merchant) carts.refuseMerchantOnlyFields(request.body);
        const { lineItems, customLineItems } = request.body;
        if (!lineItems && !customLineItems?.length) throw fieldError('lineItems', 'is required', 'REQUIRED_FIELD');
        noStore(reply);
        // Custom lines go in with the catalog ones in one transaction.
        if (customLineItems?.length) return { cart: await carts.updateCart(ctx, caller, { ...(lineItems ? { lineItems } : {}), customLineItems }) };
        return { cart: !lineItems || lineItems.length === 0 ? await carts.getCart(ctx, caller) : await carts.addToCart(ctx, caller, lineItems) };
      },
    );

    app.post(
      `${prefix}/remove-line-items`,
      { preValidation: dropPathId, schema: { body: RemoveLineItemsBody, tags, hide, summary: 'Remove lines (ids already gone are ignored)' } },
      async (request, reply): Promise<CartResponse> => {
        const caller = (await resolve(request)).shopper;
        noStore(reply);
        return { cart: await carts.removeLineItems(ctx, caller, request.body.lineItemIds) };
      },
    );

    app.post(
      `${prefix}/update-line-items-quantity`,
      { preValidation: dropPathId, schema: { body: UpdateQuantitiesBody, tags, hide, summary: 'Set line quantities (1 to 9,999)' } },
      async (request, reply): Promise<CartResponse> => {
        const caller = (await resolve(request)).shopper;
        noStore(reply);
        return { cart: await carts.updateQuantities(ctx, caller, request.body.lineItems) };
      },
    );

    app.post(
      `${prefix}/remove-coupon`,
      { preValidation: emptyBodyAsObject, schema: { body: EmptyBody, tags, hide, summary: 'Remove the coupon' } },
      async (request, reply): Promise<CartResponse> => {
        const caller = (await resolve(request)).shopper;
        noStore(reply);
        return { cart: await carts.removeCoupon(ctx, caller) };
      },
    );

    app.post(
      `${prefix}/estimate-totals`,
      {
        preValidation: emptyBodyAsObject,
        schema: { body: EstimateTotalsBody, tags, hide, summary: 'Subtotal, discounts, shipping, tax and total for an address' },
      },
      async (request, reply): Promise<EstimateTotalsResponse> => {
        const caller = (await resolve(request)).shopper;
        const estimate = await estimateCartTotals(ctx, caller, request.body);
        noStore(reply);
        return estimate;
      },
    );

    app.post(
      `${prefix}/create-checkout`,
      {
        preValidation: emptyBodyAsObject,
        schema: { body: CreateCheckoutBody, tags, hide, summary: 'Snapshot the cart into a checkout (same cart, same checkout)' },
      },
      async (request, reply): Promise<CreateCheckoutResponse> => {
        const caller = (await resolve(request)).shopper;
        const body = request.body;
        const key = idempotencyKeyOf(request);
        if (body.channelType === 'UNSPECIFIED')
          throw fieldError('channelType', 'must name a sales channel (UNSPECIFIED is not supported)', 'INVALID_ENUM_VALUE');
        const shippingAddress = cleanAddress(body.shippingAddress);
        const billingAddress = cleanAddress(body.billingAddress);
        noStore(reply);
        return createCheckout(
          ctx,
          caller,
          {
            channelType: body.channelType ?? 'WEB',
            ...(shippingAddress ? { shippingAddress } : {}),
            ...(billingAddress ? { billingAddress } : {}),
            ...(body.selectedShippingOption ? { selectedShippingOption: { code: body.selectedShippingOption.code } } : {}),
            ...(body.email ? { email: body.email } : {}),
            ...(body.lineItems ? { lineItems: body.lineItems.map(({ id, quantity }) => ({ id, quantity })) } : {}),
          },
          key,
        );
      },
    );

    app.delete(prefix, { schema: { tags, hide, summary: 'Delete the cart' } }, async (request, reply): Promise<Record<string, never>> => {
      const caller = (await resolve(request)).shopper;
      await carts.deleteCurrentCart(ctx, caller);
      noStore(reply);
      return {};
    });
  }
}

// Routes of a cart by id (Wix's Cart API): create, and every call of the current cart on /ecom/v1/carts/{id}, for the cart's shopper or a merchant's API key.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CartResponse } from '../../../wire/cart.js';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { cartError } from '../cart-errors.js';
import { CreateCartBody } from '../cart-schemas.js';
import * as carts from '../cart-service.js';
import type { CartActor, ResolveActor } from './cart-routes.js';
import { cleanAddress } from '../clean-address.js';
import { registerCartCalls } from './cart-routes.js';

/** Path prefixes of carts by id: the public REST path, and the one the official package builds for other hosts. */
export const CARTS_BY_ID_PREFIXES = ['/ecom/v1/carts', '/_api/ecom-cart/v1/carts'] as const;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The actor of a call on the cart `id` of the path: a merchant of the cart's site acts for its owner (and may send
 * custom line items and merchant discounts); a visitor or member only on their own cart. A malformed id is a 400; a
 * cart that does not exist, is another site's or another shopper's is a 404 CART_NOT_FOUND.
 */
export function cartByIdActor(ctx: AppContext): ResolveActor {
  const byRequest = new WeakMap<FastifyRequest, Promise<CartActor>>();
  const resolve = async (request: FastifyRequest): Promise<CartActor> => {
    const id = (request.params as { id?: string }).id ?? '';
    if (!GUID.test(id)) throw fieldError('id', 'must be a cart id (a GUID)', 'FORMAT');
    const caller = await ctx.callers.any(request);
    const row = await ctx.db
      .selectFrom('carts')
      .select((eb) => [
        'carts.site_id',
        'carts.owner_id',
        eb.exists(eb.selectFrom('identities').select('identities.id').whereRef('identities.id', '=', 'carts.owner_id')).as('member'),
      ])
      .where('carts.id', '=', id)
      .executeTakeFirst();
    const mine = row && row.site_id === caller.siteId && (caller.kind === 'merchant' || row.owner_id === caller.subjectId);
    if (!row || !mine) throw cartError('CART_NOT_FOUND', `There is no cart ${id}`, { cartId: id });
    if (caller.kind !== 'merchant') return { shopper: caller, merchant: false };
    return { shopper: { kind: row.member ? 'member' : 'visitor', siteId: row.site_id, clientId: '', subjectId: row.owner_id }, merchant: true };
  };
  return (request) => {
    let actor = byRequest.get(request);
    if (!actor) {
      actor = resolve(request);
      byRequest.set(request, actor);
    }
    return actor;
  };
}

/** Registers create and the calls of a cart by id (API.md "Carts by id"). */
export function registerCartByIdRoutes(app: TypedApp, ctx: AppContext): void {
  const resolve = cartByIdActor(ctx);
  for (const prefix of CARTS_BY_ID_PREFIXES) {
    const hide = prefix !== CARTS_BY_ID_PREFIXES[0];
    registerCartCalls(app, ctx, `${prefix}/:id`, hide, resolve);

    app.post(
      prefix,
      {
        // A shopper may not send merchant fields: refused before the body is checked.
        preValidation: async (request) => {
          const body = request.body as { customLineItems?: unknown[]; merchantDiscounts?: unknown[] } | null | undefined;
          if (body && typeof body === 'object' && (await ctx.callers.any(request)).kind !== 'merchant') carts.refuseMerchantOnlyFields(body);
        },
        schema: { body: CreateCartBody, tags: ['cart'], hide, summary: "Create a cart: a shopper's own, or with an API key a new one" },
      },
      async (request, reply): Promise<CartResponse> => {
        const caller = await ctx.callers.any(request);
        // A shopper's cart is their one current cart; a merchant's is a new cart of a new visitor of the site.
        const shopper = caller.kind === 'merchant' ? { kind: 'visitor' as const, siteId: caller.siteId, clientId: '', subjectId: randomUUID() } : caller;
        const body = request.body;
        const info = body.cartInfo;
        const address = cleanAddress(info?.contactInfo?.address as Record<string, unknown> | undefined);
        const cart = await carts.updateCart(ctx, shopper, {
          cartInfo: {
            ...(info?.buyerNote !== undefined ? { buyerNote: info.buyerNote } : {}),
            ...(address ? { contactInfo: { address } } : {}),
            ...(info?.selectedShippingOption ? { selectedShippingOption: { code: info.selectedShippingOption.code } } : {}),
          },
          ...(body.couponCode ? { couponCode: body.couponCode } : {}),
          ...(body.lineItems ? { lineItems: body.lineItems } : {}),
          ...(body.customLineItems ? { customLineItems: body.customLineItems } : {}),
          ...(body.merchantDiscounts ? { merchantDiscounts: body.merchantDiscounts } : {}),
        });
        reply.header('cache-control', 'no-store');
        return { cart };
      },
    );
  }
}

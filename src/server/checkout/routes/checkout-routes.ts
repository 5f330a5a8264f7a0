// Routes of the checkout (@wix/ecom checkout paths under /ecom/v1/checkouts) and Tote's additions for the hosted checkout page.
import type { FastifyReply } from 'fastify';
import type { CheckoutResponse, CreateOrderResponse, ThankYouResponse } from '../../../wire/checkout.js';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import { validationError } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { placeOrder } from '../../orders/index.js';
import { checkAddress } from '../address-validation.js';
import { checkoutAccess } from '../checkout-access.js';
import { installCheckoutHousekeeping } from '../checkout-housekeeping.js';
import { getCheckout } from '../checkout-read.js';
import {
  CheckoutIdParams,
  ConfirmChangesBody,
  CreateOrderBody,
  IdOnlyBody,
  OpenSessionBody,
  ShippingOptionsBody,
  UpdateCheckoutBody,
} from '../checkout-schemas.js';
import { CHECKOUT_API_PATH, exchangeCheckoutSession } from '../checkout-session.js';
import { updateCheckout } from '../checkout-update.js';
import { readCheckoutUpdate, requestedOptionCode } from '../checkout-update-input.js';
import { loadShippingRegions } from '../../cart/index.js';
import { confirmChanges } from '../confirm-changes.js';
import { shippingOptionsFor, type ShippingOptionsResponse } from '../shipping-options.js';
import { markCompleted, thankYou } from '../thank-you.js';

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** Registers the checkout calls. Callers: the checkout's owner (access token) or the checkout page (its cookie); merchants may read. */
export function registerCheckoutRoutes(app: TypedApp, ctx: AppContext): void {
  const base = CHECKOUT_API_PATH;
  const tags = ['checkout'];
  installCheckoutHousekeeping(app, ctx);

  app.get(
    `${base}/:id`,
    { schema: { params: CheckoutIdParams, tags, summary: 'The checkout priced now, with changes since the buyer’s snapshot' } },
    async (request, reply): Promise<CheckoutResponse> => {
      const access = await checkoutAccess(ctx, request, request.params.id, 'read');
      noStore(reply);
      return getCheckout(ctx, access, request.params.id);
    },
  );

  app.patch(
    `${base}/:id`,
    {
      schema: { params: CheckoutIdParams, body: UpdateCheckoutBody, tags, summary: 'Set e-mail, note, shipping and billing address, shipping option, coupon' },
    },
    async (request, reply): Promise<CheckoutResponse> => {
      const access = await checkoutAccess(ctx, request, request.params.id, 'write');
      const code = requestedOptionCode(request.body);
      const pickup = code !== undefined && (await loadShippingRegions(ctx.db, access.siteId)).some((r) => r.options.some((o) => o.code === code && o.pickup));
      const update = readCheckoutUpdate(request.body, pickup);
      noStore(reply);
      return updateCheckout(ctx, access, request.params.id, update);
    },
  );

  app.post(
    `${base}/:id/remove-coupon`,
    { preValidation: emptyBodyAsObject, schema: { params: CheckoutIdParams, body: IdOnlyBody, tags, summary: 'Remove the coupon' } },
    async (request, reply): Promise<CheckoutResponse> => {
      const access = await checkoutAccess(ctx, request, request.params.id, 'write');
      noStore(reply);
      return updateCheckout(ctx, access, request.params.id, { couponCode: null });
    },
  );

  app.post(
    `${base}/:id/shipping-options`,
    {
      schema: {
        params: CheckoutIdParams,
        body: ShippingOptionsBody,
        tags,
        summary: 'Delivery options (shipping and store pickup) for an address, with prices (Tote)',
      },
    },
    async (request, reply): Promise<ShippingOptionsResponse> => {
      const access = await checkoutAccess(ctx, request, request.params.id, 'read');
      const checked = checkAddress(request.body.shippingAddress, undefined, 'shippingAddress', { complete: false, names: false });
      // Only the parts the options depend on must be right; the rest of the address is checked when it is saved.
      const blocking = checked.violations.filter((v) => /\.(country|subdivision)$/.test(v.field));
      if (blocking.length > 0) throw validationError(blocking);
      noStore(reply);
      return shippingOptionsFor(ctx, access, request.params.id, {
        ...(checked.address.country ? { country: checked.address.country } : {}),
        ...(checked.address.subdivision ? { subdivision: checked.address.subdivision } : {}),
      });
    },
  );

  app.post(
    `${base}/:id/confirm-changes`,
    { schema: { params: CheckoutIdParams, body: ConfirmChangesBody, tags, summary: 'Accept the listed price, stock and discount changes (Tote)' } },
    async (request, reply): Promise<CheckoutResponse> => {
      const access = await checkoutAccess(ctx, request, request.params.id, 'write');
      noStore(reply);
      return confirmChanges(ctx, access, request.params.id, request.body.changesToken);
    },
  );

  app.post(
    `${base}/:id/create-order`,
    {
      preValidation: emptyBodyAsObject,
      schema: { params: CheckoutIdParams, body: CreateOrderBody, tags, summary: 'Place the order (once: a retry answers the same order)' },
    },
    async (request, reply): Promise<CreateOrderResponse> => {
      const access = await checkoutAccess(ctx, request, request.params.id, 'write');
      const method = request.body.paymentMethod;
      const placed = await placeOrder(ctx, access, request.params.id, method ? { providerId: method.providerId, card: method.card } : {}, request.log);
      noStore(reply);
      return { orderId: placed.orderId };
    },
  );

  app.post(
    `${base}/:id/mark-as-completed`,
    { preValidation: emptyBodyAsObject, schema: { params: CheckoutIdParams, body: IdOnlyBody, tags, summary: 'Mark the checkout completed' } },
    async (request, reply): Promise<Record<string, never>> => {
      const access = await checkoutAccess(ctx, request, request.params.id, 'write');
      await markCompleted(ctx, access, request.params.id);
      noStore(reply);
      return {};
    },
  );

  app.post(
    `${base}/:id/session`,
    { schema: { params: CheckoutIdParams, body: OpenSessionBody, tags, summary: 'Exchange the checkout page’s redirect session for its cookie (Tote)' } },
    async (request, reply): Promise<CheckoutResponse> => {
      const page = await exchangeCheckoutSession(ctx, request, reply, request.params.id, request.body.sessionId);
      noStore(reply);
      return getCheckout(ctx, { siteId: page.siteId, ownerId: page.ownerId, via: 'cookie', page }, request.params.id);
    },
  );

  app.get(
    `${base}/:id/thank-you`,
    { schema: { params: CheckoutIdParams, tags, summary: 'The order of a completed checkout and the URL back to the shop (Tote)' } },
    async (request, reply): Promise<ThankYouResponse> => {
      const access = await checkoutAccess(ctx, request, request.params.id, 'read');
      noStore(reply);
      return thankYou(ctx, access, request.params.id);
    },
  );
}

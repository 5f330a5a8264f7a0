// Stripe's routes: the checkout page's intent and completion, Stripe's events (raw body), and the owner's Stripe settings (merchant API).
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import { checkoutAccess } from '../../checkout/index.js';
import type { AppContext } from '../../context.js';
import type { SiteSettings } from '../../db/core-tables.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import { notFound } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { completeStripePayment } from '../stripe/stripe-completion.js';
import { receiveStripeEvent, type EventReceipt } from '../stripe/stripe-events.js';
import { prepareStripeIntent, type StripeIntentResponse } from '../stripe/stripe-intents.js';
import { removeStripeSettings, saveStripeSettings, STRIPE_WEBHOOK_PATH, stripeSettingsView, type StripeSettingsView } from '../stripe/stripe-settings.js';

/** The merchant API path of the site's Stripe settings. */
export const STRIPE_SETTINGS_PATH = '/tote/v1/payments/stripe';

/** Largest event body taken (Stripe's events are a few kilobytes). */
const EVENT_BODY_LIMIT = 256 * 1024;

const CheckoutIdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
const CompleteBody = Type.Object({ paymentIntentId: Type.Optional(Type.String({ maxLength: 255 })) }, { additionalProperties: false });
const SettingsBody = Type.Object(
  {
    stripe: Type.Object(
      {
        publishableKey: Type.String({ maxLength: 255 }),
        secretKey: Type.Optional(Type.String({ maxLength: 255 })),
        webhookSecret: Type.Optional(Type.String({ maxLength: 255 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** Registers Stripe's routes. */
export function registerStripeRoutes(app: TypedApp, ctx: AppContext): void {
  const tags = ['payments'];
  app.post(
    '/ecom/v1/checkouts/:id/payments/stripe/intent',
    {
      preValidation: emptyBodyAsObject,
      schema: { params: CheckoutIdParams, tags, summary: 'Create or update the checkout’s Stripe PaymentIntent for its total (Tote)' },
    },
    async (request, reply): Promise<StripeIntentResponse> => {
      const access = await checkoutAccess(ctx, request, request.params.id, 'write');
      noStore(reply);
      return prepareStripeIntent(ctx, access, request.params.id);
    },
  );
  app.post(
    '/ecom/v1/checkouts/:id/payments/stripe/complete',
    {
      preValidation: emptyBodyAsObject,
      schema: { params: CheckoutIdParams, body: CompleteBody, tags, summary: 'Place the order once Stripe says the payment succeeded (Tote)' },
    },
    async (request, reply): Promise<{ orderId: string }> => {
      const access = await checkoutAccess(ctx, request, request.params.id, 'write');
      noStore(reply);
      return completeStripePayment(ctx, access, request.params.id, request.body.paymentIntentId, request.log);
    },
  );

  // Stripe signs the exact bytes it sends: this route reads the body raw, in its own scope.
  void app.register(async (scope: TypedApp) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: EVENT_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      STRIPE_WEBHOOK_PATH,
      { schema: { tags, summary: 'Stripe’s events (signed with the webhook signing secret)' } },
      async (request): Promise<EventReceipt> => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return receiveStripeEvent(ctx, raw, typeof signature === 'string' ? signature : undefined, request.log);
      },
    );
  });

  const preValidation = [merchantOnly(ctx)];
  const settingsOf = async (siteId: string): Promise<SiteSettings> => {
    const site = await ctx.db.selectFrom('sites').select('settings').where('id', '=', siteId).executeTakeFirst();
    if (!site) throw notFound('SITE_NOT_FOUND', 'Site');
    return site.settings;
  };
  app.get(STRIPE_SETTINGS_PATH, { schema: { tags, summary: 'The site’s Stripe set-up (secrets only as set or not)' }, preValidation }, async (request) => {
    const siteId = await merchantSite(ctx, request);
    return { stripe: stripeSettingsView(ctx.config, siteId, await settingsOf(siteId)) };
  });
  app.put(
    STRIPE_SETTINGS_PATH,
    { schema: { body: SettingsBody, tags, summary: 'Set the site’s Stripe keys (secrets sealed at rest, never answered)' }, preValidation },
    async (request): Promise<{ stripe: StripeSettingsView }> => ({
      stripe: await saveStripeSettings(ctx.db, ctx.config, await merchantSite(ctx, request), request.body.stripe),
    }),
  );
  app.delete(STRIPE_SETTINGS_PATH, { schema: { tags, summary: 'Forget the site’s own Stripe keys' }, preValidation }, async (request) => ({
    stripe: await removeStripeSettings(ctx.db, ctx.config, await merchantSite(ctx, request)),
  }));
}

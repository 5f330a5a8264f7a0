// GET /hosted/checkout/<checkoutId>?session=<id> and .../thank-you: the hosted checkout page; its first load trades the redirect session for the page's cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { CheckoutErrorCode, CheckoutResponse } from '../../../wire/checkout.js';
import type { CheckoutPageData } from '../../../wire/hosted-pages.js';
import { getCheckout, exchangeCheckoutSession, readCheckoutSession, type CheckoutPageSession } from '../../checkout/index.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { HOSTED_PATHS } from '../../redirects/index.js';
import { checkoutPageContext, type CheckoutPageContext } from '../checkout-page-context.js';
import type { HostedSite } from '../hosted-site.js';
import { stripeKeysOf } from '../../payments/index.js';
import { pageTexts, type PageTexts } from '../page-texts.js';
import { renderMessage, renderPage, storeOf } from '../render-page.js';

/** Loose on purpose: a bad link gets a page, not a JSON error. */
const Params = Type.Object({ checkoutId: Type.String({ maxLength: 2000 }) });
const Query = Type.Object({ session: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: true });

type Request = FastifyRequest<{ Params: { checkoutId: string }; Querystring: { session?: string | undefined } }>;

/** The pages a checkout link ends on when it cannot open the checkout: their status and texts (page-texts.ts). */
const MESSAGES = {
  notFound: { status: 404, text: 'checkoutNotFound' },
  expired: { status: 410, text: 'checkoutExpired' },
  otherBuyer: { status: 403, text: 'checkoutOtherBuyer' },
  signedInSince: { status: 403, text: 'checkoutSignedInSince' },
} as const satisfies Record<string, { status: number; text: keyof PageTexts }>;

/** The code of a checkout application error, or undefined for anything else. */
function checkoutCode(error: unknown): CheckoutErrorCode | undefined {
  return error instanceof HttpError ? (error.body.details?.applicationError?.code as CheckoutErrorCode | undefined) : undefined;
}

/** A message page branded with the site, with the way back to the shop when the session named one. */
function message(ctx: AppContext, reply: FastifyReply, context: CheckoutPageContext, which: keyof typeof MESSAGES): Promise<FastifyReply> {
  const texts = pageTexts(storeOf(context.site).locale);
  const { status, text } = MESSAGES[which];
  const action = context.backUrl ? { href: context.backUrl, text: texts.backToShop } : undefined;
  return renderMessage(ctx, reply, context.site, { status, title: texts.titles.checkout, ...texts[text], action });
}

/** What the first load found: the checkout to embed (none when the page must read it itself), or the message page it sent. */
type Opened = { initial: CheckoutResponse | undefined; sent?: undefined } | { sent: FastifyReply };

/** The checkout for the page's data, read as the page session's owner. */
function readAs(ctx: AppContext, page: CheckoutPageSession, checkoutId: string): Promise<CheckoutResponse> {
  return getCheckout(ctx, { siteId: page.siteId, ownerId: page.ownerId, via: 'cookie', page }, checkoutId);
}

/**
 * The checkout as the page's first load gets it, or a message page. A live session is exchanged for the cookie; a used
 * one leaves the decision to the page (a reload: the browser may not send the SameSite=Strict cookie with a navigation
 * that began on the shop, but sends it with the page's own calls). An expired, foreign or unknown link gets a clear page.
 */
async function openCheckout(ctx: AppContext, request: Request, reply: FastifyReply, context: CheckoutPageContext): Promise<Opened> {
  const { checkoutId } = request.params;
  const sessionId = request.query.session;
  // Only a page load uses the link up (a prefetch, an image or a frame of it would leave the buyer a used link).
  const dest = request.headers['sec-fetch-dest'];
  if (dest !== undefined && dest !== 'document') return { initial: undefined };
  if (!sessionId) {
    const page = await readCheckoutSession(ctx, request, checkoutId);
    return { initial: page ? await readAs(ctx, page, checkoutId) : undefined };
  }
  try {
    return { initial: await readAs(ctx, await exchangeCheckoutSession(ctx, request, reply, checkoutId, sessionId), checkoutId) };
  } catch (error) {
    const code = checkoutCode(error);
    const { session, checkout } = context;
    if (code === 'CHECKOUT_SESSION_EXPIRED') return session?.consumed_at ? { initial: undefined } : { sent: await message(ctx, reply, context, 'expired') };
    if (code === 'CHECKOUT_SESSION_MISMATCH') {
      const signedInSince = session?.kind === 'ecomCheckout' && session.member_id !== null && checkout?.owner_kind === 'visitor';
      return { sent: await message(ctx, reply, context, signedInSince ? 'signedInSince' : 'otherBuyer') };
    }
    if (code === 'CHECKOUT_NOT_FOUND') return { sent: await message(ctx, reply, context, 'notFound') };
    throw error;
  }
}

function render(ctx: AppContext, reply: FastifyReply, site: HostedSite, data: CheckoutPageData) {
  const { titles } = pageTexts(data.store.locale);
  // Stripe.js's origins are allowed on the checkout page only, and only when the site takes Stripe payments.
  const stripe = stripeKeysOf(ctx.config, site.siteId, site.settings) !== undefined;
  return renderPage(ctx, reply, site, data, { title: data.view === 'thank-you' ? titles.thankYou : titles.checkout, stripe });
}

/** Registers the checkout page and its thank-you page. */
export function registerCheckoutPageRoutes(app: TypedApp, ctx: AppContext): void {
  const schema = { params: Params, querystring: Query, hide: true };

  app.get(`${HOSTED_PATHS.checkout}/:checkoutId`, { schema }, async (request, reply) => {
    const { checkoutId } = request.params;
    const context = await checkoutPageContext(ctx, checkoutId, request.query.session);
    if (!context.checkout || !context.site || context.foreign) return message(ctx, reply, context, 'notFound');
    const opened = await openCheckout(ctx, request, reply, context);
    if (opened.sent) return opened.sent;
    const { initial } = opened;
    const data: CheckoutPageData = {
      page: 'checkout',
      store: storeOf(context.site),
      clientId: context.site.clientId,
      checkoutId,
      view: initial?.orderId ? 'thank-you' : 'checkout',
      ...(initial ? { initial } : {}),
      ...(context.backUrl ? { backUrl: context.backUrl } : {}),
    };
    return render(ctx, reply, context.site, data);
  });

  app.get(`${HOSTED_PATHS.checkout}/:checkoutId/thank-you`, { schema }, async (request, reply) => {
    const { checkoutId } = request.params;
    const context = await checkoutPageContext(ctx, checkoutId, request.query.session);
    if (!context.checkout || !context.site || context.foreign) return message(ctx, reply, context, 'notFound');
    const data: CheckoutPageData = {
      page: 'checkout',
      store: storeOf(context.site),
      clientId: context.site.clientId,
      checkoutId,
      view: 'thank-you',
      ...(context.backUrl ? { backUrl: context.backUrl } : {}),
    };
    return render(ctx, reply, context.site, data);
  });
}

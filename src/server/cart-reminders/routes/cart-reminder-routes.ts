// Cart reminders' routes: the link's page (on to the owner's site, or why not), the shopper's restore call, one-click unsubscribe, the merchant's figures.
import { Type } from 'typebox';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { escapeHtml, sendErrorPage, sendHtml } from '../../oauth/index.js';
import { RESTORE_CART_PATH, RESTORE_FRAGMENT, type CartReminderStats } from '../../../wire/cart-reminders.js';
import type { Cart } from '../../../wire/cart.js';
import { reminderStats } from '../reminder-stats.js';
import { RESTORE_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from '../reminder-paths.js';
import { reminderLinkState, restoreRemindedCart } from '../restore-reminder.js';
import { unsubscribeByReminder } from '../unsubscribe.js';

const tags = ['cart-reminders'];
const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
const DAY_MS = 24 * 3600_000;

/** Registers the routes of cart reminders. */
export function registerCartReminderRoutes(app: TypedApp, ctx: AppContext): void {
  app.get(RESTORE_PAGE_PATH, { schema: { querystring: TokenQuery, hide: true } }, async (request, reply) => {
    const token = request.query.token ?? '';
    const link = await reminderLinkState(ctx.db, token, ctx.clock());
    if (link.state === 'unknown') return sendErrorPage(reply, 404, 'This link is not valid', 'Check that the whole link from the e-mail was opened.');
    if (link.state === 'expired')
      return sendErrorPage(reply, 410, 'This link has expired', 'Your cart is no longer kept for this link. Your current cart is unchanged.');
    if (link.state === 'used')
      return sendErrorPage(reply, 409, 'This link was already used', 'The cart came back once already. Your current cart is unchanged.');
    if (!link.shopOrigin) return sendErrorPage(reply, 404, 'The shop has no site yet', 'The shop is not on a site that can show your cart.');
    // The token travels in the fragment: never sent to the owner's server, never in its logs or in a Referer.
    return reply.redirect(`${link.shopOrigin}/#${RESTORE_FRAGMENT}=${encodeURIComponent(token)}`, 303);
  });

  app.post(
    RESTORE_CART_PATH,
    {
      schema: {
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        tags,
        summary: "Bring a reminded cart back into the shopper's own (the token of the reminder's link)",
      },
    },
    async (request): Promise<{ cart: Cart }> => ({ cart: await restoreRemindedCart(ctx, await ctx.callers.shopper(request), request.body.token) }),
  );

  app.get(UNSUBSCRIBE_PAGE_PATH, { schema: { querystring: TokenQuery, hide: true } }, async (request, reply) => {
    const token = escapeHtml(request.query.token ?? '');
    return sendHtml(reply, {
      title: 'Unsubscribe',
      formAction: ["'self'"],
      body: `<h1>No more cart reminders</h1><form method="post" action="${UNSUBSCRIBE_PAGE_PATH}"><input type="hidden" name="token" value="${token}"><button type="submit">Unsubscribe</button></form>`,
    });
  });

  // The page's form posts as forms do (the one form body the store reads, in this route's own scope): the token is all it carries.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(UNSUBSCRIBE_PAGE_PATH, { schema: { body: Type.Object({ token: Type.String({ maxLength: 200 }) }), hide: true } }, async (request, reply) => {
      const token = (request.body as { token: string }).token;
      const done = await unsubscribeByReminder(ctx.db, token, ctx.clock());
      if (!done) return sendErrorPage(reply, 404, 'This link is not valid', 'Check that the whole link from the e-mail was opened.');
      return sendHtml(reply, { title: 'Unsubscribed', body: `<h1>Unsubscribed</h1><p>${escapeHtml(done.siteName)} sends you no more cart reminders.</p>` });
    });
  });

  app.get(
    '/tote/v1/cart-reminders/stats',
    {
      schema: {
        querystring: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 })) }),
        tags,
        summary: 'What cart reminders brought back',
      },
      preValidation: [merchantOnly(ctx)],
    },
    async (request): Promise<{ stats: CartReminderStats }> => {
      const since = new Date(ctx.clock().getTime() - (request.query.days ?? 30) * DAY_MS);
      return { stats: await reminderStats(ctx.db, await merchantSite(ctx, request), since) };
    },
  );
}

// GET /hosted/login?session=<id>: the hosted login of a `login` or `auth` redirect session (never framed).
import { Type } from 'typebox';
import type { LoginPageData } from '../../../wire/hosted-pages.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { readHostedSession } from '../../identity/index.js';
import { HOSTED_PATHS, findLiveRedirectSession } from '../../redirects/index.js';
import { cancelUrlOf } from '../cancel-url.js';
import { onlySite, siteOfClient, siteWithFirstClient, type HostedSite } from '../hosted-site.js';
import { pageTexts } from '../page-texts.js';
import { renderMessage, renderPage, storeOf } from '../render-page.js';

/** Loose on purpose: a bad link gets a page, not a JSON error. */
const Query = Type.Object(
  { session: Type.Optional(Type.String({ maxLength: 2000 })), view: Type.Optional(Type.String({ maxLength: 50 })) },
  { additionalProperties: true },
);

/** Where a redirect session goes on (`/r/<id>`). */
function continuePath(id: string): string {
  return `/r/${encodeURIComponent(id)}`;
}

/** The site of a session id even when the session is over (to brand the "expired" page). */
async function siteOfAnySession(ctx: AppContext, id: string): Promise<HostedSite | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const row = await ctx.db.selectFrom('redirect_sessions').select('site_id').where('id', '=', id).executeTakeFirst();
  return row ? siteWithFirstClient(ctx, row.site_id) : undefined;
}

/** Registers the login page. */
export function registerLoginPageRoute(app: TypedApp, ctx: AppContext): void {
  app.get(HOSTED_PATHS.login, { schema: { querystring: Query, hide: true } }, async (request, reply) => {
    const id = request.query.session ?? '';
    const session = await findLiveRedirectSession(ctx.db, ctx.clock(), id);
    const site = session && (session.kind === 'login' || session.kind === 'auth') ? await siteOfClient(ctx, session.client_id) : undefined;
    if (!session || !site || (session.kind !== 'login' && session.kind !== 'auth')) {
      const known = (await siteOfAnySession(ctx, id)) ?? (await onlySite(ctx));
      const texts = pageTexts(storeOf(known).locale);
      return renderMessage(ctx, reply, known, { status: 404, title: texts.titles.signIn, ...texts.loginExpired });
    }
    // Already signed in on the store: a plain login has nothing to ask, it goes on at once (an authorization came here
    // only because it needs a login).
    if (session.kind === 'login' && (await readHostedSession(ctx, request, session.site_id))) {
      return reply.header('cache-control', 'no-store').redirect(continuePath(session.id), 302);
    }
    const cancelUrl = await cancelUrlOf(ctx, session);
    const data: LoginPageData = {
      page: 'login',
      store: storeOf(site),
      clientId: site.clientId,
      sessionId: session.id,
      sessionKind: session.kind,
      ...(cancelUrl ? { cancelUrl } : {}),
      ...(request.query.view === 'register' ? { view: 'register' } : {}),
    };
    return renderPage(ctx, reply, site, data, { title: pageTexts(data.store.locale).titles.signIn });
  });
}

// GET /hosted/account/<section>: the member's account (info, orders, and the services this store does not run); a member's hand-off signs the browser in first; never framed.
import { Type } from 'typebox';
import type { AccountPageData, AccountSectionInfo, AccountSectionPath } from '../../../wire/hosted-pages.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { ACCOUNT_SECTION_PATHS, HOSTED_PATHS, findLiveRedirectSession } from '../../redirects/index.js';
import { takeMemberHandOff } from '../../identity/index.js';
import { loadClient } from '../../oauth/index.js';
import { sessionBackUrl } from '../checkout-page-context.js';
import { onlySite, siteOfClient, siteOfClientHint, siteOfSessionCookie, type HostedSite } from '../hosted-site.js';
import { pageTexts } from '../page-texts.js';
import { renderMessage, renderPage, storeOf } from '../render-page.js';

/** The sections in menu order; the store runs account info and orders, not bookings, subscriptions or events. */
export const ACCOUNT_SECTIONS: readonly AccountSectionInfo[] = [
  { path: 'info', available: true },
  { path: 'orders', available: true },
  { path: 'bookings', available: false },
  { path: 'subscriptions', available: false },
  { path: 'events', available: false },
];

const Params = Type.Object({ section: Type.String({ maxLength: 200 }) });
const Query = Type.Object(
  { session: Type.Optional(Type.String({ maxLength: 2000 })), client: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: true },
);

/** The page's site: the session's client, the `client` hint, the site the member is signed in to, or the only site. */
async function siteFor(
  ctx: AppContext,
  request: Parameters<typeof siteOfSessionCookie>[1],
  query: { session?: string | undefined; client?: string | undefined },
): Promise<HostedSite | undefined> {
  const session = query.session ? await findLiveRedirectSession(ctx.db, ctx.clock(), query.session) : undefined;
  if (session && (session.kind === 'membersAccount' || session.kind === 'login')) return siteOfClient(ctx, session.client_id);
  return (await siteOfClientHint(ctx, query.client)) ?? (await siteOfSessionCookie(ctx, request)) ?? (await onlySite(ctx));
}

/** The request's URL without `session`, with the `client` hint the account pages keep in their links. */
function cleanUrl(url: string, clientId: string): string {
  const parsed = new URL(url, 'http://store.invalid');
  parsed.searchParams.delete('session');
  parsed.searchParams.set('client', clientId);
  return `${parsed.pathname}${parsed.search}`;
}

/** Where "back to the shop" leads: the redirect session's way back when it has one, else the client's first allowed origin. */
async function shopUrlOf(ctx: AppContext, site: HostedSite, sessionId: string | undefined): Promise<string | undefined> {
  const session = sessionId ? await findLiveRedirectSession(ctx.db, ctx.clock(), sessionId) : undefined;
  const back = session && session.client_id === site.clientId ? await sessionBackUrl(ctx, session) : undefined;
  if (back) return back;
  const origin = (await loadClient(ctx, site.clientId))?.allowedOrigins[0];
  return origin ? `${origin}/` : undefined;
}

function isSection(value: string): value is AccountSectionPath {
  return (Object.values(ACCOUNT_SECTION_PATHS) as string[]).includes(value);
}

/** Registers the account pages (and `/hosted/account`, which opens account info). */
export function registerAccountPageRoute(app: TypedApp, ctx: AppContext): void {
  app.get(HOSTED_PATHS.account, { schema: { hide: true } }, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.header('cache-control', 'no-store').redirect(`${HOSTED_PATHS.account}/${ACCOUNT_SECTION_PATHS.ACCOUNT_INFO}${query}`, 302);
  });

  app.get(`${HOSTED_PATHS.account}/:section`, { schema: { params: Params, querystring: Query, hide: true } }, async (request, reply) => {
    const { section } = request.params;
    if (request.query.session) {
      const handOff = await takeMemberHandOff(ctx, request, reply, request.query.session);
      // Signed in: the same page again without the used hand-off (out of the address bar and the history), for the session's client.
      if (handOff.status === 'signed-in') return reply.header('cache-control', 'no-store').redirect(cleanUrl(request.url, handOff.session.client_id), 303);
    }
    const site = await siteFor(ctx, request, request.query);
    const texts = pageTexts(storeOf(site).locale);
    if (!isSection(section)) return renderMessage(ctx, reply, site, { status: 404, title: texts.titles.account, ...texts.accountNoPage });
    if (!site) return renderMessage(ctx, reply, undefined, { status: 400, title: texts.titles.sections[section], ...texts.accountWhichShop });
    const backUrl = await shopUrlOf(ctx, site, request.query.session);
    const data: AccountPageData = {
      page: 'account',
      store: storeOf(site),
      clientId: site.clientId,
      section,
      sections: [...ACCOUNT_SECTIONS],
      ...(backUrl ? { backUrl } : {}),
    };
    return renderPage(ctx, reply, site, data, { title: texts.titles.sections[section] });
  });
}

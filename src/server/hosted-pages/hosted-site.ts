// Which store a hosted page belongs to: from its redirect session, a client id, the product's slug, the member's session cookie, or the only site.
import type { FastifyRequest } from 'fastify';
import { parseCookie } from 'cookie';
import type { AppContext } from '../context.js';
import type { SiteSettings } from '../db/core-tables.js';
import { readHostedSession, sessionCookieName } from '../identity/index.js';

/** Most sites whose session cookie is looked for on one request. */
const COOKIE_SCAN_LIMIT = 1000;

/** A store as a hosted page shows it, and the OAuth client the page acts as. */
export interface HostedSite {
  siteId: string;
  /** The site's name (site settings). */
  name: string;
  settings: SiteSettings;
  clientId: string;
}

/** The site of a client, with that client; undefined when the client does not exist. */
export async function siteOfClient(ctx: Pick<AppContext, 'db'>, clientId: string): Promise<HostedSite | undefined> {
  if (clientId.length > 200) return undefined;
  const row = await ctx.db
    .selectFrom('oauth_clients')
    .innerJoin('sites', 'sites.id', 'oauth_clients.site_id')
    .select(['sites.id as siteId', 'sites.name as name', 'sites.settings as settings', 'oauth_clients.id as clientId'])
    .where('oauth_clients.id', '=', clientId)
    .executeTakeFirst();
  return row;
}

/** A site with its first OAuth client (oldest), or undefined when it has none. */
export async function siteWithFirstClient(ctx: Pick<AppContext, 'db'>, siteId: string): Promise<HostedSite | undefined> {
  return ctx.db
    .selectFrom('oauth_clients')
    .innerJoin('sites', 'sites.id', 'oauth_clients.site_id')
    .select(['sites.id as siteId', 'sites.name as name', 'sites.settings as settings', 'oauth_clients.id as clientId'])
    .where('sites.id', '=', siteId)
    .orderBy('oauth_clients.created_at')
    .orderBy('oauth_clients.id')
    .limit(1)
    .executeTakeFirst();
}

/** The only site of the store, when it runs exactly one. */
export async function onlySite(ctx: Pick<AppContext, 'db'>): Promise<HostedSite | undefined> {
  const rows = await ctx.db.selectFrom('sites').select('id').limit(2).execute();
  return rows.length === 1 ? siteWithFirstClient(ctx, rows[0]!.id) : undefined;
}

/** The one site with a visible product of this slug; undefined when none or several have one. */
export async function siteOfProductSlug(ctx: Pick<AppContext, 'db'>, slug: string): Promise<HostedSite | undefined> {
  const rows = await ctx.db.selectFrom('products').select('site_id').distinct().where('slug', '=', slug).where('visible', '=', true).limit(2).execute();
  return rows.length === 1 ? siteWithFirstClient(ctx, rows[0]!.site_id) : undefined;
}

/** The site whose live hosted session cookie the request carries (the member's store), or undefined. */
export async function siteOfSessionCookie(ctx: Pick<AppContext, 'db' | 'config' | 'clock'>, request: FastifyRequest): Promise<HostedSite | undefined> {
  const header = request.headers.cookie;
  if (!header || !header.includes('tote_session_')) return undefined;
  const names = new Set(Object.keys(parseCookie(header)));
  const sites = await ctx.db.selectFrom('sites').select('id').orderBy('created_at').limit(COOKIE_SCAN_LIMIT).execute();
  for (const { id } of sites) {
    if (!names.has(sessionCookieName(ctx.config, id))) continue;
    if (await readHostedSession(ctx, request, id)) return siteWithFirstClient(ctx, id);
  }
  return undefined;
}

/** The site of a request's `?client=` hint, when the client exists. */
export async function siteOfClientHint(ctx: Pick<AppContext, 'db'>, clientId: string | undefined): Promise<HostedSite | undefined> {
  return clientId ? siteOfClient(ctx, clientId) : undefined;
}

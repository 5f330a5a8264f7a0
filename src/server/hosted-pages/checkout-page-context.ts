// What the checkout page's route knows before the page runs: the checkout (of any site), the redirect session it was opened with (used or not), the store and the way back.
import type { AppContext } from '../context.js';
import { type CheckoutRow, findCheckoutAnySite } from '../checkout/index.js';
import { loadClient, urlProblem } from '../oauth/index.js';
import type { RedirectSessionRow } from '../redirects/index.js';
import { onlySite, siteOfClient, siteWithFirstClient, type HostedSite } from './hosted-site.js';

/** The callbacks "back to the shop" uses before an order, in order of preference (as the checkout API's `backUrl`). */
const BACK_CALLBACKS = ['cartPageUrl', 'postFlowUrl'] as const;

/** The checkout page's surroundings. */
export interface CheckoutPageContext {
  /** The store to brand the page with (the session's, else the checkout's, else the only one). */
  site: HostedSite | undefined;
  /** The checkout, when the id names one (of any site: the caller is checked by the session or the cookie). */
  checkout: CheckoutRow | undefined;
  /** The redirect session of `?session=`, also when it is used up or expired (undefined when unknown). */
  session: RedirectSessionRow | undefined;
  /** The session and the checkout belong to different sites (a link that cannot open this checkout). */
  foreign: boolean;
  /** The session's cartPageUrl or postFlowUrl, when it is still on one of its client's origins. */
  backUrl: string | undefined;
}

/** A redirect session by id in any state, or undefined. */
async function sessionById(ctx: Pick<AppContext, 'db'>, id: string | undefined): Promise<RedirectSessionRow | undefined> {
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return ctx.db.selectFrom('redirect_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The first of the session's "back" callbacks that its client still allows, or undefined. */
export async function sessionBackUrl(ctx: Pick<AppContext, 'db' | 'config'>, session: RedirectSessionRow | undefined): Promise<string | undefined> {
  if (!session) return undefined;
  const client = await loadClient(ctx, session.client_id);
  if (!client) return undefined;
  for (const name of BACK_CALLBACKS) {
    const url = session.callbacks[name];
    if (url && urlProblem(client, url, { allowFragment: true }) === undefined) return url;
  }
  return undefined;
}

/** Reads the checkout, the session and the store of a checkout page request. */
export async function checkoutPageContext(ctx: AppContext, checkoutId: string, sessionId: string | undefined): Promise<CheckoutPageContext> {
  const [checkout, session] = await Promise.all([findCheckoutAnySite(ctx.db, checkoutId), sessionById(ctx, sessionId)]);
  const site = session ? await siteOfClient(ctx, session.client_id) : checkout ? await siteWithFirstClient(ctx, checkout.site_id) : await onlySite(ctx);
  const foreign = session !== undefined && checkout !== undefined && session.site_id !== checkout.site_id;
  return { site, checkout, session, foreign, backUrl: await sessionBackUrl(ctx, session) };
}

// The way back to the shop from a checkout: the redirect session's callbacks, checked again against the client's registered origins.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { loadClient, urlProblem } from '../oauth/index.js';
import type { CheckoutAccess } from './checkout-access.js';

/** The callbacks of a checkout and the client that registered them. */
interface CheckoutCallbacks {
  clientId: string;
  callbacks: Record<string, string>;
}

/** The newest ecomCheckout redirect session of a checkout (callers with a token have no page session). */
async function latestSessionCallbacks(db: Kysely<Database>, siteId: string, checkoutId: string): Promise<CheckoutCallbacks | undefined> {
  const row = await db
    .selectFrom('redirect_sessions')
    .select(['client_id', 'callbacks'])
    .where('site_id', '=', siteId)
    .where('kind', '=', 'ecomCheckout')
    .where(sql<string>`params->>'checkoutId'`, '=', checkoutId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { clientId: row.client_id, callbacks: row.callbacks };
}

async function callbacksOf(ctx: AppContext, access: CheckoutAccess, checkoutId: string): Promise<CheckoutCallbacks | undefined> {
  if (access.page) return { clientId: access.page.clientId, callbacks: access.page.callbacks };
  return latestSessionCallbacks(ctx.db, access.siteId, checkoutId);
}

/** The first of the named callbacks that is still on one of the client's origins, or undefined. */
async function firstAllowed(ctx: AppContext, found: CheckoutCallbacks | undefined, names: readonly string[]): Promise<string | undefined> {
  if (!found) return undefined;
  const client = await loadClient(ctx, found.clientId);
  if (!client) return undefined;
  for (const name of names) {
    const url = found.callbacks[name];
    if (url && urlProblem(client, url, { allowFragment: true }) === undefined) return url;
  }
  return undefined;
}

/** Where the thank-you page sends the buyer: thankYouPageUrl, else postFlowUrl, with `orderId` in its query. */
export async function thankYouUrl(ctx: AppContext, access: CheckoutAccess, checkoutId: string, orderId: string): Promise<string | undefined> {
  const url = await firstAllowed(ctx, await callbacksOf(ctx, access, checkoutId), ['thankYouPageUrl', 'postFlowUrl']);
  if (!url) return undefined;
  const parsed = new URL(url);
  parsed.searchParams.set('orderId', orderId);
  return parsed.toString();
}

/** Where "back to the shop" goes before an order: cartPageUrl, else postFlowUrl. */
export async function backUrl(ctx: AppContext, access: CheckoutAccess, checkoutId: string): Promise<string | undefined> {
  return firstAllowed(ctx, await callbacksOf(ctx, access, checkoutId), ['cartPageUrl', 'postFlowUrl']);
}

// The checkout page's session: a live ecomCheckout redirect session is exchanged once for an HttpOnly, SameSite=Strict cookie scoped to that checkout's paths.
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import { digest, randomSecret } from '../auth/index.js';
import type { Database } from '../db/schema.js';
import { HOSTED_PATHS, consumeRedirectSession, findLiveRedirectSession } from '../redirects/index.js';
import { checkoutError, checkoutNotFound } from './checkout-errors.js';
import type { CheckoutRow } from './checkout-pricing.js';
import { findCheckoutAnySite, findCheckoutRow, isCheckoutId } from './checkout-store.js';

/** How long a checkout page's cookie (and its row) lasts. */
export const CHECKOUT_SESSION_TTL_MS = 24 * 3600_000;

/** The base path of the checkout API; a checkout's cookie is scoped to `<this>/<id>`. */
export const CHECKOUT_API_PATH = '/ecom/v1/checkouts';

/** A live checkout page session. */
export interface CheckoutPageSession {
  siteId: string;
  checkoutId: string;
  ownerId: string;
  clientId: string;
  callbacks: Record<string, string>;
}

/** The cookie's name: `__Secure-` prefixed when the store runs on https (a `__Host-` cookie could not be path-scoped). */
export function checkoutCookieName(config: AppContext['config']): string {
  return config.publicUrl.startsWith('https:') ? '__Secure-tote_checkout' : 'tote_checkout';
}

/** The paths a checkout's cookie is sent to: its hosted page and its API calls. */
export function checkoutCookiePaths(checkoutId: string): string[] {
  return [`${HOSTED_PATHS.checkout}/${checkoutId}`, `${CHECKOUT_API_PATH}/${checkoutId}`];
}

/** The live page session of the request's cookie for this checkout, or undefined. */
export async function readCheckoutSession(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  request: FastifyRequest,
  checkoutId: string,
): Promise<CheckoutPageSession | undefined> {
  const header = request.headers.cookie;
  if (!header || !isCheckoutId(checkoutId)) return undefined;
  const token = parseCookie(header)[checkoutCookieName(ctx.config)];
  if (!token || token.length > 200) return undefined;
  const row = await ctx.db.selectFrom('checkout_sessions').selectAll().where('token_hash', '=', digest(token)).executeTakeFirst();
  if (!row || row.checkout_id !== checkoutId || row.expires_at.getTime() <= ctx.clock().getTime()) return undefined;
  return { siteId: row.site_id, checkoutId: row.checkout_id, ownerId: row.owner_id, clientId: row.client_id, callbacks: row.callbacks };
}

/** True when the cart the checkout was made from now belongs to `memberId` (a sign-in merged the visitor's cart into the member's). */
async function cartNowBelongsTo(db: Kysely<Database>, checkout: CheckoutRow, memberId: string): Promise<boolean> {
  if (checkout.owner_kind !== 'visitor' || checkout.completed_at) return false;
  const cart = await db.selectFrom('carts').select('owner_id').where('site_id', '=', checkout.site_id).where('id', '=', checkout.cart_id).executeTakeFirst();
  return cart?.owner_id === memberId;
}

/** Gives a visitor's open checkout to the member who now owns its cart (the row is locked and checked again); false when it changed meanwhile. */
async function adoptCheckout(trx: Kysely<Database>, checkout: CheckoutRow, memberId: string, now: Date): Promise<boolean> {
  const current = await findCheckoutRow(trx, checkout.site_id, checkout.id, true);
  if (!current || current.owner_id !== checkout.owner_id || !(await cartNowBelongsTo(trx, current, memberId))) return false;
  await trx
    .updateTable('checkouts')
    .set({ owner_id: memberId, owner_kind: 'member', updated_at: now })
    .where('site_id', '=', checkout.site_id)
    .where('id', '=', checkout.id)
    .execute();
  return true;
}

/**
 * Exchanges the redirect session a checkout page was opened with (`/hosted/checkout/<id>?session=<sessionId>`) for the
 * page's cookie, once, while the session is live; the session must be an ecomCheckout session for this checkout,
 * created by the checkout's owner, or by the member whose sign-in took over the visitor's cart the checkout was made from
 * (the checkout then becomes the member's). A request that already carries a live cookie for the checkout (a reload) keeps it.
 * Throws CHECKOUT_SESSION_EXPIRED (410) for a used or expired session, CHECKOUT_SESSION_MISMATCH (403) for a session of
 * another checkout or buyer, CHECKOUT_NOT_FOUND (404) for an unknown checkout. The hosted page's route may call this
 * on the page's first load; the checkout API offers it as POST `/ecom/v1/checkouts/{id}/session`.
 */
export async function exchangeCheckoutSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  checkoutId: string,
  sessionId: string,
): Promise<CheckoutPageSession> {
  const existing = await readCheckoutSession(ctx, request, checkoutId);
  if (existing) return existing;
  const now = ctx.clock();
  const session = await findLiveRedirectSession(ctx.db, now, sessionId);
  if (!session) {
    throw checkoutError('CHECKOUT_SESSION_EXPIRED', 'This checkout link was used already or is too old. Go back to the shop and check out again.', {
      checkoutId,
    });
  }
  if (session.kind !== 'ecomCheckout' || session.params.checkoutId !== checkoutId) {
    throw checkoutError('CHECKOUT_SESSION_MISMATCH', 'This link does not open this checkout', { checkoutId });
  }
  const checkout = await findCheckoutAnySite(ctx.db, checkoutId);
  if (!checkout || checkout.site_id !== session.site_id) throw checkoutNotFound(checkoutId);
  const creator = session.member_id ?? session.visitor_id;
  // A visitor who signed in between create-checkout and the redirect session: the sign-in gave their cart to the member.
  const adopt = creator !== checkout.owner_id && session.member_id !== null && (await cartNowBelongsTo(ctx.db, checkout, session.member_id));
  if (creator !== checkout.owner_id && !adopt) throw checkoutError('CHECKOUT_SESSION_MISMATCH', 'This checkout belongs to another buyer', { checkoutId });
  const token = randomSecret(32);
  const ownerId = creator!;
  const page: CheckoutPageSession = { siteId: checkout.site_id, checkoutId, ownerId, clientId: session.client_id, callbacks: session.callbacks };
  const expiresAt = new Date(now.getTime() + CHECKOUT_SESSION_TTL_MS);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeRedirectSession(trx, now, session))) {
      throw checkoutError('CHECKOUT_SESSION_EXPIRED', 'This checkout link was used already. Go back to the shop and check out again.', { checkoutId });
    }
    if (adopt && !(await adoptCheckout(trx, checkout, ownerId, now)))
      throw checkoutError('CHECKOUT_SESSION_MISMATCH', 'This checkout belongs to another buyer', { checkoutId });
    await trx
      .insertInto('checkout_sessions')
      .values({
        token_hash: digest(token),
        site_id: page.siteId,
        checkout_id: checkoutId,
        owner_id: page.ownerId,
        client_id: page.clientId,
        callbacks: JSON.stringify(page.callbacks),
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
  });
  const secure = ctx.config.publicUrl.startsWith('https:');
  reply.header(
    'set-cookie',
    checkoutCookiePaths(checkoutId).map((path) =>
      stringifySetCookie(checkoutCookieName(ctx.config), token, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path,
        maxAge: Math.floor(CHECKOUT_SESSION_TTL_MS / 1000),
      }),
    ),
  );
  return page;
}

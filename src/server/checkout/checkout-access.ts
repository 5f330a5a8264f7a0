// Who may act on a checkout: its owner by access token, the checkout page by its cookie (writes only from the store's own origin), a merchant reading.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from '../http/http-error.js';
import { checkoutError, checkoutNotFound } from './checkout-errors.js';
import type { CheckoutRow } from './checkout-pricing.js';
import { readCheckoutSession, type CheckoutPageSession } from './checkout-session.js';

/** A caller allowed to act on a checkout of a site. */
export interface CheckoutAccess {
  siteId: string;
  /** The buyer the caller acts for; undefined for a merchant (any checkout of the site, reads only). */
  ownerId: string | undefined;
  via: 'token' | 'cookie' | 'merchant';
  /** The page session, when the call came from the checkout page. */
  page?: CheckoutPageSession;
}

/**
 * Resolves the caller of a checkout call: an `Authorization` header (the owner's visitor or member token, or a merchant
 * API key for reads), else the checkout page's cookie for this checkout. Cookie writes must come from the store's
 * origin. 401 without either; whether the checkout exists and is the caller's is checked by {@link ownedCheckout}.
 */
export async function checkoutAccess(ctx: AppContext, request: FastifyRequest, checkoutId: string, mode: 'read' | 'write'): Promise<CheckoutAccess> {
  if (request.headers.authorization) {
    const caller = await ctx.callers.any(request);
    if (caller.kind === 'merchant') {
      if (mode === 'write') throw forbidden('Only the buyer changes a checkout or places its order');
      return { siteId: caller.siteId, ownerId: undefined, via: 'merchant' };
    }
    return { siteId: caller.siteId, ownerId: caller.subjectId, via: 'token' };
  }
  const page = await readCheckoutSession(ctx, request, checkoutId);
  if (!page) throw unauthorized('Open the checkout from the shop (its link starts the checkout page session), or send the buyer’s access token');
  if (mode === 'write') {
    const storeOrigin = new URL(ctx.config.publicUrl).origin;
    if (request.headers.origin !== storeOrigin)
      throw checkoutError('ORIGIN_NOT_ALLOWED', 'Checkout page calls that change something must come from the store’s own pages');
  }
  return { siteId: page.siteId, ownerId: page.ownerId, via: 'cookie', page };
}

/** The row when the caller may see it; a 404 when it does not exist, is of another site, or is another buyer's. */
export function ownedCheckout(access: CheckoutAccess, id: string, row: CheckoutRow | undefined): CheckoutRow {
  if (!row || row.site_id !== access.siteId || (access.ownerId !== undefined && row.owner_id !== access.ownerId)) throw checkoutNotFound(id);
  return row;
}

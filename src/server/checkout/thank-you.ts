// After the order: its summary for the thank-you page and the URL back to the shop; and marking a checkout completed without an order here.
import type { ThankYouResponse } from '../../wire/checkout.js';
import type { AppContext } from '../context.js';
import { findOrder } from '../orders/index.js';
import { ownedCheckout, type CheckoutAccess } from './checkout-access.js';
import { checkoutError } from './checkout-errors.js';
import { findCheckoutRow } from './checkout-store.js';
import { thankYouUrl } from './return-urls.js';

/** The order of a completed checkout and the way back (thankYouPageUrl or postFlowUrl with `orderId`). */
export async function thankYou(ctx: AppContext, access: CheckoutAccess, id: string): Promise<ThankYouResponse> {
  const row = ownedCheckout(access, id, await findCheckoutRow(ctx.db, access.siteId, id));
  const order = row.order_id ? await findOrder(ctx.db, { siteId: row.site_id }, row.order_id) : undefined;
  if (!order) throw checkoutError('CHECKOUT_NOT_COMPLETED', 'No order was placed from this checkout yet', { checkoutId: id });
  const returnUrl = await thankYouUrl(ctx, access, id, order.id);
  return { order, ...(returnUrl ? { returnUrl } : {}) };
}

/** Marks a checkout completed (its order was made elsewhere); a completed checkout stays as it is. */
export async function markCompleted(ctx: AppContext, access: CheckoutAccess, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = ownedCheckout(access, id, await findCheckoutRow(trx, access.siteId, id, true));
    if (row.completed_at) return;
    const now = ctx.clock();
    await trx.updateTable('checkouts').set({ completed_at: now, updated_at: now }).where('site_id', '=', row.site_id).where('id', '=', id).execute();
  });
}

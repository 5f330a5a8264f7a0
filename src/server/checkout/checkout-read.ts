// Reading a checkout: priced now, with its changes since the buyer's snapshot, the payment methods and the way back to the shop.
import type { CheckoutResponse } from '../../wire/checkout.js';
import type { AppContext } from '../context.js';
import { paymentMethodsOf } from '../payments/index.js';
import type { CheckoutAccess } from './checkout-access.js';
import { ownedCheckout } from './checkout-access.js';
import { changesToken, checkoutChanges } from './checkout-changes.js';
import type { CheckoutRow, PricedCheckout } from './checkout-pricing.js';
import { priceCheckout } from './checkout-pricing.js';
import type { SnapshotDiscount, SnapshotLine } from './checkout-snapshot.js';
import { buyerEmailOf, findCheckoutRow } from './checkout-store.js';
import { toWireCheckout } from './checkout-view.js';
import { backUrl } from './return-urls.js';

/** The changes of a checkout priced now (none once it is completed). */
export function changesOf(row: CheckoutRow, now: PricedCheckout) {
  if (row.completed_at) return [];
  return checkoutChanges(row.line_items as unknown as SnapshotLine[], row.applied_discounts as unknown as SnapshotDiscount[], now, row.coupon_code);
}

/** The answer of every checkout call that shows the checkout (call it after the transaction: it reads with `ctx.db`). */
export async function checkoutResponse(ctx: AppContext, access: CheckoutAccess, row: CheckoutRow, now: PricedCheckout): Promise<CheckoutResponse> {
  const changes = changesOf(row, now);
  // The way back matters to the checkout page only (token callers run their own pages).
  const [email, back] = await Promise.all([buyerEmailOf(ctx.db, row), access.page ? backUrl(ctx, access, row.id) : undefined]);
  return {
    checkout: toWireCheckout(ctx, row, now, email),
    changes,
    changesToken: changesToken(row.id, changes),
    paymentMethods: paymentMethodsOf(ctx.config, row.site_id, now.settings as Record<string, unknown>),
    ...(row.order_id ? { orderId: row.order_id } : {}),
    ...(back ? { backUrl: back } : {}),
  };
}

/** GET a checkout: the caller's, priced now. */
export async function getCheckout(ctx: AppContext, access: CheckoutAccess, id: string): Promise<CheckoutResponse> {
  const row = ownedCheckout(access, id, await findCheckoutRow(ctx.db, access.siteId, id));
  return checkoutResponse(ctx, access, row, await priceCheckout(ctx, ctx.db, row, ctx.clock()));
}

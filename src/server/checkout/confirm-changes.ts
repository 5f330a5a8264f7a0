// Confirm changes: the buyer accepts the listed price, stock and discount changes; the checkout's snapshot becomes what the catalog says now.
import { randomUUID } from 'node:crypto';
import type { CheckoutResponse } from '../../wire/checkout.js';
import type { ShopperCaller } from '../auth/index.js';
import { toWireCart, toWireEstimate } from '../cart/index.js';
import type { AppContext } from '../context.js';
import { ownedCheckout, type CheckoutAccess } from './checkout-access.js';
import { changesToken } from './checkout-changes.js';
import { checkoutError } from './checkout-errors.js';
import { priceCheckout, type CheckoutRow, type PricedCheckout } from './checkout-pricing.js';
import { changesOf, checkoutResponse } from './checkout-read.js';
import { checkoutSnapshot, type SnapshotLine } from './checkout-snapshot.js';
import { findCheckoutRow, updateCheckoutRow } from './checkout-store.js';

/** The lines after the changes are applied: items gone are dropped, short lines take what is in stock. */
function confirmedLines(snapshot: readonly SnapshotLine[], now: PricedCheckout): SnapshotLine[] {
  const kept: SnapshotLine[] = [];
  for (const line of snapshot) {
    const priced = now.priced.lines.find((l) => l.stored.id === line.id)?.priced;
    if (!priced?.item || !priced.item.visible) continue;
    const { status, quantityAvailable } = priced.availability;
    if (status === 'AVAILABLE') kept.push(line);
    else if (status === 'PARTIALLY_AVAILABLE' && quantityAvailable) kept.push({ ...line, quantity: quantityAvailable });
  }
  return kept;
}

/**
 * Applies the changes named by `token` (the `changesToken` the buyer was shown): quantities drop to what is in stock,
 * unavailable items leave, a coupon that no longer applies is removed, and the snapshot takes today's prices and
 * discounts. A token of another list of changes (something changed again) is refused with CHANGES_OUTDATED and the new list;
 * with no changes left the call just answers the checkout.
 */
export async function confirmChanges(ctx: AppContext, access: CheckoutAccess, id: string, token: string): Promise<CheckoutResponse> {
  const { row, priced } = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const current = ownedCheckout(access, id, await findCheckoutRow(trx, access.siteId, id, true));
    if (current.completed_at)
      throw checkoutError('CHECKOUT_ALREADY_COMPLETED', 'An order was placed from this checkout already', { checkoutId: id, orderId: current.order_id });
    const before = await priceCheckout(ctx, trx, current, now);
    const changes = changesOf(current, before);
    // Nothing left to confirm (another tab confirmed first): the buyer sees the checkout as it is.
    if (changes.length === 0) return { row: current, priced: before };
    const currentToken = changesToken(id, changes);
    if (token !== currentToken) {
      throw checkoutError('CHANGES_OUTDATED', 'The checkout changed again since these changes were shown; review the new list', {
        changes,
        changesToken: currentToken,
      });
    }
    const snapshot = current.line_items as unknown as SnapshotLine[];
    const lines = confirmedLines(snapshot, before);
    const dropCoupon = before.computed.totals.couponError !== undefined;
    const after = await priceCheckout(ctx, trx, current, now, { lines, ...(dropCoupon ? { couponId: null, couponCode: null } : {}) });
    const { totals } = after.computed;
    const buyer: ShopperCaller = { kind: current.owner_kind, siteId: current.site_id, clientId: '', subjectId: current.owner_id };
    const estimate = toWireEstimate(
      toWireCart(after.priced.loaded, after.priced.lines, buyer, ctx.config.publicUrl),
      totals,
      after.priced.loaded.site.currency,
      after.priced.loaded.site.locale,
    );
    const fresh = checkoutSnapshot(after.priced.lines, totals, snapshot);
    await updateCheckoutRow(
      trx,
      current,
      {
        ...fresh,
        totals: estimate as unknown as Record<string, unknown>,
        shippingOption: fresh.shippingOption ?? current.shipping_option,
        fingerprint: `confirmed:${randomUUID()}`,
        ...(dropCoupon ? { couponId: null, couponCode: null } : {}),
      },
      now,
    );
    return { row: (await findCheckoutRow(trx, access.siteId, id)) as CheckoutRow, priced: after };
  });
  return checkoutResponse(ctx, access, row, priced);
}

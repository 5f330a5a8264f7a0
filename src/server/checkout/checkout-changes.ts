// What changed since the buyer's snapshot: line prices, stock, items gone, automatic discounts and the coupon; and the token that names one list of changes.
import { createHash } from 'node:crypto';
import type { CheckoutChange } from '../../wire/checkout.js';
import { wirePrice } from '../money.js';
import type { PricedCheckout } from './checkout-pricing.js';
import type { SnapshotDiscount, SnapshotLine } from './checkout-snapshot.js';

/**
 * The changes between the snapshot and the checkout priced now, in line order then discounts. A merchant's shipping
 * discounts are left out: whether they apply follows the buyer's own choice of shipping.
 */
export function checkoutChanges(
  snapshot: readonly SnapshotLine[],
  discounts: readonly SnapshotDiscount[],
  now: PricedCheckout,
  couponCode: string | null,
): CheckoutChange[] {
  const { currency, locale } = now.priced.loaded.site;
  const changes: CheckoutChange[] = [];
  for (const before of snapshot) {
    const line = now.priced.lines.find((l) => l.stored.id === before.id)?.priced;
    const productName = line?.item?.name ?? before.name;
    if (!line?.item || !line.item.visible) {
      changes.push({ type: 'ITEM_UNAVAILABLE', lineItemId: before.id, productName });
      continue;
    }
    const { availability } = line;
    if (availability.status !== 'AVAILABLE') {
      changes.push({
        type: 'NOT_ENOUGH_STOCK',
        lineItemId: before.id,
        productName,
        quantity: before.quantity,
        quantityAvailable: availability.quantityAvailable ?? 0,
      });
    }
    if (line.unitPrice !== before.unitPrice) {
      changes.push({
        type: 'PRICE_CHANGED',
        lineItemId: before.id,
        productName,
        previousPrice: wirePrice(before.unitPrice, currency, locale),
        price: wirePrice(line.unitPrice, currency, locale),
      });
    }
  }
  const itemRules = (list: readonly { source: string; id: string; name: string; type: string }[]) =>
    new Map(list.filter((d) => d.source === 'merchant' && d.type !== 'SHIPPING').map((d) => [d.id, d.name]));
  const was = itemRules(discounts);
  const is = itemRules(now.computed.totals.applied.map((a) => ({ source: a.rule.source, id: a.rule.id, name: a.rule.name, type: a.rule.type })));
  for (const [id, name] of was) if (!is.has(id)) changes.push({ type: 'DISCOUNT_ENDED', discountId: id, name });
  for (const [id, name] of is) if (!was.has(id)) changes.push({ type: 'DISCOUNT_ADDED', discountId: id, name });
  const couponError = now.computed.totals.couponError;
  if (couponCode && couponError) changes.push({ type: 'COUPON_NOT_APPLICABLE', couponCode, reason: couponError.code, description: couponError.description });
  return changes;
}

/** A short token naming this checkout's list of changes: confirming with it confirms exactly what the buyer saw. */
export function changesToken(checkoutId: string, changes: readonly CheckoutChange[]): string {
  return createHash('sha256').update(checkoutId).update('\n').update(JSON.stringify(changes)).digest('base64url').slice(0, 32);
}

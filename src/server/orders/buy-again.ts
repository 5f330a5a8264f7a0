// "Buy again": the lines of a member's own order put back in their current cart (those still for sale, as many as are in stock), the rest reported, in one transaction.
import type { Kysely } from 'kysely';
import type { BuyAgainMissingLine, BuyAgainResponse } from '../../wire/member-orders.js';
import { MAX_LINE_QUANTITY, STORES_APP_ID } from '../../wire/cart.js';
import type { ShopperCaller } from '../auth/index.js';
import { CATALOG_APP_IDS, lineKey, loadCartProducts, refillCart, resolveReference, type NewLine, type ReferenceOptions } from '../cart/index.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { forbidden, notFound } from '../http/http-error.js';
import { availabilityOf } from '../pricing/index.js';

/** What the refill reports besides the cart. */
type Report = Omit<BuyAgainResponse, 'cart'>;

/** The order's lines as cart lines, and what could not be added (read with `trx`, inside the refill's transaction). */
async function linesOfOrder(trx: Kysely<Database>, caller: ShopperCaller, orderId: string): Promise<{ lines: NewLine[]; report: Report }> {
  const order = await trx
    .selectFrom('orders')
    .select('id')
    .where('site_id', '=', caller.siteId)
    .where('id', '=', orderId)
    .where('buyer_id', '=', caller.subjectId)
    .executeTakeFirst();
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order', { orderId });
  const ordered = await trx.selectFrom('order_line_items').selectAll().where('order_id', '=', order.id).orderBy('position').execute();
  const products = await loadCartProducts(
    trx,
    caller.siteId,
    ordered.map((l) => l.product_id),
  );
  const byKey = new Map<string, NewLine>();
  const report: Report = { addedLineItemIds: [], limited: [], missing: [] };
  for (const line of ordered) {
    const miss = (reason: BuyAgainMissingLine['reason']) => report.missing.push({ lineItemId: line.id, productName: line.name, reason });
    const product = CATALOG_APP_IDS.has(line.app_id) ? products.get(line.product_id) : undefined;
    if (!product || !product.visible) {
      miss('NOT_FOR_SALE');
      continue;
    }
    const resolved = resolveReference(product, line.options as ReferenceOptions, 'options');
    const variant = resolved.ok && resolved.variantId !== null ? product.variants.find((v) => v.id === resolved.variantId) : undefined;
    if (!resolved.ok || (variant && !variant.visible)) {
      miss('NOT_FOR_SALE');
      continue;
    }
    const key = lineKey(STORES_APP_ID, product.id, resolved.variantId, resolved.choices);
    const before = byKey.get(key)?.quantity ?? 0;
    const wanted = Math.min(MAX_LINE_QUANTITY, before + line.quantity);
    const availability = availabilityOf(
      {
        visible: true,
        trackInventory: product.track_inventory,
        stockQuantity: variant?.quantity ?? null,
        inStock: product.in_stock && (variant?.in_stock ?? true),
      },
      wanted,
    );
    const quantity = availability.status === 'PARTIALLY_AVAILABLE' ? (availability.quantityAvailable ?? 0) : availability.status === 'AVAILABLE' ? wanted : 0;
    if (quantity <= before) {
      miss('SOLD_OUT');
      continue;
    }
    if (quantity < wanted) report.limited.push({ lineItemId: line.id, productName: line.name, ordered: line.quantity, added: quantity - before });
    const options: Record<string, unknown> =
      resolved.variantId !== null ? { variantId: resolved.variantId } : Object.keys(resolved.choices).length > 0 ? { options: resolved.choices } : {};
    byKey.set(key, { lineKey: key, appId: STORES_APP_ID, productId: product.id, variantId: resolved.variantId, options, quantity });
    report.addedLineItemIds.push(line.id);
  }
  return { lines: [...byKey.values()], report };
}

/**
 * POST buy-again: the member's order `orderId` (ORDER_NOT_FOUND when it is not theirs) back in their current cart, in one
 * transaction. Each line still for sale is put back with at least the quantity ordered (as many as are in stock); an
 * item already in the cart keeps the larger quantity, so a retry adds nothing. Lines no longer for sale or sold out are
 * reported, not dropped silently.
 */
export async function buyAgain(ctx: AppContext, caller: ShopperCaller, orderId: string): Promise<BuyAgainResponse> {
  if (caller.kind !== 'member') throw forbidden('Buy again is for a signed-in member (their own orders)');
  const { cart, report } = await refillCart(ctx, caller, (trx) => linesOfOrder(trx, caller, orderId));
  return { cart, ...report };
}

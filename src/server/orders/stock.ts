// Takes ordered units out of stock inside the order's transaction: conditional decrements that never sell more than there is.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { queueInventoryChanged, touchProduct } from '../catalog/index.js';
import type { EventIdentity } from '../../wire/events.js';
import { checkoutError } from '../checkout/index.js';
import type { Database } from '../db/schema.js';

/** Units of one tracked variant an order takes. */
export interface StockTake {
  lineItemId: string;
  productId: string;
  variantId: string;
  productName: string;
  quantity: number;
}

/** A line there is not enough of. */
export interface Shortage {
  lineItemId: string;
  productId: string;
  variantId: string;
  productName: string;
  quantity: number;
  quantityAvailable: number;
}

/** The OUT_OF_STOCK error naming every short line. */
export function outOfStock(shortages: readonly Shortage[]) {
  const names = shortages.map((s) => (s.quantityAvailable > 0 ? `${s.productName} (only ${s.quantityAvailable} left)` : s.productName)).join(', ');
  return checkoutError('OUT_OF_STOCK', `Not enough in stock: ${names}`, { lineItems: shortages });
}

/**
 * Decrements `variants.quantity` for each take with `quantity = quantity - n where quantity >= n`, so concurrent orders
 * of the last units cannot both succeed: the second one's update finds too few and changes nothing. Products are locked
 * first, in id order (as catalog writes lock a product before its variants), then variants in id order, so concurrent
 * orders and catalog writes queue instead of deadlocking. Recomputes `products.in_stock`. Throws OUT_OF_STOCK naming
 * every short line; the caller's transaction then rolls back. Each product's inventory item reports one change, caused by `identity`.
 */
export async function takeStock(trx: Kysely<Database>, siteId: string, takes: readonly StockTake[], now: Date, identity?: EventIdentity): Promise<void> {
  if (takes.length === 0) return;
  const productIds = [...new Set(takes.map((t) => t.productId))].sort();
  await trx.selectFrom('products').select('id').where('site_id', '=', siteId).where('id', 'in', productIds).orderBy('id').forNoKeyUpdate().execute();
  const ordered = [...takes].sort((a, b) => (a.productId === b.productId ? (a.variantId < b.variantId ? -1 : 1) : a.productId < b.productId ? -1 : 1));
  const shortages: Shortage[] = [];
  for (const take of ordered) {
    const updated = await trx
      .updateTable('variants')
      .set({ quantity: sql<number>`quantity - ${take.quantity}` })
      .where('site_id', '=', siteId)
      .where('product_id', '=', take.productId)
      .where('id', '=', take.variantId)
      .where('quantity', '>=', take.quantity)
      .returning('quantity')
      .executeTakeFirst();
    if (updated) continue;
    const current = await trx
      .selectFrom('variants')
      .select('quantity')
      .where('site_id', '=', siteId)
      .where('product_id', '=', take.productId)
      .where('id', '=', take.variantId)
      .executeTakeFirst();
    shortages.push({ ...take, quantityAvailable: Math.max(0, current?.quantity ?? 0) });
  }
  if (shortages.length > 0) throw outOfStock(shortages);
  for (const productId of productIds) await queueInventoryChanged(trx, siteId, await touchProduct(trx, productId, now), identity, now);
}

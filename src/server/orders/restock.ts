// Gives units an order took out of tracked stock back (cancel, refund), never more than it took.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { queueInventoryChanged, touchProduct } from '../catalog/index.js';
import type { EventIdentity } from '../../wire/events.js';
import type { Database } from '../db/schema.js';
import type { OrderLineRecord } from './order-record.js';

/** Units of one order line to give back. */
export interface Restock {
  lineItemId: string;
  quantity: number;
}

/** Units of a line that can still go back: what the order took, less what went back already. */
export function restockable(line: Pick<OrderLineRecord, 'stock_taken' | 'restocked'>): number {
  return Math.max(0, line.stock_taken - line.restocked);
}

/**
 * Adds units back to `variants.quantity` (capped per line by {@link restockable}) and counts them on the order line.
 * Locks products then variants in id order, as taking stock does, so it queues behind concurrent orders instead of
 * deadlocking. A variant deleted since is skipped (its line still counts the units as given back). Each product's
 * inventory item reports one change, caused by `identity`. Returns the units given back per line id.
 */
export async function returnStock(
  trx: Kysely<Database>,
  siteId: string,
  lines: readonly OrderLineRecord[],
  restocks: readonly Restock[],
  now: Date,
  identity: EventIdentity,
): Promise<Map<string, number>> {
  const given = new Map<string, number>();
  const byId = new Map(lines.map((l) => [l.id, l]));
  const work: { line: OrderLineRecord; quantity: number }[] = [];
  for (const r of restocks) {
    const line = byId.get(r.lineItemId);
    if (!line || line.variant_id === null) continue;
    const quantity = Math.min(r.quantity, restockable(line) - (given.get(line.id) ?? 0));
    if (quantity <= 0) continue;
    given.set(line.id, (given.get(line.id) ?? 0) + quantity);
    work.push({ line, quantity });
  }
  if (work.length === 0) return given;
  const productIds = [...new Set(work.map((w) => w.line.product_id))].sort();
  await trx.selectFrom('products').select('id').where('site_id', '=', siteId).where('id', 'in', productIds).orderBy('id').forNoKeyUpdate().execute();
  work.sort((a, b) =>
    a.line.product_id === b.line.product_id ? (a.line.variant_id! < b.line.variant_id! ? -1 : 1) : a.line.product_id < b.line.product_id ? -1 : 1,
  );
  const touched = new Set<string>();
  for (const { line, quantity } of work) {
    const updated = await trx
      .updateTable('variants')
      .set({ quantity: sql<number>`coalesce(quantity, 0) + ${quantity}` })
      .where('site_id', '=', siteId)
      .where('product_id', '=', line.product_id)
      .where('id', '=', line.variant_id!)
      .returning('id')
      .executeTakeFirst();
    if (updated) touched.add(line.product_id);
    await trx
      .updateTable('order_line_items')
      .set({ restocked: sql<number>`restocked + ${quantity}` })
      .where('order_id', '=', line.order_id)
      .where('id', '=', line.id)
      .execute();
  }
  for (const productId of [...touched].sort()) await queueInventoryChanged(trx, siteId, await touchProduct(trx, productId, now), identity, now);
  return given;
}

// Reading orders: one by id, or a page of them, with their lines and activities in two more queries.
import type { Kysely } from 'kysely';
import type { Order } from '../../wire/orders.js';
import type { Database } from '../db/schema.js';
import { activitiesOf } from './order-activities.js';
import type { OrderLineRecord, OrderRecord } from './order-record.js';
import { toWireOrder } from './order-view.js';
import { siteLocales } from '../site/index.js';

/** Who an order read is for: a merchant sees the site's orders, a buyer only their own. */
export interface OrderReader {
  siteId: string;
  /** Only orders of this buyer (member or visitor id); undefined for a merchant. */
  buyerId?: string;
}

/** The wire orders of rows, each with its lines and activities (one query for all lines, one for all activities, one for their sites' locales). */
export async function withLines(db: Kysely<Database>, orders: readonly OrderRecord[]): Promise<Order[]> {
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('order_line_items')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  const byOrder = new Map<string, OrderLineRecord[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  const activities = await activitiesOf(
    db,
    orders.map((o) => o.id),
  );
  const locales = await siteLocales(
    db,
    orders.map((o) => o.site_id),
  );
  return orders.map((o) => toWireOrder(o, byOrder.get(o.id) ?? [], activities.get(o.id) ?? [], locales.get(o.site_id)));
}

/** An order the reader may see, or undefined. */
export async function findOrder(db: Kysely<Database>, reader: OrderReader, id: string): Promise<Order | undefined> {
  if (id.length > 100) return undefined;
  let query = db.selectFrom('orders').selectAll().where('site_id', '=', reader.siteId).where('id', '=', id);
  if (reader.buyerId !== undefined) query = query.where('buyer_id', '=', reader.buyerId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return (await withLines(db, [row]))[0];
}

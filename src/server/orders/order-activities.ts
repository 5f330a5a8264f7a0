// The activity timeline of orders: rows written in the transaction of what happened, shown as Wix's order `activities`.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { OrderActivity, OrderActivityType } from '../../wire/orders.js';
import type { OrderActivitiesTable } from '../db/order-tables.js';
import type { Database } from '../db/schema.js';
import { formatMoney, toDecimalString } from '../money.js';
import { DEFAULT_LOCALE } from '../../wire/locale.js';

/** An activity row as read. */
export type ActivityRecord = Omit<Selectable<OrderActivitiesTable>, 'seq'>;

/** What an activity carries besides its type (stored as `details`). */
export interface ActivityDetails {
  merchantComment?: { message: string };
  /** Amount in minor units; shown as a price in the order's currency. */
  orderRefunded?: { manual: boolean; amount: number; reason?: string };
  customActivity?: { appId?: string; type: string; additionalData?: Record<string, string> };
  trackingNumber?: string;
  fulfillmentId?: string;
}

/** An activity to write. */
export interface NewActivity {
  type: OrderActivityType;
  details?: ActivityDetails;
  authorEmail?: string;
}

/** Builds activity rows of an order (ids given here, so callers can answer them). */
export function activityRows(order: { id: string; site_id: string }, activities: readonly NewActivity[], now: Date): ActivityRecord[] {
  return activities.map((a) => ({
    id: randomUUID(),
    site_id: order.site_id,
    order_id: order.id,
    type: a.type,
    author_email: a.authorEmail ?? null,
    details: (a.details ?? null) as Record<string, unknown> | null,
    created_at: now,
  }));
}

/** Writes activity rows, in their order (inside the caller's transaction). */
export async function insertActivities(db: Kysely<Database>, rows: readonly ActivityRecord[]): Promise<void> {
  // One insert per row keeps `seq` in the given order.
  for (const row of rows) {
    await db
      .insertInto('order_activities')
      .values({ ...row, details: row.details === null ? null : JSON.stringify(row.details) })
      .execute();
  }
}

/** Writes activities of an order; returns their rows. */
export async function addActivities(
  db: Kysely<Database>,
  order: { id: string; site_id: string },
  activities: readonly NewActivity[],
  now: Date,
): Promise<ActivityRecord[]> {
  const rows = activityRows(order, activities, now);
  await insertActivities(db, rows);
  return rows;
}

/** The activities of orders, by order id, oldest first (one query). */
export async function activitiesOf(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, ActivityRecord[]>> {
  const byOrder = new Map<string, ActivityRecord[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_activities')
    .select(['id', 'site_id', 'order_id', 'type', 'author_email', 'details', 'created_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('seq')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

/** An activity as the order answer shows it, amounts formatted in the site's locale. @default locale 'en-US' */
export function toWireActivity(row: ActivityRecord, currency: string, locale: string = DEFAULT_LOCALE): OrderActivity {
  const type = row.type as OrderActivityType;
  const details = (row.details ?? {}) as ActivityDetails;
  return {
    id: row.id,
    createdDate: row.created_at.toISOString(),
    type,
    ...(type !== 'CUSTOM_ACTIVITY' ? { activityType: type } : {}),
    ...(row.author_email ? { authorEmail: row.author_email } : {}),
    ...(details.merchantComment ? { merchantComment: details.merchantComment } : {}),
    ...(details.orderRefunded
      ? {
          orderRefunded: {
            manual: details.orderRefunded.manual,
            amount: {
              amount: toDecimalString(details.orderRefunded.amount, currency),
              formattedAmount: formatMoney(details.orderRefunded.amount, currency, locale),
            },
            ...(details.orderRefunded.reason ? { reason: details.orderRefunded.reason } : {}),
          },
        }
      : {}),
    ...(details.customActivity ? { customActivity: details.customActivity } : {}),
  };
}

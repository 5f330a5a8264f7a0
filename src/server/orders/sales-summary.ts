// Sales of a time range summed in SQL: order count, total of order totals and of their refunds (minor units) and orders to fulfil, cancelled orders left out.
import { sql, type Kysely } from 'kysely';
import type { SalesSummary } from '../../wire/sales-summary.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import { localeOf } from '../site/index.js';
import { orderPrice } from './order-view.js';

/** A half-open time range `[from, to)`; an absent end is unbounded. */
export interface SalesRange {
  from?: Date;
  to?: Date;
}

/**
 * The sales summary of a site's orders created in `range`, in one statement (so one consistent snapshot): cancelled
 * orders are left out; the total sums the orders in the site currency exactly (bigint in SQL), `refunded` their
 * refunds and `net` the difference. 404 SITE_NOT_FOUND
 * when the site is gone.
 */
export async function salesSummary(db: Kysely<Database>, siteId: string, range: SalesRange): Promise<SalesSummary> {
  const row = await db
    .selectFrom('sites')
    .leftJoin('orders', (join) => {
      let on = join.onRef('orders.site_id', '=', 'sites.id').on('orders.status', '!=', 'CANCELED');
      if (range.from) on = on.on('orders.created_at', '>=', range.from);
      if (range.to) on = on.on('orders.created_at', '<', range.to);
      return on;
    })
    .where('sites.id', '=', siteId)
    .groupBy(['sites.id', 'sites.currency', 'sites.settings'])
    .select(['sites.currency', 'sites.settings'])
    .select([
      sql<string>`count(orders.id)`.as('order_count'),
      sql<string>`coalesce(sum(case when orders.currency = sites.currency then (orders.price_summary->>'total')::bigint end), 0)::text`.as('total'),
      sql<string>`coalesce(sum(case when orders.currency = sites.currency then orders.refunded_amount end), 0)::text`.as('refunded'),
      sql<string>`count(orders.id) filter (where orders.fulfillment_status = 'NOT_FULFILLED')`.as('unfulfilled_count'),
    ])
    .executeTakeFirst();
  if (!row) throw notFound('SITE_NOT_FOUND', 'Site');
  const total = Number(row.total);
  const refunded = Number(row.refunded);
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(refunded)) throw new RangeError(`Sales total out of range: ${row.total}`);
  const locale = localeOf(row.settings);
  return {
    orderCount: Number(row.order_count),
    total: orderPrice(total, row.currency, locale),
    refunded: orderPrice(refunded, row.currency, locale),
    net: orderPrice(total - refunded, row.currency, locale),
    currency: row.currency,
    unfulfilledCount: Number(row.unfulfilled_count),
  };
}

// What a site's cart reminders did: sent, brought back, and the orders placed from the carts they brought back.
import { sql, type Kysely } from 'kysely';
import type { CartReminderStats } from '../../wire/cart-reminders.js';
import type { Database } from '../db/schema.js';
import { toDecimalString } from '../money.js';

/** The site's reminder figures since `since`. */
export async function reminderStats(db: Kysely<Database>, siteId: string, since: Date): Promise<CartReminderStats> {
  const counts = await db
    .selectFrom('cart_reminders')
    .select((eb) => [eb.fn.countAll<string>().as('sent'), eb.fn.count<string>('restored_at').as('restored')])
    .where('site_id', '=', siteId)
    .where('sent_at', '>=', since)
    .executeTakeFirstOrThrow();
  const orders = await sql<{ currency: string; orders: string; total: string }>`
    select o.currency, count(*) as orders, sum((o.price_summary ->> 'total')::bigint) as total
    from cart_reminders r
    join orders o on o.site_id = r.site_id and o.cart_id = r.restored_cart_id and o.created_at >= r.restored_at
    where r.site_id = ${siteId} and r.sent_at >= ${since} and r.restored_at is not null
    group by o.currency
    order by o.currency
  `.execute(db);
  return {
    sent: Number(counts.sent),
    restored: Number(counts.restored),
    orders: orders.rows.reduce((n, r) => n + Number(r.orders), 0),
    revenue: orders.rows.map((r) => ({ currency: r.currency, amount: toDecimalString(Number(r.total), r.currency) })),
  };
}

// The carts a reminder is due for: left longer than the site's delay (and not too long), with lines, a known e-mail, no order and no reminder yet.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DEFAULT_CART_REMINDERS, REMINDER_WINDOW_MINUTES } from '../../wire/cart-reminders.js';

/** The kind of mail reminders are, for unsubscribes. */
export const CART_REMINDER_MAIL = 'cart-reminder';

/** A cart due for its reminder. */
export interface LeftCart {
  cartId: string;
  siteId: string;
  /** The member's e-mail, or the one typed at the cart's checkout; trimmed and in lower case. */
  email: string;
}

/**
 * Up to `limit` carts of sites with reminders on, oldest first, whose last change is between the site's delay and a week
 * past it; with at least one line; with an e-mail (an active member's, else the cart's checkout's); with no order
 * placed from it, no reminder yet, and an address that did not unsubscribe.
 */
export async function findLeftCarts(db: Kysely<Database>, now: Date, limit: number): Promise<LeftCart[]> {
  const delay = sql`make_interval(mins => coalesce((s.settings #>> '{cartReminders,delayMinutes}')::int, ${DEFAULT_CART_REMINDERS.delayMinutes}))`;
  const rows = await sql<{ cart_id: string; site_id: string; email: string }>`
    select c.id as cart_id, c.site_id, lower(trim(coalesce(i.email_normalized, k.email))) as email
    from carts c
    join sites s on s.id = c.site_id
    left join identities i on i.site_id = c.site_id and i.id = c.owner_id and i.status = 'ACTIVE'
    left join checkouts k on k.id = c.checkout_id and k.site_id = c.site_id
    where s.settings #>> '{cartReminders,enabled}' = 'true'
      and c.updated_at <= ${now}::timestamptz - ${delay}
      and c.updated_at > ${now}::timestamptz - ${delay} - make_interval(mins => ${REMINDER_WINDOW_MINUTES})
      and coalesce(i.email_normalized, k.email) is not null
      and exists (select 1 from cart_lines l where l.cart_id = c.id)
      and not exists (select 1 from cart_reminders r where r.cart_id = c.id)
      and not exists (select 1 from orders o where o.site_id = c.site_id and o.cart_id = c.id)
      and not exists (
        select 1 from mail_unsubscribes u
        where u.site_id = c.site_id and u.kind = ${CART_REMINDER_MAIL} and u.email = lower(trim(coalesce(i.email_normalized, k.email)))
      )
    order by c.updated_at, c.id
    limit ${limit}
  `.execute(db);
  return rows.rows.map((r) => ({ cartId: r.cart_id, siteId: r.site_id, email: r.email }));
}

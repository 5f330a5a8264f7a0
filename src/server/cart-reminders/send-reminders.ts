// Sends the reminders that are due: each in its own transaction (the reminder's row and its mail together), never two for one cart.
import type { AppContext } from '../context.js';
import { digest, randomSecret } from '../auth/index.js';
import { brandOf, queueMail } from '../mail/index.js';
import { REMINDER_LINK_DAYS } from '../../wire/cart-reminders.js';
import { findLeftCarts, type LeftCart } from './left-carts.js';
import { cartReminderMail } from './reminder-mail.js';
import { RESTORE_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from './reminder-paths.js';

/** Carts looked at per run; the next run takes the rest. */
const BATCH = 100;
const DAY_MS = 24 * 3600_000;

/** Sends one reminder; false when another process sent it first (the cart's row exists). */
async function sendReminder(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, cart: LeftCart): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const token = randomSecret(24);
    const inserted = await trx
      .insertInto('cart_reminders')
      .values({
        cart_id: cart.cartId,
        site_id: cart.siteId,
        email: cart.email,
        token_hash: digest(token),
        sent_at: now,
        expires_at: new Date(now.getTime() + REMINDER_LINK_DAYS * DAY_MS),
      })
      .onConflict((oc) => oc.column('cart_id').doNothing())
      .returning('cart_id')
      .executeTakeFirst();
    if (!inserted) return false;
    const site = await trx.selectFrom('sites').select(['name', 'settings']).where('id', '=', cart.siteId).executeTakeFirstOrThrow();
    const lines = await trx
      .selectFrom('cart_lines as l')
      .leftJoin('products as p', (join) => join.onRef('p.id', '=', 'l.product_id').onRef('p.site_id', '=', 'l.site_id'))
      .select(['l.quantity', 'p.name'])
      .where('l.cart_id', '=', cart.cartId)
      .orderBy('l.seq')
      .execute();
    const link = (path: string) => `${ctx.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
    const mail = cartReminderMail({
      siteId: cart.siteId,
      to: cart.email,
      brand: brandOf(site),
      lines: lines.map((l) => `${l.quantity} × ${l.name ?? '—'}`),
      restoreUrl: link(RESTORE_PAGE_PATH),
      unsubscribeUrl: link(UNSUBSCRIBE_PAGE_PATH),
    });
    await queueMail(trx, mail, now);
    return true;
  });
}

/** Sends the reminders due now (up to a batch); returns how many were sent. */
export async function sendCartReminders(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Promise<number> {
  let sent = 0;
  for (const cart of await findLeftCarts(ctx.db, ctx.clock(), BATCH)) if (await sendReminder(ctx, cart)) sent += 1;
  return sent;
}

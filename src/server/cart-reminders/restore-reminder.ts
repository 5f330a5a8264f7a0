// A reminder's link used: checked on the store's page (unknown, expired, used), then its cart's lines copied into the shopper's own cart, once.
import type { Kysely } from 'kysely';
import type { Cart } from '../../wire/cart.js';
import { type ShopperCaller, digest } from '../auth/index.js';
import { cartError, copyLinesFromCart, getCart } from '../cart/index.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { CartRemindersTable } from '../db/reminder-tables.js';
import type { Selectable } from 'kysely';

/** A reminder's row. */
type ReminderRow = Selectable<CartRemindersTable>;

/** What a reminder's link is worth now. */
export type ReminderLink =
  | { state: 'unknown' }
  | { state: 'expired'; siteId: string }
  | { state: 'used'; siteId: string }
  | { state: 'open'; siteId: string; shopOrigin: string | undefined };

/** The reminder of a link's token, or undefined. */
async function reminderOf(db: Kysely<Database>, token: string): Promise<ReminderRow | undefined> {
  if (!token || token.length > 200) return undefined;
  return db.selectFrom('cart_reminders').selectAll().where('token_hash', '=', digest(token)).executeTakeFirst();
}

/** The owner's site: the first origin registered for the site's oldest OAuth client (where its widget runs). */
async function shopOriginOf(db: Kysely<Database>, siteId: string): Promise<string | undefined> {
  const client = await db
    .selectFrom('oauth_clients')
    .select('allowed_origins')
    .where('site_id', '=', siteId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return client?.allowed_origins[0];
}

/** The state of a link, for the store's page that checks it before sending the shopper on. */
export async function reminderLinkState(db: Kysely<Database>, token: string, now: Date): Promise<ReminderLink> {
  const reminder = await reminderOf(db, token);
  if (!reminder) return { state: 'unknown' };
  if (reminder.restored_at) return { state: 'used', siteId: reminder.site_id };
  if (reminder.expires_at <= now) return { state: 'expired', siteId: reminder.site_id };
  return { state: 'open', siteId: reminder.site_id, shopOrigin: await shopOriginOf(db, reminder.site_id) };
}

/**
 * POST restore: the reminded cart's lines into the caller's cart, and the link used, in one transaction. A retry by the
 * same shopper answers their cart again; a link of another site is CART_REMINDER_NOT_FOUND, an expired one
 * CART_REMINDER_EXPIRED, one another shopper used CART_REMINDER_USED: the caller's cart is then untouched.
 */
export async function restoreRemindedCart(ctx: AppContext, caller: ShopperCaller, token: string): Promise<Cart> {
  const reminder = await reminderOf(ctx.db, token);
  if (!reminder || reminder.site_id !== caller.siteId) throw cartError('CART_REMINDER_NOT_FOUND', 'This cart link is not one of this shop');
  if (reminder.restored_by === caller.subjectId) return getCart(ctx, caller);
  if (reminder.restored_at) throw cartError('CART_REMINDER_USED', 'This cart link was already used');
  const now = ctx.clock();
  if (reminder.expires_at <= now) throw cartError('CART_REMINDER_EXPIRED', 'This cart link has expired');
  return copyLinesFromCart(ctx, caller, reminder.cart_id, async (trx, intoCartId) => {
    const claimed = await trx
      .updateTable('cart_reminders')
      .set({ restored_at: now, restored_by: caller.subjectId, restored_cart_id: intoCartId })
      .where('cart_id', '=', reminder.cart_id)
      .where((eb) => eb.or([eb('restored_at', 'is', null), eb('restored_by', '=', caller.subjectId)]))
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) throw cartError('CART_REMINDER_USED', 'This cart link was already used');
  });
}

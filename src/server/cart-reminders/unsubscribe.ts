// One-click unsubscribe from a site's cart reminders, by the token of a reminder's link.
import type { Kysely } from 'kysely';
import { digest } from '../auth/index.js';
import type { Database } from '../db/schema.js';
import { CART_REMINDER_MAIL } from './left-carts.js';

/** Unsubscribes the address a reminder went to from its site's reminders; returns the site's name, or undefined for an unknown token. */
export async function unsubscribeByReminder(db: Kysely<Database>, token: string, now: Date): Promise<{ siteName: string } | undefined> {
  if (!token || token.length > 200) return undefined;
  return db.transaction().execute(async (trx) => {
    const reminder = await trx
      .selectFrom('cart_reminders as r')
      .innerJoin('sites as s', 's.id', 'r.site_id')
      .select(['r.site_id', 'r.email', 's.name'])
      .where('r.token_hash', '=', digest(token))
      .executeTakeFirst();
    if (!reminder) return undefined;
    await trx
      .insertInto('mail_unsubscribes')
      .values({ site_id: reminder.site_id, email: reminder.email, kind: CART_REMINDER_MAIL, created_at: now })
      .onConflict((oc) => oc.columns(['site_id', 'email', 'kind']).doNothing())
      .execute();
    return { siteName: reminder.name };
  });
}

// The shop's name as the dashboard's header shows it, read for the session answers (sign-in, session, accepted invitation).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The name of a site (empty when the site is gone). */
export async function shopNameOf(db: Kysely<Database>, siteId: string): Promise<string> {
  const row = await db.selectFrom('sites').select('name').where('id', '=', siteId).executeTakeFirst();
  return row?.name ?? '';
}

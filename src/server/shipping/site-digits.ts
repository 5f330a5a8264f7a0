// The decimals of a site's currency, read in the caller's transaction (money in shipping and tax calls is in that currency).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import { currencyDigits } from '../money.js';

/** Decimals of the site currency (2 for USD, 0 for JPY); 404 SITE_NOT_FOUND for a site that does not exist. */
export async function siteDigits(db: Kysely<Database> | Transaction<Database>, siteId: string): Promise<number> {
  const row = await db.selectFrom('sites').select('currency').where('id', '=', siteId).executeTakeFirst();
  if (!row) throw notFound('SITE_NOT_FOUND', 'Site');
  return currencyDigits(row.currency);
}

// Per-site sequential order numbers, gap-free: the counter row is bumped inside the order's transaction and rolls back with it.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** The first order number of a site (as the official orders number them). */
export const FIRST_ORDER_NUMBER = 10001;

/**
 * The site's next order number. The counter row stays locked until the transaction ends, so take it as late as possible
 * (concurrent orders of one site queue here for the rest of their transaction).
 */
export async function nextOrderNumber(trx: Kysely<Database>, siteId: string): Promise<number> {
  const row = await trx
    .insertInto('order_numbers')
    .values({ site_id: siteId, last_number: FIRST_ORDER_NUMBER })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ last_number: sql<number>`order_numbers.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

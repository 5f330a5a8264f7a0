// Counts a coupon's use when an order is placed, never past its usage limit, even with concurrent orders.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Records one use of a coupon; false (and nothing written) when it has reached its usage limit. One conditional
 * update, so concurrent orders cannot use a coupon more often than its limit allows. For the order module to call in
 * the transaction that places the order (checkouts only look at the count).
 */
export async function redeemCoupon(trx: Kysely<Database>, siteId: string, couponId: string): Promise<boolean> {
  const result = await trx
    .updateTable('coupons')
    .set({ times_used: sql<number>`times_used + 1` })
    .where('site_id', '=', siteId)
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives back one use of a coupon (a cancelled order's), never below zero. For the order module, in the cancel's transaction. */
export async function returnCouponUse(trx: Kysely<Database>, siteId: string, couponId: string): Promise<void> {
  await trx
    .updateTable('coupons')
    .set({ times_used: sql<number>`greatest(times_used - 1, 0)` })
    .where('site_id', '=', siteId)
    .where('id', '=', couponId)
    .execute();
}

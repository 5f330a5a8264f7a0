// Placing an order uses its memberships: each pays its lines' units out of its uses, in the order's transaction; canceling gives them back.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { membershipNoLongerEligible } from './membership-errors.js';

/**
 * Takes the units of the lines each membership pays from its uses (a membership without a limit only has to be
 * active). A membership revoked, expired or used up since the checkout refuses the order with 409 MEMBERSHIP_NOT_ELIGIBLE;
 * the caller's transaction then writes nothing.
 */
export async function chargeMemberships(
  trx: Kysely<Database>,
  siteId: string,
  paidBy: ReadonlyMap<string, string>,
  quantityOf: (lineId: string) => number,
  now: Date,
): Promise<void> {
  const units = new Map<string, number>();
  for (const [lineId, membershipId] of paidBy) units.set(membershipId, (units.get(membershipId) ?? 0) + quantityOf(lineId));
  for (const [membershipId, used] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    const charged = await trx
      .updateTable('member_memberships')
      .set({ uses_remaining: sql<number | null>`case when uses_remaining is null then null else uses_remaining - ${used}::int end` })
      .where('site_id', '=', siteId)
      .where('id', '=', membershipId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .where((eb) => eb.or([eb('uses_remaining', 'is', null), eb('uses_remaining', '>=', used)]))
      .executeTakeFirst();
    if (charged.numUpdatedRows === 0n) throw membershipNoLongerEligible(membershipId, 'A chosen membership can no longer pay its lines');
  }
}

/**
 * Gives the units of canceled lines back to the memberships that paid them (a membership without a limit has nothing to
 * give back; a revoked or expired one gets them too, for the record). Runs in the cancel's transaction.
 */
export async function returnMembershipUses(
  trx: Kysely<Database>,
  siteId: string,
  lines: readonly { membership_id: string | null; quantity: number }[],
): Promise<void> {
  const units = new Map<string, number>();
  for (const line of lines) if (line.membership_id) units.set(line.membership_id, (units.get(line.membership_id) ?? 0) + line.quantity);
  for (const [membershipId, used] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    await trx
      .updateTable('member_memberships')
      .set({ uses_remaining: sql<number>`least(uses_total, uses_remaining + ${used}::int)` })
      .where('site_id', '=', siteId)
      .where('id', '=', membershipId)
      .where('uses_remaining', 'is not', null)
      .execute();
  }
}

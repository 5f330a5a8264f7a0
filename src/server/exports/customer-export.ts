// A site's members of a date range (created date), each with the count and sums of its orders, read page by page.
import { sql, type Kysely } from 'kysely';
import type { ExportedCustomer } from '../../wire/exports.js';
import type { StoredProfile } from '../db/identity-tables.js';
import type { Database } from '../db/schema.js';
import { currencyDigits, minorToDecimal } from '../money.js';
import type { ExportRange } from './export-range.js';

/** Members read per statement. @default 500 */
export const CUSTOMER_EXPORT_PAGE = 500;

/**
 * The site's members created in `range`, oldest first: e-mail, name, created date, how many orders they placed (not
 * cancelled) and what those came to in each currency (summed in SQL, exactly), keyset-paged like the order export.
 */
export async function* exportCustomers(
  db: Kysely<Database>,
  siteId: string,
  range: ExportRange,
  pageSize = CUSTOMER_EXPORT_PAGE,
): AsyncGenerator<ExportedCustomer> {
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    let query = db.selectFrom('identities').select(['id', 'email', 'profile', 'created_at']).where('site_id', '=', siteId);
    if (range.from) query = query.where('created_at', '>=', range.from);
    if (range.to) query = query.where('created_at', '<', range.to);
    if (after) {
      const cursor = after;
      query = query.where((eb) => eb.or([eb('created_at', '>', cursor.at), eb.and([eb('created_at', '=', cursor.at), eb('id', '>', cursor.id)])]));
    }
    const members = await query.orderBy('created_at').orderBy('id').limit(pageSize).execute();
    if (members.length === 0) return;
    const sums = await db
      .selectFrom('orders')
      .select(['buyer_id', 'currency', sql<string>`count(*)`.as('orders'), sql<string>`sum((price_summary->>'total')::bigint)::text`.as('total')])
      .where('site_id', '=', siteId)
      .where('buyer_kind', '=', 'member')
      .where('status', '!=', 'CANCELED')
      .where(
        'buyer_id',
        'in',
        members.map((m) => m.id),
      )
      .groupBy(['buyer_id', 'currency'])
      .orderBy('currency')
      .execute();
    for (const member of members) {
      const own = sums.filter((s) => s.buyer_id === member.id);
      const profile = member.profile as StoredProfile;
      yield {
        email: member.email,
        firstName: profile.firstName ?? null,
        lastName: profile.lastName ?? null,
        createdDate: member.created_at.toISOString(),
        ordersCount: own.reduce((n, s) => n + Number(s.orders), 0),
        totalSpent: Object.fromEntries(own.map((s) => [s.currency, minorToDecimal(Number(s.total), currencyDigits(s.currency))])),
      };
    }
    const last = members[members.length - 1]!;
    after = { at: last.created_at, id: last.id };
    if (members.length < pageSize) return;
  }
}

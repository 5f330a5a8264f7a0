// Guest orders joined to a member: once the member's e-mail is verified, the orders placed as a visitor with that e-mail become theirs.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The member whose e-mail was just verified. */
export interface VerifiedMember {
  siteId: string;
  identityId: string;
  /** The member's e-mail, normalised (trimmed, lower case) as identities store it. */
  emailNormalized: string;
}

/**
 * Makes the site's visitor orders with the member's e-mail the member's own (`buyerInfo.memberId`), in the caller's
 * transaction; returns how many were joined. Call it only when the e-mail has been proven (a code, a recovery link, a
 * trusted sign-on): an unverified address never takes anyone's orders.
 */
export async function joinGuestOrders(trx: Kysely<Database>, member: VerifiedMember, now: Date): Promise<number> {
  const joined = await trx
    .updateTable('orders')
    .set({ buyer_kind: 'member', buyer_id: member.identityId, updated_at: now })
    .where('site_id', '=', member.siteId)
    .where('buyer_kind', '=', 'visitor')
    .where(sql<string>`lower(trim(buyer_email))`, '=', member.emailNormalized)
    .executeTakeFirst();
  return Number(joined.numUpdatedRows);
}

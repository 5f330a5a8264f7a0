// A member's checkout starts at their default address (the first of their saved addresses) with their name and phone, unless the checkout was given a street address.
import type { Kysely } from 'kysely';
import type { ShopperCaller } from '../auth/index.js';
import type { StoredAddress } from '../db/commerce-tables.js';
import type { StoredContactDetails } from '../db/order-tables.js';
import type { Database } from '../db/schema.js';

/** Where a new checkout ships to first, and who receives it. */
export interface MemberDestination {
  address: StoredAddress;
  contact?: StoredContactDetails;
}

/**
 * The member's default address (the first saved one with a street and a country) for a new checkout, with their name and
 * phone; undefined for a visitor, a member without one, or when `given` already names a street (what the shopper typed is
 * never replaced) or another country (the drawer's estimate for somewhere else).
 */
export async function memberDestination(db: Kysely<Database>, caller: ShopperCaller, given: StoredAddress | undefined): Promise<MemberDestination | undefined> {
  if (caller.kind !== 'member' || given?.addressLine) return undefined;
  const row = await db.selectFrom('identities').select('profile').where('site_id', '=', caller.siteId).where('id', '=', caller.subjectId).executeTakeFirst();
  const profile = row?.profile;
  const address = profile?.addresses?.map((a) => a.address).find((a) => a.addressLine && a.country);
  if (!profile || !address || (given?.country && given.country !== address.country)) return undefined;
  const phone = profile.phones?.[0]?.phone;
  const contact: StoredContactDetails = {
    ...(profile.firstName ? { firstName: profile.firstName } : {}),
    ...(profile.lastName ? { lastName: profile.lastName } : {}),
    ...(phone ? { phone } : {}),
  };
  return { address: { ...address }, ...(Object.keys(contact).length > 0 ? { contact } : {}) };
}

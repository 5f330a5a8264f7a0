// The memberships of a cart's buyer against its lines: the wire's membershipOptions and which lines the chosen memberships pay.
import type { Kysely } from 'kysely';
import type { ShopperCaller } from '../auth/index.js';
import type { StoredMembershipSelection } from '../db/commerce-tables.js';
import type { Database } from '../db/schema.js';
import { validationError } from '../http/http-error.js';
import type { PricedLine } from '../pricing/index.js';
import type { WireMembershipOptions } from '../../wire/memberships.js';
import { loadMemberships } from './member-membership-store.js';
import { linesByMembership, membershipEligibility, resolveMembershipChoice, wireMembershipOptions, type MembershipChoice } from './membership-eligibility.js';

/** What a cart's memberships come to: the options to show, and the membership that pays each chosen line. */
export interface CartMemberships {
  options: WireMembershipOptions;
  paidBy: ReadonlyMap<string, string>;
}

/** No memberships at all (a visitor, a member without any). */
export const NO_MEMBERSHIPS: CartMemberships = {
  options: { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: [] },
  paidBy: new Map(),
};

/** Collection ids of each product (the cart's loader, passed in so memberships do not import the cart). */
export type CollectionsLoader = (productIds: readonly string[]) => Promise<Map<string, string[]>>;

/**
 * Loads the buyer's memberships and checks `choices` against the lines; a choice that does not hold is a 400 with the
 * violations at `field` (`selectedMemberships.memberships`). A visitor has none, and choosing one is refused the same way.
 */
export async function cartMemberships(
  db: Kysely<Database>,
  buyer: Pick<ShopperCaller, 'kind' | 'siteId' | 'subjectId'> | undefined,
  lines: readonly PricedLine[],
  choices: readonly MembershipChoice[],
  now: Date,
  field: string,
  loadCollections: CollectionsLoader,
): Promise<CartMemberships> {
  const memberships = buyer?.kind === 'member' ? await loadMemberships(db, buyer.siteId, buyer.subjectId) : [];
  if (memberships.length === 0 && choices.length === 0) return NO_MEMBERSHIPS;
  const scopedByCollection = memberships.some((m) => !m.plan.all_products && m.plan.collection_ids.length > 0);
  const collections = scopedByCollection ? await loadCollections(lines.flatMap((l) => (l.item ? [l.item.productId] : []))) : new Map<string, string[]>();
  const membershipLines = lines.map((l) => ({
    id: l.id,
    productId: l.item?.productId,
    collectionIds: (l.item && collections.get(l.item.productId)) ?? [],
    quantity: l.quantity,
    purchasable: l.purchasable,
  }));
  const eligibility = membershipEligibility(memberships, membershipLines, now);
  const { paidBy, violations } = resolveMembershipChoice(eligibility, choices, membershipLines, field);
  if (violations.length > 0) throw validationError(violations);
  return { options: wireMembershipOptions(eligibility, paidBy), paidBy };
}

/** The lines each membership pays, as a checkout stores them; null when none. */
export function storedSelection(paidBy: ReadonlyMap<string, string>): StoredMembershipSelection[] | null {
  const byMembership = linesByMembership(paidBy);
  return byMembership.size === 0 ? null : [...byMembership].map(([membershipId, lineItemIds]) => ({ membershipId, lineItemIds }));
}

/** A stored selection as the choice it was made from. */
export function choicesOf(stored: readonly StoredMembershipSelection[] | null): MembershipChoice[] {
  return (stored ?? []).map((s) => ({ id: s.membershipId, lineItemIds: s.lineItemIds }));
}

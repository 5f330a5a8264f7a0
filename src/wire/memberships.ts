// Memberships on the wire: the merchant's plans, the memberships of members, and the membership options of an estimate or checkout.

/** A membership plan: what it pays for, how many uses, how long. */
export interface WireMembershipPlan {
  id: string;
  name: string;
  description: string | null;
  /** Pays for every product of the site (productIds and collectionIds are then ignored). */
  allProducts: boolean;
  productIds: string[];
  collectionIds: string[];
  /** Units each membership of the plan may pay for; null: no limit. */
  uses: number | null;
  /** Days a membership lasts from its assignment; null: no end. */
  durationDays: number | null;
  createdDate: string;
  updatedDate: string;
}

/** Where a member's membership stands. */
export type MembershipStatus = 'ACTIVE' | 'EXPIRED' | 'USED_UP' | 'REVOKED';

/** A plan assigned to a member. */
export interface WireMemberMembership {
  id: string;
  planId: string;
  memberId: string;
  name: string;
  /** Null when the plan has no use limit. */
  credits: { total: number; remaining: number } | null;
  expirationDate: string | null;
  status: MembershipStatus;
  createdDate: string;
}

/** A membership as estimate-totals and checkouts list it (Wix's `Membership`). */
export interface WireMembershipOption {
  id: string;
  appId: string;
  name: { original: string };
  lineItemIds: string[];
  credits?: { total: number; remaining: number };
  expirationDate?: string;
}

/** The `membershipOptions` of an estimate or a checkout. */
export interface WireMembershipOptions {
  eligibleMemberships: WireMembershipOption[];
  invalidMemberships: { membership: WireMembershipOption; reason: string }[];
  selectedMemberships: { id: string; appId: string; lineItemIds: string[] }[];
}

/** The app id Tote's own memberships carry (`appId` of a membership option). */
export const TOTE_MEMBERSHIPS_APP_ID = '6c2f6b0e-3b1a-4d6e-9f58-7a1d0e3c5b21';

/** A checkout's `membershipOptions`: as an estimate's, with the chosen memberships under `selectedMemberships.memberships`. */
export interface WireCheckoutMembershipOptions {
  eligibleMemberships: WireMembershipOption[];
  invalidMemberships: { membership: WireMembershipOption; reason: string }[];
  selectedMemberships: { memberships: { id: string; appId: string; lineItemIds: string[] }[] };
}

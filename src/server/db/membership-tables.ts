// Row types of memberships: the plans a merchant defines and the memberships assigned to members.
import type { CreatedAt, Json } from './core-tables.js';

/** What a membership pays for, how many uses it gives and how long it lasts. */
export interface MembershipPlansTable {
  id: string;
  site_id: string;
  name: string;
  description: string | null;
  /** Pays for every product of the site. */
  all_products: boolean;
  product_ids: Json<string[]>;
  collection_ids: Json<string[]>;
  /** Units each membership may pay for; null: no limit. */
  uses: number | null;
  /** Days a membership lasts from its assignment; null: no end. */
  duration_days: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A plan assigned to a member. */
export interface MemberMembershipsTable {
  id: string;
  site_id: string;
  plan_id: string;
  member_id: string;
  uses_total: number | null;
  /** Counts down as placed orders use it; null: no limit. */
  uses_remaining: number | null;
  expires_at: Date | null;
  revoked_at: Date | null;
  created_at: CreatedAt;
}

export interface MembershipTables {
  membership_plans: MembershipPlansTable;
  member_memberships: MemberMembershipsTable;
}

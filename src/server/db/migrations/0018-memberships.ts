// Migration 0018: memberships: plans a merchant defines, the memberships assigned to members, and what checkouts chose to pay with them.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `membership_plans` say what a membership pays for (every product, or listed products and collections), how many uses
 * each membership gets (null: no limit) and for how long it lasts by default. `member_memberships` are plans assigned to
 * members: `uses_remaining` counts down as orders use them (null: no limit); `expires_at` null never expires.
 * `checkouts.selected_memberships` keeps the buyer's choice of which lines each membership pays, and
 * `order_line_items.membership_id` the membership that paid a line (its price is then 0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table membership_plans (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      name text not null,
      description text,
      all_products boolean not null default false,
      product_ids jsonb not null default '[]',
      collection_ids jsonb not null default '[]',
      uses integer check (uses is null or uses > 0),
      duration_days integer check (duration_days is null or duration_days > 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index membership_plans_site on membership_plans (site_id, created_at);
    create table member_memberships (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      plan_id text not null references membership_plans(id) on delete cascade,
      member_id text not null references identities(id) on delete cascade,
      uses_total integer,
      uses_remaining integer check (uses_remaining is null or uses_remaining >= 0),
      expires_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index member_memberships_member on member_memberships (site_id, member_id);
    alter table checkouts add column selected_memberships jsonb;
    alter table order_line_items add column membership_id text;
  `.execute(db);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table order_line_items drop column membership_id;
    alter table checkouts drop column selected_memberships;
    drop table member_memberships;
    drop table membership_plans;
  `.execute(db);
}

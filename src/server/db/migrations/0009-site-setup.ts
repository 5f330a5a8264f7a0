// Migration 0009: the people who run a site (owner and staff accounts, the dashboard's sign-in), and facts of the store itself (when the demo was seeded).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `staff_accounts` are the merchant's logins, apart from the shop's members: `tote init` makes the owner; the dashboard
 * invites staff later. E-mails are unique per site, case-insensitively. Passwords are scrypt hashes, as members' are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_accounts (
      id text primary key default gen_random_uuid()::text,
      site_id text not null references sites(id) on delete cascade,
      email text not null,
      email_normalized text not null,
      password_hash text not null,
      role text not null check (role in ('owner', 'staff')),
      password_changed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index staff_accounts_site_email on staff_accounts (site_id, email_normalized);
    create table store_meta (
      key text primary key,
      value text not null
    );
    insert into store_meta (key, value) select 'demo_seeded_at', now()::text from sites where id = 'tote-demo';
  `.execute(db);
}

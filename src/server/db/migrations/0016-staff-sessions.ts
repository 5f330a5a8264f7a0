// Migration 0016: the dashboard's sign-in: staff sessions, invitations, the TOTP second factor, and API key prefixes.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `staff_sessions` are dashboard sign-ins: the cookie's random token is stored as its SHA-256 digest, beside the CSRF
 * token the session's writes must carry; a session ends at `expires_at` (slid forward by use, never past 7 days from
 * sign-in) or when revoked (sign-out, a password change, the account removed). `staff_invitations` are e-mailed links
 * (token digests too) that make a staff account when accepted. A staff account's TOTP secret is pending until a first
 * code confirms it; `totp_last_step` is the time step of the last code accepted, so no code is accepted twice.
 * `api_keys.key_prefix` keeps a key's first characters so lists can tell keys apart without the key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_sessions (
      id text primary key default gen_random_uuid()::text,
      site_id text not null references sites(id) on delete cascade,
      staff_id text not null references staff_accounts(id) on delete cascade,
      token_hash text not null unique,
      csrf_token text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index staff_sessions_staff on staff_sessions (staff_id);
    create table staff_invitations (
      id text primary key default gen_random_uuid()::text,
      site_id text not null references sites(id) on delete cascade,
      email text not null,
      email_normalized text not null,
      role text not null check (role in ('owner', 'staff')),
      token_hash text not null unique,
      invited_by text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      revoked_at timestamptz
    );
    create index staff_invitations_site on staff_invitations (site_id, email_normalized);
    alter table staff_accounts add column totp_secret text;
    alter table staff_accounts add column totp_pending_secret text;
    alter table staff_accounts add column totp_last_step bigint;
    alter table api_keys add column key_prefix text;
  `.execute(db);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table staff_invitations;
    drop table staff_sessions;
    alter table staff_accounts drop column totp_secret;
    alter table staff_accounts drop column totp_pending_secret;
    alter table staff_accounts drop column totp_last_step;
    alter table api_keys drop column key_prefix;
  `.execute(db);
}

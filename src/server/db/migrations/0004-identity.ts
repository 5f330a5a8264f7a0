// Migration 0004: members' identities, login state (codes, sessions, rate limits, used nonces), OAuth codes, redirect sessions and the mail outbox.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table identities (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      email text not null,
      email_normalized text not null,
      email_verified boolean not null default false,
      password_hash text,
      status text not null default 'ACTIVE' check (status in ('PENDING', 'ACTIVE', 'BLOCKED', 'DELETED')),
      pending_reasons text[] not null default '{}',
      profile jsonb not null default '{}',
      revision bigint not null default 1,
      password_changed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index identities_site_email on identities (site_id, email_normalized) where status <> 'DELETED';
    create index identities_site_status on identities (site_id, status, created_at desc);

    create table identity_email_codes (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      identity_id text not null references identities(id) on delete cascade,
      purpose text not null check (purpose in ('LOGIN', 'VERIFY')),
      state_token_hash text not null unique,
      code_hash text not null,
      attempts integer not null default 0,
      sends integer not null default 1,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz
    );
    create index identity_email_codes_identity on identity_email_codes (identity_id);

    create table identity_recovery_tokens (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      identity_id text not null references identities(id) on delete cascade,
      purpose text not null check (purpose in ('RECOVERY', 'ACTIVATION')),
      token_hash text not null unique,
      redirect_url text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz
    );
    create index identity_recovery_tokens_identity on identity_recovery_tokens (identity_id);

    create table identity_sessions (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      identity_id text not null references identities(id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index identity_sessions_identity on identity_sessions (site_id, identity_id);

    create table identity_rate_limits (
      site_id text not null,
      key text not null,
      window_start timestamptz not null,
      hits integer not null,
      primary key (site_id, key)
    );

    create table identity_used_nonces (
      kind text not null,
      nonce text not null,
      expires_at timestamptz not null,
      primary key (kind, nonce)
    );

    create table identity_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    );

    create table oauth_codes (
      code_hash text primary key,
      site_id text not null references sites(id) on delete cascade,
      client_id text not null references oauth_clients(id) on delete cascade,
      identity_id text not null references identities(id) on delete cascade,
      redirect_uri text,
      code_challenge text not null,
      visitor_id text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      refresh_token_id text
    );

    create table redirect_sessions (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      client_id text not null references oauth_clients(id) on delete cascade,
      kind text not null,
      params jsonb not null default '{}',
      callbacks jsonb not null default '{}',
      caller_origin text,
      visitor_id text,
      member_id text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz
    );
    create index redirect_sessions_expiry on redirect_sessions (expires_at);

    create table mail_outbox (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      kind text not null,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      created_at timestamptz not null default now(),
      claimed_at timestamptz,
      attempts integer not null default 0,
      sent_at timestamptz,
      last_error text
    );
    create index mail_outbox_pending on mail_outbox (created_at) where sent_at is null;
    create index mail_outbox_recipient on mail_outbox (site_id, to_address, created_at desc);
  `.execute(db);
}

// Migration 0001: sites, OAuth clients, API keys, signing keys and refresh tokens.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sites (
      id text primary key,
      name text not null,
      currency text not null default 'USD',
      settings jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create table oauth_clients (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      name text not null,
      allowed_origins text[] not null default '{}',
      created_at timestamptz not null default now()
    );
    create index oauth_clients_site on oauth_clients (site_id);
    create table api_keys (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      name text not null,
      key_hash text not null unique,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    create table signing_keys (
      kid text primary key,
      site_id text not null references sites(id) on delete cascade,
      alg text not null,
      private_jwk jsonb not null,
      public_jwk jsonb not null,
      created_at timestamptz not null default now()
    );
    create index signing_keys_site on signing_keys (site_id, created_at desc);
    create table refresh_tokens (
      id text primary key default gen_random_uuid()::text,
      site_id text not null references sites(id) on delete cascade,
      client_id text not null references oauth_clients(id) on delete cascade,
      token_hash text not null unique,
      role text not null check (role in ('visitor', 'member')),
      subject_id text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index refresh_tokens_subject on refresh_tokens (site_id, subject_id);
  `.execute(db);
}

// Migration 0019: members' second factors (TOTP secrets, WebAuthn passkeys), their recovery codes, and pending MFA logins.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `identity_factors` are a member's second factors: a TOTP secret (pending, INACTIVE, until a first code confirms it;
 * `totp_last_step` is the step of the last code accepted, so no code passes twice) or a WebAuthn credential (its id,
 * COSE public key and signature counter; `webauthn_challenge` is the registration challenge while it is pending).
 * `identity_recovery_codes` keep the digests of one-time recovery codes. `identity_mfa_challenges` are logins that
 * passed the password and wait for a second factor: the state token's digest, an attempt count, an optional WebAuthn
 * authentication challenge, and when they end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table identity_factors (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      identity_id text not null references identities(id) on delete cascade,
      type text not null check (type in ('TOTP', 'WEBAUTHN')),
      status text not null check (status in ('INACTIVE', 'ACTIVE')),
      name text,
      totp_secret text,
      totp_last_step integer,
      credential_id text,
      public_key text,
      sign_count bigint not null default 0,
      transports jsonb,
      webauthn_challenge text,
      created_at timestamptz not null default now(),
      activated_at timestamptz
    );
    create index identity_factors_identity on identity_factors (site_id, identity_id);
    create unique index identity_factors_credential on identity_factors (site_id, credential_id) where credential_id is not null;
    create table identity_recovery_codes (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      identity_id text not null references identities(id) on delete cascade,
      code_hash text not null,
      created_at timestamptz not null default now(),
      used_at timestamptz
    );
    create index identity_recovery_codes_identity on identity_recovery_codes (site_id, identity_id);
    create table identity_mfa_challenges (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      identity_id text not null references identities(id) on delete cascade,
      state_token_hash text not null unique,
      webauthn_challenge text,
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz
    );
    create index identity_mfa_challenges_identity on identity_mfa_challenges (identity_id);
  `.execute(db);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table identity_mfa_challenges;
    drop table identity_recovery_codes;
    drop table identity_factors;
  `.execute(db);
}

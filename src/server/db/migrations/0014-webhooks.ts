// Migration 0014: events get a place among their entity's events and a global position; merchants' webhook endpoints,
// their deliveries (one per endpoint and event) and every delivery attempt.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * - `event_outbox.position`: the order events were written in, for fan-out and ranges; `entity_seq`: 1, 2, ... per entity,
 *   counted in `entity_event_sequences` (its row lock orders two writers of one entity); `identity`: who caused it.
 *   `dispatched_at` now means "fanned out to the endpoints that existed then".
 * - `webhook_endpoints`: a URL, the event types it takes (null: all), its signing secret and the one it replaced (valid
 *   until `previous_secret_expires_at`), and whether it is enabled (410 Gone or days of failures disable it).
 * - `webhook_deliveries`: one per endpoint and event (unique, so a repeated fan-out adds nothing); `pending` until a 2xx
 *   (`succeeded`) or the last attempt (`failed`, the dead letter). `claimed_until` is a worker's lease.
 * - `webhook_attempts`: each request: time, status, latency and the start of the answer; kept 30 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table event_outbox add column position bigint generated always as identity;
    alter table event_outbox add column entity_seq bigint not null default 1;
    alter table event_outbox add column identity jsonb;
    drop index event_outbox_pending;
    create index event_outbox_undispatched on event_outbox (position) where dispatched_at is null;
    create index event_outbox_site_time on event_outbox (site_id, created_at);

    create table entity_event_sequences (
      site_id text not null references sites(id) on delete cascade,
      entity_fqdn text not null,
      entity_id text not null,
      last_seq bigint not null,
      primary key (site_id, entity_fqdn, entity_id)
    );

    create table webhook_endpoints (
      id text primary key,
      seq integer generated always as identity,
      site_id text not null references sites(id) on delete cascade,
      url text not null,
      event_types jsonb,
      description text,
      secret text not null,
      previous_secret text,
      previous_secret_expires_at timestamptz,
      enabled boolean not null default true,
      disabled_reason text,
      failing_since timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index webhook_endpoints_site on webhook_endpoints (site_id, seq);

    create table webhook_deliveries (
      id text primary key,
      site_id text not null references sites(id) on delete cascade,
      endpoint_id text not null references webhook_endpoints(id) on delete cascade,
      event_id text not null references event_outbox(id) on delete cascade,
      event_position bigint not null,
      entity_key text not null,
      status text not null check (status in ('pending', 'succeeded', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      claimed_until timestamptz,
      last_status_code integer,
      last_error text,
      created_at timestamptz not null,
      completed_at timestamptz,
      unique (endpoint_id, event_id)
    );
    create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
    create index webhook_deliveries_entity_order on webhook_deliveries (endpoint_id, entity_key, event_position) where status = 'pending';
    create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, event_position desc);

    create table webhook_attempts (
      id bigint generated always as identity primary key,
      site_id text not null references sites(id) on delete cascade,
      endpoint_id text not null references webhook_endpoints(id) on delete cascade,
      delivery_id text not null references webhook_deliveries(id) on delete cascade,
      attempted_at timestamptz not null,
      status_code integer,
      latency_ms integer not null,
      response_excerpt text,
      error text
    );
    create index webhook_attempts_delivery on webhook_attempts (delivery_id, id);
    create index webhook_attempts_endpoint on webhook_attempts (endpoint_id, id desc);
    create index webhook_attempts_time on webhook_attempts (attempted_at);
  `.execute(db);
}

/** Drops the webhook tables and the events' new columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table webhook_attempts;
    drop table webhook_deliveries;
    drop table webhook_endpoints;
    drop table entity_event_sequences;
    drop index event_outbox_site_time;
    drop index event_outbox_undispatched;
    alter table event_outbox drop column identity;
    alter table event_outbox drop column entity_seq;
    alter table event_outbox drop column position;
    create index event_outbox_pending on event_outbox (created_at) where dispatched_at is null;
  `.execute(db);
}

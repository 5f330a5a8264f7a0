// Migration 0023: each webhook endpoint's circuit breaker (closed, open, half-open) and health, kept across restarts and shared by every worker.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `webhook_endpoints` gets its circuit: `circuit_state` (`closed`: deliveries go out; `open`: they wait until
 * `circuit_retry_at`, the cool-down's end; `half-open`: one probe is in flight until `circuit_retry_at`, its lease; `circuit_cool_down_ms`: the last cool-down, doubled
 * by each failed probe),
 * `consecutive_failures` (attempts failed since the last 2xx) and `last_success_at` / `last_failure_at`.
 * Two partial indexes let the claim work per endpoint: its pending deliveries by due time (its next ones), and its
 * leased ones (in flight: a lease is cleared when the attempt is recorded), counted for its free slots.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table webhook_endpoints add column circuit_state text not null default 'closed' check (circuit_state in ('closed', 'open', 'half-open'));
    alter table webhook_endpoints add column consecutive_failures integer not null default 0;
    alter table webhook_endpoints add column circuit_retry_at timestamptz;
    alter table webhook_endpoints add column circuit_cool_down_ms integer;
    alter table webhook_endpoints add column last_success_at timestamptz;
    alter table webhook_endpoints add column last_failure_at timestamptz;
    create index webhook_deliveries_endpoint_due on webhook_deliveries (endpoint_id, next_attempt_at, event_position) where status = 'pending';
    create index webhook_deliveries_endpoint_leased on webhook_deliveries (endpoint_id, claimed_until) where status = 'pending' and claimed_until is not null;
  `.execute(db);
}

/** Drops the circuit's columns and the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index webhook_deliveries_endpoint_leased;
    drop index webhook_deliveries_endpoint_due;
    alter table webhook_endpoints drop column last_failure_at;
    alter table webhook_endpoints drop column last_success_at;
    alter table webhook_endpoints drop column circuit_cool_down_ms;
    alter table webhook_endpoints drop column circuit_retry_at;
    alter table webhook_endpoints drop column consecutive_failures;
    alter table webhook_endpoints drop column circuit_state;
  `.execute(db);
}

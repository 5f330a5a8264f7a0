// The fair claim: each endpoint's next due deliveries up to its own free slots (its circuit allowing), round-robin over endpoints and sites.
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { WebhookDeliveriesTable } from '../db/webhook-tables.js';

/** A claimed delivery. */
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

/** How much one claim may take. */
export interface ClaimLimits {
  /** Deliveries claimed at most, over every endpoint. */
  batch: number;
  /** Deliveries of one endpoint in flight at once (over every worker), its circuit closed; one probe while it is not. */
  perEndpoint: number;
  /** How long the claim lasts. */
  leaseMs: number;
}

/**
 * Claims due deliveries fairly, in one statement. Per enabled endpoint whose circuit lets deliveries go (closed, or
 * its cool-down or probe lease over), and that this claim could lock (`for no key update skip locked`: another
 * worker claiming for it at this moment is skipped, so workers never over-fill one endpoint): its free slots are
 * {@link ClaimLimits.perEndpoint} (1 for a probe) minus its deliveries leased now (by any worker), filled with its
 * oldest due deliveries that are the oldest pending one of their entity (a receiver gets an entity's events in
 * order, retries included; a per-row `min()` lookup on the entity-order index). Endpoints take turns: every
 * endpoint's first delivery comes before any endpoint's second. An endpoint whose circuit was open becomes
 * half-open with the probe's lease. Deliveries are locked `skip locked` and leased; their attempts count up.
 */
export async function claimDue(db: Kysely<Database>, now: Date, limits: ClaimLimits): Promise<DeliveryRow[]> {
  const lease = new Date(now.getTime() + limits.leaseMs);
  const result = await sql<DeliveryRow>`
    with endpoints as (
      select w.id,
        (case when w.circuit_state = 'closed' then ${limits.perEndpoint}::int else 1 end)
          - (select count(*) from webhook_deliveries f where f.endpoint_id = w.id and f.status = 'pending' and f.claimed_until is not null and f.claimed_until >= ${now})::int as free
      from webhook_endpoints w
      where w.enabled and (w.circuit_state = 'closed' or w.circuit_retry_at <= ${now})
        and (select true from webhook_deliveries p where p.endpoint_id = w.id and p.status = 'pending' and p.next_attempt_at <= ${now} limit 1)
      for no key update of w skip locked
    ), picked as (
      select c.id, c.turn, c.next_attempt_at, c.event_position
      from endpoints w cross join lateral (
        select d.id, d.next_attempt_at, d.event_position, row_number() over (order by d.next_attempt_at, d.event_position) as turn
        from webhook_deliveries d
        where d.endpoint_id = w.id and d.status = 'pending' and d.next_attempt_at <= ${now}
          and (d.claimed_until is null or d.claimed_until < ${now})
          and d.event_position = (
            select min(e.event_position) from webhook_deliveries e
            where e.endpoint_id = d.endpoint_id and e.entity_key = d.entity_key and e.status = 'pending'
          )
        order by d.next_attempt_at, d.event_position
        limit greatest(w.free, 0)
      ) c
    ), claimed as (
      update webhook_deliveries set claimed_until = ${lease}, attempts = attempts + 1
      where id in (
        select d.id from webhook_deliveries d join picked p on p.id = d.id
        where d.status = 'pending' and (d.claimed_until is null or d.claimed_until < ${now})
        order by p.turn, p.next_attempt_at, p.event_position
        limit ${limits.batch}
        for update of d skip locked
      )
      returning *
    ), probing as (
      update webhook_endpoints set circuit_state = 'half-open', circuit_retry_at = ${lease}
      where id in (select endpoint_id from claimed) and circuit_state <> 'closed'
    )
    select * from claimed
  `.execute(db);
  return result.rows;
}

// Fan-out: each new event becomes one delivery per enabled endpoint of its site that takes its type.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { materializeEvents } from './event-entities.js';

/** Events fanned out per statement. */
export const FAN_OUT_BATCH = 500;

/**
 * Turns the oldest events not yet fanned out into deliveries and marks them fanned out, in one transaction. One
 * process at a time (a transaction-scoped advisory lock per schema; the others skip), so deliveries of one entity are
 * created in the order of its events. Only endpoints that existed when an event happened get it; a repeated run adds
 * nothing (one delivery per endpoint and event). Then the entities of the events that got a delivery are rendered and
 * stored where they were stored lean (see {@link materializeEvents}), so each delivery sends them as they were when
 * the change happened. Returns how many events were fanned out.
 */
export async function fanOutEvents(db: Kysely<Database>, now: Date, publicUrl: string): Promise<number> {
  // Most rounds find nothing new: one look at the partial index of waiting events instead of a transaction and a lock.
  const waiting = await sql<{ waiting: boolean }>`select exists (select 1 from event_outbox where dispatched_at is null) as waiting`.execute(db);
  if (!waiting.rows[0]?.waiting) return 0;
  const fanned = await db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext('tote_webhook_fan_out_' || current_schema())) as locked`.execute(trx);
    if (!lock.rows[0]?.locked) return { count: 0, delivered: [] as string[] };
    const result = await sql<{ fanned: string; delivered: string[] }>`
      with batch as (
        select id, site_id, event_type, entity_fqdn, entity_id, position, created_at
        from event_outbox where dispatched_at is null order by position limit ${FAN_OUT_BATCH}
      ), created as (
        insert into webhook_deliveries (id, site_id, endpoint_id, event_id, event_position, entity_key, status, next_attempt_at, created_at)
        select gen_random_uuid()::text, b.site_id, w.id, b.id, b.position, b.entity_fqdn || ' ' || b.entity_id, 'pending', ${now}, ${now}
        from batch b
        join webhook_endpoints w on w.site_id = b.site_id and w.enabled and w.created_at <= b.created_at
          and (w.event_types is null or w.event_types ? b.event_type)
        on conflict (endpoint_id, event_id) do nothing
        returning event_id
      ), marked as (
        update event_outbox set dispatched_at = ${now} where id in (select id from batch) returning 1
      )
      select (select count(*) from marked)::text as fanned, (select coalesce(json_agg(distinct event_id), '[]') from created) as delivered
    `.execute(trx);
    return { count: Number(result.rows[0]?.fanned ?? 0), delivered: result.rows[0]?.delivered ?? [] };
  });
  await materializeEvents(db, publicUrl, fanned.delivered);
  return fanned.count;
}

// Fan-out: each new event becomes one delivery per enabled endpoint of its site that takes its type.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { materializeEvents } from './event-entities.js';

/** Events fanned out per statement. */
export const FAN_OUT_BATCH = 500;

/**
 * Turns the oldest events not yet fanned out (those in `event_outbox_pending`, in position order) into deliveries and
 * takes them off that queue, in one transaction. The queue is a set, not a cursor: an event whose transaction commits
 * after a later position's is fanned out in a later round, never skipped. One process at a time (a transaction-scoped
 * advisory lock per schema; the others skip), so deliveries of one entity are created in the order of its events.
 * Only endpoints that existed when an event happened get it; a repeated run adds nothing (one delivery per endpoint
 * and event). Then the entities of the events that got a delivery are rendered and stored where they were stored lean
 * (see {@link materializeEvents}), so each delivery sends them as they were when the change happened. Returns how many
 * events were fanned out.
 */
export async function fanOutEvents(db: Kysely<Database>, now: Date, publicUrl: string): Promise<number> {
  // Most rounds find nothing new: one look at the (small) queue instead of a transaction and a lock.
  const waiting = await sql<{ waiting: boolean }>`select exists (select 1 from event_outbox_pending) as waiting`.execute(db);
  if (!waiting.rows[0]?.waiting) return 0;
  const fanned = await db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext('tote_webhook_fan_out_' || current_schema())) as locked`.execute(trx);
    if (!lock.rows[0]?.locked) return { count: 0, delivered: [] as string[] };
    // The queue rows are taken even when their event is gone (its site deleted meanwhile): nothing to fan out then.
    const result = await sql<{ fanned: string; delivered: string[] }>`
      with taken as (
        delete from event_outbox_pending
        where position in (select position from event_outbox_pending order by position limit ${FAN_OUT_BATCH})
        returning position, event_id
      ), batch as (
        select e.id, e.site_id, e.event_type, e.entity_fqdn, e.entity_id, e.position, e.created_at
        from taken t join event_outbox e on e.id = t.event_id
      ), created as (
        insert into webhook_deliveries (id, site_id, endpoint_id, event_id, event_position, entity_key, status, next_attempt_at, created_at)
        select gen_random_uuid()::text, b.site_id, w.id, b.id, b.position, b.entity_fqdn || ' ' || b.entity_id, 'pending', ${now}, ${now}
        from batch b
        join webhook_endpoints w on w.site_id = b.site_id and w.enabled and w.created_at <= b.created_at
          and (w.event_types is null or w.event_types ? b.event_type)
        order by b.position
        on conflict (endpoint_id, event_id) do nothing
        returning event_id
      )
      select (select count(*) from taken)::text as fanned, (select coalesce(json_agg(distinct event_id), '[]') from created) as delivered
    `.execute(trx);
    return { count: Number(result.rows[0]?.fanned ?? 0), delivered: result.rows[0]?.delivered ?? [] };
  });
  await materializeEvents(db, publicUrl, fanned.delivered);
  return fanned.count;
}

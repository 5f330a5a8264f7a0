// Sending events again: one event, every event of a time range, or a test event, to one endpoint; and the event log.
import { sql, type Kysely } from 'kysely';
import { WEBHOOK_TEST_EVENT, type EventType } from '../../wire/events.js';
import type { LoggedEvent } from '../../wire/webhooks.js';
import type { Database } from '../db/schema.js';
import { queueEvent } from '../events/index.js';
import { notFound } from '../http/http-error.js';
import type { EndpointRow } from './endpoint-store.js';
import { withEntities } from './event-entities.js';
import { webhookBodyOf } from './webhook-body.js';

/** Most events one range replay sends again. */
export const MAX_REPLAY_EVENTS = 10_000;

/** Entity name of the test event. */
const TEST_ENTITY_FQDN = 'tote.webhooks.v1.endpoint';

/**
 * Makes the delivery of each event to the endpoint due now: a new one, or the old one pending again; an open circuit's
 * cool-down ends now (the merchant asked: the next claim sends a probe). Returns how many.
 */
async function redeliver(db: Kysely<Database>, endpoint: EndpointRow, eventIds: readonly string[], now: Date): Promise<number> {
  if (eventIds.length === 0) return 0;
  const result = await sql`
    with probe_now as (
      update webhook_endpoints set circuit_retry_at = ${now} where id = ${endpoint.id} and circuit_state = 'open' and circuit_retry_at > ${now}
    )
    insert into webhook_deliveries (id, site_id, endpoint_id, event_id, event_position, entity_key, status, next_attempt_at, created_at)
    select gen_random_uuid()::text, e.site_id, ${endpoint.id}, e.id, e.position, e.entity_fqdn || ' ' || e.entity_id, 'pending', ${now}, ${now}
    from event_outbox e where e.site_id = ${endpoint.site_id} and e.id in (${sql.join(eventIds)})
    on conflict (endpoint_id, event_id) do update
      set status = 'pending', next_attempt_at = ${now}, claimed_until = null, completed_at = null, attempts = 0
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Sends one event of the site to the endpoint again (whatever its types: the merchant asked for this one). */
export async function replayEvent(db: Kysely<Database>, endpoint: EndpointRow, eventId: string, now: Date): Promise<void> {
  const count = await redeliver(db, endpoint, [eventId], now);
  if (count === 0) throw notFound('WEBHOOK_EVENT_NOT_FOUND', 'Event', { id: eventId });
}

/** Sends every event of the range [from, to] that the endpoint takes again, oldest first; returns how many (at most {@link MAX_REPLAY_EVENTS}). */
export async function replayRange(db: Kysely<Database>, endpoint: EndpointRow, from: Date, to: Date, now: Date): Promise<number> {
  let query = db
    .selectFrom('event_outbox')
    .select('id')
    .where('site_id', '=', endpoint.site_id)
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .where('event_type', '<>', WEBHOOK_TEST_EVENT)
    .orderBy('position')
    .limit(MAX_REPLAY_EVENTS);
  const types = endpoint.event_types as string[] | null;
  if (types) query = query.where('event_type', 'in', types);
  const ids = (await query.execute()).map((r) => r.id);
  return db.transaction().execute((trx) => redeliver(trx, endpoint, ids, now));
}

/** Writes a test event for the endpoint and makes its delivery due now; returns the event's id. */
export async function sendTestEvent(db: Kysely<Database>, endpoint: EndpointRow, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const id = await queueEvent(
      trx,
      {
        siteId: endpoint.site_id,
        eventType: WEBHOOK_TEST_EVENT,
        entityFqdn: TEST_ENTITY_FQDN,
        entityId: endpoint.id,
        entity: { endpointId: endpoint.id, url: endpoint.url, message: 'A test event from your Tote store' },
        identity: { identityType: 'APP' },
      },
      now,
      // Only this endpoint gets it: delivered here, never queued for the worker's fan-out.
      { fanOut: false },
    );
    await redeliver(trx, endpoint, [id], now);
    return id;
  });
}

/** The site's events after a cursor (oldest first), as webhook bodies: what `tote webhooks listen` follows. */
export async function eventsAfter(
  db: Kysely<Database>,
  siteId: string,
  options: { after?: string; limit: number; eventTypes?: readonly EventType[]; publicUrl: string },
): Promise<{ events: LoggedEvent[]; cursor: string }> {
  let query = db.selectFrom('event_outbox').selectAll().where('site_id', '=', siteId).orderBy('position').limit(options.limit);
  if (options.after) query = query.where('position', '>', options.after);
  if (options.eventTypes?.length) query = query.where('event_type', 'in', options.eventTypes);
  const rows = await withEntities(db, options.publicUrl, await query.execute());
  const events = rows.map((row) => ({ ...webhookBodyOf(row), cursor: String(row.position) }));
  return { events, cursor: events.length > 0 ? events[events.length - 1]!.cursor : (options.after ?? '0') };
}

/** The newest cursor of the site's events ('0' when none): where a listener starts that wants only what comes next. */
export async function latestCursor(db: Kysely<Database>, siteId: string): Promise<string> {
  const row = await db
    .selectFrom('event_outbox')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return row?.last ? String(row.last) : '0';
}

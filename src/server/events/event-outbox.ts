// The event outbox: every domain event is a row written in the transaction that caused it, read by webhook delivery after commit.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { EventIdentity, EventType } from '../../wire/events.js';
import type { EventOutboxTable } from '../db/order-tables.js';
import type { Database } from '../db/schema.js';

/** Who caused an event (the wire's `identity` of event metadata). */
export type { EventIdentity };

/** An event to record. */
export interface OutgoingEvent {
  siteId: string;
  eventType: EventType;
  entityFqdn: string;
  entityId: string;
  /** The entity as subscribers receive it: as the API answers it (for a deletion, its last state, or nothing). */
  entity: unknown;
  identity?: EventIdentity;
}

/** A row of the outbox. */
export type OutboxEventRow = Selectable<EventOutboxTable>;

/**
 * Writes an event inside the caller's transaction, as `{entity, metadata}` (the official packages' event shape), with the
 * entity's next sequence number in its own column (`entity_seq`), and queues it for fan-out (`event_outbox_pending`)
 * unless `fanOut` is false (the caller delivers it itself). One statement: the counter's upsert locks that entity's row,
 * so two transactions that change one entity get 1, 2, ... in the order they commit. Returns the event's id.
 */
export async function queueEvent(db: Kysely<Database>, event: OutgoingEvent, now: Date, options: { fanOut?: boolean } = {}): Promise<string> {
  const id = randomUUID();
  const identity: EventIdentity = event.identity ?? { identityType: 'UNKNOWN' };
  const metadata = {
    id,
    eventType: event.eventType,
    entityFqdn: event.entityFqdn,
    entityId: event.entityId,
    eventTime: now.toISOString(),
    identity,
    triggeredByAnonymizeRequest: false,
  };
  const payload = JSON.stringify({ entity: event.entity, metadata });
  await sql`
    with sequence as (
      ${nextEntitySequences(sql`values (${event.siteId}, ${event.entityFqdn}, ${event.entityId}, 1)`)}
    ), event as (
      ${insertOutboxEvents(sql`
        select ${id}, ${event.siteId}, ${event.eventType}, ${event.entityFqdn}, ${event.entityId}, ${payload}::jsonb,
          ${now}, sequence.last_seq, ${JSON.stringify(identity)}::jsonb
        from sequence`)}
    )
    ${QUEUE_FOR_FAN_OUT} where ${options.fanOut ?? true}::boolean
  `.execute(db);
  return id;
}

/**
 * The first of the outbox's three writes, for {@link queueEvent} and a statement that writes its events itself
 * (add-to-cart): the `sequence` CTE's body. `rows` gives (site_id, entity_fqdn, entity_id, 1) per changed entity; it answers
 * each entity's `entity_id` and next `last_seq`. The upsert locks the entity's counter row, so two transactions that
 * change one entity get 1, 2, ... in the order they commit.
 */
export function nextEntitySequences(rows: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`insert into entity_event_sequences (site_id, entity_fqdn, entity_id, last_seq)
      ${rows}
      on conflict (site_id, entity_fqdn, entity_id) do update set last_seq = entity_event_sequences.last_seq + 1
      returning entity_id, last_seq`;
}

/**
 * The second: the `event` CTE's body. `rows` gives (id, site_id, event_type, entity_fqdn, entity_id, payload, created_at,
 * entity_seq, identity) per event, `entity_seq` from `sequence`; it answers each event's `position` and `id`.
 */
export function insertOutboxEvents(rows: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`insert into event_outbox (id, site_id, event_type, entity_fqdn, entity_id, payload, created_at, entity_seq, identity)
      ${rows}
      returning position, id`;
}

/** The third, the statement's last: queues the `event` CTE's rows for fan-out to webhook endpoints (`event_outbox_pending`). */
export const QUEUE_FOR_FAN_OUT: RawBuilder<unknown> = sql`insert into event_outbox_pending (position, event_id) select position, id from event`;

/** Events of a site, oldest first, fanned out or not (for tests and diagnostics). */
export async function storedEvents(
  db: Kysely<Database>,
  siteId: string,
  options: { eventType?: string; entityId?: string; limit?: number } = {},
): Promise<OutboxEventRow[]> {
  let query = db
    .selectFrom('event_outbox')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('position')
    .limit(Math.min(options.limit ?? 100, 1000));
  if (options.eventType) query = query.where('event_type', '=', options.eventType);
  if (options.entityId) query = query.where('entity_id', '=', options.entityId);
  return query.execute();
}

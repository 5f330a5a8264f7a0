// The event outbox: every domain event is a row written in the transaction that caused it, read by webhook delivery after commit.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { EventOutboxTable } from '../db/order-tables.js';
import type { Database } from '../db/schema.js';

/** Who caused an event (the wire's `identity` of event metadata). */
export interface EventIdentity {
  identityType: 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';
  anonymousVisitorId?: string;
  memberId?: string;
}

/** An event to record. */
export interface OutgoingEvent {
  siteId: string;
  /** `wix.ecom.v1.order_created`, ... */
  eventType: string;
  entityFqdn: string;
  entityId: string;
  /** The entity as subscribers receive it. */
  entity: unknown;
  identity?: EventIdentity;
}

/** A row of the outbox. */
export type OutboxEventRow = Selectable<EventOutboxTable>;

/** Writes an event (inside the caller's transaction) as `{entity, metadata}`; returns its id. */
export async function queueEvent(db: Kysely<Database>, event: OutgoingEvent, now: Date): Promise<string> {
  const id = randomUUID();
  const metadata = {
    id,
    eventType: event.eventType,
    entityFqdn: event.entityFqdn,
    entityId: event.entityId,
    eventTime: now.toISOString(),
    ...(event.identity ? { identity: event.identity } : {}),
    triggeredByAnonymizeRequest: false,
  };
  await db
    .insertInto('event_outbox')
    .values({
      id,
      site_id: event.siteId,
      event_type: event.eventType,
      entity_fqdn: event.entityFqdn,
      entity_id: event.entityId,
      payload: JSON.stringify({ entity: event.entity, metadata }),
      created_at: now,
    })
    .execute();
  return id;
}

/** Events of a site not yet dispatched, oldest first (for delivery, and for tests). */
export async function pendingEvents(
  db: Kysely<Database>,
  siteId: string,
  options: { eventType?: string; entityId?: string; limit?: number } = {},
): Promise<OutboxEventRow[]> {
  let query = db
    .selectFrom('event_outbox')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('dispatched_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(Math.min(options.limit ?? 100, 1000));
  if (options.eventType) query = query.where('event_type', '=', options.eventType);
  if (options.entityId) query = query.where('entity_id', '=', options.entityId);
  return query.execute();
}

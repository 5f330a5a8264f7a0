// Events of the outbox as tests read them: type, sequence number, entity and who caused it, oldest first.
import { storedEvents } from '../../src/server/events/event-outbox.js';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import type { EventIdentity } from '../../src/wire/events.js';
import type { TestApp } from './test-app.js';

/** One stored event, read back. */
export interface ReadEvent {
  eventType: string;
  entityFqdn: string;
  entityId: string;
  /** `payload.metadata.entityEventSequence`: '1', '2', ... */
  sequence: string | undefined;
  entity: any;
  identity: EventIdentity;
}

/** The demo site's events of one entity (and of one type, when given), oldest first. */
export async function eventsOf(t: TestApp, entityId: string, eventType?: string): Promise<ReadEvent[]> {
  const rows = await storedEvents(t.ctx.db, DEMO_SITE_ID, { entityId, limit: 1000, ...(eventType ? { eventType } : {}) });
  return rows.map((row) => {
    const payload = row.payload as { entity?: unknown; metadata: { entityEventSequence?: string; identity: EventIdentity } };
    return {
      eventType: row.event_type,
      entityFqdn: row.entity_fqdn,
      entityId: row.entity_id,
      sequence: payload.metadata.entityEventSequence,
      entity: payload.entity,
      identity: payload.metadata.identity,
    };
  });
}

/** How many events of a type the demo site has. */
export async function countEvents(t: TestApp, eventType: string): Promise<number> {
  return (await storedEvents(t.ctx.db, DEMO_SITE_ID, { eventType, limit: 1000 })).length;
}

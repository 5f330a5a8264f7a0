// Events of the outbox as tests read them: type, sequence number, entity and who caused it, oldest first.
import { storedEvents } from '../../src/server/events/event-outbox.js';
import { withEntities } from '../../src/server/webhooks/event-entities.js';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import type { EventIdentity } from '../../src/wire/events.js';
import type { TestApp } from './test-app.js';

/** One stored event, read back. */
export interface ReadEvent {
  eventType: string;
  entityFqdn: string;
  entityId: string;
  /** The event's `entity_seq`: '1', '2', ... */
  sequence: string | undefined;
  entity: any;
  identity: EventIdentity;
}

/** The demo site's events of one entity (and of one type, when given), oldest first. */
export async function eventsOf(t: TestApp, entityId: string, eventType?: string): Promise<ReadEvent[]> {
  const stored = await storedEvents(t.ctx.db, DEMO_SITE_ID, { entityId, limit: 1000, ...(eventType ? { eventType } : {}) });
  // Carts written by add-to-cart are stored lean: read them as receivers get them.
  const rows = await withEntities(t.ctx.db, t.ctx.config.publicUrl, stored);
  return rows.map((row) => {
    const payload = row.payload as { entity?: unknown };
    return {
      eventType: row.event_type,
      entityFqdn: row.entity_fqdn,
      entityId: row.entity_id,
      sequence: String(row.entity_seq),
      entity: payload.entity,
      identity: row.identity as unknown as EventIdentity,
    };
  });
}

/** How many events of a type the demo site has. */
export async function countEvents(t: TestApp, eventType: string): Promise<number> {
  return (await storedEvents(t.ctx.db, DEMO_SITE_ID, { eventType, limit: 1000 })).length;
}

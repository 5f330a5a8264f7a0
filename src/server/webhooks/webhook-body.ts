// The JSON body of a webhook request, built from a stored event: Standard Webhooks' `{type, timestamp, data}` with Wix's event data.
import type { EventIdentity, EventType, WebhookBody, WebhookEventData } from '../../wire/events.js';
import type { OutboxEventRow } from '../events/index.js';

/**
 * What happened, as Wix's `slug`: the event type after its entity's name (`wix.ecom.v1.cart_created` → `created`,
 * `wix.ecom.v1.order_payment_status_updated` → `payment_status_updated`); for the catalog's older names,
 * `...ProductChanged` → `updated`, `...ProductCreated` → `created`, `...InventoryItemChanged` → `updated`.
 */
export function eventSlug(eventType: string, entityFqdn: string): string {
  if (eventType.startsWith(`${entityFqdn}_`)) return eventType.slice(entityFqdn.length + 1);
  const legacy = /(Created|Changed|Deleted)$/.exec(eventType);
  if (legacy) return legacy[1] === 'Changed' ? 'updated' : legacy[1]!.toLowerCase();
  return eventType.slice(eventType.lastIndexOf('.') + 1);
}

/** The event's data in Wix's shape: the entity under `createdEvent`, `updatedEvent`, `deletedEvent` or `actionEvent`. */
function eventData(row: Pick<OutboxEventRow, 'id' | 'event_type' | 'entity_fqdn' | 'entity_id' | 'created_at' | 'entity_seq' | 'payload'>): WebhookEventData {
  const entity = (row.payload as { entity?: unknown }).entity;
  const slug = eventSlug(row.event_type, row.entity_fqdn);
  const base = {
    id: row.id,
    slug,
    entityFqdn: row.entity_fqdn,
    entityId: row.entity_id,
    eventTime: row.created_at.toISOString(),
    triggeredByAnonymizeRequest: false,
    entityEventSequence: String(row.entity_seq),
  };
  if (slug === 'created') return { ...base, createdEvent: { entity } };
  if (slug === 'updated') return { ...base, updatedEvent: { currentEntity: entity } };
  if (slug === 'deleted') return { ...base, deletedEvent: entity === undefined || entity === null ? {} : { deletedEntity: entity } };
  return { ...base, actionEvent: { body: entity } };
}

/** The body a receiver gets for an event. */
export function webhookBodyOf(row: OutboxEventRow): WebhookBody {
  return {
    type: row.event_type as EventType,
    timestamp: row.created_at.toISOString(),
    instanceId: row.site_id,
    identity: (row.identity as EventIdentity | null) ?? { identityType: 'UNKNOWN' },
    data: eventData(row),
  };
}

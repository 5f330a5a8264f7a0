// What happened to an endpoint's events: its deliveries and their attempts (kept 30 days), and the clean-up after that.
import type { Kysely, Selectable } from 'kysely';
import type { EventType } from '../../wire/events.js';
import type { WebhookAttempt, WebhookDelivery } from '../../wire/webhooks.js';
import type { Database } from '../db/schema.js';
import type { WebhookAttemptsTable, WebhookDeliveriesTable } from '../db/webhook-tables.js';
import { notFound } from '../http/http-error.js';

/** Attempts, finished deliveries and fanned-out events older than this are deleted. */
export const HISTORY_DAYS = 30;
const DAY_MS = 24 * 3600_000;

const STATUS = { pending: 'PENDING', succeeded: 'SUCCEEDED', failed: 'FAILED' } as const;

/** A delivery as the log lists it. */
function toWireDelivery(row: Selectable<WebhookDeliveriesTable> & { event_type: string; entity_id: string }): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type as EventType,
    entityId: row.entity_id,
    status: STATUS[row.status],
    attempts: row.attempts,
    ...(row.status === 'pending' ? { nextAttemptDate: row.next_attempt_at.toISOString() } : {}),
    ...(row.last_status_code !== null ? { lastStatusCode: row.last_status_code } : {}),
    ...(row.last_error ? { lastError: row.last_error } : {}),
    createdDate: row.created_at.toISOString(),
    ...(row.completed_at ? { completedDate: row.completed_at.toISOString() } : {}),
  };
}

function toWireAttempt(row: Selectable<WebhookAttemptsTable>): WebhookAttempt {
  return {
    attemptedDate: row.attempted_at.toISOString(),
    ...(row.status_code !== null ? { statusCode: row.status_code } : {}),
    latencyMs: row.latency_ms,
    ...(row.response_excerpt ? { responseExcerpt: row.response_excerpt } : {}),
    ...(row.error ? { error: row.error } : {}),
  };
}

/** Filters of the delivery log. */
export interface DeliveryFilter {
  status?: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  eventId?: string;
  limit: number;
  /** A delivery's `event_position` cursor: list older ones. */
  before?: string;
}

/** An endpoint's newest deliveries first, with a cursor for the next page. */
export async function listDeliveries(
  db: Kysely<Database>,
  endpointId: string,
  filter: DeliveryFilter,
): Promise<{ deliveries: WebhookDelivery[]; nextCursor?: string }> {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('event_outbox as e', 'e.id', 'd.event_id')
    .selectAll('d')
    .select(['e.event_type', 'e.entity_id'])
    .where('d.endpoint_id', '=', endpointId)
    .orderBy('d.event_position', 'desc')
    .limit(filter.limit + 1);
  if (filter.status) query = query.where('d.status', '=', filter.status.toLowerCase() as 'pending');
  if (filter.eventId) query = query.where('d.event_id', '=', filter.eventId);
  if (filter.before) query = query.where('d.event_position', '<', filter.before);
  const rows = await query.execute();
  const page = rows.slice(0, filter.limit);
  const more = rows.length > filter.limit;
  return { deliveries: page.map(toWireDelivery), ...(more ? { nextCursor: String(page[page.length - 1]!.event_position) } : {}) };
}

/** One delivery of an endpoint with every attempt, oldest first. */
export async function deliveryWithAttempts(
  db: Kysely<Database>,
  endpointId: string,
  deliveryId: string,
): Promise<{ delivery: WebhookDelivery; attempts: WebhookAttempt[] }> {
  const row = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('event_outbox as e', 'e.id', 'd.event_id')
    .selectAll('d')
    .select(['e.event_type', 'e.entity_id'])
    .where('d.endpoint_id', '=', endpointId)
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  if (!row) throw notFound('WEBHOOK_DELIVERY_NOT_FOUND', 'Webhook delivery', { id: deliveryId });
  const attempts = await db.selectFrom('webhook_attempts').selectAll().where('delivery_id', '=', deliveryId).orderBy('id').execute();
  return { delivery: toWireDelivery(row), attempts: attempts.map(toWireAttempt) };
}

/** Deletes attempts, finished deliveries and fanned-out events without pending deliveries, older than {@link HISTORY_DAYS}. */
export async function purgeWebhookHistory(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const attempts = await db.deleteFrom('webhook_attempts').where('attempted_at', '<', cutoff).executeTakeFirst();
  const deliveries = await db.deleteFrom('webhook_deliveries').where('status', '<>', 'pending').where('completed_at', '<', cutoff).executeTakeFirst();
  const events = await db
    .deleteFrom('event_outbox')
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('event_outbox_pending').select('position').whereRef('event_outbox_pending.position', '=', 'event_outbox.position'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('webhook_deliveries').select('id').whereRef('webhook_deliveries.event_id', '=', 'event_outbox.id').where('status', '=', 'pending')),
      ),
    )
    .executeTakeFirst();
  return Number(attempts.numDeletedRows) + Number(deliveries.numDeletedRows) + Number(events.numDeletedRows);
}

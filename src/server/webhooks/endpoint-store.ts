// A site's webhook endpoints: create, list, get, change, delete, rotate the secret; answers in the wire's shape.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { EventType } from '../../wire/events.js';
import type { WebhookEndpoint, WebhookEndpointHealth } from '../../wire/webhooks.js';
import type { Database } from '../db/schema.js';
import type { WebhookEndpointsTable } from '../db/webhook-tables.js';
import { notFound } from '../http/http-error.js';
import type { EndpointValues } from './endpoint-input.js';
import { newWebhookSecret } from './webhook-signature.js';

/** How long the secret before a rotation still signs requests (beside the new one). */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 3600_000;

/** A stored endpoint. */
export type EndpointRow = Selectable<WebhookEndpointsTable>;

/** 404 for an endpoint this site does not have (another site's included). */
export function endpointNotFound(id: string) {
  return notFound('WEBHOOK_ENDPOINT_NOT_FOUND', 'Webhook endpoint', { id });
}

const REASONS = { gone: 'GONE', failing: 'FAILING', merchant: 'MERCHANT' } as const;

const CIRCUIT_STATES = { closed: 'CLOSED', open: 'OPEN', 'half-open': 'HALF_OPEN' } as const;

/** The endpoint's health as the API answers it (see {@link WebhookEndpointHealth}). */
export function toWireHealth(row: EndpointRow): WebhookEndpointHealth {
  return {
    state: CIRCUIT_STATES[row.circuit_state],
    consecutiveFailures: row.consecutive_failures,
    ...(row.last_success_at ? { lastSuccessDate: row.last_success_at.toISOString() } : {}),
    ...(row.last_failure_at ? { lastFailureDate: row.last_failure_at.toISOString() } : {}),
    ...(row.circuit_state !== 'closed' && row.circuit_retry_at ? { nextAttemptDate: row.circuit_retry_at.toISOString() } : {}),
  };
}

/** The endpoint as the API answers it; the secret only when asked for. */
export function toWireEndpoint(row: EndpointRow, withSecret = false): WebhookEndpoint {
  const reason = row.disabled_reason ? REASONS[row.disabled_reason as keyof typeof REASONS] : undefined;
  return {
    id: row.id,
    url: row.url,
    eventTypes: (row.event_types as EventType[] | null) ?? null,
    ...(row.description ? { description: row.description } : {}),
    enabled: row.enabled,
    ...(!row.enabled && reason ? { disabledReason: reason } : {}),
    ...(withSecret ? { secret: row.secret } : {}),
    health: toWireHealth(row),
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}

/** Creates an endpoint with a new secret. */
export async function createEndpoint(db: Kysely<Database>, siteId: string, values: EndpointValues & { url: string }, now: Date): Promise<EndpointRow> {
  return db
    .insertInto('webhook_endpoints')
    .values({
      id: `whe_${randomBytes(12).toString('hex')}`,
      site_id: siteId,
      url: values.url,
      event_types: values.eventTypes ? JSON.stringify(values.eventTypes) : null,
      description: values.description ?? null,
      secret: newWebhookSecret(),
      enabled: values.enabled ?? true,
      disabled_reason: values.enabled === false ? 'merchant' : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The site's endpoints, oldest first. */
export function listEndpoints(db: Kysely<Database>, siteId: string): Promise<EndpointRow[]> {
  return db.selectFrom('webhook_endpoints').selectAll().where('site_id', '=', siteId).orderBy('seq').execute();
}

/** One endpoint of the site, or a 404. */
export async function getEndpoint(db: Kysely<Database>, siteId: string, id: string): Promise<EndpointRow> {
  const row = await db.selectFrom('webhook_endpoints').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (!row) throw endpointNotFound(id);
  return row;
}

/** Changes the given fields; enabling again clears the failure state and closes the circuit (its pending deliveries go out at once). */
export async function updateEndpoint(db: Kysely<Database>, siteId: string, id: string, values: EndpointValues, now: Date): Promise<EndpointRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('webhook_endpoints')
      .set({
        ...(values.url !== undefined ? { url: values.url } : {}),
        ...(values.eventTypes !== undefined ? { event_types: values.eventTypes ? JSON.stringify(values.eventTypes) : null } : {}),
        ...(values.description !== undefined ? { description: values.description } : {}),
        ...(values.enabled === true
          ? {
              enabled: true,
              disabled_reason: null,
              failing_since: null,
              circuit_state: 'closed' as const,
              consecutive_failures: 0,
              circuit_retry_at: null,
              circuit_cool_down_ms: null,
            }
          : {}),
        ...(values.enabled === false ? { enabled: false, disabled_reason: 'merchant' } : {}),
        updated_at: now,
      })
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw endpointNotFound(id);
    if (values.enabled === true)
      await trx
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: now })
        .where('endpoint_id', '=', id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '>', now)
        .execute();
    return row;
  });
}

/** Deletes an endpoint with its deliveries and attempts. */
export async function deleteEndpoint(db: Kysely<Database>, siteId: string, id: string): Promise<void> {
  const result = await db.deleteFrom('webhook_endpoints').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw endpointNotFound(id);
}

/** Gives the endpoint a new secret; the old one keeps signing beside it for {@link PREVIOUS_SECRET_GRACE_MS}. */
export async function rotateSecret(db: Kysely<Database>, siteId: string, id: string, now: Date): Promise<EndpointRow> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_expires_at: new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS),
      secret: newWebhookSecret(),
      updated_at: now,
    }))
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw endpointNotFound(id);
  return row;
}

/** The secrets that sign a request to the endpoint now: the current one, and the previous one during its grace. */
export function signingSecrets(row: Pick<EndpointRow, 'secret' | 'previous_secret' | 'previous_secret_expires_at'>, now: Date): string[] {
  return row.previous_secret && row.previous_secret_expires_at && row.previous_secret_expires_at > now ? [row.secret, row.previous_secret] : [row.secret];
}

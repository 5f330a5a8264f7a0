// A site's webhook endpoints: create, list, get, change, delete, rotate the secret; answers in the wire's shape.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { secretToStore, storedSecret } from '../auth/index.js';
import type { EventType } from '../../wire/events.js';
import type { WebhookEndpoint, WebhookEndpointHealth } from '../../wire/webhooks.js';
import type { Database } from '../db/schema.js';
import type { WebhookEndpointsTable } from '../db/webhook-tables.js';
import { applicationError, notFound } from '../http/http-error.js';
import type { EndpointValues } from './endpoint-input.js';
import { newWebhookSecret } from './webhook-signature.js';

/** How long the secret before a rotation still signs requests (beside the new one). */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 3600_000;

/** A stored endpoint: its secrets as stored (sealed with the server key when there is one). */
export type EndpointRow = Selectable<WebhookEndpointsTable>;

/** What an endpoint's signing secrets are bound to when sealed: a stored secret moved to another endpoint does not open. */
function secretContext(endpointId: string): string {
  return `webhook-endpoint:${endpointId}`;
}

/**
 * The row with its secrets readable: sealed ones opened with the server key, plain ones (stored without a key, or before
 * sealing began) as they are. A secret that cannot be opened (another SECRETS_KEY) reads as undefined.
 */
export function withOpenSecrets(row: EndpointRow, secretsKey: Buffer | undefined): OpenEndpointRow {
  const context = secretContext(row.id);
  return {
    ...row,
    secret: storedSecret(secretsKey, context, row.secret),
    previous_secret: row.previous_secret === null ? null : (storedSecret(secretsKey, context, row.previous_secret) ?? null),
  };
}

/** The endpoint's current signing secret, opened; a 409 when it does not open with `secretsKey` (another SECRETS_KEY). */
export function openedSecret(row: EndpointRow, secretsKey: Buffer | undefined): string {
  const secret = storedSecret(secretsKey, secretContext(row.id), row.secret);
  if (secret !== undefined) return secret;
  throw applicationError(
    409,
    'WEBHOOK_SECRET_UNREADABLE',
    'Signing secret unreadable',
    "The endpoint's signing secret was sealed with another SECRETS_KEY: set that key again, or rotate the secret",
    { id: row.id },
  );
}

/** An endpoint's secrets, opened (see {@link withOpenSecrets}). */
export interface OpenSecrets {
  secret: string | undefined;
  previous_secret: string | null;
}

/** A stored endpoint without its secrets (what the wire shows of it). */
export type EndpointFields = Omit<EndpointRow, 'secret' | 'previous_secret'>;

/** A stored endpoint with its secrets opened. */
export type OpenEndpointRow = EndpointFields & OpenSecrets;

/** 404 for an endpoint this site does not have (another site's included). */
export function endpointNotFound(id: string) {
  return notFound('WEBHOOK_ENDPOINT_NOT_FOUND', 'Webhook endpoint', { id });
}

const REASONS = { gone: 'GONE', failing: 'FAILING', merchant: 'MERCHANT' } as const;

const CIRCUIT_STATES = { closed: 'CLOSED', open: 'OPEN', 'half-open': 'HALF_OPEN' } as const;

/** The endpoint's health as the API answers it (see {@link WebhookEndpointHealth}). */
export function toWireHealth(row: EndpointFields): WebhookEndpointHealth {
  return {
    state: CIRCUIT_STATES[row.circuit_state],
    consecutiveFailures: row.consecutive_failures,
    ...(row.last_success_at ? { lastSuccessDate: row.last_success_at.toISOString() } : {}),
    ...(row.last_failure_at ? { lastFailureDate: row.last_failure_at.toISOString() } : {}),
    ...(row.circuit_state !== 'closed' && row.circuit_retry_at ? { nextAttemptDate: row.circuit_retry_at.toISOString() } : {}),
  };
}

/** The endpoint as the API answers it; with `secret` (opened, see {@link openedSecret}) when given. */
export function toWireEndpoint(row: EndpointFields, secret?: string): WebhookEndpoint {
  const reason = row.disabled_reason ? REASONS[row.disabled_reason as keyof typeof REASONS] : undefined;
  return {
    id: row.id,
    url: row.url,
    eventTypes: (row.event_types as EventType[] | null) ?? null,
    ...(row.description ? { description: row.description } : {}),
    enabled: row.enabled,
    ...(!row.enabled && reason ? { disabledReason: reason } : {}),
    ...(secret !== undefined ? { secret } : {}),
    health: toWireHealth(row),
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}

/** Creates an endpoint with a new secret, stored sealed with `secretsKey` when there is one. */
export async function createEndpoint(
  db: Kysely<Database>,
  siteId: string,
  values: EndpointValues & { url: string },
  now: Date,
  secretsKey: Buffer | undefined,
): Promise<EndpointRow> {
  const id = `whe_${randomBytes(12).toString('hex')}`;
  return db
    .insertInto('webhook_endpoints')
    .values({
      id,
      site_id: siteId,
      url: values.url,
      event_types: values.eventTypes ? JSON.stringify(values.eventTypes) : null,
      description: values.description ?? null,
      secret: secretToStore(secretsKey, secretContext(id), newWebhookSecret()),
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

/** Gives the endpoint a new secret (sealed as in {@link createEndpoint}); the old one keeps signing beside it for {@link PREVIOUS_SECRET_GRACE_MS}. */
export async function rotateSecret(db: Kysely<Database>, siteId: string, id: string, now: Date, secretsKey: Buffer | undefined): Promise<EndpointRow> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_expires_at: new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS),
      secret: secretToStore(secretsKey, secretContext(id), newWebhookSecret()),
      updated_at: now,
    }))
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw endpointNotFound(id);
  return row;
}

/**
 * The secrets that sign a request to the endpoint now: the current one, and the previous one during its grace; those that
 * cannot be opened are left out (none left: the request is not sent).
 */
export function signingSecrets(row: OpenSecrets & Pick<EndpointRow, 'previous_secret_expires_at'>, now: Date): string[] {
  const current = row.secret === undefined ? [] : [row.secret];
  return row.previous_secret && row.previous_secret_expires_at && row.previous_secret_expires_at > now ? [...current, row.previous_secret] : current;
}

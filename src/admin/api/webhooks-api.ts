// Webhook endpoints as the merchant API has them (`/tote/v1/webhooks`): event types, endpoints, secrets, test events, deliveries, replay.
import type { EventType } from '../../wire/events.js';
import type { WebhookDelivery, WebhookEndpoint } from '../../wire/webhooks.js';
import { adminHttp } from './admin-client.js';

export type { WebhookDelivery, WebhookEndpoint } from '../../wire/webhooks.js';

const ENDPOINTS = '/tote/v1/webhooks/endpoints';

/** The path of one endpoint (`/tote/v1/webhooks/endpoints/<id>`). */
function endpointPath(id: string): string {
  return `${ENDPOINTS}/${encodeURIComponent(id)}`;
}

/** Every event type an endpoint may subscribe to. */
export async function listEventTypes(): Promise<EventType[]> {
  return (await adminHttp().request<{ eventTypes: EventType[] }>({ method: 'GET', path: '/tote/v1/webhooks/event-types' })).eventTypes;
}

/** The site's endpoints. */
export async function listEndpoints(): Promise<WebhookEndpoint[]> {
  return (await adminHttp().request<{ endpoints: WebhookEndpoint[] }>({ method: 'GET', path: ENDPOINTS })).endpoints;
}

/** One endpoint. */
export async function getEndpoint(id: string): Promise<WebhookEndpoint> {
  return (await adminHttp().request<{ endpoint: WebhookEndpoint }>({ method: 'GET', path: endpointPath(id) })).endpoint;
}

/** Registers an endpoint (every event type when `eventTypes` is empty); the answer holds its secret, this once. */
export async function createEndpoint(url: string, eventTypes: EventType[]): Promise<WebhookEndpoint> {
  return (
    await adminHttp().request<{ endpoint: WebhookEndpoint }>({
      method: 'POST',
      path: ENDPOINTS,
      body: { endpoint: { url: url.trim(), ...(eventTypes.length > 0 ? { eventTypes } : {}) } },
    })
  ).endpoint;
}

/** Enables or disables an endpoint. */
export async function setEndpointEnabled(id: string, enabled: boolean): Promise<WebhookEndpoint> {
  return (await adminHttp().request<{ endpoint: WebhookEndpoint }>({ method: 'PATCH', path: endpointPath(id), body: { endpoint: { enabled } } })).endpoint;
}

/** A new signing secret (the old one signs beside it for 24 hours); the answer holds it, this once. */
export async function rotateSecret(id: string): Promise<WebhookEndpoint> {
  return (await adminHttp().request<{ endpoint: WebhookEndpoint }>({ method: 'POST', path: `${endpointPath(id)}/rotate-secret`, body: {} })).endpoint;
}

/** Sends a test event to the endpoint; answers its event id. */
export async function sendTestEvent(id: string): Promise<string> {
  return (await adminHttp().request<{ eventId: string }>({ method: 'POST', path: `${endpointPath(id)}/test`, body: {} })).eventId;
}

/** Removes an endpoint with its delivery log. */
export async function deleteEndpoint(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: endpointPath(id) });
}

/** One page of an endpoint's deliveries, newest first; `nextCursor` reads the older ones. */
export function listDeliveries(id: string, cursor?: string): Promise<{ deliveries: WebhookDelivery[]; nextCursor?: string }> {
  return adminHttp().request({ method: 'GET', path: `${endpointPath(id)}/deliveries`, params: { limit: 20, cursor } });
}

/** What to send again: one event, or every event of a time range (ISO dates; `to` empty for now). */
export type ReplayRequest = { eventId: string } | { from: string; to?: string };

/** Sends events to the endpoint again; answers how many. */
export async function replay(id: string, request: ReplayRequest): Promise<number> {
  return (await adminHttp().request<{ replayed: number }>({ method: 'POST', path: `${endpointPath(id)}/replay`, body: request })).replayed;
}

// Wire types of webhook endpoints (/tote/v1/webhooks/...; Wix has no public API for these): endpoints, deliveries and attempts.
import type { EventType, WebhookBody } from './events.js';

/**
 * How an endpoint's deliveries go: its circuit breaker and its last answers. Each endpoint has its own pace: after
 * five failed attempts in a row its circuit opens and its deliveries wait (never dropped) until a cool-down ends;
 * then one probe goes (HALF_OPEN); a 2xx closes the circuit and what waited goes out at once.
 */
export interface WebhookEndpointHealth {
  /** CLOSED: deliveries go out; OPEN: they wait until `nextAttemptDate`; HALF_OPEN: one probe is out. */
  state: 'CLOSED' | 'OPEN' | 'HALF_OPEN';
  /** Attempts failed since the last 2xx. */
  consecutiveFailures: number;
  /** The last 2xx (to the second while every attempt succeeds). */
  lastSuccessDate?: string;
  lastFailureDate?: string;
  /** OPEN: when the cool-down ends and a probe goes; HALF_OPEN: when the probe's lease runs out. */
  nextAttemptDate?: string;
}

/** A merchant's webhook endpoint. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  /** The event types it gets; null: every type. */
  eventTypes: EventType[] | null;
  description?: string;
  /** False after 410 Gone, days of failures, or the merchant's choice; nothing is sent to it while false. */
  enabled: boolean;
  /** Why it is disabled: `GONE`, `FAILING` or `MERCHANT`. */
  disabledReason?: 'GONE' | 'FAILING' | 'MERCHANT';
  /** The signing secret (`whsec_...`): in the answers of create, rotate and get-secret only. */
  secret?: string;
  /** Its circuit and last answers. */
  health: WebhookEndpointHealth;
  createdDate: string;
  updatedDate: string;
}

/** One event for one endpoint, and how its delivery went. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: EventType;
  entityId: string;
  /** PENDING until a 2xx (SUCCEEDED) or the last attempt (FAILED: the dead letter). */
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  attempts: number;
  /** When the next attempt is due (PENDING only). */
  nextAttemptDate?: string;
  lastStatusCode?: number;
  lastError?: string;
  createdDate: string;
  completedDate?: string;
}

/** One request of a delivery. */
export interface WebhookAttempt {
  attemptedDate: string;
  /** The answer's status; absent when none came. */
  statusCode?: number;
  latencyMs: number;
  /** The start of the answer's body (at most 1 KB). */
  responseExcerpt?: string;
  error?: string;
}

/** An event as the event log lists it: the webhook body and its place in the log. */
export interface LoggedEvent extends WebhookBody {
  /** Pass as `after` to list the events after this one. */
  cursor: string;
}

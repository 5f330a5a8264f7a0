// Row types of events' order and of webhooks: per-entity event counters, endpoints, deliveries and attempts.
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './core-tables.js';

/** The last event number of one entity; its row lock orders two transactions that write events of that entity. */
export interface EntityEventSequencesTable {
  site_id: string;
  entity_fqdn: string;
  entity_id: string;
  last_seq: string | number;
}

/** A merchant's webhook endpoint. */
export interface WebhookEndpointsTable {
  /** `whe_` + 24 hex characters. */
  id: string;
  seq: Generated<number>;
  site_id: string;
  url: string;
  /** The event types it takes; null: every type. */
  event_types: Json<string[]> | null;
  description: string | null;
  /** `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
  secret: string;
  /** The secret before the last rotation, still signing until `previous_secret_expires_at`. */
  previous_secret: string | null;
  previous_secret_expires_at: Timestamp | null;
  enabled: boolean;
  /** Why it was disabled: `gone` (410), `failing` (days of failures) or `merchant`. */
  disabled_reason: string | null;
  /** When its current run of failures began; null after any 2xx. */
  failing_since: Timestamp | null;
  /** Its circuit breaker: `closed` (deliveries go out), `open` (they wait for `circuit_retry_at`), `half-open` (one probe in flight). */
  circuit_state: Generated<'closed' | 'open' | 'half-open'>;
  /** Attempts failed since the last 2xx. */
  consecutive_failures: Generated<number>;
  /** Open: when the cool-down ends and a probe may go; half-open: when the probe's lease ends. */
  circuit_retry_at: Timestamp | null;
  /** The cool-down of the circuit's last opening (doubled by each failed probe); null while closed. */
  circuit_cool_down_ms: number | null;
  last_success_at: Timestamp | null;
  last_failure_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One event for one endpoint. */
export interface WebhookDeliveriesTable {
  id: string;
  site_id: string;
  endpoint_id: string;
  event_id: string;
  /** The event's `position`: deliveries of one entity to one endpoint go out in this order. */
  event_position: string | number;
  /** `entity_fqdn` + ' ' + `entity_id`. */
  entity_key: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** A worker's lease on it; past this time another worker may take it over. */
  claimed_until: Timestamp | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

/** One request of a delivery. */
export interface WebhookAttemptsTable {
  id: Generated<string>;
  site_id: string;
  endpoint_id: string;
  delivery_id: string;
  attempted_at: Timestamp;
  /** The answer's status; null when none came (refused, timed out, address not allowed). */
  status_code: number | null;
  latency_ms: number;
  /** The first bytes of the answer's body. */
  response_excerpt: string | null;
  error: string | null;
}

/** The webhook tables, by name. */
export interface WebhookTables {
  entity_event_sequences: EntityEventSequencesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

// Delivery: sends one claimed delivery's signed request, then records a run's attempts and what follows (retry, dead letter, endpoint health).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { OutboundFetchError, outboundPost } from '../http/outbound-fetch.js';
import type { CoolDowns } from './circuit-breaker.js';
import type { DeliveryRow } from './claim-due.js';
import { signingSecrets, withOpenSecrets, type OpenEndpointRow } from './endpoint-store.js';
import { noteEndpointHealth, type DisabledEndpoint } from './endpoint-health.js';
import { MAX_ATTEMPTS, retryDelayMs } from './retry-schedule.js';
import { webhookBodyOf } from './webhook-body.js';
import { materializeEntities } from './event-entities.js';
import { signWebhook } from './webhook-signature.js';

/** A receiver has this long for its whole answer; later is a failure. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** A claim lasts this long: past it (the worker died mid-send), another worker takes the delivery over. */
export const CLAIM_LEASE_MS = 60_000;
/** An endpoint's `last_success_at` is this precise while everything succeeds. */
export const LAST_SUCCESS_GRAIN_MS = 1_000;
/** Bytes of an answer kept in the log. */
const EXCERPT_BYTES = 1024;

/** Deliveries claimed at once unless {@link DeliveryOptions.batch} says otherwise. */
export const DELIVERY_BATCH = 64;
/** Requests in flight at once per worker unless {@link DeliveryOptions.concurrency} says otherwise. */
export const WORKER_CONCURRENCY = 256;
/** Requests in flight at once per endpoint (over every worker) unless {@link DeliveryOptions.perEndpoint} says otherwise: 64 as the pre-fairness worker's batch, so that one endpoint's delivery rate is what it was (PGlite: 84 % of it with 32, rounds of fewer deliveries). */
export const ENDPOINT_CONCURRENCY = 64;

/** What delivery needs. */
export interface DeliveryOptions {
  /** Deliveries claimed at once. @default {@link DELIVERY_BATCH} */
  batch?: number;
  /** Requests in flight at once in this worker, over every endpoint. @default {@link WORKER_CONCURRENCY} */
  concurrency?: number;
  /** Requests in flight at once to one endpoint, over every worker. @default {@link ENDPOINT_CONCURRENCY} */
  perEndpoint?: number;
  /** Lets requests reach loopback and private addresses (development and tests only). @default false */
  allowPrivate?: boolean;
  /** How long a claim lasts before another worker may take the delivery over. @default {@link CLAIM_LEASE_MS} */
  leaseMs?: number;
  /** Time a receiver has for its whole answer (never more than the claim's lease allows). @default {@link DELIVERY_TIMEOUT_MS} */
  timeoutMs?: number;
  /** An open circuit's first cool-down. @default {@link CIRCUIT_COOL_DOWN_MS} */
  coolDownMs?: number;
  /** An open circuit's longest cool-down. @default {@link CIRCUIT_MAX_COOL_DOWN_MS} */
  maxCoolDownMs?: number;
  /** Jitter source of the retry schedule. @default Math.random */
  random?: () => number;
  /** The store's public URL, for links in entities rendered at delivery (carts stored lean). */
  publicUrl: string;
  /** The server key the endpoints' signing secrets are sealed with (SECRETS_KEY or the PGlite key file), if any. */
  secretsKey: Buffer | undefined;
}

/** What one recording did. */
export interface DeliveryRun {
  attempted: number;
  succeeded: number;
  /** Endpoints disabled in this run (410 Gone, or failing for too long), for the owner's e-mail. */
  disabled: DisabledEndpoint[];
}

/** The outcome of one request. */
export interface AttemptOutcome {
  delivery: DeliveryRow;
  endpoint: OpenEndpointRow;
  attemptedAt: Date;
  status: number | undefined;
  latencyMs: number;
  excerpt: string | undefined;
  error: string | undefined;
}

/** A claimed delivery ready to send: its endpoint and its body. */
export interface Sendable {
  delivery: DeliveryRow;
  endpoint: OpenEndpointRow;
  body: string;
}

/**
 * The time a request may take so that it ends, and is recorded, within its claim's lease: the lease less a margin
 * (a quarter of it, at most 5 s), never more than `timeoutMs`. So a lease never runs out while its request is in flight,
 * and no other worker sends the delivery again meanwhile.
 */
export function requestTimeoutMs(timeoutMs: number, leaseMs: number): number {
  return Math.max(1, Math.min(timeoutMs, leaseMs - Math.min(5_000, Math.floor(leaseMs / 4))));
}

/**
 * The claimed deliveries with their endpoint (secrets opened with `secretsKey`) and body; those whose endpoint or event is
 * gone since the claim are left out.
 */
export async function sendablesOf(
  db: Kysely<Database>,
  claimed: readonly DeliveryRow[],
  publicUrl: string,
  secretsKey: Buffer | undefined,
): Promise<Sendable[]> {
  if (claimed.length === 0) return [];
  const eventIds = [...new Set(claimed.map((d) => d.event_id))];
  const endpointIds = [...new Set(claimed.map((d) => d.endpoint_id))];
  const [events, endpoints] = await Promise.all([
    db
      .selectFrom('event_outbox')
      .selectAll()
      .where('id', 'in', eventIds)
      .execute()
      .then((rows) => materializeEntities(db, publicUrl, rows)),
    db.selectFrom('webhook_endpoints').selectAll().where('id', 'in', endpointIds).execute(),
  ]);
  const bodies = new Map(events.map((e) => [e.id, JSON.stringify(webhookBodyOf(e))]));
  const endpointById = new Map(endpoints.map((e) => [e.id, withOpenSecrets(e, secretsKey)]));
  return claimed.flatMap((delivery) => {
    const endpoint = endpointById.get(delivery.endpoint_id);
    const body = bodies.get(delivery.event_id);
    return endpoint && body ? [{ delivery, endpoint, body }] : [];
  });
}

/** Sends one delivery's request within `timeoutMs` and says how it went (never throws). */
export async function attempt({ delivery, endpoint, body }: Sendable, now: () => Date, timeoutMs: number, allowPrivate: boolean): Promise<AttemptOutcome> {
  const attemptedAt = now();
  const secrets = signingSecrets(endpoint, attemptedAt);
  if (secrets.length === 0) return unsignable({ delivery, endpoint, body }, attemptedAt);
  // The signature's timestamp is the wall clock's: receivers compare it with theirs to refuse replays of old requests.
  const headers = signWebhook(secrets, delivery.event_id, new Date(), body);
  const started = performance.now();
  try {
    const answer = await outboundPost(endpoint.url, body, {
      headers: { ...headers },
      timeoutMs,
      maxBytes: EXCERPT_BYTES,
      allowPrivate,
    });
    return {
      delivery,
      endpoint,
      attemptedAt,
      status: answer.status,
      latencyMs: Math.round(performance.now() - started),
      excerpt: Buffer.from(answer.excerpt).toString('utf8').replaceAll('\u0000', ''),
      error: answer.status >= 300 && answer.status < 400 ? 'Redirects are not followed' : undefined,
    };
  } catch (error) {
    const message = error instanceof OutboundFetchError ? `${error.reason}: ${error.message}` : String(error);
    return {
      delivery,
      endpoint,
      attemptedAt,
      status: undefined,
      latencyMs: Math.round(performance.now() - started),
      excerpt: undefined,
      error: message.slice(0, 500),
    };
  }
}

/** A failed attempt, not sent: no signing secret of the endpoint opens with this server's key. */
function unsignable({ delivery, endpoint }: Sendable, attemptedAt: Date): AttemptOutcome {
  const error = "Not sent: the endpoint's signing secret does not open with this server's SECRETS_KEY (set the key it was made with, or rotate the secret)";
  return { delivery, endpoint, attemptedAt, status: undefined, latencyMs: 0, excerpt: undefined, error };
}

/** Whether an answer's status is a success (2xx). */
export const isSuccess = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;

/** The attempts as rows of webhook_attempts. */
function attemptRows(outcomes: readonly AttemptOutcome[]) {
  return outcomes.map((o) => ({
    site_id: o.delivery.site_id,
    endpoint_id: o.endpoint.id,
    delivery_id: o.delivery.id,
    attempted_at: o.attemptedAt,
    status_code: o.status ?? null,
    latency_ms: o.latencyMs,
    response_excerpt: o.excerpt || null,
    error: o.error ?? null,
  }));
}

/**
 * Records a run where every attempt succeeded at an endpoint that was not failing (the common case) in one statement,
 * atomic on its own: the attempts logged, the deliveries succeeded, and the endpoints' last success noted when the one
 * stored is more than {@link LAST_SUCCESS_GRAIN_MS} old (so a busy endpoint's row is written once a second, not per run).
 */
async function recordSuccesses(db: Kysely<Database>, outcomes: readonly AttemptOutcome[], now: Date): Promise<void> {
  const attempts = attemptRows(outcomes).map(
    (a) =>
      sql`(${a.site_id}, ${a.endpoint_id}, ${a.delivery_id}, ${a.attempted_at}, ${a.status_code}::int, ${a.latency_ms}::int, ${a.response_excerpt}, ${a.error})`,
  );
  const succeeded = outcomes.map((o) => sql`(${o.delivery.id}, ${o.status!}::int)`);
  const endpointIds = [...new Set(outcomes.map((o) => o.endpoint.id))];
  await sql`
    with logged as (
      insert into webhook_attempts (site_id, endpoint_id, delivery_id, attempted_at, status_code, latency_ms, response_excerpt, error)
      values ${sql.join(attempts)}
    ), seen as (
      update webhook_endpoints set last_success_at = ${now}
      where id in (${sql.join(endpointIds)}) and (last_success_at is null or last_success_at < ${new Date(now.getTime() - LAST_SUCCESS_GRAIN_MS)})
    )
    update webhook_deliveries d set status = 'succeeded', completed_at = ${now}, claimed_until = null, last_status_code = v.code, last_error = null
    from (values ${sql.join(succeeded)}) as v(id, code) where d.id = v.id
  `.execute(db);
}

/**
 * Records the attempts and moves each delivery on: succeeded, due again later, or dead; and each endpoint's health
 * (its circuit). One transaction (one statement when all succeeded at endpoints that were healthy).
 */
export async function record(
  db: Kysely<Database>,
  outcomes: readonly AttemptOutcome[],
  now: Date,
  random: () => number,
  coolDowns?: CoolDowns,
): Promise<DisabledEndpoint[]> {
  if (
    outcomes.every(
      (o) => isSuccess(o.status) && o.endpoint.failing_since === null && o.endpoint.consecutive_failures === 0 && o.endpoint.circuit_state === 'closed',
    )
  ) {
    await recordSuccesses(db, outcomes, now);
    return [];
  }
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('webhook_attempts').values(attemptRows(outcomes)).execute();
    const succeeded = outcomes.filter((o) => isSuccess(o.status));
    if (succeeded.length > 0) {
      // One statement for all successes (the common case); each success's own status code goes with it.
      const rows = succeeded.map((o) => sql`(${o.delivery.id}, ${o.status!}::int)`);
      await sql`
        update webhook_deliveries d set status = 'succeeded', completed_at = ${now}, claimed_until = null, last_status_code = v.code, last_error = null
        from (values ${sql.join(rows)}) as v(id, code) where d.id = v.id
      `.execute(trx);
    }
    const failed = outcomes.filter((x) => !isSuccess(x.status));
    if (failed.length > 0) {
      // One statement for every failure: each row's own next step (due again later, or dead).
      const rows = failed.map((o) => {
        const wait = o.status === 410 ? 0 : retryDelayMs(o.delivery.attempts, random);
        const dead = wait === undefined || o.delivery.attempts >= MAX_ATTEMPTS;
        const error = (o.error ?? `The endpoint answered ${o.status}`).slice(0, 500);
        return sql`(${o.delivery.id}, ${dead ? 'failed' : 'pending'}, ${new Date(now.getTime() + (wait ?? 0))}::timestamptz, ${o.status ?? null}::int, ${error}, ${dead ? now : null}::timestamptz)`;
      });
      await sql`
        update webhook_deliveries d set status = v.status, next_attempt_at = v.next_at, claimed_until = null, last_status_code = v.code, last_error = v.error, completed_at = v.completed_at
        from (values ${sql.join(rows)}) as v(id, status, next_at, code, error, completed_at) where d.id = v.id
      `.execute(trx);
    }
    return noteEndpointHealth(trx, outcomes, now, coolDowns);
  });
}

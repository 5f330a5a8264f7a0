// Delivery: claims due deliveries (SKIP LOCKED, a lease), sends each signed request, records every attempt and what follows.
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { WebhookDeliveriesTable } from '../db/webhook-tables.js';
import { OutboundFetchError, outboundPost } from '../http/outbound-fetch.js';
import { signingSecrets, type EndpointRow } from './endpoint-store.js';
import { noteEndpointFailures, type DisabledEndpoint } from './endpoint-health.js';
import { MAX_ATTEMPTS, retryDelayMs } from './retry-schedule.js';
import { materializeEntities } from './event-entities.js';
import { webhookBodyOf } from './webhook-body.js';
import { signWebhook } from './webhook-signature.js';

/** A receiver has this long for its whole answer; later is a failure. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** A claim lasts this long: past it (the worker died mid-send), another worker takes the delivery over. */
export const CLAIM_LEASE_MS = 60_000;
/** Bytes of an answer kept in the log. */
const EXCERPT_BYTES = 1024;

/** Deliveries claimed at once unless {@link DeliveryOptions.batch} says otherwise. */
export const DELIVERY_BATCH = 64;

/** What a delivery run needs. */
export interface DeliveryOptions {
  /** Deliveries claimed at once. @default {@link DELIVERY_BATCH} */
  batch?: number;
  /** Requests in flight at once. @default 32 */
  concurrency?: number;
  /** Lets requests reach loopback and private addresses (development and tests only). @default false */
  allowPrivate?: boolean;
  /** How long a claim lasts before another worker may take the delivery over. @default {@link CLAIM_LEASE_MS} */
  leaseMs?: number;
  /** Time a receiver has for its whole answer. @default {@link DELIVERY_TIMEOUT_MS} */
  timeoutMs?: number;
  /** Jitter source of the retry schedule. @default Math.random */
  random?: () => number;
  /** The store's public URL, for links in entities rendered at delivery (carts stored lean). */
  publicUrl: string;
}

/** What one run did. */
export interface DeliveryRun {
  attempted: number;
  succeeded: number;
  /** Endpoints disabled in this run (410 Gone, or failing for too long), for the owner's e-mail. */
  disabled: DisabledEndpoint[];
}

type DeliveryRow = Selectable<WebhookDeliveriesTable>;

/** The outcome of one request. */
interface AttemptOutcome {
  delivery: DeliveryRow;
  endpoint: EndpointRow;
  attemptedAt: Date;
  status: number | undefined;
  latencyMs: number;
  excerpt: string | undefined;
  error: string | undefined;
}

/**
 * Claims up to `batch` due deliveries: pending, due, not leased, of an enabled endpoint, and the oldest pending one of
 * their entity for that endpoint (so a receiver gets an entity's events in order, retries included).
 */
async function claimDue(db: Kysely<Database>, now: Date, batch: number, leaseMs: number): Promise<DeliveryRow[]> {
  const lease = new Date(now.getTime() + leaseMs);
  const result = await sql<DeliveryRow>`
    update webhook_deliveries set claimed_until = ${lease}, attempts = attempts + 1
    where id in (
      select d.id from webhook_deliveries d
      join webhook_endpoints w on w.id = d.endpoint_id and w.enabled
      where d.status = 'pending' and d.next_attempt_at <= ${now} and (d.claimed_until is null or d.claimed_until < ${now})
        and not exists (
          select 1 from webhook_deliveries e
          where e.endpoint_id = d.endpoint_id and e.entity_key = d.entity_key and e.status = 'pending' and e.event_position < d.event_position
        )
      order by d.next_attempt_at, d.event_position
      limit ${batch}
      for update of d skip locked
    )
    returning *
  `.execute(db);
  return result.rows;
}

/** Sends one delivery's request and says how it went (never throws). */
async function attempt(delivery: DeliveryRow, endpoint: EndpointRow, body: string, now: () => Date, options: DeliveryOptions): Promise<AttemptOutcome> {
  const attemptedAt = now();
  // The signature's timestamp is the wall clock's: receivers compare it with theirs to refuse replays of old requests.
  const headers = signWebhook(signingSecrets(endpoint, attemptedAt), delivery.event_id, new Date(), body);
  const started = performance.now();
  try {
    const answer = await outboundPost(endpoint.url, body, {
      headers: { ...headers },
      timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      maxBytes: EXCERPT_BYTES,
      allowPrivate: options.allowPrivate ?? false,
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

/** Runs `work` over `items` with at most `limit` at a time. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = Array.from({ length: items.length });
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

const isSuccess = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;

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
 * atomic on its own: the attempts logged, the deliveries succeeded; the endpoints' health has nothing to change.
 */
async function recordSuccesses(db: Kysely<Database>, outcomes: readonly AttemptOutcome[], now: Date): Promise<void> {
  const attempts = attemptRows(outcomes).map(
    (a) =>
      sql`(${a.site_id}, ${a.endpoint_id}, ${a.delivery_id}, ${a.attempted_at}, ${a.status_code}::int, ${a.latency_ms}::int, ${a.response_excerpt}, ${a.error})`,
  );
  const succeeded = outcomes.map((o) => sql`(${o.delivery.id}, ${o.status!}::int)`);
  await sql`
    with logged as (
      insert into webhook_attempts (site_id, endpoint_id, delivery_id, attempted_at, status_code, latency_ms, response_excerpt, error)
      values ${sql.join(attempts)}
    )
    update webhook_deliveries d set status = 'succeeded', completed_at = ${now}, claimed_until = null, last_status_code = v.code, last_error = null
    from (values ${sql.join(succeeded)}) as v(id, code) where d.id = v.id
  `.execute(db);
}

/** Records the attempts and moves each delivery on: succeeded, due again later, or dead. One transaction (one statement when all succeeded). */
async function record(db: Kysely<Database>, outcomes: AttemptOutcome[], now: Date, random: () => number): Promise<DisabledEndpoint[]> {
  if (outcomes.every((o) => isSuccess(o.status) && o.endpoint.failing_since === null)) {
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
    for (const o of outcomes.filter((x) => !isSuccess(x.status))) {
      const wait = o.status === 410 ? 0 : retryDelayMs(o.delivery.attempts, random);
      const dead = wait === undefined || o.delivery.attempts >= MAX_ATTEMPTS;
      await trx
        .updateTable('webhook_deliveries')
        .set({
          status: dead ? 'failed' : 'pending',
          next_attempt_at: new Date(now.getTime() + (wait ?? 0)),
          claimed_until: null,
          last_status_code: o.status ?? null,
          last_error: (o.error ?? `The endpoint answered ${o.status}`).slice(0, 500),
          completed_at: dead ? now : null,
        })
        .where('id', '=', o.delivery.id)
        .execute();
    }
    return noteEndpointFailures(trx, outcomes, now);
  });
}

/** One delivery run: claims due deliveries, sends them, records the results. */
export async function deliverDue(db: Kysely<Database>, clock: () => Date, options: DeliveryOptions): Promise<DeliveryRun> {
  const claimed = await claimDue(db, clock(), options.batch ?? DELIVERY_BATCH, options.leaseMs ?? CLAIM_LEASE_MS);
  if (claimed.length === 0) return { attempted: 0, succeeded: 0, disabled: [] };
  const eventIds = [...new Set(claimed.map((d) => d.event_id))];
  const endpointIds = [...new Set(claimed.map((d) => d.endpoint_id))];
  const [events, endpoints] = await Promise.all([
    db
      .selectFrom('event_outbox')
      .selectAll()
      .where('id', 'in', eventIds)
      .execute()
      .then((rows) => materializeEntities(db, options.publicUrl, rows)),
    db.selectFrom('webhook_endpoints').selectAll().where('id', 'in', endpointIds).execute(),
  ]);
  const bodies = new Map(events.map((e) => [e.id, JSON.stringify(webhookBodyOf(e))]));
  const endpointById = new Map(endpoints.map((e) => [e.id, e]));
  // An endpoint or event deleted since the claim: nothing to send (its deliveries went with it).
  const sendable = claimed.filter((d) => endpointById.has(d.endpoint_id) && bodies.has(d.event_id));
  const outcomes = await inParallel(sendable, options.concurrency ?? 32, (delivery) =>
    attempt(delivery, endpointById.get(delivery.endpoint_id)!, bodies.get(delivery.event_id)!, clock, options),
  );
  if (outcomes.length === 0) return { attempted: 0, succeeded: 0, disabled: [] };
  const disabled = await record(db, outcomes, clock(), options.random ?? Math.random);
  return { attempted: outcomes.length, succeeded: outcomes.filter((o) => isSuccess(o.status)).length, disabled };
}

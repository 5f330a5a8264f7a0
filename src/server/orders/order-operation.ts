// What every merchant operation on an order shares: one retried transaction, the order row locked, the site, the answer, and request keys that make retries safe.
import type { OrderErrorCode } from '../../wire/error-codes.js';
import type { Kysely } from 'kysely';
import type { Order } from '../../wire/orders.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { type EventIdentity, queueEvent } from '../events/index.js';
import type { OrderEventType } from '../../wire/events.js';
import { ORDER_ENTITY_FQDN } from '../../wire/orders.js';
import { applicationError, notFound } from '../http/http-error.js';
import { idempotencyKeyReused, requestHashOf } from '../http/idempotency.js';
import { deliverSoon } from '../mail/index.js';
import { withLines } from './order-read.js';
import type { OrderLineRecord, OrderRecord } from './order-record.js';

/** How a failed operation is logged (Fastify's request log fits). */
export interface OperationLog {
  error(obj: unknown, msg: string): void;
}

/** Who runs a merchant operation: the site, and who its events name (an API key as an app, a staff account as a Wix user). */
export interface OrderActor {
  siteId: string;
  identity: EventIdentity;
}

/** How long a request without an idempotency key is recognised by its body as a retry. */
export const BODY_REPLAY_WINDOW_MS = 10 * 60 * 1000;

/** Attempts of a transaction PostgreSQL picks as a deadlock or serialization victim (it is safe to run again). */
const MAX_ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** The result of an operation's transaction, and whether it queued mail to deliver after commit. */
export interface OperationOutcome<T> {
  value: T;
  mailed: boolean;
}

/**
 * Runs `work` in one transaction (all or nothing), again when PostgreSQL picks it as a deadlock or serialization victim;
 * after commit, starts mail delivery when the work queued any.
 */
export async function runOrderOperation<T>(
  ctx: AppContext,
  log: OperationLog,
  work: (trx: Kysely<Database>, now: Date) => Promise<OperationOutcome<T>>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await ctx.db.transaction().execute((trx) => work(trx, ctx.clock()));
      if (outcome.mailed) deliverSoon(ctx, log);
      return outcome.value;
    } catch (error) {
      if (attempt < MAX_ATTEMPTS && isRetryable(error)) continue;
      throw error;
    }
  }
}

/** The order, locked until the transaction ends (operations on one order queue); 404 ORDER_NOT_FOUND for another site's or an unknown id. */
export async function lockOrder(trx: Kysely<Database>, siteId: string, orderId: string): Promise<OrderRecord> {
  const order =
    orderId.length > 100
      ? undefined
      : await trx.selectFrom('orders').selectAll().where('site_id', '=', siteId).where('id', '=', orderId).forUpdate().executeTakeFirst();
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order', { orderId });
  return order;
}

/** The order as the API answers it (lines and activities included). */
export async function wireOrderOf(trx: Kysely<Database>, order: OrderRecord): Promise<Order> {
  const [wire] = await withLines(trx, [order]);
  return wire!;
}

/** The lines of an order, in their order. */
export async function orderLines(trx: Kysely<Database>, orderId: string): Promise<OrderLineRecord[]> {
  return trx.selectFrom('order_line_items').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
}

/** Writes an order event in the caller's transaction: the entity is `{order, ...extra}` as Wix's order action events carry it. */
export async function queueOrderEvent(
  trx: Kysely<Database>,
  eventType: OrderEventType,
  order: Order,
  extra: Record<string, unknown>,
  now: Date,
  actor: OrderActor,
): Promise<void> {
  await queueEvent(
    trx,
    { siteId: actor.siteId, eventType, entityFqdn: ORDER_ENTITY_FQDN, entityId: order.id, entity: { order, ...extra }, identity: actor.identity },
    now,
  );
}

/** The site's name and settings. */
export async function siteOf(trx: Kysely<Database>, siteId: string): Promise<{ name: string; currency: string; settings: Record<string, unknown> }> {
  const site = await trx.selectFrom('sites').select(['name', 'currency', 'settings']).where('id', '=', siteId).executeTakeFirst();
  return { name: site?.name ?? 'Store', currency: site?.currency ?? 'USD', settings: (site?.settings ?? {}) as Record<string, unknown> };
}

/** Writes changed columns of an order and bumps `updated_at`; returns the row as it now is. */
export async function updateOrder(
  trx: Kysely<Database>,
  order: OrderRecord,
  changes: Partial<Pick<OrderRecord, 'status' | 'payment_status' | 'fulfillment_status' | 'refunded_amount'>>,
  now: Date,
): Promise<OrderRecord> {
  return trx
    .updateTable('orders')
    .set({ ...changes, updated_at: now })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A 428 for an operation the order's state does not allow, with the order's states in `data`. */
export function failedPrecondition(
  code: OrderErrorCode,
  message: string,
  order: Pick<OrderRecord, 'id' | 'status' | 'payment_status' | 'fulfillment_status'>,
): Error {
  return applicationError(428, code, message, message, {
    orderId: order.id,
    status: order.status,
    paymentStatus: order.payment_status,
    fulfillmentStatus: order.fulfillment_status,
  });
}

/** How a creating request is recognised when it comes again. */
export interface RequestKey {
  operation: string;
  /** The `Idempotency-Key` header, or `body:<hash>` without one. */
  key: string;
  requestHash: string;
  /** True when the key is the body's hash: recognised for {@link BODY_REPLAY_WINDOW_MS} only. */
  fromBody: boolean;
}

/** The key of a request: its idempotency key (read by `idempotencyKeyOf`) when the client sent one, else the hash of what it asks. */
export function requestKeyOf(operation: string, idempotencyKey: string | undefined, request: unknown): RequestKey {
  const requestHash = requestHashOf(request);
  if (idempotencyKey) return { operation, key: idempotencyKey, requestHash, fromBody: false };
  return { operation, key: `body:${requestHash}`, requestHash, fromBody: true };
}

/**
 * What an earlier identical request created (its result id), or undefined when this request is new. Call with the
 * order locked. A reused idempotency key with another body is refused (409 IDEMPOTENCY_KEY_REUSED).
 */
export async function replayOf(trx: Kysely<Database>, orderId: string, key: RequestKey, now: Date): Promise<string | undefined> {
  const known = await trx
    .selectFrom('order_request_keys')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('operation', '=', key.operation)
    .where('key', '=', key.key)
    .executeTakeFirst();
  if (!known) return undefined;
  if (key.fromBody && now.getTime() - known.created_at.getTime() > BODY_REPLAY_WINDOW_MS) {
    // Long after, the same body is a new request (another parcel of the same items): forget the old one.
    await trx.deleteFrom('order_request_keys').where('order_id', '=', orderId).where('operation', '=', key.operation).where('key', '=', key.key).execute();
    return undefined;
  }
  if (known.request_hash !== key.requestHash) {
    throw idempotencyKeyReused({ operation: key.operation });
  }
  return known.result_id;
}

/** Remembers what a request created, so a retry answers it instead of doing it again. */
export async function rememberRequest(trx: Kysely<Database>, orderId: string, key: RequestKey, resultId: string, now: Date): Promise<void> {
  await trx
    .insertInto('order_request_keys')
    .values({ order_id: orderId, operation: key.operation, key: key.key, request_hash: key.requestHash, result_id: resultId, created_at: now })
    .execute();
}

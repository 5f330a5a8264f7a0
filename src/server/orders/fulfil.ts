// Fulfilments of an order (Wix order fulfillments): create, update, delete and list, keeping the order's fulfillmentStatus, activities, events and the buyer's shipping e-mail in step.
import { brandOf, queueMail } from '../mail/index.js';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { FieldViolation } from '../../wire/errors.js';
import type { Fulfillment, FulfillmentTrackingInfo, OrderWithFulfillments, OrderWithFulfillmentsResponse } from '../../wire/order-operations.js';
import { FULFILLMENTS_ENTITY_FQDN, FULFILLMENTS_UPDATED_EVENT } from '../../wire/order-operations.js';
import type { Order } from '../../wire/orders.js';
import { ORDER_FULFILLED_EVENT } from '../../wire/orders.js';
import type { AppContext } from '../context.js';
import type { OrderFulfillmentsTable, StoredFulfillmentLine, StoredTrackingInfo } from '../db/order-tables.js';
import type { Database } from '../db/schema.js';
import { queueEvent } from '../events/index.js';
import { applicationError, notFound, validationError } from '../http/http-error.js';
import type { NewActivity } from './order-activities.js';
import { addActivities } from './order-activities.js';
import type { OperationLog } from './order-operation.js';
import {
  failedPrecondition,
  lockOrder,
  orderLines,
  queueOrderEvent,
  rememberRequest,
  replayOf,
  requestKeyOf,
  runOrderOperation,
  siteOf,
  updateOrder,
  wireOrderOf,
  type OrderActor,
} from './order-operation.js';
import type { OrderLineRecord, OrderRecord } from './order-record.js';
import { orderShippedMail } from './order-update-mail.js';
import { trackingLinkFor } from './tracking-links.js';

/** A fulfilment row as read. */
type FulfillmentRecord = Selectable<OrderFulfillmentsTable>;

/** A fulfilment as a request describes it (Wix's `fulfillment`). */
export interface FulfillmentInput {
  lineItems?: { id: string; quantity?: number | null }[];
  trackingInfo?: { trackingNumber?: string | null; shippingProvider?: string | null; trackingLink?: string | null } | null;
  customInfo?: { fieldsData?: Record<string, string> } | null;
  status?: string | null;
  completed?: boolean | null;
}

/** A fulfilment row as the wire has it. */
function toWireFulfillment(row: FulfillmentRecord): Fulfillment {
  return {
    id: row.id,
    createdDate: row.created_at.toISOString(),
    lineItems: row.line_items.map((l) => ({ id: l.id, quantity: l.quantity })),
    ...(row.tracking_info ? { trackingInfo: row.tracking_info as FulfillmentTrackingInfo } : {}),
    ...(row.custom_info ? { customInfo: { fieldsData: row.custom_info } } : {}),
    ...(row.status !== null ? { status: row.status } : {}),
    ...(row.completed !== null ? { completed: row.completed } : {}),
  };
}

async function fulfillmentsOf(db: Kysely<Database>, orderIds: readonly string[]): Promise<FulfillmentRecord[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_fulfillments').selectAll().where('order_id', 'in', orderIds).orderBy('created_at').orderBy('id').execute();
}

/** The fulfilments of orders of the site, oldest first; unknown ids are left out. */
export async function listFulfillments(db: Kysely<Database>, siteId: string, orderIds: readonly string[]): Promise<OrderWithFulfillments[]> {
  const known = await db
    .selectFrom('orders')
    .select('id')
    .where('site_id', '=', siteId)
    .where(
      'id',
      'in',
      orderIds.filter((id) => id.length <= 100),
    )
    .execute();
  const rows = await fulfillmentsOf(
    db,
    known.map((o) => o.id),
  );
  const wanted = orderIds.filter((id) => known.some((o) => o.id === id));
  return [...new Set(wanted)].map((orderId) => ({ orderId, fulfillments: rows.filter((r) => r.order_id === orderId).map(toWireFulfillment) }));
}

/** The fulfilments of one order; 404 ORDER_NOT_FOUND for an unknown order. */
export async function orderFulfillments(db: Kysely<Database>, siteId: string, orderId: string): Promise<OrderWithFulfillments> {
  const [found] = await listFulfillments(db, siteId, [orderId]);
  if (!found) throw notFound('ORDER_NOT_FOUND', 'Order', { orderId });
  return found;
}

/** Units of each line in fulfilments (all but `except`). */
function fulfilledUnits(rows: readonly FulfillmentRecord[], except?: string): Map<string, number> {
  const units = new Map<string, number>();
  for (const row of rows) {
    if (row.id === except) continue;
    for (const l of row.line_items) units.set(l.id, (units.get(l.id) ?? 0) + l.quantity);
  }
  return units;
}

/** The order's fulfillmentStatus for these units: FULFILLED once every shippable unit left; an order with nothing to ship is FULFILLED. */
export function fulfillmentStatusOf(lines: readonly OrderLineRecord[], units: ReadonlyMap<string, number>): OrderRecord['fulfillment_status'] {
  const shippable = lines.filter((l) => l.product_type === 'physical');
  if (shippable.every((l) => (units.get(l.id) ?? 0) >= l.quantity)) return 'FULFILLED';
  return lines.some((l) => (units.get(l.id) ?? 0) > 0) ? 'PARTIALLY_FULFILLED' : 'NOT_FULFILLED';
}

/** Checks requested lines against the order: known ids, no repeats, never more units than are left (defaulting to all that are left). */
function fulfillmentLines(
  requested: NonNullable<FulfillmentInput['lineItems']>,
  lines: readonly OrderLineRecord[],
  done: ReadonlyMap<string, number>,
): StoredFulfillmentLine[] {
  const violations: FieldViolation[] = [];
  const seen = new Set<string>();
  const byId = new Map(lines.map((l) => [l.id, l]));
  requested.forEach((r, i) => {
    if (!byId.has(r.id))
      violations.push({
        field: `fulfillment.lineItems[${i}].id`,
        description: 'is not a line of this order',
        violatedRule: 'VALIDATION',
        ruleName: 'VALIDATION',
        data: { lineItemId: r.id },
      });
    else if (seen.has(r.id))
      violations.push({
        field: `fulfillment.lineItems[${i}].id`,
        description: 'appears twice; give each line once with its quantity',
        violatedRule: 'VALIDATION',
        ruleName: 'VALIDATION',
      });
    seen.add(r.id);
  });
  if (violations.length > 0) throw validationError(violations);
  const result: StoredFulfillmentLine[] = [];
  const exceeded: { id: string; requested: number; available: number }[] = [];
  for (const r of requested) {
    const line = byId.get(r.id)!;
    const available = line.quantity - (done.get(r.id) ?? 0);
    const quantity = r.quantity ?? available;
    if (quantity < 1 || quantity > available) exceeded.push({ id: r.id, requested: quantity, available });
    else result.push({ id: r.id, quantity });
  }
  if (exceeded.length > 0) {
    const names = exceeded.map((e) => `${byId.get(e.id)!.name} (${e.available} left to fulfil)`).join(', ');
    throw applicationError(400, 'FULFILLMENT_QUANTITY_EXCEEDED', 'More units than are left to fulfil', `Not that many units are left to fulfil: ${names}`, {
      lineItems: exceeded,
    });
  }
  return result;
}

/** Tracking as stored: trimmed, without empty fields, with the predefined provider's link when none was given. */
function trackingOf(input: FulfillmentInput['trackingInfo']): StoredTrackingInfo | null {
  if (!input) return null;
  const trackingNumber = input.trackingNumber?.trim() || undefined;
  const shippingProvider = input.shippingProvider?.trim() || undefined;
  const trackingLink = input.trackingLink?.trim() || trackingLinkFor(shippingProvider, trackingNumber);
  if (!trackingNumber && !shippingProvider && !trackingLink) return null;
  return { ...(trackingNumber ? { trackingNumber } : {}), ...(shippingProvider ? { shippingProvider } : {}), ...(trackingLink ? { trackingLink } : {}) };
}

function refuseBothInfos(input: FulfillmentInput): void {
  if (input.trackingInfo && input.customInfo) {
    throw validationError([
      {
        field: 'fulfillment.trackingInfo',
        description: 'give either trackingInfo or customInfo, not both',
        violatedRule: 'ONE_OF_ALIGNMENT',
        ruleName: 'ONE_OF_ALIGNMENT',
      },
    ]);
  }
}

function refuseTakenTrackingNumber(rows: readonly FulfillmentRecord[], tracking: StoredTrackingInfo | null, except?: string): void {
  const number = tracking?.trackingNumber;
  if (number && rows.some((r) => r.id !== except && r.tracking_info?.trackingNumber === number)) {
    throw applicationError(
      409,
      'TRACKING_NUMBER_ALREADY_EXISTS',
      'Tracking number already used',
      `Another fulfilment of this order has the tracking number ${number}`,
      { trackingNumber: number },
    );
  }
}

/** After a change of fulfilments: the order's new status, its activities and events, the buyer's e-mail; returns the answer. */
async function afterChange(
  trx: Kysely<Database>,
  actor: OrderActor,
  order: OrderRecord,
  lines: readonly OrderLineRecord[],
  activities: NewActivity[],
  now: Date,
  shipped?: FulfillmentRecord,
): Promise<{ answer: OrderWithFulfillments; mailed: boolean }> {
  const { siteId } = actor;
  const rows = await fulfillmentsOf(trx, [order.id]);
  const status = fulfillmentStatusOf(lines, fulfilledUnits(rows));
  if (status === 'FULFILLED' && order.fulfillment_status !== 'FULFILLED') activities.push({ type: 'ORDER_FULFILLED' });
  if (status !== 'FULFILLED' && order.fulfillment_status === 'FULFILLED') activities.push({ type: 'ORDER_NOT_FULFILLED' });
  if (shipped) activities.push({ type: 'SHIPPING_CONFIRMATION_EMAIL_SENT', details: { fulfillmentId: shipped.id } });
  const updated = await updateOrder(trx, order, { fulfillment_status: status }, now);
  await addActivities(trx, order, activities, now);
  const answer: OrderWithFulfillments = { orderId: order.id, fulfillments: rows.map(toWireFulfillment) };
  await queueEvent(
    trx,
    { siteId, eventType: FULFILLMENTS_UPDATED_EVENT, entityFqdn: FULFILLMENTS_ENTITY_FQDN, entityId: order.id, entity: answer, identity: actor.identity },
    now,
  );
  let wire: Order | undefined;
  if (status === 'FULFILLED' && order.fulfillment_status !== 'FULFILLED') {
    wire = await wireOrderOf(trx, updated);
    await queueOrderEvent(trx, ORDER_FULFILLED_EVENT, wire, {}, now, actor);
  }
  if (shipped) {
    wire ??= await wireOrderOf(trx, updated);
    const site = await siteOf(trx, siteId);
    await queueMail(trx, orderShippedMail(siteId, brandOf(site), wire, toWireFulfillment(shipped)), now);
  }
  return { answer, mailed: shipped !== undefined };
}

/**
 * Creates a fulfilment of some or all units of an order's lines (a line without quantity takes all its units left).
 * Refuses more units than are left (FULFILLMENT_QUANTITY_EXCEEDED), unknown lines, a cancelled order, and a tracking
 * number another fulfilment has. A retry (same Idempotency-Key, or without one the same body within minutes) answers
 * the fulfilment the first request created.
 */
export async function createFulfillment(
  ctx: AppContext,
  actor: OrderActor,
  orderId: string,
  input: FulfillmentInput,
  idempotencyKey: string | undefined,
  log: OperationLog,
): Promise<OrderWithFulfillmentsResponse> {
  const { siteId } = actor;
  const key = requestKeyOf('create-fulfillment', idempotencyKey, input);
  return runOrderOperation(ctx, log, async (trx, now) => {
    const order = await lockOrder(trx, siteId, orderId);
    const replayed = await replayOf(trx, order.id, key, now);
    if (replayed)
      return {
        value: {
          orderWithFulfillments: { orderId: order.id, fulfillments: (await fulfillmentsOf(trx, [order.id])).map(toWireFulfillment) },
          fulfillmentId: replayed,
        },
        mailed: false,
      };
    if (order.status === 'CANCELED') throw failedPrecondition('ORDER_CANCELED', 'A canceled order cannot be fulfilled', order);
    refuseBothInfos(input);
    if (!input.lineItems || input.lineItems.length === 0)
      throw validationError([
        { field: 'fulfillment.lineItems', description: 'is required: the lines to fulfil', violatedRule: 'REQUIRED_FIELD', ruleName: 'REQUIRED_FIELD' },
      ]);
    const lines = await orderLines(trx, order.id);
    const existing = await fulfillmentsOf(trx, [order.id]);
    const lineItems = fulfillmentLines(input.lineItems, lines, fulfilledUnits(existing));
    const tracking = trackingOf(input.trackingInfo);
    refuseTakenTrackingNumber(existing, tracking);
    const row: FulfillmentRecord = {
      id: randomUUID(),
      site_id: siteId,
      order_id: order.id,
      line_items: lineItems,
      tracking_info: tracking,
      custom_info: input.customInfo?.fieldsData ?? null,
      status: input.status ?? null,
      completed: input.completed ?? null,
      created_at: now,
      updated_at: now,
    };
    await trx
      .insertInto('order_fulfillments')
      .values({
        ...row,
        line_items: JSON.stringify(row.line_items),
        tracking_info: row.tracking_info ? JSON.stringify(row.tracking_info) : null,
        custom_info: row.custom_info ? JSON.stringify(row.custom_info) : null,
      })
      .execute();
    await rememberRequest(trx, order.id, key, row.id, now);
    const activities: NewActivity[] = tracking?.trackingNumber
      ? [{ type: 'TRACKING_NUMBER_ADDED', details: { trackingNumber: tracking.trackingNumber, fulfillmentId: row.id } }]
      : [];
    const { answer, mailed } = await afterChange(trx, actor, order, lines, activities, now, row);
    return { value: { orderWithFulfillments: answer, fulfillmentId: row.id }, mailed };
  });
}

async function lockedFulfillment(
  trx: Kysely<Database>,
  order: OrderRecord,
  fulfillmentId: string,
): Promise<{ row: FulfillmentRecord; all: FulfillmentRecord[] }> {
  const all = await fulfillmentsOf(trx, [order.id]);
  const row = all.find((r) => r.id === fulfillmentId);
  if (!row) throw notFound('FULFILLMENT_NOT_FOUND', 'Fulfillment', { orderId: order.id, fulfillmentId });
  return { row, all };
}

/**
 * Updates a fulfilment: tracking (a new or changed tracking number is an activity and e-mails the buyer), custom
 * info, status, completed, and its lines (checked as on create). `fieldMask` names the fields to change (`trackingInfo`,
 * `customInfo`, `status`, `completed`, `lineItems`); without it every field the request carries is changed.
 */
export async function updateFulfillment(
  ctx: AppContext,
  actor: OrderActor,
  orderId: string,
  fulfillmentId: string,
  input: FulfillmentInput,
  fieldMask: readonly string[] | undefined,
  log: OperationLog,
): Promise<OrderWithFulfillmentsResponse> {
  const { siteId } = actor;
  const wants = (field: keyof FulfillmentInput) =>
    fieldMask && fieldMask.length > 0 ? fieldMask.some((p) => p === field || p.startsWith(`${field}.`)) : input[field] !== undefined;
  return runOrderOperation(ctx, log, async (trx, now) => {
    const order = await lockOrder(trx, siteId, orderId);
    if (order.status === 'CANCELED') throw failedPrecondition('ORDER_CANCELED', 'The fulfilments of a canceled order cannot change', order);
    const { row, all } = await lockedFulfillment(trx, order, fulfillmentId);
    if (wants('trackingInfo') && wants('customInfo') && input.trackingInfo && input.customInfo) refuseBothInfos(input);
    const lines = await orderLines(trx, order.id);
    const lineItems = wants('lineItems') && input.lineItems ? fulfillmentLines(input.lineItems, lines, fulfilledUnits(all, row.id)) : row.line_items;
    if (wants('lineItems') && (!input.lineItems || input.lineItems.length === 0)) {
      throw validationError([
        { field: 'fulfillment.lineItems', description: 'cannot be empty; delete the fulfilment instead', violatedRule: 'MIN_SIZE', ruleName: 'MIN_SIZE' },
      ]);
    }
    const tracking = wants('trackingInfo') ? trackingOf(input.trackingInfo) : row.tracking_info;
    refuseTakenTrackingNumber(all, tracking, row.id);
    const customInfo = wants('customInfo') ? (input.customInfo?.fieldsData ?? null) : row.custom_info;
    const next: FulfillmentRecord = {
      ...row,
      line_items: lineItems,
      tracking_info: tracking,
      custom_info: tracking && wants('trackingInfo') ? null : customInfo,
      status: wants('status') ? (input.status ?? null) : row.status,
      completed: wants('completed') ? (input.completed ?? null) : row.completed,
      updated_at: now,
    };
    await trx
      .updateTable('order_fulfillments')
      .set({
        line_items: JSON.stringify(next.line_items),
        tracking_info: next.tracking_info ? JSON.stringify(next.tracking_info) : null,
        custom_info: next.custom_info ? JSON.stringify(next.custom_info) : null,
        status: next.status,
        completed: next.completed,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    const before = row.tracking_info?.trackingNumber;
    const after = next.tracking_info?.trackingNumber;
    const activities: NewActivity[] = [];
    if (after && after !== before)
      activities.push({ type: before ? 'TRACKING_NUMBER_EDITED' : 'TRACKING_NUMBER_ADDED', details: { trackingNumber: after, fulfillmentId: row.id } });
    if (next.tracking_info?.trackingLink && next.tracking_info.trackingLink !== row.tracking_info?.trackingLink && after === before)
      activities.push({ type: 'TRACKING_LINK_ADDED', details: { fulfillmentId: row.id } });
    const { answer, mailed } = await afterChange(trx, actor, order, lines, activities, now, after && after !== before ? next : undefined);
    return { value: { orderWithFulfillments: answer }, mailed };
  });
}

/** Deletes a fulfilment; its units count as not fulfilled again. 404 FULFILLMENT_NOT_FOUND when it is gone (a retried delete). */
export async function deleteFulfillment(
  ctx: AppContext,
  actor: OrderActor,
  orderId: string,
  fulfillmentId: string,
  log: OperationLog,
): Promise<OrderWithFulfillmentsResponse> {
  const { siteId } = actor;
  return runOrderOperation(ctx, log, async (trx, now) => {
    const order = await lockOrder(trx, siteId, orderId);
    const { row } = await lockedFulfillment(trx, order, fulfillmentId);
    await trx.deleteFrom('order_fulfillments').where('id', '=', row.id).execute();
    const lines = await orderLines(trx, order.id);
    const { answer, mailed } = await afterChange(trx, actor, order, lines, [], now);
    return { value: { orderWithFulfillments: answer }, mailed };
  });
}

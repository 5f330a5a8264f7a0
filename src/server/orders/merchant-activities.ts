// Activities a merchant writes on an order (Wix add / update / delete activity): comments and custom activities; the ones the store writes cannot be changed.
import type { Order } from '../../wire/orders.js';
import type { AppContext } from '../context.js';
import { applicationError, notFound } from '../http/http-error.js';
import type { NewActivity } from './order-activities.js';
import { addActivities } from './order-activities.js';
import type { OperationLog } from './order-operation.js';
import { lockOrder, runOrderOperation, updateOrder, wireOrderOf } from './order-operation.js';

/** A public activity as Wix's add-activity takes it: a merchant comment or a custom activity. */
export interface PublicActivityInput {
  merchantComment?: { message: string } | null;
  customActivity?: { appId?: string | null; type: string; additionalData?: Record<string, string> | null } | null;
}

/** Activity types a merchant may write, change and delete. */
const EDITABLE = ['MERCHANT_COMMENT', 'CUSTOM_ACTIVITY'];

function activityOf(input: PublicActivityInput): NewActivity {
  if (input.merchantComment && input.customActivity) {
    throw applicationError(400, 'INVALID_ACTIVITY', 'One activity at a time', 'Give either merchantComment or customActivity, not both');
  }
  if (input.merchantComment) return { type: 'MERCHANT_COMMENT', details: { merchantComment: { message: input.merchantComment.message } } };
  if (input.customActivity) {
    const c = input.customActivity;
    return {
      type: 'CUSTOM_ACTIVITY',
      details: { customActivity: { type: c.type, ...(c.appId ? { appId: c.appId } : {}), ...(c.additionalData ? { additionalData: c.additionalData } : {}) } },
    };
  }
  throw applicationError(400, 'INVALID_ACTIVITY', 'Activity content missing', 'An activity needs merchantComment or customActivity');
}

/** Adds a comment or custom activity; answers the order and the activity's id. */
export async function addMerchantActivity(
  ctx: AppContext,
  siteId: string,
  orderId: string,
  input: PublicActivityInput,
  log: OperationLog,
): Promise<{ order: Order; activityId: string }> {
  const activity = activityOf(input);
  return runOrderOperation(ctx, log, async (trx, now) => {
    const order = await lockOrder(trx, siteId, orderId);
    const [row] = await addActivities(trx, order, [activity], now);
    const updated = await updateOrder(trx, order, {}, now);
    return { value: { order: await wireOrderOf(trx, updated), activityId: row!.id }, mailed: false };
  });
}

/** Replaces a comment or custom activity (404 ACTIVITY_NOT_FOUND; 428 for an activity the store wrote). */
export async function updateMerchantActivity(
  ctx: AppContext,
  siteId: string,
  orderId: string,
  activityId: string,
  input: PublicActivityInput | undefined,
  log: OperationLog,
): Promise<Order> {
  const activity = input === undefined ? undefined : activityOf(input);
  return runOrderOperation(ctx, log, async (trx, now) => {
    const order = await lockOrder(trx, siteId, orderId);
    const row = await editable(trx, order.id, activityId);
    if (activity) {
      if (activity.type !== row.type) throw applicationError(400, 'INVALID_ACTIVITY', 'Activity type cannot change', `Activity ${activityId} is a ${row.type}`);
      await trx
        .updateTable('order_activities')
        .set({ details: JSON.stringify(activity.details ?? {}) })
        .where('id', '=', activityId)
        .execute();
    }
    return { value: await wireOrderOf(trx, await updateOrder(trx, order, {}, now)), mailed: false };
  });
}

/** Deletes a comment or custom activity (404 ACTIVITY_NOT_FOUND; 428 for an activity the store wrote). */
export async function deleteMerchantActivity(ctx: AppContext, siteId: string, orderId: string, activityId: string, log: OperationLog): Promise<Order> {
  return runOrderOperation(ctx, log, async (trx, now) => {
    const order = await lockOrder(trx, siteId, orderId);
    await editable(trx, order.id, activityId);
    await trx.deleteFrom('order_activities').where('id', '=', activityId).execute();
    return { value: await wireOrderOf(trx, await updateOrder(trx, order, {}, now)), mailed: false };
  });
}

async function editable(trx: Parameters<Parameters<typeof runOrderOperation>[2]>[0], orderId: string, activityId: string): Promise<{ type: string }> {
  const row = await trx.selectFrom('order_activities').select('type').where('order_id', '=', orderId).where('id', '=', activityId).executeTakeFirst();
  if (!row) throw notFound('ACTIVITY_NOT_FOUND', 'Activity', { orderId, activityId });
  if (!EDITABLE.includes(row.type))
    throw applicationError(
      428,
      'ACTIVITY_NOT_EDITABLE',
      'Activity cannot be changed',
      `Only merchant comments and custom activities can be changed; this one is ${row.type}`,
      { activityId, type: row.type },
    );
  return row;
}

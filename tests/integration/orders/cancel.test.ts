// Cancelling an order: status, tracked stock and the coupon use come back, the buyer's e-mail, the event, refusals, retries and who may cancel.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { ORDER_CANCELED_EVENT } from '../../../src/wire/orders.js';
import { insertCoupon, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { errorCode, merchantOrder, stockOf } from '../../support/checkout-flows.js';
import { asMerchant, eventsOf, mailsTo, otherSiteKey, placeOrder } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;

const O = '/ecom/v1/orders';

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Cancel Mug', price: 1000, trackInventory: true, quantity: 50 });
});

async function timesUsed(couponId: string): Promise<number> {
  const row = await t.ctx.db.selectFrom('coupons').select('times_used').where('id', '=', couponId).executeTakeFirstOrThrow();
  return row.times_used;
}

describe('cancelling an order', () => {
  it('sets CANCELED, gives the units back to stock and the coupon use back, e-mails the buyer and queues the event', async () => {
    const couponId = await insertCoupon(t.ctx.db, DEMO_SITE_ID, { code: 'CANCEL10', kind: 'PERCENTAGE', percentage: '10', usageLimit: 5 });
    const before = await stockOf(t, mug.id, mug.variantIds[0]!);
    const { orderId, email } = await placeOrder(t, [{ productId: mug.id, quantity: 4 }], { couponCode: 'CANCEL10' });
    expect(await stockOf(t, mug.id, mug.variantIds[0]!)).toBe(before! - 4);
    expect(await timesUsed(couponId)).toBe(1);

    const response = await asMerchant(t, 'POST', `${O}/${orderId}/cancel`, {
      sendOrderCanceledEmail: true,
      customMessage: 'Sorry, we ran out of glaze.',
      restockAllItems: true,
    });
    expect(response.statusCode).toBe(200);
    const order = response.json().order;
    expect(order).toMatchObject({ id: orderId, status: 'CANCELED', paymentStatus: 'CANCELED' });
    expect(order.activities.map((a: { type: string }) => a.type)).toEqual(['ORDER_PLACED', 'ORDER_CANCELED']);
    expect(order.lineItems[0].restockQuantity).toBe(4);
    expect(await stockOf(t, mug.id, mug.variantIds[0]!)).toBe(before);
    expect(await timesUsed(couponId)).toBe(0);

    const [mail] = await mailsTo(t, email, 'order-canceled');
    expect(mail!.subject).toContain('was cancelled');
    expect(mail!.text_body).toContain('Sorry, we ran out of glaze.');
    const [event] = await eventsOf(t, ORDER_CANCELED_EVENT, orderId);
    expect(event!.payload).toMatchObject({ entity: { order: { id: orderId, status: 'CANCELED' }, restockAllItems: true, sendOrderCanceledEmail: true } });
  });

  it('keeps the stock out and sends no e-mail when asked not to', async () => {
    const { orderId, email } = await placeOrder(t, [{ productId: mug.id, quantity: 2 }]);
    const before = await stockOf(t, mug.id, mug.variantIds[0]!);
    const response = await asMerchant(t, 'POST', `${O}/${orderId}/cancel`, { sendOrderCanceledEmail: false, restockAllItems: false });
    expect(response.json().order.status).toBe('CANCELED');
    expect(await stockOf(t, mug.id, mug.variantIds[0]!)).toBe(before);
    expect(await mailsTo(t, email, 'order-canceled')).toHaveLength(0);
  });

  it('answers a second cancel with the cancelled order, giving nothing back twice', async () => {
    const before = await stockOf(t, mug.id, mug.variantIds[0]!);
    const { orderId, email } = await placeOrder(t, [{ productId: mug.id, quantity: 3 }]);
    await asMerchant(t, 'POST', `${O}/${orderId}/cancel`, {});
    const again = await asMerchant(t, 'POST', `${O}/${orderId}/cancel`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().order.status).toBe('CANCELED');
    expect(await stockOf(t, mug.id, mug.variantIds[0]!)).toBe(before);
    expect(await mailsTo(t, email, 'order-canceled')).toHaveLength(1);
    expect(await eventsOf(t, ORDER_CANCELED_EVENT, orderId)).toHaveLength(1);
  });

  it('refuses to cancel a fulfilled order (428 ORDER_FULFILLED) and changes nothing', async () => {
    const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
    const line = (await merchantOrder(t, orderId)).lineItems[0].id;
    await asMerchant(t, 'POST', `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, { fulfillment: { lineItems: [{ id: line }] } });
    const before = await stockOf(t, mug.id, mug.variantIds[0]!);
    const response = await asMerchant(t, 'POST', `${O}/${orderId}/cancel`, {});
    expect(response.statusCode).toBe(428);
    expect(errorCode(response)).toBe('ORDER_FULFILLED');
    expect((await merchantOrder(t, orderId)).status).toBe('APPROVED');
    expect(await stockOf(t, mug.id, mug.variantIds[0]!)).toBe(before);
  });

  it('refuses a fulfilment and marking paid once cancelled', async () => {
    const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
    const line = (await merchantOrder(t, orderId)).lineItems[0].id;
    await asMerchant(t, 'POST', `${O}/${orderId}/cancel`, {});
    const fulfil = await asMerchant(t, 'POST', `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, { fulfillment: { lineItems: [{ id: line }] } });
    expect(errorCode(fulfil)).toBe('ORDER_CANCELED');
    const paid = await asMerchant(t, 'POST', `/ecom/v1/payments-collector/orders/${orderId}/mark-as-paid`, {});
    expect(paid.statusCode).toBe(428);
    expect(errorCode(paid)).toBe('ORDER_CANCELED');
  });

  it('refuses unknown fields with a field violation', async () => {
    const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
    const response = await asMerchant(t, 'POST', `${O}/${orderId}/cancel`, { restockAllItems: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0].field).toBe('restockAllItems');
    expect((await merchantOrder(t, orderId)).status).toBe('APPROVED');
  });
});

describe('who may cancel', () => {
  it('answers 401 without a key, 403 to a visitor, 404 to another site’s key, and the order stays', async () => {
    const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
    expect((await t.call('POST', `${O}/${orderId}/cancel`, { body: {} })).statusCode).toBe(401);
    expect((await t.call('POST', `${O}/${orderId}/cancel`, { token: await t.visitorToken(), body: {} })).statusCode).toBe(403);
    const foreign = await t.call('POST', `${O}/${orderId}/cancel`, { token: await otherSiteKey(t), body: {} });
    expect(foreign.statusCode).toBe(404);
    expect((await merchantOrder(t, orderId)).status).toBe('APPROVED');
  });
});

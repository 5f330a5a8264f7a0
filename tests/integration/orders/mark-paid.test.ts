// Marking an offline order paid: payments collector mark-as-paid and the order transactions' payment status, the activity, the event, retries and who may do it.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { ORDER_PAYMENT_STATUS_UPDATED_EVENT } from '../../../src/wire/orders.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { errorCode, merchantOrder } from '../../support/checkout-flows.js';
import { asMerchant, eventsOf, mailsTo, otherSiteKey, placeOrder } from '../../support/order-operations.js';
import { createStaffAccount } from '../../../src/server/site/staff-accounts.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;

const PC = '/ecom/v1/payments-collector';

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Paid Mug', price: 1500 });
});

describe('mark as paid', () => {
  it('marks an offline order PAID, with an ORDER_PAID activity, the balance paid and one event; a retry changes nothing', async () => {
    const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 2 }]);
    expect((await merchantOrder(t, orderId)).paymentStatus).toBe('NOT_PAID');
    const response = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/mark-as-paid`, {});
    expect(response.statusCode).toBe(200);
    const order = response.json().order;
    expect(order.paymentStatus).toBe('PAID');
    expect(order.balanceSummary).toMatchObject({ balance: { amount: '0.00' }, paid: { amount: order.priceSummary.total.amount } });
    expect(order.activities.map((a: { type: string }) => a.type)).toEqual(['ORDER_PLACED', 'ORDER_PAID']);
    const events = await eventsOf(t, ORDER_PAYMENT_STATUS_UPDATED_EVENT, orderId);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ entity: { order: { paymentStatus: 'PAID' }, previousPaymentStatus: 'NOT_PAID' } });

    const retry = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/mark-as-paid`, {});
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order.activities).toHaveLength(2);
    expect(await eventsOf(t, ORDER_PAYMENT_STATUS_UPDATED_EVENT, orderId)).toHaveLength(1);
  });

  it('refuses a canceled order with 428 ORDER_CANCELED and writes nothing', async () => {
    const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
    expect((await asMerchant(t, 'POST', `/ecom/v1/orders/${orderId}/cancel`, {})).statusCode).toBe(200);
    const refused = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/mark-as-paid`, {});
    expect(refused.statusCode).toBe(428);
    expect(errorCode(refused)).toBe('ORDER_CANCELED');
    expect(refused.json().message).toBeTruthy();
    const order = await merchantOrder(t, orderId);
    expect(order.paymentStatus).not.toBe('PAID');
    expect(order.activities.map((a: { type: string }) => a.type)).not.toContain('ORDER_PAID');
  });

  it('marks paid through order transactions: the payment becomes APPROVED', async () => {
    const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
    const listed = await asMerchant(t, 'GET', `/ecom/v1/payments/orders/${orderId}`);
    expect(listed.statusCode).toBe(200);
    const payment = listed.json().orderTransactions.payments[0];
    expect(payment).toMatchObject({ id: expect.any(String), regularPaymentDetails: { offlinePayment: true, status: 'PENDING', paymentMethod: 'Offline' } });
    const wrongStatus = await asMerchant(t, 'POST', `/ecom/v1/payments/${payment.id}/orders/${orderId}/update-payment-transaction-status`, {
      status: 'VOIDED',
    });
    expect(errorCode(wrongStatus)).toBe('STATUS_NOT_ALLOWED');
    const wrongPayment = await asMerchant(
      t,
      'POST',
      `/ecom/v1/payments/00000000-0000-0000-0000-000000000000/orders/${orderId}/update-payment-transaction-status`,
      { status: 'APPROVED' },
    );
    expect(wrongPayment.statusCode).toBe(404);
    const response = await asMerchant(t, 'POST', `/ecom/v1/payments/${payment.id}/orders/${orderId}/update-payment-transaction-status`, { status: 'APPROVED' });
    expect(response.statusCode).toBe(200);
    expect(response.json().orderTransactions.payments[0].regularPaymentDetails.status).toBe('APPROVED');
    expect((await merchantOrder(t, orderId)).paymentStatus).toBe('PAID');
  });

  it('answers 401 without a key, 403 to a visitor, 404 to another site’s key or an unknown order', async () => {
    const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
    expect((await t.call('POST', `${PC}/orders/${orderId}/mark-as-paid`, { body: {} })).statusCode).toBe(401);
    expect((await t.call('POST', `${PC}/orders/${orderId}/mark-as-paid`, { token: await t.visitorToken(), body: {} })).statusCode).toBe(403);
    expect((await t.call('POST', `${PC}/orders/${orderId}/mark-as-paid`, { token: await otherSiteKey(t), body: {} })).statusCode).toBe(404);
    expect(errorCode(await asMerchant(t, 'POST', `${PC}/orders/no-such-order/mark-as-paid`, {}))).toBe('ORDER_NOT_FOUND');
    expect((await merchantOrder(t, orderId)).paymentStatus).toBe('NOT_PAID');
  });
});

describe('the merchant’s new-order e-mail', () => {
  it('goes to the site owner’s account e-mail, and to no one while the site has no owner', async () => {
    const before = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
    expect(await mailsTo(t, 'owner@shop.example.com', 'merchant-new-order')).toEqual([]);
    const owner = await createStaffAccount(t.handle.db, DEMO_SITE_ID, { email: 'owner@shop.example.com', password: 'owner password 1', role: 'owner' });
    try {
      const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
      const order = await merchantOrder(t, orderId);
      const mails = await mailsTo(t, 'owner@shop.example.com', 'merchant-new-order');
      expect(mails.some((m) => m.subject.includes(`#${order.number}`))).toBe(true);
      const earlier = (await merchantOrder(t, before.orderId)).number;
      expect(mails.some((m) => m.subject.includes(`#${earlier} `))).toBe(false);
    } finally {
      await t.handle.db.deleteFrom('staff_accounts').where('id', '=', owner.id).execute();
    }
  });
});

// Refunds: all or part (an amount, line units, shipping), the payment status, never more than paid, the provider's refund, restock, the buyer's e-mail, events, retries and who may refund.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { REFUND_COMPLETED_EVENT } from '../../../src/wire/order-operations.js';
import { ORDER_PAYMENT_STATUS_UPDATED_EVENT } from '../../../src/wire/orders.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { errorCode, merchantOrder, stockOf, violationFields } from '../../support/checkout-flows.js';
import { asMerchant, eventsOf, mailsTo, otherSiteKey, placeOrder } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;

const PC = '/ecom/v1/payments-collector';

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Refund Mug', price: 1000, trackInventory: true, quantity: 100 });
});

async function paidOrder(quantity = 2) {
  const placed = await placeOrder(t, [{ productId: mug.id, quantity }], { card: true });
  const order = await merchantOrder(t, placed.orderId);
  const transactions = (await asMerchant(t, 'GET', `/ecom/v1/payments/orders/${placed.orderId}`)).json().orderTransactions;
  return { ...placed, order, paymentId: transactions.payments[0].id as string, line: order.lineItems[0].id as string };
}

describe('refunding a paid order', () => {
  it('refunds part of the amount (PARTIALLY_REFUNDED), then the rest (FULLY_REFUNDED), through the card provider', async () => {
    const { orderId, order, paymentId, email } = await paidOrder();
    expect(order.paymentStatus).toBe('PAID');
    const total = Number(order.priceSummary.total.amount);

    const first = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, {
      payments: [{ paymentId, amount: { amount: '5.00' } }],
      details: { reason: 'Chipped handle' },
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.refundId).toEqual(expect.any(String));
    expect(body.orderTransactions.refunds).toEqual([
      expect.objectContaining({
        id: body.refundId,
        details: expect.objectContaining({ reason: 'Chipped handle', shippingIncluded: false }),
        transactions: [
          expect.objectContaining({
            paymentId,
            amount: { amount: '5.00', formattedAmount: '$5.00' },
            refundStatus: 'SUCCEEDED',
            externalRefund: false,
            providerRefundId: `test_refund_${body.refundId}`,
          }),
        ],
      }),
    ]);
    expect(body.orderTransactions.payments[0].regularPaymentDetails.status).toBe('PARTIALLY_REFUNDED');
    let read = await merchantOrder(t, orderId);
    expect(read.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(read.balanceSummary.refunded.amount).toBe('5.00');
    expect(read.activities.at(-1)).toMatchObject({
      type: 'ORDER_REFUNDED',
      orderRefunded: { manual: false, amount: { amount: '5.00' }, reason: 'Chipped handle' },
    });
    const [mail] = await mailsTo(t, email, 'order-refunded');
    expect(mail!.text_body).toContain('We refunded $5.00');

    // Without an amount or lines: everything still refundable.
    const rest = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, { payments: [{ paymentId }] });
    expect(rest.statusCode).toBe(200);
    read = await merchantOrder(t, orderId);
    expect(read.paymentStatus).toBe('FULLY_REFUNDED');
    expect(Number(read.balanceSummary.refunded.amount)).toBeCloseTo(total, 2);
    expect(await eventsOf(t, REFUND_COMPLETED_EVENT, orderId)).toHaveLength(2);
    const statusEvents = await eventsOf(t, ORDER_PAYMENT_STATUS_UPDATED_EVENT, orderId);
    expect(statusEvents.map((e) => (e.payload as { entity: { order: { paymentStatus: string } } }).entity.order.paymentStatus)).toEqual([
      'PARTIALLY_REFUNDED',
      'FULLY_REFUNDED',
    ]);

    const more = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, { payments: [{ paymentId, amount: { amount: '0.01' } }] });
    expect(more.statusCode).toBe(428);
    expect(errorCode(more)).toBe('REFUND_NOT_AVAILABLE');
  });

  it('refunds line units at their share of the line and puts them back in stock when asked', async () => {
    const { orderId, paymentId, line, order } = await paidOrder(3);
    const before = await stockOf(t, mug.id, mug.variantIds[0]!);
    const response = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, {
      payments: [{ paymentId }],
      details: { lineItems: [{ lineItemId: line, quantity: 1 }] },
      sideEffects: { restockInfo: { type: 'SOME_ITEMS', items: [{ lineItemId: line, quantity: 1 }] }, sendOrderRefundedEmail: false },
    });
    expect(response.statusCode).toBe(200);
    const lineAfterTax = Number(order.lineItems[0].totalPriceAfterTax.amount);
    expect(Number(response.json().orderTransactions.refunds[0].transactions[0].amount.amount)).toBeCloseTo(lineAfterTax / 3, 2);
    expect(await stockOf(t, mug.id, mug.variantIds[0]!)).toBe(before! + 1);
    const read = await merchantOrder(t, orderId);
    expect(read.lineItems[0]).toMatchObject({ refundQuantity: 1, restockQuantity: 1 });
    const tooMany = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, {
      payments: [{ paymentId }],
      details: { lineItems: [{ lineItemId: line, quantity: 3 }] },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(violationFields(tooMany)).toEqual(['details.lineItems[0].quantity']);
  });

  it('refuses to refund more than was paid, and writes nothing', async () => {
    const { orderId, paymentId, order } = await paidOrder();
    const response = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, { payments: [{ paymentId, amount: { amount: '9999.00' } }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError).toMatchObject({ code: 'INVALID_AMOUNT', data: { refundable: order.priceSummary.total.formattedAmount } });
    const read = await merchantOrder(t, orderId);
    expect(read.paymentStatus).toBe('PAID');
    expect(read.balanceSummary.refunded.amount).toBe('0.00');
    expect((await asMerchant(t, 'GET', `/ecom/v1/payments/orders/${orderId}`)).json().orderTransactions.refunds).toEqual([]);
  });

  it('answers bad input with clear errors', async () => {
    const { orderId, paymentId } = await paidOrder();
    const notAmount = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, { payments: [{ paymentId, amount: { amount: 'ten' } }] });
    expect(violationFields(notAmount)).toEqual(['payments[0].amount.amount']);
    const negative = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, { payments: [{ paymentId, amount: { amount: '-1.00' } }] });
    expect(errorCode(negative)).toBe('INVALID_AMOUNT');
    const noPayments = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, {});
    expect(noPayments.statusCode).toBe(400);
    const otherPayment = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, { payments: [{ paymentId: 'not-this-one' }] });
    expect(otherPayment.statusCode).toBe(404);
    expect(errorCode(otherPayment)).toBe('PAYMENTS_NOT_FOUND');
    expect((await merchantOrder(t, orderId)).paymentStatus).toBe('PAID');
  });

  it('answers a retried refund with the first one instead of refunding twice', async () => {
    const { orderId, paymentId, email } = await paidOrder();
    const body = { payments: [{ paymentId, amount: { amount: '3.00' } }] };
    const first = (await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, body)).json();
    const retry = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().refundId).toBe(first.refundId);
    expect(retry.json().orderTransactions.refunds).toHaveLength(1);
    expect((await merchantOrder(t, orderId)).balanceSummary.refunded.amount).toBe('3.00');
    expect(await mailsTo(t, email, 'order-refunded')).toHaveLength(1);
    const keyed = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, body, { 'idempotency-key': 'second-3' });
    expect(keyed.json().refundId).not.toBe(first.refundId);
    expect((await merchantOrder(t, orderId)).balanceSummary.refunded.amount).toBe('6.00');
  });
});

describe('refunding offline orders', () => {
  it('refuses an unpaid order, then records the refund of a paid one (the offline provider only records)', async () => {
    const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
    const paymentId = (await asMerchant(t, 'GET', `/ecom/v1/payments/orders/${orderId}`)).json().orderTransactions.payments[0].id;
    const refundability = await asMerchant(t, 'GET', `${PC}/orders/${orderId}/refundability`);
    expect(refundability.json().refundabilities).toEqual([{ paymentId, refundabilityStatus: 'NOT_REFUNDABLE', nonRefundableReason: 'NOT_PAID' }]);
    const unpaid = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, { payments: [{ paymentId }] });
    expect(unpaid.statusCode).toBe(428);
    expect(errorCode(unpaid)).toBe('REFUND_NOT_AVAILABLE');

    await asMerchant(t, 'POST', `${PC}/orders/${orderId}/mark-as-paid`, {});
    expect((await asMerchant(t, 'GET', `${PC}/orders/${orderId}/refundability`)).json().refundabilities[0]).toMatchObject({
      refundabilityStatus: 'MANUAL',
      manuallyRefundableReason: 'OFFLINE',
    });
    const refunded = await asMerchant(t, 'POST', `${PC}/orders/${orderId}/trigger-refund`, { payments: [{ paymentId }] });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().orderTransactions.refunds[0].transactions[0].providerRefundId).toBeUndefined();
    expect((await merchantOrder(t, orderId)).paymentStatus).toBe('FULLY_REFUNDED');
  });
});

describe('who may refund', () => {
  it('answers 401 without a key, 403 to a visitor, 404 to another site’s key', async () => {
    const { orderId, paymentId } = await paidOrder();
    const body = { payments: [{ paymentId }] };
    expect((await t.call('POST', `${PC}/orders/${orderId}/trigger-refund`, { body })).statusCode).toBe(401);
    expect((await t.call('POST', `${PC}/orders/${orderId}/trigger-refund`, { token: await t.visitorToken(), body })).statusCode).toBe(403);
    expect((await t.call('POST', `${PC}/orders/${orderId}/trigger-refund`, { token: await otherSiteKey(t), body })).statusCode).toBe(404);
    expect((await merchantOrder(t, orderId)).paymentStatus).toBe('PAID');
  });
});

// A member's own order with its shipments and refunds (the account's order page): tracking links from the provider, refund amounts and dates; someone else's order is not found.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import type { MyOrderResponse } from '../../../src/wire/member-orders.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutWith, createOrder, fillCheckout } from '../../support/checkout-flows.js';
import { memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { asMerchant, TEST_CARD } from '../../support/order-operations.js';
import { responseValidator } from '../../support/openapi-validator.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let kettle: CreatedProduct;

beforeAll(async () => {
  kettle = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Detail Kettle', price: 4000 });
});

async function memberToken(): Promise<string> {
  const member = await registerMember(t);
  return (await memberTokensFor(t, member.visitorToken, member.sessionToken)).access_token;
}

const details = (token: string, orderId: string) => t.call('GET', `/tote/v1/orders/${orderId}/details`, { token });

describe('a member’s order details', () => {
  it('answers the order with its shipment’s tracking link and its refund', async () => {
    const token = await memberToken();
    const checkoutId = await checkoutWith(t, token, [{ productId: kettle.id, quantity: 2 }]);
    await fillCheckout(t, { token }, checkoutId);
    const placed = await createOrder(t, { token }, checkoutId, TEST_CARD);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().orderId as string;

    const before = await details(token, orderId);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ order: { id: orderId, paymentStatus: 'PAID' }, fulfillments: [], refunds: [] });

    const line = (before.json() as MyOrderResponse).order.lineItems[0]!.id;
    const shipped = await asMerchant(t, 'POST', `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: line, quantity: 2 }], trackingInfo: { shippingProvider: 'ups', trackingNumber: '1Z999AA10123456784' } },
    });
    expect(shipped.statusCode).toBe(200);
    const paymentId = (await asMerchant(t, 'GET', `/ecom/v1/payments/orders/${orderId}`)).json().orderTransactions.payments[0].id as string;
    const refunded = await asMerchant(t, 'POST', `/ecom/v1/payments-collector/orders/${orderId}/trigger-refund`, {
      payments: [{ paymentId, amount: { amount: '5.00' } }],
      details: { reason: 'Dented lid' },
    });
    expect(refunded.statusCode).toBe(200);

    const after = await details(token, orderId);
    expect(after.statusCode).toBe(200);
    expect((await responseValidator(t)).problems('GET', '/tote/v1/orders/{id}/details', after)).toEqual([]);
    const answer = after.json() as MyOrderResponse;
    expect(answer.order.fulfillmentStatus).toBe('FULFILLED');
    expect(answer.fulfillments).toHaveLength(1);
    expect(answer.fulfillments[0]).toMatchObject({
      lineItems: [{ id: line, quantity: 2 }],
      trackingInfo: { shippingProvider: 'ups', trackingNumber: '1Z999AA10123456784', trackingLink: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' },
    });
    expect(answer.refunds).toEqual([
      { id: expect.any(String), createdDate: expect.any(String), amount: { amount: '5.00', formattedAmount: '$5.00' }, reason: 'Dented lid' },
    ]);
  });

  it('answers ORDER_NOT_FOUND for another member’s order and 403 to a visitor', async () => {
    const [owner, stranger] = await Promise.all([memberToken(), memberToken()]);
    const checkoutId = await checkoutWith(t, owner, [{ productId: kettle.id, quantity: 1 }]);
    await fillCheckout(t, { token: owner }, checkoutId);
    const orderId = (await createOrder(t, { token: owner }, checkoutId)).json().orderId as string;
    const refused = await details(stranger, orderId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().details.applicationError.code).toBe('ORDER_NOT_FOUND');
    expect((await details(await t.visitorToken(), orderId)).statusCode).toBe(403);
  });
});

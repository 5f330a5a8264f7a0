// Path parameters the unmodified @wix/ecom package repeats in the body (orderFulfillments): accepted when equal to the path, refused when not.
import { randomUUID } from 'node:crypto';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { orderFulfillments } from '@wix/ecom';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { merchantOrder, violationFields } from '../../support/checkout-flows.js';
import { useOfficialWix } from '../../support/official-wix.js';
import { asMerchant, placeOrder } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t, { origin: null });

function merchantClient(apiKey: string) {
  return createClient({ modules: { orderFulfillments }, auth: ApiKeyStrategy({ apiKey, siteId: DEMO_SITE_ID }), fetch: wix.fetch });
}
let merchant: ReturnType<typeof merchantClient>;
let mug: CreatedProduct;

beforeAll(async () => {
  merchant = merchantClient(await t.merchantKey());
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Path Mug', price: 1000 });
});

async function orderWithLine(): Promise<{ orderId: string; lineId: string }> {
  const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 2 }]);
  const order = await merchantOrder(t, orderId);
  return { orderId, lineId: (order.lineItems as { id: string }[])[0]!.id };
}

describe('the official package echoing path parameters in the body', () => {
  it('creates and updates a fulfilment with orderFulfillments (orderId in the path and the body)', async () => {
    const { orderId, lineId } = await orderWithLine();
    const created = await merchant.orderFulfillments.createFulfillment(orderId, {
      lineItems: [{ _id: lineId, quantity: 1 }],
      trackingInfo: { trackingNumber: 'PP1' },
    });
    const sent = [...wix.sent].reverse().find((r) => r.path.endsWith('/create-fulfillment'))!;
    expect(JSON.parse(sent.body!)).toMatchObject({ orderId });
    expect(created.fulfillmentId).toEqual(expect.any(String));
    expect(created.orderWithFulfillments?.fulfillments?.[0]?.lineItems).toEqual([{ _id: lineId, quantity: 1 }]);

    const updated = await merchant.orderFulfillments.updateFulfillment(
      { orderId, fulfillmentId: created.fulfillmentId! },
      { fulfillment: { trackingInfo: { trackingNumber: 'PP2' } } },
    );
    expect(JSON.parse(wix.sent.at(-1)!.body!)).toMatchObject({ orderId, fulfillment: { id: created.fulfillmentId } });
    expect(updated?.fulfillments?.[0]?.trackingInfo?.trackingNumber).toBe('PP2');
    expect((await merchantOrder(t, orderId)).fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
  });

  it('refuses a body orderId that differs from the path’s, naming the field, and changes nothing', async () => {
    const { orderId, lineId } = await orderWithLine();
    const response = await asMerchant(t, 'POST', `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, {
      orderId: randomUUID(),
      fulfillment: { lineItems: [{ id: lineId, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(violationFields(response)).toEqual(['orderId']);
    expect(response.json().details.validationError.fieldViolations[0].description).toMatch(/path/);
    expect((await merchantOrder(t, orderId)).fulfillmentStatus).toBe('NOT_FULFILLED');
  });

  it('refuses a body orderId of another type than text', async () => {
    const { orderId, lineId } = await orderWithLine();
    const response = await asMerchant(t, 'POST', `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, {
      orderId: { id: orderId },
      fulfillment: { lineItems: [{ id: lineId, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(violationFields(response)).toEqual(['orderId']);
  });
});

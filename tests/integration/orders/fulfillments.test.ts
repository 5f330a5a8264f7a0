// Fulfilments: some or all units with tracking, the order's fulfillmentStatus, refusals, safe retries, update and delete, activities, the buyer's e-mail, events, and who may call.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { FULFILLMENTS_UPDATED_EVENT } from '../../../src/wire/order-operations.js';
import { ORDER_FULFILLED_EVENT } from '../../../src/wire/orders.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { errorCode, merchantOrder, violationFields } from '../../support/checkout-flows.js';
import { asMerchant, eventsOf, mailsTo, otherSiteKey, placeOrder } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;
let cap: CreatedProduct;

const F = '/ecom/v1/fulfillments';

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Ship Mug', price: 1000, trackInventory: true, quantity: 500 });
  cap = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Ship Cap', price: 800 });
});

async function twoLineOrder() {
  const placed = await placeOrder(t, [
    { productId: mug.id, quantity: 3 },
    { productId: cap.id, quantity: 1 },
  ]);
  const order = await merchantOrder(t, placed.orderId);
  const [mugLine, capLine] = order.lineItems as { id: string }[];
  return { ...placed, mugLine: mugLine!.id, capLine: capLine!.id };
}

describe('creating fulfilments', () => {
  it('fulfils part of an order, then the rest: PARTIALLY_FULFILLED then FULFILLED, with activities and the order event', async () => {
    const { orderId, mugLine, capLine } = await twoLineOrder();
    const first = await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: mugLine, quantity: 2 }], trackingInfo: { trackingNumber: '1Z999', shippingProvider: 'ups' } },
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.fulfillmentId).toEqual(expect.any(String));
    expect(body.orderWithFulfillments).toEqual({
      orderId,
      fulfillments: [
        {
          id: body.fulfillmentId,
          createdDate: expect.any(String),
          lineItems: [{ id: mugLine, quantity: 2 }],
          trackingInfo: { trackingNumber: '1Z999', shippingProvider: 'ups', trackingLink: 'https://www.ups.com/track?tracknum=1Z999' },
        },
      ],
    });
    expect((await merchantOrder(t, orderId)).fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(await eventsOf(t, ORDER_FULFILLED_EVENT, orderId)).toHaveLength(0);

    // Without quantities, a line's remaining units are fulfilled.
    const second = await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, { fulfillment: { lineItems: [{ id: mugLine }, { id: capLine }] } });
    expect(second.statusCode).toBe(200);
    expect(second.json().orderWithFulfillments.fulfillments[1].lineItems).toEqual([
      { id: mugLine, quantity: 1 },
      { id: capLine, quantity: 1 },
    ]);
    const order = await merchantOrder(t, orderId);
    expect(order.fulfillmentStatus).toBe('FULFILLED');
    expect(order.activities.map((a: { type: string }) => a.type)).toEqual([
      'ORDER_PLACED',
      'TRACKING_NUMBER_ADDED',
      'SHIPPING_CONFIRMATION_EMAIL_SENT',
      'ORDER_FULFILLED',
      'SHIPPING_CONFIRMATION_EMAIL_SENT',
    ]);
    expect(order.activities[3]).toMatchObject({ id: expect.any(String), activityType: 'ORDER_FULFILLED', createdDate: expect.any(String) });
    const events = await eventsOf(t, ORDER_FULFILLED_EVENT, orderId);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({
      entity: { order: { id: orderId, fulfillmentStatus: 'FULFILLED' } },
      metadata: { eventType: ORDER_FULFILLED_EVENT },
    });
    expect(await eventsOf(t, FULFILLMENTS_UPDATED_EVENT, orderId)).toHaveLength(2);

    const listed = await asMerchant(t, 'GET', `${F}/orders/${orderId}`);
    expect(listed.json().orderWithFulfillments.fulfillments).toHaveLength(2);
  });

  it('e-mails the buyer that the order shipped, with the tracking number and link', async () => {
    const { orderId, email, mugLine } = await twoLineOrder();
    await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, {
      fulfillment: {
        lineItems: [{ id: mugLine, quantity: 1 }],
        trackingInfo: { trackingNumber: 'LOCAL-42', shippingProvider: 'Bike Couriers', trackingLink: 'https://track.example.com/LOCAL-42' },
      },
    });
    const [mail] = await mailsTo(t, email, 'order-shipped');
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain('partly shipped');
    expect(mail!.text_body).toContain('1 × Ship Mug');
    expect(mail!.text_body).toContain('Tracking number: LOCAL-42 (Bike Couriers)');
    expect(mail!.html_body).toContain('href="https://track.example.com/LOCAL-42"');
  });

  it('refuses to fulfil more units than were ordered, and writes nothing', async () => {
    const { orderId, mugLine } = await twoLineOrder();
    const response = await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, { fulfillment: { lineItems: [{ id: mugLine, quantity: 4 }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError).toMatchObject({
      code: 'FULFILLMENT_QUANTITY_EXCEEDED',
      data: { lineItems: [{ id: mugLine, requested: 4, available: 3 }] },
    });
    await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, { fulfillment: { lineItems: [{ id: mugLine, quantity: 3 }] } });
    const again = await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, { fulfillment: { lineItems: [{ id: mugLine, quantity: 1 }] } });
    expect(errorCode(again)).toBe('FULFILLMENT_QUANTITY_EXCEEDED');
    expect((await asMerchant(t, 'GET', `${F}/orders/${orderId}`)).json().orderWithFulfillments.fulfillments).toHaveLength(1);
  });

  it('answers a retried request with the first fulfilment instead of fulfilling twice', async () => {
    const { orderId, email, mugLine } = await twoLineOrder();
    const body = { fulfillment: { lineItems: [{ id: mugLine, quantity: 1 }], trackingInfo: { trackingNumber: 'RETRY-1' } } };
    const first = (await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, body)).json();
    const retry = await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().fulfillmentId).toBe(first.fulfillmentId);
    expect(retry.json().orderWithFulfillments.fulfillments).toHaveLength(1);
    expect(await mailsTo(t, email, 'order-shipped')).toHaveLength(1);

    // With an idempotency key: the same key answers the first; a new key creates another parcel of the same units.
    const keyed = { fulfillment: { lineItems: [{ id: mugLine, quantity: 1 }] } };
    const a = (await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, keyed, { 'idempotency-key': 'parcel-a' })).json();
    const a2 = (await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, keyed, { 'idempotency-key': 'parcel-a' })).json();
    const b = (await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, keyed, { 'idempotency-key': 'parcel-b' })).json();
    expect(a2.fulfillmentId).toBe(a.fulfillmentId);
    expect(b.fulfillmentId).not.toBe(a.fulfillmentId);
    expect(b.orderWithFulfillments.fulfillments).toHaveLength(3);
    const reused = await asMerchant(
      t,
      'POST',
      `${F}/orders/${orderId}/create-fulfillment`,
      { fulfillment: { lineItems: [{ id: mugLine, quantity: 2 }] } },
      { 'idempotency-key': 'parcel-a' },
    );
    expect(reused.statusCode).toBe(409);
    expect(errorCode(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses unknown lines, a missing line list, a bad link and a tracking number already used, as clear errors', async () => {
    const { orderId, mugLine } = await twoLineOrder();
    const unknown = await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, { fulfillment: { lineItems: [{ id: 'nope', quantity: 1 }] } });
    expect(unknown.statusCode).toBe(400);
    expect(violationFields(unknown)).toEqual(['fulfillment.lineItems[0].id']);
    const empty = await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, { fulfillment: {} });
    expect(violationFields(empty)).toEqual(['fulfillment.lineItems']);
    const zero = await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, { fulfillment: { lineItems: [{ id: mugLine, quantity: 0 }] } });
    expect(zero.statusCode).toBe(400);
    expect(violationFields(zero)).toEqual(['fulfillment.lineItems[0].quantity']);
    const link = await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: mugLine }], trackingInfo: { trackingLink: 'javascript:alert(1)' } },
    });
    expect(link.statusCode).toBe(400);
    const notJson = await t.call('POST', `${F}/orders/${orderId}/create-fulfillment`, {
      token: await t.merchantKey(),
      body: '{"fulfillment":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: mugLine, quantity: 1 }], trackingInfo: { trackingNumber: 'DUP-1' } },
    });
    const dup = await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: mugLine, quantity: 2 }], trackingInfo: { trackingNumber: 'DUP-1' } },
    });
    expect(dup.statusCode).toBe(409);
    expect(errorCode(dup)).toBe('TRACKING_NUMBER_ALREADY_EXISTS');
    const missing = await asMerchant(t, 'POST', `${F}/orders/00000000-0000-0000-0000-000000000000/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: mugLine }] },
    });
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing)).toBe('ORDER_NOT_FOUND');
  });
});

describe('updating and deleting fulfilments', () => {
  it('adds a tracking number later (activity and e-mail), and deleting a fulfilment unfulfils its units', async () => {
    const { orderId, email, mugLine, capLine } = await twoLineOrder();
    const created = (
      await asMerchant(t, 'POST', `${F}/orders/${orderId}/create-fulfillment`, { fulfillment: { lineItems: [{ id: mugLine }, { id: capLine }] } })
    ).json();
    expect((await merchantOrder(t, orderId)).fulfillmentStatus).toBe('FULFILLED');
    const updated = await asMerchant(t, 'PATCH', `${F}/${created.fulfillmentId}/orders/${orderId}`, {
      fulfillment: { id: created.fulfillmentId, trackingInfo: { trackingNumber: '7700', shippingProvider: 'fedex' } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().orderWithFulfillments.fulfillments[0].trackingInfo).toEqual({
      trackingNumber: '7700',
      shippingProvider: 'fedex',
      trackingLink: 'https://www.fedex.com/fedextrack/?trknbr=7700',
    });
    const shipped = await mailsTo(t, email, 'order-shipped');
    expect(shipped).toHaveLength(2);
    expect(shipped[0]!.text_body).toContain('Tracking number: 7700');

    const deleted = await asMerchant(t, 'DELETE', `${F}/${created.fulfillmentId}/orders/${orderId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().orderWithFulfillments).toEqual({ orderId, fulfillments: [] });
    const order = await merchantOrder(t, orderId);
    expect(order.fulfillmentStatus).toBe('NOT_FULFILLED');
    expect(order.activities.map((a: { type: string }) => a.type)).toContain('ORDER_NOT_FULFILLED');
    const again = await asMerchant(t, 'DELETE', `${F}/${created.fulfillmentId}/orders/${orderId}`);
    expect(again.statusCode).toBe(404);
    expect(errorCode(again)).toBe('FULFILLMENT_NOT_FOUND');
  });
});

describe('who may fulfil', () => {
  it('answers 401 without a key, 403 to a visitor, 404 to another site’s key', async () => {
    const { orderId, mugLine } = await twoLineOrder();
    const body = { fulfillment: { lineItems: [{ id: mugLine }] } };
    expect((await t.call('POST', `${F}/orders/${orderId}/create-fulfillment`, { body })).statusCode).toBe(401);
    expect((await t.call('POST', `${F}/orders/${orderId}/create-fulfillment`, { token: await t.visitorToken(), body })).statusCode).toBe(403);
    expect((await t.call('GET', `${F}/orders/${orderId}`, { token: await t.visitorToken() })).statusCode).toBe(403);
    const foreign = await t.call('POST', `${F}/orders/${orderId}/create-fulfillment`, { token: await otherSiteKey(t), body });
    expect(foreign.statusCode).toBe(404);
    expect(errorCode(foreign)).toBe('ORDER_NOT_FOUND');
    expect((await merchantOrder(t, orderId)).fulfillmentStatus).toBe('NOT_FULFILLED');
  });
});

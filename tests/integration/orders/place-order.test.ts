// Placing an order: a visitor on the checkout page, a member with a token, a coupon, store pickup; totals, stock, cart, mail and event.
import { beforeAll, describe, expect, it } from 'vitest';
import { storedEvents } from '../../../src/server/events/event-outbox.js';
import { listOutbox } from '../../../src/server/mail/outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { ORDER_CREATED_EVENT } from '../../../src/wire/orders.js';
import { CART_PATH, estimate, insertProduct, insertTee, type CreatedProduct } from '../../support/cart-fixtures.js';
import { ADA, checkoutCall, checkoutWith, createOrder, fillCheckout, merchantOrder, NY_ADDRESS, pageFor, stockOf } from '../../support/checkout-flows.js';
import { memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;
let tee: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Order Mug', price: 1250, weight: '0.4', trackInventory: true, quantity: 20 });
  tee = await insertTee(t.ctx.db, DEMO_SITE_ID);
});

describe('a visitor on the checkout page', () => {
  it('places an order whose lines, prices, tax, shipping, addresses, buyer and payment are the checkout’s', async () => {
    const token = await t.visitorToken();
    const { checkoutId, auth } = await pageFor(t, token, [{ productId: mug.id, quantity: 2 }]);
    const filled = await fillCheckout(t, auth, checkoutId, { shippingCode: 'express', buyerNote: 'Leave at the door' });
    // 25.00 + 19.00 express + 4 % NY tax on both = 45.76
    expect(filled.checkout.priceSummary.total.amount).toBe('45.76');
    const response = await createOrder(t, auth, checkoutId);
    expect(response.statusCode).toBe(200);
    const { orderId } = response.json();
    const order = await merchantOrder(t, orderId);
    expect(order).toMatchObject({
      id: orderId,
      checkoutId,
      status: 'APPROVED',
      paymentStatus: 'NOT_PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      channelInfo: { type: 'WEB' },
      currency: 'USD',
      buyerNote: 'Leave at the door',
      buyerInfo: { visitorId: expect.any(String), email: 'ada@example.com' },
      priceSummary: {
        subtotal: { amount: '25.00' },
        shipping: { amount: '19.00' },
        tax: { amount: '1.76' },
        discount: { amount: '0.00' },
        total: { amount: '45.76', formattedAmount: '$45.76' },
      },
      paymentDetails: { providerId: 'offline', kind: 'FULL_PAYMENT_OFFLINE', test: false, instructions: expect.stringContaining('IBAN') },
    });
    expect(order.number).toMatch(/^\d{5,}$/);
    expect(order.lineItems).toEqual([
      expect.objectContaining({
        productName: { original: 'Order Mug', translated: 'Order Mug' },
        quantity: 2,
        price: { amount: '12.50', formattedAmount: '$12.50' },
        lineItemPrice: expect.objectContaining({ amount: '25.00' }),
        paymentOption: 'FULL_PAYMENT_OFFLINE',
      }),
    ]);
    expect(order.lineItems[0].taxDetails).toMatchObject({ taxRate: '0.04', totalTax: { amount: '1.00' } });
    expect(order.shippingInfo).toMatchObject({
      code: 'express',
      title: 'Express',
      cost: { price: { amount: '19.00' } },
      logistics: { shippingDestination: { address: NY_ADDRESS, contactDetails: ADA } },
    });
    expect(order.billingInfo).toEqual({ address: NY_ADDRESS, contactDetails: ADA });
    expect(order.taxInfo.taxBreakdown).toEqual([
      expect.objectContaining({ taxName: 'New York Sales Tax', aggregatedTaxAmount: expect.objectContaining({ amount: '1.76' }) }),
    ]);
  });

  it('takes the units out of stock, empties the cart and completes the checkout', async () => {
    const before = await stockOf(t, mug.id, mug.variantIds[0]!);
    const token = await t.visitorToken();
    const { checkoutId, auth } = await pageFor(t, token, [{ productId: mug.id, quantity: 3 }]);
    await fillCheckout(t, auth, checkoutId);
    const { orderId } = (await createOrder(t, auth, checkoutId)).json();
    expect(await stockOf(t, mug.id, mug.variantIds[0]!)).toBe(before! - 3);
    const cart = (await t.call('GET', CART_PATH, { token })).json().cart;
    expect(cart.lineItems).toEqual([]);
    expect(cart.checkoutId).toBeUndefined();
    const read = (await checkoutCall(t, auth, 'GET', `/${checkoutId}`)).json();
    expect(read.checkout.completed).toBe(true);
    expect(read.orderId).toBe(orderId);
  });

  it('keeps cart lines added after the checkout was made', async () => {
    const token = await t.visitorToken();
    const { checkoutId, auth } = await pageFor(t, token, [{ productId: mug.id, quantity: 1 }]);
    await t.call('POST', `${CART_PATH}/add-to-cart`, {
      token,
      body: { lineItems: [{ catalogReference: { catalogItemId: mug.id, appId: '1380b703-ce81-ff05-f115-39571d94dfcd' }, quantity: 2 }] },
    });
    await fillCheckout(t, auth, checkoutId);
    expect((await createOrder(t, auth, checkoutId)).statusCode).toBe(200);
    const cart = (await t.call('GET', CART_PATH, { token })).json().cart;
    expect(cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
  });

  it('marks a product out of stock when an order takes its last units', async () => {
    const last = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Last one', price: 500, trackInventory: true, quantity: 1 });
    const token = await t.visitorToken();
    const { checkoutId, auth } = await pageFor(t, token, [{ productId: last.id }]);
    await fillCheckout(t, auth, checkoutId);
    expect((await createOrder(t, auth, checkoutId)).statusCode).toBe(200);
    const product = await t.ctx.db.selectFrom('products').select('in_stock').where('id', '=', last.id).executeTakeFirstOrThrow();
    expect(product.in_stock).toBe(false);
  });

  it('gives orders of a site consecutive numbers', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
      await fillCheckout(t, auth, checkoutId);
      numbers.push(Number((await merchantOrder(t, (await createOrder(t, auth, checkoutId)).json().orderId)).number));
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });

  it('queues an order-created event and a confirmation e-mail in the order’s transaction', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: tee.id, options: { options: { Size: 'M', Color: 'Navy' } } }]);
    await fillCheckout(t, auth, checkoutId, { email: 'grace@example.com' });
    const { orderId } = (await createOrder(t, auth, checkoutId)).json();
    const [event] = await storedEvents(t.ctx.db, DEMO_SITE_ID, { eventType: ORDER_CREATED_EVENT, entityId: orderId });
    expect(event?.payload).toMatchObject({
      entity: { id: orderId, buyerInfo: { email: 'grace@example.com' } },
      metadata: { eventType: ORDER_CREATED_EVENT, entityId: orderId, identity: { identityType: 'ANONYMOUS_VISITOR' } },
    });
    const [mail] = await listOutbox(t.ctx.db, { to: 'grace@example.com', limit: 1 });
    const order = await merchantOrder(t, orderId);
    expect(mail).toMatchObject({ kind: 'order-confirmation', subject: `Tote Demo Shop: order #${order.number} confirmed` });
    expect(mail!.text_body).toContain('1 × Test tee (M, Navy): $25.00');
    expect(mail!.text_body).toContain('How to pay: Pay by bank transfer');
  });
});

describe('a digital-only order', () => {
  it('needs no shipping option, is fulfilled at once and is taxed at the buyer’s address', async () => {
    const ebook = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'E-book', price: 900, productType: 'digital', weight: null });
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: ebook.id }]);
    const update = await checkoutCall(t, auth, 'PATCH', `/${checkoutId}`, {
      checkout: { buyerInfo: { email: 'reader@example.com' }, billingInfo: { address: NY_ADDRESS, contactDetails: ADA } },
    });
    expect(update.statusCode).toBe(200);
    const order = await merchantOrder(t, (await createOrder(t, auth, checkoutId)).json().orderId);
    expect(order).toMatchObject({
      fulfillmentStatus: 'FULFILLED',
      priceSummary: { shipping: { amount: '0.00' }, tax: { amount: '0.36' }, total: { amount: '9.36' } },
      billingInfo: { address: NY_ADDRESS },
    });
    expect(order.shippingInfo).toBeUndefined();
    expect(order.lineItems[0].itemType).toEqual({ preset: 'DIGITAL' });
  });
});

describe('a checkout marked completed', () => {
  it('takes no order afterwards', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
    await fillCheckout(t, auth, checkoutId);
    expect((await checkoutCall(t, auth, 'POST', `/${checkoutId}/mark-as-completed`, {})).statusCode).toBe(200);
    expect((await checkoutCall(t, auth, 'GET', `/${checkoutId}`)).json().checkout.completed).toBe(true);
    const response = await createOrder(t, auth, checkoutId);
    expect(response.statusCode).toBe(409);
    expect(response.json().details.applicationError.code).toBe('CHECKOUT_ALREADY_COMPLETED');
  });
});

describe('totals', () => {
  it('charges what the cart’s estimate showed for the same address and option', async () => {
    const token = await t.visitorToken();
    const checkoutId = await checkoutWith(t, token, [
      { productId: mug.id, quantity: 2 },
      { productId: tee.id, quantity: 3, options: { options: { Size: 'L', Color: 'Red' } } },
    ]);
    await t.call('PATCH', CART_PATH, { token, body: { couponCode: 'WELCOME10' } });
    const ca = { country: 'US', subdivision: 'US-CA', city: 'San Francisco', postalCode: '94103', addressLine: '1 Market St' };
    const expected = await estimate(t, token, { shippingAddress: ca, selectedShippingOption: { code: 'standard' } });
    await fillCheckout(t, { token }, checkoutId, { address: ca, shippingCode: 'standard', couponCode: 'WELCOME10' });
    const order = await merchantOrder(t, (await createOrder(t, { token }, checkoutId)).json().orderId);
    expect(order.priceSummary.total.amount).toBe(expected.priceSummary.total.amount);
    expect(order.priceSummary.tax.amount).toBe(expected.priceSummary.tax.amount);
    expect(order.priceSummary.discount.amount).toBe(expected.priceSummary.discount.amount);
    expect(order.priceSummary.shipping.amount).toBe(expected.priceSummary.shipping.amount);
  });
});

describe('a member', () => {
  it('orders with a member token; the order is the member’s and the e-mail defaults to the member’s', async () => {
    const member = await registerMember(t);
    const { access_token: token } = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const checkoutId = await checkoutWith(t, token, [{ productId: mug.id }]);
    const read = (await checkoutCall(t, { token }, 'GET', `/${checkoutId}`)).json();
    expect(read.checkout.buyerInfo).toEqual({ memberId: member.identityId, email: member.email });
    const update = await checkoutCall(t, { token }, 'PATCH', `/${checkoutId}`, {
      checkout: { shippingInfo: { shippingDestination: { address: NY_ADDRESS, contactDetails: ADA } } },
    });
    expect(update.statusCode).toBe(200);
    const response = await createOrder(t, { token }, checkoutId);
    expect(response.statusCode).toBe(200);
    const order = await merchantOrder(t, response.json().orderId);
    expect(order.buyerInfo).toEqual({ memberId: member.identityId, email: member.email });
    expect(order.createdBy).toEqual({ memberId: member.identityId });
  });
});

describe('a coupon', () => {
  it('discounts the order and counts one use', async () => {
    const coupon = await t.ctx.db.selectFrom('coupons').select(['id', 'times_used']).where('code', '=', 'WELCOME10').executeTakeFirstOrThrow();
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id, quantity: 4 }]);
    const filled = await fillCheckout(t, auth, checkoutId, { couponCode: 'welcome10' });
    expect(filled.checkout.appliedDiscounts).toEqual([
      expect.objectContaining({ coupon: expect.objectContaining({ code: 'WELCOME10', amount: expect.objectContaining({ amount: '5.00' }) }) }),
    ]);
    const order = await merchantOrder(t, (await createOrder(t, auth, checkoutId)).json().orderId);
    expect(order.priceSummary.discount.amount).toBe('5.00');
    expect(order.appliedDiscounts).toEqual([expect.objectContaining({ coupon: expect.objectContaining({ code: 'WELCOME10' }) })]);
    const after = await t.ctx.db.selectFrom('coupons').select('times_used').where('id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(after.times_used).toBe(coupon.times_used + 1);
  });

  it('is refused at update time when it does not exist, and removed by remove-coupon', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
    const unknown = await checkoutCall(t, auth, 'PATCH', `/${checkoutId}`, { couponCode: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.applicationError.code).toBe('ERROR_COUPON_DOES_NOT_EXIST');
    await fillCheckout(t, auth, checkoutId, { couponCode: 'WELCOME10' });
    const removed = await checkoutCall(t, auth, 'POST', `/${checkoutId}/remove-coupon`, {});
    expect(removed.json().checkout.appliedDiscounts).toEqual([]);
  });
});

describe('store pickup', () => {
  it('lists pickup with its address among the delivery options and orders it with no shipping cost', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
    const options = await checkoutCall(t, auth, 'POST', `/${checkoutId}/shipping-options`, { shippingAddress: { country: 'US', subdivision: 'NY' } });
    expect(options.statusCode).toBe(200);
    const pickup = options.json().shippingOptions.find((o: { code: string }) => o.code === 'pickup');
    expect(pickup).toMatchObject({
      title: 'Store pickup (New York)',
      cost: { price: { amount: '0.00' } },
      logistics: { pickupDetails: { pickupMethod: 'STORE_PICKUP', address: { addressLine: '350 5th Ave', city: 'New York' } } },
    });
    await fillCheckout(t, auth, checkoutId, { shippingCode: 'pickup' });
    const order = await merchantOrder(t, (await createOrder(t, auth, checkoutId)).json().orderId);
    expect(order.shippingInfo).toMatchObject({
      code: 'pickup',
      cost: { price: { amount: '0.00' } },
      logistics: { pickupDetails: { address: { addressLine: '350 5th Ave' } }, instructions: expect.stringContaining('order number') },
    });
    expect(order.shippingInfo.logistics.shippingDestination).toBeUndefined();
    expect(order.recipientInfo).toEqual({ address: NY_ADDRESS, contactDetails: ADA });
    expect(order.priceSummary.shipping.amount).toBe('0.00');
  });

  it('needs only the country and who picks it up, and taxes at the store (not the buyer’s address)', async () => {
    const cup = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Pickup cup', price: 1250, weight: '0.4' });
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: cup.id }]);
    // A street is not needed; without pickup the same address is refused as incomplete.
    const incomplete = await checkoutCall(t, auth, 'PATCH', `/${checkoutId}`, {
      checkout: { shippingInfo: { shippingDestination: { address: { country: 'US' }, contactDetails: ADA } } },
    });
    expect(incomplete.statusCode).toBe(400);
    await fillCheckout(t, auth, checkoutId, { address: { country: 'US' }, shippingCode: 'pickup' });
    const order = await merchantOrder(t, (await createOrder(t, auth, checkoutId)).json().orderId);
    expect(order.shippingInfo).toMatchObject({ code: 'pickup', cost: { price: { amount: '0.00' } } });
    expect(order.recipientInfo).toEqual({ address: { country: 'US' }, contactDetails: ADA });
    // New York's tax, where the store is, as for a buyer who lives there.
    const there = await pageFor(t, await t.visitorToken(), [{ productId: cup.id }]);
    await fillCheckout(t, there.auth, there.checkoutId, { shippingCode: 'pickup' });
    const reference = await merchantOrder(t, (await createOrder(t, there.auth, there.checkoutId)).json().orderId);
    expect(Number(order.priceSummary.tax.amount)).toBeGreaterThan(0);
    expect(order.priceSummary.tax.amount).toBe(reference.priceSummary.tax.amount);
    // And a Californian picking up in New York pays New York's tax, not California's.
    const visitor = await pageFor(t, await t.visitorToken(), [{ productId: cup.id }]);
    await fillCheckout(t, visitor.auth, visitor.checkoutId, {
      address: { country: 'US', subdivision: 'US-CA', city: 'Los Angeles', postalCode: '90001', addressLine: '1 Main St' },
      shippingCode: 'pickup',
    });
    const californian = await merchantOrder(t, (await createOrder(t, visitor.auth, visitor.checkoutId)).json().orderId);
    expect(californian.priceSummary.tax.amount).toBe(reference.priceSummary.tax.amount);
  });

  it('says when the store does not ship to a country', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
    const options = (await checkoutCall(t, auth, 'POST', `/${checkoutId}/shipping-options`, { shippingAddress: { country: 'JP' } })).json();
    expect(options.shippingOptions).toEqual([]);
    expect(options.calculationErrors.generalShippingCalculationError.applicationError.code).toBe('DESTINATION_NOT_SUPPORTED');
    await fillCheckout(t, auth, checkoutId, { address: { country: 'JP', city: 'Tokyo', postalCode: '100-0001', addressLine: '1-1 Chiyoda' } });
    const response = await createOrder(t, auth, checkoutId);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError).toMatchObject({ code: 'SHIPPING_NOT_AVAILABLE', data: { reason: 'DESTINATION_NOT_SUPPORTED' } });
  });
});

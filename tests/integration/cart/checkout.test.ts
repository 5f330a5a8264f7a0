// Create checkout: a snapshot of lines, prices, discounts, addresses, shipping, e-mail and channel; the same cart gives the same checkout.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;
let scarce: CreatedProduct;
const CHECKOUT = `${CART_PATH}/create-checkout`;
const NY = { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '1 Main St', postalCode: '10001' };

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Mug', price: 1250, weight: '0.4' });
  scarce = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Scarce', price: 1000, trackInventory: true, quantity: 1 });
});

async function checkoutsOf(cartId: string) {
  return t.ctx.db.selectFrom('checkouts').selectAll().where('cart_id', '=', cartId).execute();
}

describe('POST create-checkout', () => {
  it('snapshots the priced cart into a checkout row and returns its id', async () => {
    const token = await t.visitorToken();
    const cart = await addToCart(t, token, [{ productId: mug.id, quantity: 2 }]);
    await t.call('PATCH', CART_PATH, { token, body: { couponCode: 'WELCOME10' } });
    const response = await t.call('POST', CHECKOUT, {
      token,
      body: { channelType: 'WEB', shippingAddress: NY, selectedShippingOption: { code: 'express' }, email: 'ada@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const { checkoutId } = response.json();
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await checkoutsOf(cart.id);
    expect(row).toMatchObject({
      id: checkoutId,
      channel_type: 'WEB',
      email: 'ada@example.com',
      currency: 'USD',
      owner_kind: 'visitor',
      coupon_code: 'WELCOME10',
    });
    expect(row!.shipping_address).toEqual(NY);
    expect(row!.shipping_option).toMatchObject({ code: 'express', title: 'Express', price: 1900 });
    expect(row!.line_items).toEqual([
      expect.objectContaining({ id: cart.lineItems[0].id, productId: mug.id, name: 'Mug', quantity: 2, unitPrice: 1250, total: 2500, discount: 250 }),
    ]);
    expect(row!.applied_discounts).toEqual([expect.objectContaining({ source: 'coupon', code: 'WELCOME10', amount: 250 })]);
    // 22.50 + 19.00 shipping + 4 % of 41.50
    expect(row!.price_summary).toMatchObject({ subtotal: 2500, discount: 250, shipping: 1900, tax: 166, total: 4316 });
    expect((row!.totals as { priceSummary: { total: { amount: string } } }).priceSummary.total.amount).toBe('43.16');
    const after = (await t.call('GET', CART_PATH, { token })).json().cart;
    expect(after.checkoutId).toBe(checkoutId);
  });

  it('gives the same checkout for an unchanged cart and a new one after a change', async () => {
    const token = await t.visitorToken();
    const cart = await addToCart(t, token, [{ productId: mug.id }]);
    const first = (await t.call('POST', CHECKOUT, { token, body: { channelType: 'WEB' } })).json().checkoutId;
    const second = (await t.call('POST', CHECKOUT, { token, body: { channelType: 'WEB' } })).json().checkoutId;
    expect(second).toBe(first);
    await addToCart(t, token, [{ productId: mug.id }]);
    const third = (await t.call('POST', CHECKOUT, { token, body: { channelType: 'WEB' } })).json().checkoutId;
    expect(third).not.toBe(first);
    expect(await checkoutsOf(cart.id)).toHaveLength(2);
  });

  it('answers a repeated Idempotency-Key with the first checkout and refuses it for another request', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id }]);
    const headers = { 'idempotency-key': 'order-attempt-1' };
    const first = (await t.call('POST', CHECKOUT, { token, headers, body: { channelType: 'WEB' } })).json().checkoutId;
    await addToCart(t, token, [{ productId: mug.id }]);
    const retry = await t.call('POST', CHECKOUT, { token, headers, body: { channelType: 'WEB' } });
    expect(retry.json().checkoutId).toBe(first);
    const other = await t.call('POST', CHECKOUT, { token, headers, body: { channelType: 'POS' } });
    expect(other.statusCode).toBe(409);
    expect(other.json().details.applicationError.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses an empty cart', async () => {
    const token = await t.visitorToken();
    const response = await t.call('POST', CHECKOUT, { token, body: { channelType: 'WEB' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('CART_EMPTY');
  });

  it('refuses lines that cannot be bought as they are and names them', async () => {
    const token = await t.visitorToken();
    const cart = await addToCart(t, token, [{ productId: scarce.id, quantity: 2 }]);
    const response = await t.call('POST', CHECKOUT, { token, body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError).toMatchObject({
      code: 'CART_ITEMS_NOT_AVAILABLE',
      data: { lineItems: [{ id: cart.lineItems[0].id, status: 'PARTIALLY_AVAILABLE', quantityAvailable: 1 }] },
    });
    expect(await checkoutsOf(cart.id)).toHaveLength(0);
  });

  it('checks out only the chosen lines, at most their cart quantity, and leaves the cart whole (Buy now)', async () => {
    const token = await t.visitorToken();
    const cart = await addToCart(t, token, [
      { productId: mug.id, quantity: 3 },
      { productId: scarce.id, quantity: 2 },
    ]);
    const mugLine = cart.lineItems.find((l: { catalogReference: { catalogItemId: string } }) => l.catalogReference.catalogItemId === mug.id).id;
    // The other line (2 asked, 1 in stock) does not stand in the way of this one.
    const response = await t.call('POST', CHECKOUT, { token, body: { lineItems: [{ id: mugLine, quantity: 2 }] } });
    expect(response.statusCode).toBe(200);
    const [row] = await checkoutsOf(cart.id);
    expect(row!.line_items).toEqual([expect.objectContaining({ id: mugLine, productId: mug.id, quantity: 2, total: 2500 })]);
    expect(row!.price_summary).toMatchObject({ subtotal: 2500 });
    const capped = await t.call('POST', CHECKOUT, { token, body: { lineItems: [{ id: mugLine, quantity: 50 }] } });
    const cappedRow = await t.ctx.db.selectFrom('checkouts').select('line_items').where('id', '=', capped.json().checkoutId).executeTakeFirstOrThrow();
    expect(cappedRow.line_items).toEqual([expect.objectContaining({ id: mugLine, quantity: 3 })]);
    expect((await t.call('GET', CART_PATH, { token })).json().cart.lineItems).toHaveLength(2);
  });

  it('refuses a line the cart does not have with LINE_ITEM_NOT_FOUND', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id }]);
    const response = await t.call('POST', CHECKOUT, { token, body: { lineItems: [{ id: 'no-such-line', quantity: 1 }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError).toMatchObject({ code: 'LINE_ITEM_NOT_FOUND', data: { lineItemId: 'no-such-line' } });
  });

  it('refuses a malformed e-mail and the UNSPECIFIED channel', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id }]);
    const email = await t.call('POST', CHECKOUT, { token, body: { channelType: 'WEB', email: 'not-an-email' } });
    expect(email.statusCode).toBe(400);
    expect(email.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'email', violatedRule: 'FORMAT' });
    const channel = await t.call('POST', CHECKOUT, { token, body: { channelType: 'UNSPECIFIED' } });
    expect(channel.statusCode).toBe(400);
    expect(channel.json().details.validationError.fieldViolations[0].field).toBe('channelType');
    const unknown = await t.call('POST', CHECKOUT, { token, body: { channelType: 'CARRIER_PIGEON' } });
    expect(unknown.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'channelType', violatedRule: 'INVALID_ENUM_VALUE' });
  });
});

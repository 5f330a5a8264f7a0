// Carts by id (Wix's Cart API): a merchant's API key adds custom line items and merchant discounts to a shopper's cart, which the shopper sees, is taxed, and carries into the order.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { cart as cartModule } from '@wix/ecom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import {
  addToCart,
  CART_PATH,
  insertProduct,
  insertShippingRegion,
  insertSite,
  insertTaxRate,
  visitorTokenOf,
  type CreatedProduct,
} from '../../support/cart-fixtures.js';
import { createOrder, fillCheckout } from '../../support/checkout-flows.js';
import { useOfficialWix } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t, { origin: null });
let site: { siteId: string; clientId: string };
let key: string;
let lamp: CreatedProduct;

const CARTS = '/ecom/v1/carts';
const GIFT_WRAP = { productName: { original: 'Gift wrap' }, price: '20.00', quantity: 2, itemType: { preset: 'PHYSICAL' } };

beforeAll(async () => {
  const db = t.ctx.db;
  site = await insertSite(db);
  key = (await createApiKey(db, site.siteId, 'carts by id')).key;
  lamp = await insertProduct(db, site.siteId, { name: 'Lamp', price: 1000 });
  await insertTaxRate(db, site.siteId, { country: 'US', name: 'Sales tax', rate: '0.1', appliesToShipping: false });
  await insertShippingRegion(db, site.siteId, 'US', [{ country: 'US' }], [{ code: 'truck', kind: 'FLAT', rate: 500 }]);
});

/** A fresh visitor of the test site with one lamp in the cart; returns the token and the cart id. */
async function shopperWithLamp(): Promise<{ token: string; cartId: string }> {
  const token = await visitorTokenOf(t, site.clientId);
  const cart = await addToCart(t, token, [{ productId: lamp.id }]);
  return { token, cartId: cart.id as string };
}

describe('custom line items and merchant discounts with an API key', () => {
  it('adds a custom line priced as given, which the shopper sees in the current cart', async () => {
    const { token, cartId } = await shopperWithLamp();
    const added = await t.call('POST', `${CARTS}/${cartId}/add-to-cart`, { token: key, body: { customLineItems: [GIFT_WRAP] } });
    expect(added.statusCode, added.body).toBe(200);
    const custom = added.json().cart.lineItems.find((l: any) => l.customLineItem);
    expect(custom).toMatchObject({ productName: { original: 'Gift wrap' }, quantity: 2, price: { amount: '20.00' }, itemType: { preset: 'PHYSICAL' } });
    expect(added.json().cart.buyerInfo.visitorId).toBeTruthy();

    const seen = (await t.call('GET', CART_PATH, { token })).json().cart;
    expect(seen.id).toBe(cartId);
    // The path the official package builds for hosts other than www.wixapis.com answers the same.
    const twin = await t.call('GET', `/_api/ecom-cart/v1/carts/${cartId}`, { token: key });
    expect(twin.json().cart.lineItems).toEqual(seen.lineItems);
    expect(seen.lineItems.map((l: any) => [l.productName.original, l.customLineItem, l.lineItemPrice.amount])).toEqual([
      ['Lamp', false, '10.00'],
      ['Gift wrap', true, '40.00'],
    ]);
  });

  it('takes a merchant discount off the totals and taxes what is left; the order carries both', async () => {
    const { token, cartId } = await shopperWithLamp();
    expect((await t.call('POST', `${CARTS}/${cartId}/add-to-cart`, { token: key, body: { customLineItems: [GIFT_WRAP] } })).statusCode).toBe(200);
    const patched = await t.call('PATCH', `${CARTS}/${cartId}`, { token: key, body: { merchantDiscounts: [{ amount: '5.00' }] } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().cart.appliedDiscounts).toEqual([{ merchantDiscount: { amount: expect.objectContaining({ amount: '5.00' }) } }]);

    const estimate = await t.call('POST', `${CART_PATH}/estimate-totals`, {
      token,
      body: { shippingAddress: { country: 'US' }, selectedShippingOption: { code: 'truck' } },
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    // 10.00 + 2 × 20.00 = 50.00, less 5.00 = 45.00; 10 % tax 4.50; shipping 5.00 (untaxed).
    expect(estimate.json().priceSummary).toMatchObject({
      subtotal: { amount: '50.00' },
      discount: { amount: '5.00' },
      tax: { amount: '4.50' },
      shipping: { amount: '5.00' },
      total: { amount: '54.50' },
    });

    const checkout = await t.call('POST', `${CARTS}/${cartId}/create-checkout`, { token, body: { channelType: 'WEB' } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { checkoutId } = checkout.json();
    await fillCheckout(t, { token }, checkoutId, { email: 'ada@example.com', shippingCode: 'truck' });
    const placed = await createOrder(t, { token }, checkoutId);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (await t.call('GET', `/ecom/v1/orders/${placed.json().orderId}`, { token: key })).json().order;
    expect(order.lineItems.map((l: any) => [l.productName.original, l.quantity, l.totalPriceBeforeTax?.amount ?? l.price.amount])).toEqual([
      ['Lamp', 1, expect.any(String)],
      ['Gift wrap', 2, expect.any(String)],
    ]);
    expect(order.priceSummary).toMatchObject({
      subtotal: { amount: '50.00' },
      discount: { amount: '5.00' },
      tax: { amount: '4.50' },
      shipping: { amount: '5.00' },
      total: { amount: '54.50' },
    });
    expect(order.appliedDiscounts).toHaveLength(1);
    expect(order.appliedDiscounts[0].discountRule.amount.amount).toBe('5.00');
  });

  it('taxes a custom line by its tax group and takes a line discount off the line named only', async () => {
    const { token, cartId } = await shopperWithLamp();
    const exempt = { productName: { original: 'Donation' }, price: '20.00', quantity: 1, itemType: { preset: 'DIGITAL' }, taxGroupId: 'EXEMPT' };
    const added = await t.call('POST', `${CARTS}/${cartId}/add-to-cart`, { token: key, body: { customLineItems: [exempt] } });
    expect(added.statusCode, added.body).toBe(200);
    const donation = added.json().cart.lineItems.find((l: any) => l.customLineItem);
    const patched = await t.call('PATCH', `${CARTS}/${cartId}`, { token: key, body: { merchantDiscounts: [{ amount: '2.00', lineItemIds: [donation.id] }] } });
    expect(patched.statusCode, patched.body).toBe(200);
    const estimate = (
      await t.call('POST', `${CART_PATH}/estimate-totals`, { token, body: { billingAddress: { country: 'US' }, calculateShipping: false } })
    ).json();
    // Tax: 10 % of the lamp's 10.00 only; the 2.00 comes off the donation.
    expect(estimate.priceSummary).toMatchObject({
      subtotal: { amount: '30.00' },
      discount: { amount: '2.00' },
      tax: { amount: '1.00' },
      total: { amount: '29.00' },
    });
    expect(estimate.appliedDiscounts).toEqual([expect.objectContaining({ discountType: 'SPECIFIC_ITEMS', lineItemIds: [donation.id] })]);

    // Setting an empty list removes the merchant's discounts.
    const cleared = await t.call('PATCH', `${CARTS}/${cartId}`, { token: key, body: { merchantDiscounts: [] } });
    expect(cleared.json().cart.appliedDiscounts).toEqual([]);
    const removed = await t.call('POST', `${CARTS}/${cartId}/remove-line-items`, { token: key, body: { lineItemIds: [donation.id] } });
    expect(removed.json().cart.lineItems.map((l: any) => l.productName.original)).toEqual(['Lamp']);
  });

  it('lets the shopper use the by-id calls on their own cart, but not send merchant fields', async () => {
    const { token, cartId } = await shopperWithLamp();
    const got = await t.call('GET', `${CARTS}/${cartId}`, { token });
    expect(got.statusCode).toBe(200);
    expect(got.json().cart.id).toBe(cartId);
    for (const [method, path, body] of [
      ['POST', `${CARTS}/${cartId}/add-to-cart`, { customLineItems: [GIFT_WRAP] }],
      ['PATCH', `${CARTS}/${cartId}`, { merchantDiscounts: [{ amount: '5.00' }] }],
      ['POST', `${CART_PATH}/add-to-cart`, { customLineItems: [{ nonsense: true }] }],
      ['POST', CARTS, { customLineItems: [GIFT_WRAP] }],
    ] as const) {
      const response = await t.call(method, path, { token, body });
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(403);
    }
  });

  it("creates a shopper's own cart, and a merchant's new one apart from it", async () => {
    const token = await visitorTokenOf(t, site.clientId);
    const lampLine = { catalogReference: { catalogItemId: lamp.id, appId: '1380b703-ce81-ff05-f115-39571d94dfcd' }, quantity: 1 };
    const own = await t.call('POST', CARTS, { token, body: { lineItems: [lampLine], cartInfo: { buyerNote: 'Ring twice' } } });
    expect(own.statusCode, own.body).toBe(200);
    const current = (await t.call('GET', CART_PATH, { token })).json().cart;
    expect(current).toMatchObject({ id: own.json().cart.id, buyerNote: 'Ring twice' });
    const theirs = await t.call('POST', CARTS, { token: key, body: { customLineItems: [GIFT_WRAP] } });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().cart.id).not.toBe(current.id);
    expect((await t.call('GET', `${CARTS}/${theirs.json().cart.id}`, { token })).statusCode).toBe(404);
  });

  it('answers 404 for another shopper, another site and an unknown id, 400 for a malformed one', async () => {
    const { cartId } = await shopperWithLamp();
    const stranger = await visitorTokenOf(t, site.clientId);
    const other = await insertSite(t.ctx.db);
    const otherKey = (await createApiKey(t.ctx.db, other.siteId, 'other')).key;
    for (const token of [stranger, otherKey]) {
      const response = await t.call('GET', `${CARTS}/${cartId}`, { token });
      expect(response.statusCode).toBe(404);
      expect(response.json().details.applicationError.code).toBe('CART_NOT_FOUND');
    }
    expect((await t.call('GET', `${CARTS}/00000000-0000-4000-8000-000000000000`, { token: key })).statusCode).toBe(404);
    const malformed = await t.call('GET', `${CARTS}/not-a-cart`, { token: key });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.validationError.fieldViolations[0].field).toBe('id');
  });

  it('refuses bad custom lines and discounts with field errors, never a 500', async () => {
    const { cartId } = await shopperWithLamp();
    const cases: [string, string, unknown, string][] = [
      ['POST', `${CARTS}/${cartId}/add-to-cart`, { customLineItems: [{ ...GIFT_WRAP, price: '-1.00' }] }, 'customLineItems[0].price'],
      ['POST', `${CARTS}/${cartId}/add-to-cart`, { customLineItems: [{ ...GIFT_WRAP, price: '1.234' }] }, 'customLineItems[0].price'],
      ['POST', `${CARTS}/${cartId}/add-to-cart`, { customLineItems: [{ price: '1.00', quantity: 1 }] }, 'customLineItems[0].productName.original'],
      ['POST', `${CARTS}/${cartId}/add-to-cart`, { customLineItems: [{ ...GIFT_WRAP, taxGroupId: 'LUXURY' }] }, 'customLineItems[0].taxGroupId'],
      ['PATCH', `${CARTS}/${cartId}`, { merchantDiscounts: [{ amount: 'five' }] }, 'merchantDiscounts[0].amount'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await t.call(method, path, { token: key, body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details.validationError.fieldViolations.map((v: any) => v.field)).toContain(field);
    }
    const tooMany = await t.call('POST', `${CARTS}/${cartId}/add-to-cart`, {
      token: key,
      body: { customLineItems: Array.from({ length: 301 }, () => GIFT_WRAP) },
    });
    expect(tooMany.statusCode).toBe(400);
    const unknownLine = await t.call('PATCH', `${CARTS}/${cartId}`, { token: key, body: { merchantDiscounts: [{ amount: '1.00', lineItemIds: ['nope'] }] } });
    expect(unknownLine.statusCode).toBe(400);
    expect(unknownLine.json().details.applicationError.code).toBe('LINE_ITEM_NOT_FOUND');
  });
});

describe('the official @wix/ecom cart module with ApiKeyStrategy', () => {
  it('creates, reads, adds to, updates, estimates, removes lines and checks out a cart by id', async () => {
    const merchant = createClient({ modules: { cart: cartModule }, auth: ApiKeyStrategy({ apiKey: key, siteId: site.siteId }), fetch: wix.fetch });
    const created = await merchant.cart.createCart({
      customLineItems: [{ productName: { original: 'Engraving' }, price: '7.50', quantity: 1, itemType: { preset: cartModule.ItemTypePreset.DIGITAL } }],
    });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.lineItems?.[0]).toMatchObject({ customLineItem: true, productName: { original: 'Engraving' } });

    const added = await merchant.cart.addToCart(created._id!, {
      customLineItems: [{ productName: { original: 'Setup' }, price: '12.00', quantity: 1, itemType: { preset: cartModule.ItemTypePreset.SERVICE } }],
    });
    expect(added.cart?.lineItems?.map((l) => l.productName?.original)).toEqual(['Engraving', 'Setup']);

    const updated = await merchant.cart.updateCart(created._id!, {
      lineItems: [{ catalogReference: { catalogItemId: lamp.id, appId: '1380b703-ce81-ff05-f115-39571d94dfcd' }, quantity: 1 }],
    });
    expect(updated.lineItems).toHaveLength(3);

    const fetched = await merchant.cart.getCart(created._id!);
    expect(fetched.lineItems?.map((l) => l.price?.amount)).toEqual(['7.50', '12.00', '10.00']);

    const estimate = await merchant.cart.estimateTotals(created._id!, { calculateShipping: false });
    expect(estimate.priceSummary?.subtotal?.amount).toBe('29.50');

    const removed = await merchant.cart.removeLineItems(created._id!, [fetched.lineItems![1]!._id!]);
    expect(removed.cart?.lineItems?.map((l) => l.productName?.original)).toEqual(['Engraving', 'Lamp']);

    const checkout = await merchant.cart.createCheckout(created._id!, { channelType: cartModule.ChannelType.BACKOFFICE_MERCHANT });
    expect(checkout.checkoutId).toMatch(/^[0-9a-f-]{36}$/);

    await merchant.cart.deleteCart(created._id!);
    await expect(merchant.cart.getCart(created._id!)).rejects.toMatchObject({ details: { applicationError: { code: 'CART_NOT_FOUND' } } });
  });
});

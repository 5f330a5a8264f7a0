// The orders API: a merchant searches and reads the site's orders with an API key, a member only their own, visitors none.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, insertSite, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutWith, createOrder, errorCode, fillCheckout, pageFor } from '../../support/checkout-flows.js';
import { memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const SEARCH = '/ecom/v1/orders/search';
let lamp: CreatedProduct;
const placed: { id: string; email: string }[] = [];

async function order(email: string, extra: { card?: boolean; contact?: { firstName: string; lastName: string } } = {}): Promise<string> {
  const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: lamp.id }]);
  await fillCheckout(t, auth, checkoutId, { email, ...(extra.contact ? { contact: extra.contact } : {}) });
  const body = extra.card
    ? { paymentMethod: { providerId: 'test-card', card: { number: '4242424242424242', expiryMonth: 1, expiryYear: 2099, cvc: '123' } } }
    : {};
  const response = await createOrder(t, auth, checkoutId, body);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().orderId;
}

async function search(token: string, body: unknown = {}) {
  return t.call('POST', SEARCH, { token, body });
}

beforeAll(async () => {
  lamp = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'API Lamp', price: 2500 });
  for (const [i, email] of ['one@example.com', 'two@example.com', 'three@example.com', 'four@example.com'].entries())
    placed.push({ id: await order(email, { card: i % 2 === 1, ...(i === 2 ? { contact: { firstName: 'Grace', lastName: 'Hopper' } } : {}) }), email });
  // An order of another site, which the demo site's key must never see.
  const other = await insertSite(t.ctx.db);
  await t.ctx.db
    .insertInto('orders')
    .values({
      id: 'foreign-order',
      site_id: other.siteId,
      number: 10001,
      checkout_id: 'foreign-checkout',
      cart_id: null,
      status: 'APPROVED',
      payment_status: 'NOT_PAID',
      fulfillment_status: 'NOT_FULFILLED',
      channel_type: 'WEB',
      buyer_kind: 'visitor',
      buyer_id: 'someone',
      buyer_email: 'one@example.com',
      buyer_note: null,
      currency: 'USD',
      tax_included: false,
      billing_info: null,
      shipping_info: null,
      recipient_info: null,
      applied_discounts: '[]',
      price_summary: JSON.stringify({ subtotal: 0, shipping: 0, itemDiscount: 0, shippingDiscount: 0, discount: 0, tax: 0, total: 0 }),
      tax_breakdown: '[]',
      payment: JSON.stringify({
        providerId: 'offline',
        title: 'Offline',
        kind: 'FULL_PAYMENT_OFFLINE',
        test: false,
        reference: null,
        card: null,
        instructions: null,
      }),
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
}, 60_000);

describe('a merchant with an API key', () => {
  it('searches the site’s orders, newest first, with lines and totals', async () => {
    const response = await search(await t.merchantKey());
    expect(response.statusCode).toBe(200);
    const { orders, metadata } = response.json();
    expect(orders.map((o: { id: string }) => o.id)).toEqual(placed.map((p) => p.id).reverse());
    expect(metadata).toEqual({ count: 4, cursors: {}, hasNext: false });
    expect(orders[0].lineItems[0]).toMatchObject({ productName: { original: 'API Lamp' }, price: { amount: '25.00' } });
  });

  it('filters by payment status, e-mail and number, and sorts by number', async () => {
    const key = await t.merchantKey();
    const paid = (await search(key, { search: { filter: { paymentStatus: 'PAID' } } })).json().orders;
    expect(paid.map((o: { id: string }) => o.id).sort()).toEqual([placed[1]!.id, placed[3]!.id].sort());
    const byEmail = (await search(key, { search: { filter: { 'buyerInfo.email': 'three@example.com' } } })).json().orders;
    expect(byEmail.map((o: { id: string }) => o.id)).toEqual([placed[2]!.id]);
    const sorted = (await search(key, { search: { sort: [{ fieldName: 'number', order: 'ASC' }] } })).json().orders;
    const numbers = sorted.map((o: { number: string }) => Number(o.number));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const first = numbers[0];
    const one = (await search(key, { search: { filter: { number: { $gt: first } }, sort: [{ fieldName: 'number', order: 'ASC' }] } })).json().orders;
    expect(one.map((o: { number: string }) => Number(o.number))).toEqual(numbers.slice(1));
  });

  it('finds orders by the billing contact’s full name: whole, its start or a part, in any case', async () => {
    const key = await t.merchantKey();
    const ids = async (filter: unknown) => {
      const response = await search(key, { search: { filter } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().orders.map((o: { id: string }) => o.id);
    };
    const grace = placed[2]!.id;
    const field = 'billingInfo.contactDetails.fullName';
    expect(await ids({ [field]: 'Grace Hopper' })).toEqual([grace]);
    expect(await ids({ [field]: { $startsWith: 'grace h' } })).toEqual([grace]);
    expect(await ids({ [field]: { $contains: 'HOPP' } })).toEqual([grace]);
    expect(await ids({ [field]: { $in: ['Grace Hopper', 'Nobody'] } })).toEqual([grace]);
    expect((await ids({ [field]: { $contains: 'lovelace' } })).sort()).toEqual(
      placed
        .filter((p) => p.id !== grace)
        .map((p) => p.id)
        .sort(),
    );
    expect(await ids({ [field]: { $exists: false } })).toEqual([]);
    // What the dashboard's search box sends: a name or a part of an e-mail.
    const either = (text: string) => ({ $or: [{ 'buyerInfo.email': { $contains: text } }, { [field]: { $contains: text } }] });
    expect(await ids(either('hopper'))).toEqual([grace]);
    expect(await ids(either('four@'))).toEqual([placed[3]!.id]);
  });

  it('refuses a full-name filter with an operator or a value it does not take', async () => {
    const key = await t.merchantKey();
    for (const filter of [{ $gt: 'A' }, { $contains: 5 }]) {
      const response = await search(key, { search: { filter: { 'billingInfo.contactDetails.fullName': filter } } });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.validationError.fieldViolations[0].field).toMatch(/^search\.filter\.billingInfo\.contactDetails\.fullName/);
    }
  });

  it('pages with cursors that continue the same search', async () => {
    const key = await t.merchantKey();
    const first = (await search(key, { search: { cursorPaging: { limit: 3 } } })).json();
    expect(first.orders).toHaveLength(3);
    expect(first.metadata.hasNext).toBe(true);
    const second = (await search(key, { search: { cursorPaging: { limit: 3, cursor: first.metadata.cursors.next } } })).json();
    expect(second.orders).toHaveLength(1);
    expect(second.metadata.hasNext).toBe(false);
    expect([...first.orders, ...second.orders].map((o: { id: string }) => o.id)).toEqual(placed.map((p) => p.id).reverse());
    const bad = await search(key, { search: { cursorPaging: { cursor: 'nonsense!' } } });
    expect(bad.statusCode).toBe(400);
  });

  it('names a filter field that cannot be filtered by its path', async () => {
    const response = await search(await t.merchantKey(), { search: { filter: { secret: 'x' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'search.filter.secret', violatedRule: 'FIELD_NOT_ALLOWED' });
  });

  it('gets an order by id, also on the official package’s /_api path, and 404 for another site’s order', async () => {
    const key = await t.merchantKey();
    for (const path of [`/ecom/v1/orders/${placed[0]!.id}`, `/_api/ecom-orders/v1/orders/${placed[0]!.id}`]) {
      const response = await t.call('GET', path, { token: key });
      expect(response.statusCode).toBe(200);
      expect(response.json().order).toMatchObject({ id: placed[0]!.id, buyerInfo: { email: 'one@example.com' } });
    }
    const foreign = await t.call('GET', '/ecom/v1/orders/foreign-order', { token: key });
    expect(foreign.statusCode).toBe(404);
    expect(errorCode(foreign)).toBe('ORDER_NOT_FOUND');
  });
});

describe('visitors and members', () => {
  it('refuses visitors (403) and callers without credentials (401)', async () => {
    const visitor = await t.visitorToken();
    expect((await search(visitor)).statusCode).toBe(403);
    expect((await t.call('GET', `/ecom/v1/orders/${placed[0]!.id}`, { token: visitor })).statusCode).toBe(403);
    expect((await t.call('POST', SEARCH, { body: {} })).statusCode).toBe(401);
  });

  it('shows a member their own orders only', async () => {
    const members = await Promise.all([registerMember(t), registerMember(t)]);
    const tokens = await Promise.all(members.map((m) => memberTokensFor(t, m.visitorToken, m.sessionToken).then((x) => x.access_token)));
    const ids: string[] = [];
    for (const token of tokens) {
      const checkoutId = await checkoutWith(t, token, [{ productId: lamp.id }]);
      await fillCheckout(t, { token }, checkoutId);
      ids.push((await createOrder(t, { token }, checkoutId)).json().orderId);
    }
    const mine = (await search(tokens[0]!)).json().orders;
    expect(mine.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    expect(mine[0].buyerInfo.memberId).toBe(members[0]!.identityId);
    expect((await t.call('GET', `/ecom/v1/orders/${ids[0]}`, { token: tokens[0]! })).statusCode).toBe(200);
    expect((await t.call('GET', `/ecom/v1/orders/${ids[1]}`, { token: tokens[0]! })).statusCode).toBe(404);
    expect((await t.call('GET', `/ecom/v1/orders/${placed[0]!.id}`, { token: tokens[0]! })).statusCode).toBe(404);
  });
});

// The account page's Orders section: its exact search, with a member's token, lists that member's orders only (newest first); a visitor gets none.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutWith, createOrder, fillCheckout } from '../../support/checkout-flows.js';
import { memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let lamp: CreatedProduct;

/** The body the account page's Orders section sends (src/hosted/api/orders.ts). */
const ACCOUNT_SEARCH = { search: { sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: 50 } } };

beforeAll(async () => {
  lamp = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Account Lamp', price: 4200 });
});

async function memberToken(): Promise<string> {
  const member = await registerMember(t);
  return (await memberTokensFor(t, member.visitorToken, member.sessionToken)).access_token;
}

async function orderAs(token: string, quantity = 1): Promise<string> {
  const checkoutId = await checkoutWith(t, token, [{ productId: lamp.id, quantity }]);
  await fillCheckout(t, { token }, checkoutId);
  const placed = await createOrder(t, { token }, checkoutId);
  expect(placed.statusCode).toBe(200);
  return placed.json().orderId as string;
}

describe('the account page’s orders', () => {
  it('lists the member’s own orders, newest first, with what the section shows', async () => {
    const [mine, theirs] = await Promise.all([memberToken(), memberToken()]);
    const first = await orderAs(mine);
    const other = await orderAs(theirs);
    const second = await orderAs(mine, 2);
    const visitorOrder = await orderAs(await t.visitorToken());
    const response = await t.call('POST', '/ecom/v1/orders/search', { token: mine, body: ACCOUNT_SEARCH });
    expect(response.statusCode).toBe(200);
    const orders = response.json().orders as {
      id: string;
      number: string;
      createdDate: string;
      paymentStatus: string;
      priceSummary: { total: { formattedAmount: string } };
      lineItems: { quantity: number; productName: { original: string } }[];
    }[];
    expect(orders.map((o) => o.id)).toEqual([second, first]);
    expect(orders.map((o) => o.id)).not.toContain(other);
    expect(orders.map((o) => o.id)).not.toContain(visitorOrder);
    expect(orders[0]).toMatchObject({
      number: expect.stringMatching(/^\d+$/),
      paymentStatus: 'NOT_PAID',
      lineItems: [{ quantity: 2, productName: { original: 'Account Lamp' } }],
    });
    expect(orders[0]!.priceSummary.total.formattedAmount).toMatch(/^\$\d/);
    expect(Number.isNaN(Date.parse(orders[0]!.createdDate))).toBe(false);
  });

  it('refuses the search to a visitor', async () => {
    const response = await t.call('POST', '/ecom/v1/orders/search', { token: await t.visitorToken(), body: ACCOUNT_SEARCH });
    expect(response.statusCode).toBe(403);
  });
});

// The way back: the thank-you data (the order's summary and the session's callback with the order id), checked against the client's origins.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutCall, checkoutSession, checkoutWith, createOrder, errorCode, fillCheckout, openCheckoutPage } from '../../support/checkout-flows.js';
import { SHOP_ORIGIN } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Thanks Mug', price: 1500 });
});

async function openWith(callbacks: Record<string, string>) {
  const token = await t.visitorToken();
  const checkoutId = await checkoutWith(t, token, [{ productId: mug.id }]);
  const { response, auth } = await openCheckoutPage(t, checkoutId, await checkoutSession(t, token, checkoutId, callbacks));
  return { token, checkoutId, auth, opened: response.json() };
}

describe('the thank-you data', () => {
  it('gives the order’s summary and thankYouPageUrl with the order id added', async () => {
    const { checkoutId, auth, opened } = await openWith({
      thankYouPageUrl: `${SHOP_ORIGIN}/shop?tote=thank-you#cart`,
      cartPageUrl: `${SHOP_ORIGIN}/cart`,
      postFlowUrl: `${SHOP_ORIGIN}/`,
    });
    expect(opened.backUrl).toBe(`${SHOP_ORIGIN}/cart`);
    const early = await checkoutCall(t, auth, 'GET', `/${checkoutId}/thank-you`);
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('CHECKOUT_NOT_COMPLETED');
    await fillCheckout(t, auth, checkoutId);
    const { orderId } = (await createOrder(t, auth, checkoutId)).json();
    const response = await checkoutCall(t, auth, 'GET', `/${checkoutId}/thank-you`);
    expect(response.statusCode).toBe(200);
    const { order, returnUrl } = response.json();
    expect(order).toMatchObject({
      id: orderId,
      priceSummary: { total: { formattedAmount: expect.stringMatching(/^\$/) } },
      lineItems: [expect.objectContaining({ productName: { original: 'Thanks Mug', translated: 'Thanks Mug' } })],
    });
    expect(returnUrl).toBe(`${SHOP_ORIGIN}/shop?tote=thank-you&orderId=${orderId}#cart`);
  });

  it('falls back to postFlowUrl, and finds the callbacks for a buyer using a token', async () => {
    const { token, checkoutId } = await openWith({ postFlowUrl: `${SHOP_ORIGIN}/done` });
    await fillCheckout(t, { token }, checkoutId);
    const { orderId } = (await createOrder(t, { token }, checkoutId)).json();
    const { returnUrl } = (await checkoutCall(t, { token }, 'GET', `/${checkoutId}/thank-you`)).json();
    expect(returnUrl).toBe(`${SHOP_ORIGIN}/done?orderId=${orderId}`);
  });

  it('leaves the URL out when the client no longer registers its origin', async () => {
    const { checkoutId, auth } = await openWith({ thankYouPageUrl: `${SHOP_ORIGIN}/shop` });
    await fillCheckout(t, auth, checkoutId);
    await createOrder(t, auth, checkoutId);
    const client = await t.ctx.db.selectFrom('oauth_clients').select('allowed_origins').where('id', '=', DEMO_CLIENT_ID).executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('oauth_clients')
      .set({ allowed_origins: ['https://elsewhere.example'] })
      .where('id', '=', DEMO_CLIENT_ID)
      .execute();
    try {
      const answer = (await checkoutCall(t, auth, 'GET', `/${checkoutId}/thank-you`)).json();
      expect(answer.order).toBeDefined();
      expect(answer.returnUrl).toBeUndefined();
    } finally {
      await t.ctx.db.updateTable('oauth_clients').set({ allowed_origins: client.allowed_origins }).where('id', '=', DEMO_CLIENT_ID).execute();
    }
  });
});

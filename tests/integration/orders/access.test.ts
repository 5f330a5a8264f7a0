// Who may use a checkout: its buyer's token, the checkout page's cookie from the store's origin, a merchant reading; unknown, foreign and tampered requests.
import { beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredCheckoutSessions } from '../../../src/server/checkout/checkout-housekeeping.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, insertSite, visitorTokenOf, type CreatedProduct } from '../../support/cart-fixtures.js';
import {
  CHECKOUTS,
  checkoutCall,
  checkoutSession,
  checkoutWith,
  createOrder,
  errorCode,
  fillCheckout,
  merchantOrder,
  openCheckoutPage,
  pageFor,
  STORE_ORIGIN,
} from '../../support/checkout-flows.js';
import { SHOP_ORIGIN } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Access Mug', price: 1000 });
});

describe('checkout ids', () => {
  it('answers 404 CHECKOUT_NOT_FOUND for an id that does not exist or is not an id', async () => {
    const token = await t.visitorToken();
    for (const id of ['6f1c2a4e-0000-4000-8000-000000000000', 'not-a-checkout']) {
      const response = await checkoutCall(t, { token }, 'GET', `/${id}`);
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('CHECKOUT_NOT_FOUND');
    }
  });

  it('hides another buyer’s checkout and another site’s checkout behind the same 404', async () => {
    const owner = await t.visitorToken();
    const checkoutId = await checkoutWith(t, owner, [{ productId: mug.id }]);
    const stranger = await t.visitorToken();
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await checkoutCall(
        t,
        { token: stranger },
        method,
        `/${checkoutId}`,
        method === 'PATCH' ? { checkout: { buyerNote: 'mine now' } } : undefined,
      );
      expect(response.statusCode).toBe(404);
    }
    expect(errorCode(await createOrder(t, { token: stranger }, checkoutId))).toBe('CHECKOUT_NOT_FOUND');
    const other = await insertSite(t.ctx.db);
    const foreign = await visitorTokenOf(t, other.clientId);
    expect((await checkoutCall(t, { token: foreign }, 'GET', `/${checkoutId}`)).statusCode).toBe(404);
  });

  it('answers 401 without a token or a page cookie', async () => {
    const checkoutId = await checkoutWith(t, await t.visitorToken(), [{ productId: mug.id }]);
    const response = await t.call('GET', `${CHECKOUTS}/${checkoutId}`);
    expect(response.statusCode).toBe(401);
  });

  it('lets a merchant read a checkout of the site but not change it or order it', async () => {
    const checkoutId = await checkoutWith(t, await t.visitorToken(), [{ productId: mug.id }]);
    const token = await t.merchantKey();
    expect((await checkoutCall(t, { token }, 'GET', `/${checkoutId}`)).statusCode).toBe(200);
    expect((await checkoutCall(t, { token }, 'PATCH', `/${checkoutId}`, { checkout: { buyerNote: 'x' } })).statusCode).toBe(403);
    expect((await createOrder(t, { token }, checkoutId)).statusCode).toBe(403);
  });
});

describe('the checkout page session', () => {
  it('exchanges a live redirect session once for an HttpOnly, SameSite=Strict cookie scoped to the checkout’s paths', async () => {
    const token = await t.visitorToken();
    const checkoutId = await checkoutWith(t, token, [{ productId: mug.id }]);
    const sessionId = await checkoutSession(t, token, checkoutId);
    const { response, auth } = await openCheckoutPage(t, checkoutId, sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json().checkout.id).toBe(checkoutId);
    const cookies = response.headers['set-cookie'] as string[];
    expect(cookies).toHaveLength(2);
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)![1]).sort()).toEqual([`${CHECKOUTS}/${checkoutId}`, `/hosted/checkout/${checkoutId}`]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
    }
    // The page works with the cookie alone.
    expect((await checkoutCall(t, auth, 'GET', `/${checkoutId}`)).statusCode).toBe(200);
    // The link is used up: without the cookie it opens nothing; with it (a reload) it keeps working.
    const again = await openCheckoutPage(t, checkoutId, sessionId, '');
    expect(again.response.statusCode).toBe(410);
    expect(errorCode(again.response)).toBe('CHECKOUT_SESSION_EXPIRED');
    const reload = await openCheckoutPage(t, checkoutId, sessionId, 'cookie' in auth ? auth.cookie : '');
    expect(reload.response.statusCode).toBe(200);
  });

  it('refuses an expired session, a session of another checkout, a login session and one another buyer made', async () => {
    const token = await t.visitorToken();
    const checkoutId = await checkoutWith(t, token, [{ productId: mug.id }]);
    const expired = await checkoutSession(t, token, checkoutId);
    await t.ctx.db
      .updateTable('redirect_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired)
      .execute();
    expect(errorCode((await openCheckoutPage(t, checkoutId, expired)).response)).toBe('CHECKOUT_SESSION_EXPIRED');
    expect(errorCode((await openCheckoutPage(t, checkoutId, 'b0b0b0b0-0000-4000-8000-000000000000')).response)).toBe('CHECKOUT_SESSION_EXPIRED');

    const otherToken = await t.visitorToken();
    const otherCheckout = await checkoutWith(t, otherToken, [{ productId: mug.id }]);
    const otherSession = await checkoutSession(t, otherToken, otherCheckout);
    const wrongCheckout = await openCheckoutPage(t, checkoutId, otherSession);
    expect(wrongCheckout.response.statusCode).toBe(403);
    expect(errorCode(wrongCheckout.response)).toBe('CHECKOUT_SESSION_MISMATCH');

    const login = await t.call('POST', '/_api/redirects-api/v1/redirect-session', { token, headers: { origin: SHOP_ORIGIN }, body: { login: {} } });
    expect(errorCode((await openCheckoutPage(t, checkoutId, login.json().redirectSession.id)).response)).toBe('CHECKOUT_SESSION_MISMATCH');

    // A session someone else made for this checkout id does not open it.
    const theirs = await checkoutSession(t, otherToken, checkoutId);
    const hijack = await openCheckoutPage(t, checkoutId, theirs);
    expect(hijack.response.statusCode).toBe(403);
    expect(hijack.response.headers['set-cookie']).toBeUndefined();
  });

  it('does not open another checkout with a page cookie, nor after the cookie expired', async () => {
    const first = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
    const second = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
    expect((await checkoutCall(t, first.auth, 'GET', `/${second.checkoutId}`)).statusCode).toBe(401);
    await t.ctx.db
      .updateTable('checkout_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('checkout_id', '=', first.checkoutId)
      .execute();
    expect((await checkoutCall(t, first.auth, 'GET', `/${first.checkoutId}`)).statusCode).toBe(401);
    // Housekeeping removes sessions a day after they expired, and only those.
    await t.ctx.db
      .updateTable('checkout_sessions')
      .set({ expires_at: new Date(Date.now() - 25 * 3600_000) })
      .where('checkout_id', '=', first.checkoutId)
      .execute();
    expect(await purgeExpiredCheckoutSessions(t.ctx)).toBe(1);
    expect((await checkoutCall(t, second.auth, 'GET', `/${second.checkoutId}`)).statusCode).toBe(200);
  });

  it('refuses cookie writes from another origin or without one', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
    const cookie = 'cookie' in auth ? auth.cookie : '';
    for (const origin of [SHOP_ORIGIN, undefined]) {
      const response = await t.call('POST', `${CHECKOUTS}/${checkoutId}/create-order`, { body: {}, headers: { cookie, ...(origin ? { origin } : {}) } });
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('ORIGIN_NOT_ALLOWED');
    }
    const read = await t.call('GET', `${CHECKOUTS}/${checkoutId}`, { headers: { cookie } });
    expect(read.statusCode).toBe(200);
    const same = await t.call('PATCH', `${CHECKOUTS}/${checkoutId}`, { body: { checkout: { buyerNote: 'hi' } }, headers: { cookie, origin: STORE_ORIGIN } });
    expect(same.statusCode).toBe(200);
  });
});

describe('tampered prices', () => {
  it('ignores prices and totals sent in an update and in create-order: the server’s prices stand', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id, quantity: 2 }]);
    const read = (await checkoutCall(t, auth, 'GET', `/${checkoutId}`)).json();
    const line = read.checkout.lineItems[0];
    const tampered = await checkoutCall(t, auth, 'PATCH', `/${checkoutId}`, {
      checkout: {
        lineItems: [{ ...line, price: { amount: '0.01' }, lineItemPrice: { amount: '0.02' } }],
        priceSummary: { total: { amount: '0.01' } },
        buyerInfo: { email: 'ada@example.com' },
      },
    });
    expect(tampered.statusCode).toBe(200);
    expect(tampered.json().checkout.lineItems[0].price.amount).toBe('10.00');
    await fillCheckout(t, auth, checkoutId, { shippingCode: 'pickup' });
    const response = await createOrder(t, auth, checkoutId, {
      priceSummary: { total: { amount: '0.01' } },
      lineItems: [{ id: line.id, price: '0.01' }],
      total: 1,
    });
    expect(response.statusCode).toBe(200);
    const order = await merchantOrder(t, response.json().orderId);
    expect(order.lineItems[0].price.amount).toBe('10.00');
    expect(order.priceSummary.total.amount).toBe('20.80');
  });

  it('refuses lines or custom lines added through the checkout', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
    for (const body of [{ lineItems: [{ catalogReference: { catalogItemId: mug.id }, quantity: 1 }] }, { customLineItems: [{ price: '0.01', quantity: 1 }] }]) {
      expect((await checkoutCall(t, auth, 'PATCH', `/${checkoutId}`, body)).statusCode).toBe(403);
    }
  });
});

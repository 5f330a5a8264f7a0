// The checkout page's server side: the first load trades the link for the cookie and carries the checkout; reloads, expired,
// foreign and other buyers' links get the right page; a shopper who signed in after starting the checkout keeps their checkout.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, insertSite, visitorTokenOf, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutCall, checkoutSession, checkoutWith, cookieOf, createOrder, defaultCallbacks, fillCheckout } from '../../support/checkout-flows.js';
import { callFrom, loginAs, memberTokensFor, pathOf, registerMember, SHOP_ORIGIN } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

/** A dist folder with a built-looking hosted manifest (the checkout and login entries and a style sheet). */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'tote-checkout-dist-'));
  const hosted = path.join(dist, 'hosted');
  mkdirSync(hosted);
  const manifest: Record<string, unknown> = {};
  for (const page of ['login', 'checkout']) {
    manifest[`src/hosted/entries/${page}.tsx`] = {
      file: `${page}-Hash1234.js`,
      name: page,
      src: `src/hosted/entries/${page}.tsx`,
      isEntry: true,
      css: ['hosted-Css12345.css'],
    };
    writeFileSync(path.join(hosted, `${page}-Hash1234.js`), 'export {};');
  }
  writeFileSync(path.join(hosted, 'hosted-Css12345.css'), 'body{}');
  writeFileSync(path.join(hosted, 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const t = useTestApp({ env: { DIST_DIR: fakeDist() } });
let mug: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Page Mug', price: 1800 });
});

/** The JSON data of a page shell. */
function pageData(html: string): any {
  const json = /<script type="application\/json" id="tote-page-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`no page data in ${html.slice(0, 300)}`);
  return JSON.parse(json);
}

/** Opens a checkout link the way a browser does (a page load). */
function open(url: string, cookie?: string): Promise<LightMyRequestResponse> {
  return callFrom(t, 'GET', url.startsWith('http') ? pathOf(url) : url, {
    headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', ...(cookie ? { cookie } : {}) },
  });
}

/** A visitor's checkout and the link the widget would send the browser to. */
async function visitorCheckout(callbacks = defaultCallbacks()) {
  const token = await t.visitorToken();
  const checkoutId = await checkoutWith(t, token, [{ productId: mug.id, quantity: 2 }]);
  const sessionId = await checkoutSession(t, token, checkoutId, callbacks);
  return { token, checkoutId, sessionId, url: `/hosted/checkout/${checkoutId}?session=${sessionId}` };
}

function expectLockedDown(response: LightMyRequestResponse): void {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('the checkout page’s first load', () => {
  it('trades the link for the page’s cookie and carries the checkout priced by the store', async () => {
    const { checkoutId, url } = await visitorCheckout();
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectLockedDown(page);
    const cookies = [page.headers['set-cookie']].flat().map(String);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
    }
    expect(page.body).toContain('/hosted-assets/checkout-Hash1234.js');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const data = pageData(page.body);
    expect(data).toMatchObject({
      page: 'checkout',
      checkoutId,
      view: 'checkout',
      clientId: 'demo',
      backUrl: `${SHOP_ORIGIN}/shop`,
      store: { name: 'Tote Demo Shop', locale: 'en-US', country: 'US' },
    });
    expect(data.initial.checkout.lineItems).toEqual([expect.objectContaining({ quantity: 2, productName: expect.objectContaining({ original: 'Page Mug' }) })]);
    expect(data.initial.checkout.priceSummary.subtotal.amount).toBe('36.00');
    expect(data.initial.paymentMethods.map((m: { id: string }) => m.id)).toEqual(['offline', 'test-card']);
    // The cookie works for the page's own calls.
    const read = await checkoutCall(t, { cookie: cookieOf(page) }, 'GET', `/${checkoutId}`);
    expect(read.statusCode).toBe(200);
  });

  it('on a reload with the cookie carries the checkout again; without it leaves the decision to the page', async () => {
    const { url } = await visitorCheckout();
    const first = await open(url);
    const again = await open(url, cookieOf(first));
    expect(again.statusCode).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(pageData(again.body).initial.checkout.lineItems).toHaveLength(1);
    // A navigation that began on the shop does not carry the SameSite=Strict cookie: the page reads the checkout itself.
    const bare = await open(url);
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['set-cookie']).toBeUndefined();
    const data = pageData(bare.body);
    expect(data.initial).toBeUndefined();
    expect(data.view).toBe('checkout');
    expect(data.backUrl).toBe(`${SHOP_ORIGIN}/shop`);
  });

  it('uses the link up only on a page load, not when fetched, framed or loaded as an image', async () => {
    const { url } = await visitorCheckout();
    for (const dest of ['empty', 'image', 'iframe']) {
      const fetched = await callFrom(t, 'GET', url, { headers: { 'sec-fetch-dest': dest } });
      expect(fetched.headers['set-cookie'], dest).toBeUndefined();
    }
    const page = await open(url);
    expect([page.headers['set-cookie']].flat()).toHaveLength(2);
  });

  it('shows the thank-you view once the order is placed, on the checkout’s link and its thank-you address', async () => {
    const { checkoutId, url } = await visitorCheckout();
    const first = await open(url);
    const auth = { cookie: cookieOf(first) };
    await fillCheckout(t, auth, checkoutId);
    const { orderId } = (await createOrder(t, auth, checkoutId)).json();
    const reload = pageData((await open(url, auth.cookie)).body);
    expect(reload.view).toBe('thank-you');
    expect(reload.initial.orderId).toBe(orderId);
    const thanks = await open(`/hosted/checkout/${checkoutId}/thank-you?session=x`, auth.cookie);
    expect(thanks.statusCode).toBe(200);
    expectLockedDown(thanks);
    expect(pageData(thanks.body)).toMatchObject({ page: 'checkout', view: 'thank-you', checkoutId });
  });

  it('keeps the buyer’s own text inert in the page data (no way out of the JSON element)', async () => {
    const { checkoutId, url } = await visitorCheckout();
    const first = await open(url);
    await fillCheckout(t, { cookie: cookieOf(first) }, checkoutId, { buyerNote: '</script><script>alert(1)</script> & <!--' });
    const page = await open(url, cookieOf(first));
    expect(page.body).not.toContain('</script><script>alert(1)');
    expect(page.body).toContain('\\u003c/script\\u003e');
    expect(pageData(page.body).initial.checkout.buyerNote).toBe('</script><script>alert(1)</script> & <!--');
  });
});

describe('a checkout link that cannot open the checkout', () => {
  it('answers an unused link that ran out with 410 and the way back to the shop', async () => {
    const { url, sessionId } = await visitorCheckout();
    await t.ctx.db
      .updateTable('redirect_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', sessionId)
      .execute();
    const page = await open(url);
    expect(page.statusCode).toBe(410);
    expectLockedDown(page);
    expect(page.body).toContain('This checkout link has expired');
    expect(page.body).toContain(`href="${SHOP_ORIGIN}/shop"`);
    expect(page.body).not.toContain('tote-page-data');
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown or malformed checkout id with 404, never JSON', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-checkout', `${'x'.repeat(300)}`]) {
      const page = await open(`/hosted/checkout/${id}?session=00000000-0000-4000-8000-000000000001`);
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('We can’t find this checkout');
    }
  });

  it('answers a checkout of another site with 404, whatever link it is opened with', async () => {
    const other = await insertSite(t.ctx.db);
    const product = await insertProduct(t.ctx.db, other.siteId, { name: 'Elsewhere', price: 500 });
    const stranger = await visitorTokenOf(t, other.clientId);
    const foreignCheckout = await checkoutWith(t, stranger, [{ productId: product.id }]);
    // A demo-shop session pointing at the other site's checkout.
    const { token } = await visitorCheckout();
    const session = await checkoutSession(t, token, foreignCheckout);
    const page = await open(`/hosted/checkout/${foreignCheckout}?session=${session}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('We can’t find this checkout');
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('answers another buyer’s link with 403 and sets no cookie', async () => {
    const { checkoutId } = await visitorCheckout();
    const intruder = await t.visitorToken();
    const session = await checkoutSession(t, intruder, checkoutId);
    const page = await open(`/hosted/checkout/${checkoutId}?session=${session}`);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('This checkout belongs to someone else');
    expect(page.headers['set-cookie']).toBeUndefined();
  });
});

describe('a shopper who signs in between creating the checkout and opening it', () => {
  it('gets the checkout as the member when the sign-in gave them the cart, and the order is theirs', async () => {
    const visitor = await t.visitorToken();
    const checkoutId = await checkoutWith(t, visitor, [{ productId: mug.id }]);
    const member = await registerMember(t, { visitorToken: visitor });
    const memberToken = (await memberTokensFor(t, visitor, member.sessionToken)).access_token;
    const session = await checkoutSession(t, memberToken, checkoutId);
    const page = await open(`/hosted/checkout/${checkoutId}?session=${session}`);
    expect(page.statusCode).toBe(200);
    const data = pageData(page.body);
    expect(data.initial.checkout.buyerInfo).toMatchObject({ memberId: member.identityId, email: member.email });
    const auth = { cookie: cookieOf(page) };
    await fillCheckout(t, auth, checkoutId, { email: member.email });
    const placed = await createOrder(t, auth, checkoutId);
    expect(placed.statusCode).toBe(200);
    const mine = await t.call('POST', '/ecom/v1/orders/search', { token: memberToken, body: {} });
    expect(mine.json().orders.map((o: { id: string }) => o.id)).toEqual([placed.json().orderId]);
    // The visitor's token no longer reaches the checkout.
    expect((await checkoutCall(t, { token: visitor }, 'GET', `/${checkoutId}`)).statusCode).toBe(404);
  });

  it('gets a clear page with the way back to the cart when the sign-in merged the cart into the member’s own', async () => {
    const member = await registerMember(t);
    const firstToken = (await memberTokensFor(t, member.visitorToken, member.sessionToken)).access_token;
    await checkoutWith(t, firstToken, [{ productId: mug.id }]);
    const visitor = await t.visitorToken();
    const checkoutId = await checkoutWith(t, visitor, [{ productId: mug.id }]);
    const login = (await loginAs(t, member.email, member.password, { visitorToken: visitor })).json();
    const memberToken = (await memberTokensFor(t, visitor, login.sessionToken)).access_token;
    const session = await checkoutSession(t, memberToken, checkoutId);
    const page = await open(`/hosted/checkout/${checkoutId}?session=${session}`);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('You signed in after starting the checkout');
    expect(page.body).toContain(`href="${SHOP_ORIGIN}/shop"`);
    expect(page.headers['set-cookie']).toBeUndefined();
  });
});

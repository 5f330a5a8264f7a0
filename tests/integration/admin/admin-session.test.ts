// The dashboard's sign-in: cookie flags, who is signed in, sign-out, CSRF-checked writes through the public API, staff roles, password changes.
import { describe, expect, it } from 'vitest';
import { storedEvents } from '../../../src/server/events/event-outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { OrderEventType } from '../../../src/wire/events.js';
import { insertProduct } from '../../support/cart-fixtures.js';
import { placeOrder } from '../../support/order-operations.js';
import { ADMIN_PASSWORD_PATH, ADMIN_SESSION_PATH } from '../../../src/wire/admin.js';
import { makeStaff, sessionOf, setCookies, signIn } from '../../support/admin-session.js';
import { startTestApp, useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@shop.example', password: 'correct horse battery' };

describe('dashboard sign-in', () => {
  it('signs the owner in with an HttpOnly, SameSite=Strict cookie and answers the account and a CSRF token', async () => {
    const ownerId = await makeStaff(t, OWNER.email, OWNER.password, 'owner');
    const response = await t.call('POST', ADMIN_SESSION_PATH, { body: OWNER });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      staff: { id: ownerId, email: OWNER.email, role: 'owner', siteId: 'tote-demo', totpEnabled: false },
      csrfToken: expect.any(String),
      shopName: 'Tote Demo Shop',
    });
    const cookie = setCookies(response).tote_admin!;
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie.attributes).toMatch(/HttpOnly/);
    expect(cookie.attributes).toMatch(/SameSite=Strict/);
    expect(cookie.attributes).toMatch(/Path=\//);
    expect(cookie.attributes).not.toMatch(/Secure/);
    expect(response.headers['cache-control']).toBe('no-store');
    // The token is stored as a digest only.
    const stored = await t.handle.db.selectFrom('staff_sessions').select('token_hash').where('staff_id', '=', ownerId).execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(cookie.value);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 INVALID_CREDENTIALS', async () => {
    const wrong = await t.call('POST', ADMIN_SESSION_PATH, { body: { email: OWNER.email, password: 'not the password' } });
    const unknown = await t.call('POST', ADMIN_SESSION_PATH, { body: { email: 'nobody@shop.example', password: 'not the password' } });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().details.applicationError.code).toBe('INVALID_CREDENTIALS');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers the session to GET, ends it on DELETE (with the CSRF header) and clears the cookie', async () => {
    const session = await signIn(t, OWNER.email, OWNER.password);
    const current = await t.call('GET', ADMIN_SESSION_PATH, { headers: session.cookieOnly });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ staff: { id: session.staffId, role: 'owner' }, csrfToken: session.csrfToken, shopName: 'Tote Demo Shop' });
    expect((await t.call('DELETE', ADMIN_SESSION_PATH, { headers: session.cookieOnly })).statusCode).toBe(403);
    const out = await t.call('DELETE', ADMIN_SESSION_PATH, { headers: session.headers });
    expect(out.statusCode).toBe(204);
    expect(setCookies(out).tote_admin).toMatchObject({ value: '', attributes: expect.stringMatching(/Max-Age=0/) });
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: session.cookieOnly })).statusCode).toBe(401);
    expect((await t.call('GET', ADMIN_SESSION_PATH)).statusCode).toBe(401);
  });

  it('refuses a sign-in posted from another origin (login CSRF)', async () => {
    const response = await t.call('POST', ADMIN_SESSION_PATH, { body: OWNER, headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().details.applicationError.code).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('sets Secure on the cookie when the store is served over https', async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: 'https://store.example' } });
    try {
      await makeStaff(secure, OWNER.email, OWNER.password, 'owner');
      const response = await secure.call('POST', ADMIN_SESSION_PATH, { body: OWNER });
      expect(setCookies(response).tote_admin?.attributes).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('lets a cookie write through the public API with the CSRF header, and refuses it without or from another origin', async () => {
    const session = await signIn(t, OWNER.email, OWNER.password);
    const body = { site: { accentColor: '#123456' } };
    const withHeader = await t.call('PATCH', '/tote/v1/site', { body, headers: session.headers });
    expect(withHeader.statusCode).toBe(200);
    expect(withHeader.json().site.accentColor).toBe('#123456');
    const without = await t.call('PATCH', '/tote/v1/site', { body, headers: session.cookieOnly });
    expect(without.statusCode).toBe(403);
    expect(without.json().details.applicationError.code).toBe('CSRF_TOKEN_MISMATCH');
    const wrongToken = await t.call('PATCH', '/tote/v1/site', { body, headers: { ...session.cookieOnly, 'x-tote-csrf': 'x'.repeat(32) } });
    expect(wrongToken.json().details.applicationError.code).toBe('CSRF_TOKEN_MISMATCH');
    const foreign = await t.call('PATCH', '/tote/v1/site', { body, headers: { ...session.headers, origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().details.applicationError.code).toBe('ORIGIN_NOT_ALLOWED');
    const own = await t.call('PATCH', '/tote/v1/site', { body, headers: { ...session.headers, origin: 'http://localhost:8787' } });
    expect(own.statusCode).toBe(200);
    // Reads need no header.
    expect((await t.call('GET', '/tote/v1/site', { headers: session.cookieOnly })).statusCode).toBe(200);
  });

  it('gives a staff account orders and products, and 403 OWNER_ONLY on what is the owner’s', async () => {
    await makeStaff(t, 'clerk@shop.example', 'clerk password 1', 'staff');
    const clerk = await signIn(t, 'clerk@shop.example', 'clerk password 1');
    expect((await t.call('POST', '/ecom/v1/orders/search', { body: {}, headers: clerk.headers })).statusCode).toBe(200);
    expect((await t.call('POST', '/stores/v1/products/query', { body: {}, headers: clerk.headers })).statusCode).toBe(200);
    const created = await t.call('POST', '/stores/v1/products', {
      body: { product: { name: 'Clerk’s mug', productType: 'physical', priceData: { price: 12 } } },
      headers: clerk.headers,
    });
    expect(created.statusCode).toBe(200);
    // Orders may be exported by staff; members (customers) are the owner's.
    expect((await t.call('GET', '/tote/v1/orders/export?format=json', { headers: clerk.headers })).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', '/tote/v1/customers/export', undefined],
      ['GET', '/tote/v1/site', undefined],
      ['PATCH', '/tote/v1/site', { site: { accentColor: '#654321' } }],
      ['GET', '/tote/v1/oauth-clients', undefined],
      ['POST', '/stores/v2/coupons/query', {}],
      ['GET', '/tote/v1/shipping/zones', undefined],
      ['GET', '/tote/v1/tax/rates', undefined],
      ['GET', '/members/v1/members', undefined],
      ['GET', '/tote/v1/webhooks/endpoints', undefined],
      ['GET', '/tote/v1/api-keys', undefined],
      ['GET', '/tote/v1/admin/staff', undefined],
    ] as const) {
      const response = await t.call(method, url, { headers: clerk.headers, ...(body ? { body } : {}) });
      expect({ url, status: response.statusCode, code: response.json().details?.applicationError?.code }).toEqual({ url, status: 403, code: 'OWNER_ONLY' });
    }
  });

  it('names the staff account as the Wix user who caused an event', async () => {
    const clerk = await signIn(t, 'clerk@shop.example', 'clerk password 1');
    const created = await t.call('POST', '/stores/v1/products', {
      body: { product: { name: 'Evented mug', productType: 'physical', priceData: { price: 3 } } },
      headers: clerk.headers,
    });
    expect(created.statusCode).toBe(200);
    const events = await t.handle.db.selectFrom('event_outbox').selectAll().orderBy('position', 'desc').limit(5).execute();
    const identities = events.map((e) => JSON.stringify(e)).join('\n');
    expect(identities).toContain(`"wixUserId":"${clerk.staffId}"`);
  });

  it('names the staff account in the events of order operations too (paid, fulfilled), and an API key as its app', async () => {
    const clerk = await signIn(t, 'clerk@shop.example', 'clerk password 1');
    const mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Operated mug', price: 900 });
    const { orderId } = await placeOrder(t, [{ productId: mug.id }]);
    const paid = await t.call('POST', `/ecom/v1/payments-collector/orders/${orderId}/mark-as-paid`, { body: {}, headers: clerk.headers });
    expect(paid.statusCode, paid.body).toBe(200);
    const paidEvents = await storedEvents(t.ctx.db, DEMO_SITE_ID, { entityId: orderId, eventType: OrderEventType.PAYMENT_STATUS_UPDATED });
    expect(paidEvents.map((e) => e.identity)).toEqual([{ identityType: 'WIX_USER', wixUserId: clerk.staffId }]);
    const key = await t.merchantKey();
    const order = (await t.call('GET', `/ecom/v1/orders/${orderId}`, { token: key })).json().order;
    const fulfilled = await t.call('POST', `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, {
      token: key,
      body: { fulfillment: { lineItems: [{ id: order.lineItems[0].id, quantity: 1 }], trackingInfo: { trackingNumber: 'T1', shippingProvider: 'ups' } } },
    });
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    const [fulfilledEvent] = await storedEvents(t.ctx.db, DEMO_SITE_ID, { entityId: orderId, eventType: OrderEventType.FULFILLED });
    expect(fulfilledEvent!.identity).toMatchObject({ identityType: 'APP', appId: expect.any(String) });
  });

  it('changes the password, ends every other session of the account and keeps the one that changed it', async () => {
    await makeStaff(t, 'changer@shop.example', 'first password 1', 'owner');
    const here = await signIn(t, 'changer@shop.example', 'first password 1');
    const elsewhere = await signIn(t, 'changer@shop.example', 'first password 1');
    const wrong = await t.call('POST', ADMIN_PASSWORD_PATH, {
      body: { currentPassword: 'nope nope', newPassword: 'second password 2' },
      headers: here.headers,
    });
    expect(wrong.json().details.applicationError.code).toBe('WRONG_CURRENT_PASSWORD');
    const changed = await t.call('POST', ADMIN_PASSWORD_PATH, {
      body: { currentPassword: 'first password 1', newPassword: 'second password 2' },
      headers: here.headers,
    });
    expect(changed.statusCode).toBe(204);
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: elsewhere.cookieOnly })).statusCode).toBe(401);
    expect((await t.call('GET', '/tote/v1/site', { headers: elsewhere.cookieOnly })).statusCode).toBe(401);
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: here.cookieOnly })).statusCode).toBe(200);
    expect((await t.call('POST', ADMIN_SESSION_PATH, { body: { email: 'changer@shop.example', password: 'first password 1' } })).statusCode).toBe(401);
    sessionOf(await t.call('POST', ADMIN_SESSION_PATH, { body: { email: 'changer@shop.example', password: 'second password 2' } }));
  });

  it('refuses the password change to an API key: it acts on a signed-in account', async () => {
    const response = await t.call('POST', ADMIN_PASSWORD_PATH, { token: await t.merchantKey(), body: { currentPassword: 'x', newPassword: 'yyyyyyyyy' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().details.applicationError.code).toBe('STAFF_SESSION_REQUIRED');
  });
});

// Guest orders joined to a member: orders placed as a visitor with an e-mail become the member's once that e-mail is verified, never before.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutWith, createOrder, fillCheckout } from '../../support/checkout-flows.js';
import { callFrom, freshEmail, freshIp, latestCode, latestLink, loginAs, memberTokensFor, setSiteSettings } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let kettle: CreatedProduct;

/** The account page's search of the member's own orders. */
const MY_ORDERS = { search: { sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: 50 } } };

beforeAll(async () => {
  kettle = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Joined Kettle', price: 3100 });
});

afterEach(() => setSiteSettings(t, { requireOwnerApproval: false, requireEmailVerification: true }));

/** Places an order as a visitor with `email` (as typed at the checkout); returns its id. */
async function guestOrder(email: string): Promise<string> {
  const token = await t.visitorToken();
  const checkoutId = await checkoutWith(t, token, [{ productId: kettle.id, quantity: 1 }]);
  await fillCheckout(t, { token }, checkoutId, { email });
  const placed = await createOrder(t, { token }, checkoutId);
  expect(placed.statusCode).toBe(200);
  return placed.json().orderId as string;
}

/** Who the store says bought the order (the merchant's view). */
async function buyerOf(orderId: string): Promise<{ kind: string; id: string }> {
  const row = await t.ctx.db.selectFrom('orders').select(['buyer_kind', 'buyer_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  return { kind: row.buyer_kind, id: row.buyer_id };
}

/** The ids of the member's own orders, as the account page lists them. */
async function myOrderIds(visitorToken: string, sessionToken: string): Promise<string[]> {
  const { access_token } = await memberTokensFor(t, visitorToken, sessionToken);
  const response = await t.call('POST', '/ecom/v1/orders/search', { token: access_token, body: MY_ORDERS });
  expect(response.statusCode).toBe(200);
  return (response.json().orders as { id: string }[]).map((o) => o.id);
}

/** Starts a registration; returns the visitor, the address, the first answer and the IP it came from. */
async function startRegistration(email: string) {
  const visitorToken = await t.visitorToken();
  const ip = freshIp();
  const response = await callFrom(t, 'POST', '/_api/iam/authentication/v2/register', {
    token: visitorToken,
    ip,
    body: { loginId: { email }, password: 'correct horse battery' },
  });
  expect(response.statusCode).toBe(200);
  return { visitorToken, ip, body: response.json() };
}

describe('guest orders joined to a member', () => {
  it('joins the guest orders of the address when the registration’s code is confirmed, and not before', async () => {
    const email = freshEmail('guest');
    // Typed differently at the checkout than at the registration: still the same address.
    const before = await guestOrder(`  ${email.toUpperCase()} `);
    const someoneElse = await guestOrder(freshEmail('other'));

    const started = await startRegistration(email);
    expect(started.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(await buyerOf(before)).toMatchObject({ kind: 'visitor' });

    const verified = await callFrom(t, 'POST', '/_api/iam/verification/v1/auth/verify', {
      token: started.visitorToken,
      ip: started.ip,
      body: { code: await latestCode(t, email), stateToken: started.body.stateToken },
    });
    expect(verified.json().state).toBe('SUCCESS');
    const identityId = verified.json().identity.id as string;
    expect(await buyerOf(before)).toEqual({ kind: 'member', id: identityId });
    expect(await buyerOf(someoneElse)).toMatchObject({ kind: 'visitor' });
    expect(await myOrderIds(started.visitorToken, verified.json().sessionToken)).toEqual([before]);
    // The merchant sees the member on the order.
    const merchant = await t.call('GET', `/ecom/v1/orders/${before}`, { token: await t.merchantKey() });
    expect(merchant.json().order.buyerInfo).toMatchObject({ memberId: identityId });
  });

  it('never joins them to an unverified account; a password reset (the link reached the mailbox) does', async () => {
    await setSiteSettings(t, { requireOwnerApproval: false, requireEmailVerification: false });
    const email = freshEmail('unverified');
    const order = await guestOrder(email);
    const started = await startRegistration(email);
    expect(started.body.state).toBe('SUCCESS');
    expect(await buyerOf(order)).toMatchObject({ kind: 'visitor' });
    expect(await myOrderIds(started.visitorToken, started.body.sessionToken)).toEqual([]);

    const visitor = await t.visitorToken();
    const sent = await callFrom(t, 'POST', '/_api/iam/recovery/v1/send-email', { token: visitor, body: { email } });
    expect(sent.statusCode).toBe(200);
    const recoveryToken = new URL(await latestLink(t, email)).searchParams.get('recoveryToken')!;
    const recovered = await callFrom(t, 'POST', '/_api/iam/recovery/v1/recover', { token: visitor, body: { recoveryToken, password: 'a new password here' } });
    expect(recovered.json().state).toBe('SUCCESS');
    expect(await buyerOf(order)).toMatchObject({ kind: 'member' });
    const login = await loginAs(t, email, 'a new password here', { visitorToken: visitor });
    expect(await myOrderIds(visitor, login.json().sessionToken)).toEqual([order]);
  });

  it('joins them on a trusted sign-on that vouches for the e-mail, and not on one that does not', async () => {
    const key = await t.merchantKey();
    const vouched = freshEmail('vouched');
    const unvouched = freshEmail('unvouched');
    const [vouchedOrder, unvouchedOrder] = [await guestOrder(vouched), await guestOrder(unvouched)];
    const signOn = (email: string, verifyEmail: boolean) =>
      callFrom(t, 'POST', '/_api/iam/authentication/v2/sign-on', {
        headers: { authorization: `${key}` },
        body: { loginId: { email }, verifyEmail },
      });
    expect((await signOn(unvouched, false)).statusCode).toBe(200);
    const signed = await signOn(vouched, true);
    expect(signed.statusCode).toBe(200);
    expect(await buyerOf(vouchedOrder)).toEqual({ kind: 'member', id: signed.json().identity.id });
    expect(await buyerOf(unvouchedOrder)).toMatchObject({ kind: 'visitor' });
  });
});

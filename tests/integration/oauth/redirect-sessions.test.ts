// Redirect sessions of every kind: URLs on the store's origin, owner-configured URLs (or a clear error), callbacks only on registered origins.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import { callFrom, pathOf, setSiteSettings, SHOP_ORIGIN } from '../../support/identity-flows.js';

const t = useTestApp();
const PATH = '/_api/redirects-api/v1/redirect-session';

async function create(body: unknown, path = PATH) {
  return callFrom(t, 'POST', path, { token: await t.visitorToken(), body });
}

describe('redirect sessions', () => {
  it('sends ecomCheckout to the hosted checkout of the checkout, with the session to read the callbacks from', async () => {
    const response = await create({
      ecomCheckout: { checkoutId: 'chk-1' },
      callbacks: { thankYouPageUrl: `${SHOP_ORIGIN}/thanks`, postFlowUrl: `${SHOP_ORIGIN}/shop` },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json().redirectSession;
    expect(session.fullUrl).toBe(`http://localhost:8787/hosted/checkout/chk-1?session=${session.id}`);
    expect(session.urlDetails).toEqual({ endpoint: 'http://localhost:8787/hosted/checkout/chk-1', searchParams: { session: session.id } });
    expect(session.shortUrl).toBe(`http://localhost:8787/r/${session.id}`);
    const info = await callFrom(t, 'GET', `${PATH}/${session.id}`);
    expect(info.json().redirectSession).toMatchObject({
      kind: 'ecomCheckout',
      callbacks: { thankYouPageUrl: `${SHOP_ORIGIN}/thanks`, postFlowUrl: `${SHOP_ORIGIN}/shop` },
      params: { checkoutId: 'chk-1' },
    });
    const short = await callFrom(t, 'GET', pathOf(session.shortUrl));
    expect(short.headers.location).toBe(session.fullUrl);
  });

  it('sends login, storesProduct and every membersAccount section to hosted pages', async () => {
    const login = (await create({ login: {} })).json().redirectSession;
    expect(login.fullUrl).toBe(`http://localhost:8787/hosted/login?session=${login.id}`);
    expect((await create({ storesProduct: { productSlug: 'blue mug' } })).json().redirectSession.fullUrl).toBe(
      'http://localhost:8787/hosted/product/blue%20mug',
    );
    const sections = { ACCOUNT_INFO: 'info', ORDERS: 'orders', BOOKINGS: 'bookings', SUBSCRIPTIONS: 'subscriptions', EVENTS: 'events' };
    for (const [section, path] of Object.entries(sections)) {
      expect((await create({ membersAccount: { section } })).json().redirectSession.fullUrl).toBe(`http://localhost:8787/hosted/account/${path}`);
    }
    expect((await create({ membersAccount: { section: 'WALLET' } })).statusCode).toBe(400);
  });

  it('answers under the path without /_api too', async () => {
    expect((await create({ login: {} }, '/redirects-api/v1/redirect-session')).statusCode).toBe(200);
  });

  it('fails with a clear application error for owner-run pages nobody configured, and uses the owner URL once set', async () => {
    for (const kind of ['bookingsCheckout', 'eventsCheckout', 'paidPlansCheckout', 'bookingsBook']) {
      const response = await create({ [kind]: {} });
      expect(response.statusCode, kind).toBe(400);
      expect(response.json().details.applicationError).toMatchObject({ code: 'REDIRECT_NOT_CONFIGURED', data: { kind } });
    }
    await setSiteSettings(t, {
      ownerCustomUrls: { paidPlansCheckout: 'https://plans.example.com/checkout?src=tote', bookingsBook: 'https://book.example.com/' },
    });
    const plans = (await create({ paidPlansCheckout: { planId: 'gold' } })).json().redirectSession;
    expect(plans.fullUrl).toBe(`https://plans.example.com/checkout?src=tote&planId=gold&sessionId=${plans.id}`);
    const book = (await create({ bookingsBook: { resourceId: 'r1' } })).json().redirectSession;
    expect(book.fullUrl).toBe(`https://book.example.com/?resourceId=r1&sessionId=${book.id}`);
  });

  it('refuses callbacks on a foreign origin (no open redirect)', async () => {
    for (const key of ['postFlowUrl', 'thankYouPageUrl', 'cartPageUrl', 'loginUrl']) {
      const response = await create({ ecomCheckout: { checkoutId: 'chk-1' }, callbacks: { [key]: 'https://evil.example/x' } });
      expect(response.statusCode, key).toBe(400);
      expect(response.json().details.validationError.fieldViolations[0].field).toBe(`callbacks.${key}`);
    }
    const sneaky = await create({ login: {}, callbacks: { postFlowUrl: 'javascript:alert(1)' } });
    expect(sneaky.statusCode).toBe(400);
  });

  it('wants exactly one intent', async () => {
    expect((await create({})).statusCode).toBe(400);
    const two = await create({ login: {}, storesProduct: { productSlug: 'x' } });
    expect(two.json().details.validationError.fieldViolations[0].violatedRule).toBe('ONE_OF_ALIGNMENT');
  });

  it('continues a login session to the hosted login, then to the post-flow URL once logged in', async () => {
    const session = (await create({ login: {}, callbacks: { postFlowUrl: `${SHOP_ORIGIN}/welcome` } })).json().redirectSession;
    const before = await callFrom(t, 'GET', `/r/${session.id}`);
    expect(before.headers.location).toBe(`http://localhost:8787/hosted/login?session=${session.id}`);
  });

  it('needs a visitor or member token', async () => {
    expect((await callFrom(t, 'POST', PATH, { body: { login: {} } })).statusCode).toBe(401);
    expect((await callFrom(t, 'POST', PATH, { token: await t.merchantKey(), body: { login: {} } })).statusCode).toBe(403);
  });
});

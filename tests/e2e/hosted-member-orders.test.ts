// A member's orders in real Chromium: a guest order from before the registration is theirs once the e-mail is verified; an order opens with its tracking link (axe-clean in light and dark), and "buy again" fills the member's cart and leads back to the shop.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { freshEmail, memberAccessToken, registerMember, signIn, storeCall, violationsLightAndDark, visitorToken } from './support/hosted-flows.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
let store: InProcessStore;
let product: { id: string; name: string };

beforeAll(async () => {
  store = await startInProcessStore();
  product = await store.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('site_id', '=', DEMO_SITE_ID)
    .where('visible', '=', true)
    .where('in_stock', '=', true)
    .where('track_inventory', '=', false)
    .where('manage_variants', '=', false)
    .orderBy('name')
    .executeTakeFirstOrThrow();
}, 120_000);

afterAll(async () => {
  await store?.stop();
});

/** Places an order of the product as the holder of `token`, with `email` at the checkout; returns its id. */
async function orderAs(token: string, email: string): Promise<string> {
  const url = store.storeUrl;
  await storeCall(url, '/ecom/v1/carts/current/add-to-cart', {
    token,
    body: { lineItems: [{ catalogReference: { catalogItemId: product.id, appId: '1380b703-ce81-ff05-f115-39571d94dfcd' }, quantity: 1 }] },
  });
  const { checkoutId } = await storeCall<{ checkoutId: string }>(url, '/ecom/v1/carts/current/create-checkout', { token, body: { channelType: 'WEB' } });
  const address = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine: '1 Main St' };
  await storeCall(url, `/ecom/v1/checkouts/${checkoutId}`, {
    method: 'PATCH',
    token,
    body: {
      checkout: {
        buyerInfo: { email },
        shippingInfo: { shippingDestination: { address, contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } } },
      },
    },
  });
  return (await storeCall<{ orderId: string }>(url, `/ecom/v1/checkouts/${checkoutId}/create-order`, { token, body: {} })).orderId;
}

/** The account's orders, signed in through the hosted login. */
async function signedInOrders(page: Page, member: { email: string; password: string }): Promise<void> {
  await page.goto(`${store.storeUrl}/hosted/account/orders`);
  await page.waitForURL(/\/hosted\/login\?session=/);
  await signIn(page, member.email, member.password);
  await page.waitForURL(`${store.storeUrl}/hosted/account/orders`);
}

describe('a member’s orders', () => {
  it('lists a guest order from before the registration, opens an order with its tracking, and buys it again', async () => {
    const email = freshEmail('again');
    const guestOrder = await orderAs(await visitorToken(store.storeUrl), email);
    const member = await registerMember(store.storeUrl, { email });
    const token = await memberAccessToken(store.storeUrl, store.demoUrl, member.email, member.password);
    const ownOrder = await orderAs(token, email);
    const lineId = (await storeCall<{ order: { lineItems: { id: string }[] } }>(store.storeUrl, `/ecom/v1/orders/${ownOrder}`, { token })).order.lineItems[0]!
      .id;
    const shipped = await fetch(`${store.storeUrl}/ecom/v1/fulfillments/orders/${ownOrder}/create-fulfillment`, {
      method: 'POST',
      headers: { authorization: store.merchantKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        fulfillment: { lineItems: [{ id: lineId, quantity: 1 }], trackingInfo: { shippingProvider: 'ups', trackingNumber: '1Z999AA10123456784' } },
      }),
    });
    expect(shipped.status).toBe(200);
    const numbers = await store.db.selectFrom('orders').select(['id', 'number']).where('id', 'in', [guestOrder, ownOrder]).execute();
    const numberOf = (id: string) => String(numbers.find((o) => o.id === id)!.number);

    const { page } = await kit.openPage();
    await signedInOrders(page, member);
    // The guest order is the member's now.
    await page.getByRole('link', { name: `Order #${numberOf(guestOrder)}` }).waitFor();
    await page.getByRole('link', { name: `Order #${numberOf(ownOrder)}` }).click();
    await page.waitForURL(new RegExp(`/hosted/account/orders\\?.*order=${ownOrder}`));
    await page.getByRole('heading', { name: `Order #${numberOf(ownOrder)}`, level: 2 }).waitFor();
    const track = page.getByRole('link', { name: 'Track the package (ups 1Z999AA10123456784)' });
    expect(await track.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(await page.getByRole('heading', { name: 'Shipments', level: 3 }).count()).toBe(1);
    expect(await violationsLightAndDark(page)).toEqual([]);

    // Back to the list, and the order again on a reload of its own URL.
    await page.getByRole('link', { name: 'All orders' }).click();
    await page.getByRole('link', { name: `Order #${numberOf(guestOrder)}` }).click();
    await page.getByRole('heading', { name: `Order #${numberOf(guestOrder)}`, level: 2 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: `Order #${numberOf(guestOrder)}`, level: 2 }).waitFor();

    await page.getByRole('button', { name: 'Buy again' }).click();
    await page.waitForURL((url) => url.origin !== store.storeUrl);
    const cart = await storeCall<{ cart: { lineItems: { productName: { original: string }; quantity: number }[] } }>(
      store.storeUrl,
      '/ecom/v1/carts/current?ifMissing=empty',
      { token },
    );
    expect(cart.cart.lineItems.map((l) => `${l.productName.original} × ${l.quantity}`)).toEqual([`${product.name} × 1`]);
  });
});

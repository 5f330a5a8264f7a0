// The account's order page in happy-dom against the real store: a member's order with its choices and image, addresses, payment, the shipment's tracking link and the refund, in English and German; "buy again" fills the cart and takes the member to the shop.
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TokenRole } from '../../../src/wire/enums.js';
import type { HostedClient } from '../../../src/hosted/core/hosted-client.js';
import { loadMessages } from '../../../src/hosted/i18n/messages.js';
import { OrderDetails } from '../../../src/hosted/pages/account/order-details.js';
import { createAccountStore, type AccountBrowser, type AccountStore } from '../../../src/hosted/pages/account/state/account-store.js';
import { checkSession } from '../../../src/hosted/pages/account/state/session-actions.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CART_PATH, insertTee, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutWith, createOrder, fillCheckout, STORE_ORIGIN } from '../../support/checkout-flows.js';
import { loginAs, memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { loginPageClient } from '../../support/login-page-client.js';
import { asMerchant, TEST_CARD } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const SHOP = 'http://localhost:4321/';
let tee: CreatedProduct;
let member: Awaited<ReturnType<typeof registerMember>>;
let orderId: string;

/** The page's browser steps: signed in with the member's tokens (the silent sign-in has its own tests), leaving recorded. */
function testBrowser(left: string[]): AccountBrowser {
  return {
    adoptSession: async (client: HostedClient) => {
      const login = await loginAs(t, member.email, member.password, { visitorToken: member.visitorToken });
      const tokens = await memberTokensFor(t, member.visitorToken, login.json().sessionToken as string);
      await client.auth.setTokens({
        accessToken: { value: tokens.access_token, expiresAt: Math.floor(Date.now() / 1000) + tokens.expires_in },
        refreshToken: { value: tokens.refresh_token, role: TokenRole.MEMBER },
      });
      return true;
    },
    loginUrl: async () => `${STORE_ORIGIN}/hosted/login`,
    leave: (url) => left.push(url),
    registerPasskey: async () => '',
  };
}

beforeAll(async () => {
  tee = await insertTee(t.ctx.db, DEMO_SITE_ID, { name: 'Order Page Tee' });
  member = await registerMember(t);
  const token = (await memberTokensFor(t, member.visitorToken, member.sessionToken)).access_token;
  const checkoutId = await checkoutWith(t, token, [{ productId: tee.id, quantity: 2, options: { options: { Size: 'M', Color: 'Navy' } } }]);
  await fillCheckout(t, { token }, checkoutId);
  const placed = await createOrder(t, { token }, checkoutId, TEST_CARD);
  expect(placed.statusCode).toBe(200);
  orderId = placed.json().orderId as string;
  const order = (await asMerchant(t, 'GET', `/ecom/v1/orders/${orderId}`)).json().order;
  const shipped = await asMerchant(t, 'POST', `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, {
    fulfillment: { lineItems: [{ id: order.lineItems[0].id, quantity: 2 }], trackingInfo: { shippingProvider: 'ups', trackingNumber: '1Z999AA10123456784' } },
  });
  expect(shipped.statusCode).toBe(200);
  const paymentId = (await asMerchant(t, 'GET', `/ecom/v1/payments/orders/${orderId}`)).json().orderTransactions.payments[0].id as string;
  const refund = await asMerchant(t, 'POST', `/ecom/v1/payments-collector/orders/${orderId}/trigger-refund`, {
    payments: [{ paymentId, amount: { amount: '5.00' } }],
  });
  expect(refund.statusCode).toBe(200);
});

afterEach(async () => {
  document.body.innerHTML = '';
  await loadMessages('en-US');
});

/** The order page of `orderId`, signed in as the member; `left` holds where it sent the browser. */
async function openOrderPage(): Promise<{ root: HTMLElement; account: AccountStore; left: string[] }> {
  const page = loginPageClient(t);
  const left: string[] = [];
  const account = createAccountStore(
    page.client,
    { section: 'orders', sections: [{ path: 'orders', available: true }], orderId, backUrl: SHOP },
    testBrowser(left),
  );
  await checkSession(account);
  expect(account.getState().session).toMatchObject({ status: 'ready' });
  const root = document.createElement('div');
  document.body.append(root);
  createRoot(root).render(<OrderDetails account={account} onBack={() => undefined} />);
  await expect.poll(() => root.querySelector('h2')?.textContent, { timeout: 10_000 }).toMatch(/^Order #\d+$|^Bestellung Nr\. \d+$/);
  return { root, account, left };
}

describe('the account’s order page', () => {
  it('shows the lines with their choices and image, the addresses, the payment, the tracking link and the refund', async () => {
    const { root } = await openOrderPage();
    const text = root.textContent ?? '';
    expect(text).toContain('Order Page Tee');
    expect(text).toContain('Size: M · Color: Navy');
    expect(text).toContain('Quantity 2');
    // The product's picture as ordered.
    expect(root.querySelector('.order-detail-line img')?.getAttribute('src')).toMatch(/^http:\/\/localhost:8787\/media\/.+\.svg$/);
    const track = [...root.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Track the package'));
    expect(track?.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(track?.textContent).toBe('Track the package (ups 1Z999AA10123456784)');
    expect(text).toMatch(/\$5\.00 refunded on /);
    expect(text).toContain('Partly refunded');
    expect(text).toContain('Shipping address');
    expect(text).toContain('Ada Lovelace');
    expect([...root.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Items', 'Shipments', 'Addresses', 'Payment', 'Refunds']);
  });

  it('shows the German texts in a de-DE shop', async () => {
    await loadMessages('de-DE');
    const { root } = await openOrderPage();
    const text = root.textContent ?? '';
    expect(text).toContain('Sendung verfolgen (ups 1Z999AA10123456784)');
    expect(text).toContain('Erneut kaufen');
    expect(text).toContain('Lieferadresse');
    expect(text).toContain('Teilweise erstattet');
  });

  it('buys again: the lines go into the member’s cart and the member is taken to the shop', async () => {
    const { root, account, left } = await openOrderPage();
    [...root.querySelectorAll('button')].find((b) => b.textContent === 'Buy again')!.click();
    await expect.poll(() => left).toEqual([SHOP]);
    const token = (await account.client.core.tokens.getTokens()).accessToken.value;
    const cart = (await t.call('GET', `${CART_PATH}?ifMissing=empty`, { token })).json().cart;
    expect(cart.lineItems.map((l: { productName: { original: string }; quantity: number }) => `${l.productName.original} × ${l.quantity}`)).toEqual([
      'Order Page Tee × 2',
    ]);
  });
});

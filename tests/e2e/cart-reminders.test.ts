// Cart reminders and GA4's purchase in Chromium on the demo shop: a reminder's link restores the cart in the drawer and a second
// use says why not (the other shopper's cart untouched); after a checkout `purchase` reaches `dataLayer` once (a reload or the
// thank-you URL in a second tab sends nothing more); the dashboard's switch and delay saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCartReminders } from '../../src/server/cart-reminders/index.js';
import { listOutbox } from '../../src/server/mail/outbox.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { STORES_APP_ID } from '../../src/wire/cart.js';
import { expectAccessible, signInByKeyboard } from './support/admin-pages.js';
import {
  addFromBuyBox,
  buyBox,
  cartButton,
  checkOutFromDrawer,
  drawer,
  fillDelivery,
  merchantOrders,
  placeOrderAndWait,
  productIdOf,
  textOf,
  unexpectedErrors,
} from './support/checkout-steps.js';
import { violationsLightAndDark } from './support/hosted-flows.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
const OWNER = { email: 'owner@e2e-cart-reminders.test', password: 'a long owner password' };
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore();
  await createStaffAccount(store.db, DEMO_SITE_ID, { ...OWNER, role: 'owner' });
}, 120_000);
afterAll(async () => {
  await store?.stop();
});

/** Calls the store as a script would: JSON in and out, throwing unless it answers 200. */
async function call(method: string, path: string, token: string, body?: unknown): Promise<any> {
  const response = await fetch(`${store.storeUrl}${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A visitor on another device leaves two caps at the checkout after typing `email`; the reminder is sent; its link's token. */
async function remindedCart(email: string): Promise<string> {
  await call('PATCH', '/tote/v1/site', store.merchantKey, { site: { cartReminders: { enabled: true, delayMinutes: 30 } } });
  const grant = await (
    await fetch(`${store.storeUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
    })
  ).json();
  const token = grant.access_token as string;
  const catalogItemId = await productIdOf(store, 'canvas-cap');
  await call('POST', '/ecom/v1/carts/current/add-to-cart', token, { lineItems: [{ catalogReference: { catalogItemId, appId: STORES_APP_ID }, quantity: 2 }] });
  const { checkoutId } = await call('POST', '/ecom/v1/carts/current/create-checkout', token, { channelType: 'WEB' });
  await call('PATCH', `/ecom/v1/checkouts/${checkoutId}`, token, { checkout: { buyerInfo: { email } } });
  // Half an hour later, the job sends the reminder (the test runs it, with its clock ahead).
  await sendCartReminders({ db: store.db, config: store.config, clock: () => new Date(Date.now() + 31 * 60_000) });
  const [mail] = (await listOutbox(store.db, { to: email })).filter((m) => m.kind === 'cart-reminder');
  return decodeURIComponent(/cart-restore\?token=([^\s]+)/.exec(mail!.text_body)![1]!);
}

describe('a cart reminder’s link', () => {
  it('restores the cart in the drawer on the owner’s site; used again by another shopper, the drawer says so and keeps that cart', async () => {
    const token = await remindedCart('left-a-cart@example.com');
    const link = `${store.storeUrl}/hosted/cart-restore?token=${encodeURIComponent(token)}`;

    const { page, errors } = await kit.openPage();
    await page.goto(link);
    await page.waitForURL((url) => url.origin === store.demoUrl);
    const note = drawer(page).locator('[part~="restore"]');
    await note.waitFor();
    expect(await textOf(note)).toBe('Welcome back! Your cart is restored.');
    expect(await textOf(drawer(page))).toContain('Canvas Cap');
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 2 items');
    // The token left the address bar at once.
    expect(new URL(page.url()).hash).toBe('');
    expect(await violationsLightAndDark(page)).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);

    // Another shopper with a beanie in their own cart.
    const other = await kit.openPage();
    await addFromBuyBox(other.page, store.demoUrl, 'merino-beanie', 'Cart, 1 item');
    // The mail's link again: the store's page says it was used.
    const used = await other.page.goto(link);
    expect(used?.status()).toBe(409);
    await other.page.getByRole('heading', { name: 'This link was already used' }).waitFor();
    // The owner's page with the token (a forwarded URL): the drawer says why, and the beanie stays alone in the cart.
    await other.page.goto(`${store.demoUrl}/#tote-restore=${encodeURIComponent(token)}`);
    const problem = drawer(other.page).locator('[part~="restore"]');
    await problem.waitFor();
    expect(await textOf(problem)).toBe('This cart link was already used. Your current cart is unchanged.');
    expect(await problem.getAttribute('role')).toBe('alert');
    expect(await textOf(drawer(other.page))).toContain('Merino Beanie');
    expect(await textOf(drawer(other.page))).not.toContain('Canvas Cap');
    expect(await cartButton(other.page).getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(new URL(other.page.url()).hash).toBe('');
    expect(await violationsLightAndDark(other.page)).toEqual([]);
    expect(unexpectedErrors(other.errors, [409])).toEqual([]);
  });
});

describe('GA4 purchase', () => {
  it('reaches dataLayer once after a checkout: not again on a reload, nor from the thank-you URL in a second tab', async () => {
    const { page, context, errors } = await kit.openPage();
    // The demo shop with analytics on, as an owner would write its script tag.
    await context.route(`${store.demoUrl}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace('data-client-id="demo"', 'data-client-id="demo" data-analytics="ga4"');
      return route.fulfill({ response, body });
    });
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    const purchases = (p = page) => p.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase'));

    await addFromBuyBox(page, store.demoUrl, 'merino-beanie', 'Cart, 1 item');
    await checkOutFromDrawer(page, store.storeUrl);
    await fillDelivery(page);
    await placeOrderAndWait(page);
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.waitForURL((url) => url.origin === store.demoUrl);
    await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'purchase'));
    const [order] = await merchantOrders(store);
    expect(await purchases()).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: order.number,
          currency: 'USD',
          value: Number(order.priceSummary.total.amount),
          tax: Number(order.priceSummary.tax.amount),
          shipping: Number(order.priceSummary.shipping.amount),
          items: [{ item_id: await productIdOf(store, 'merino-beanie'), item_name: 'Merino Beanie', price: expect.any(Number), quantity: 1 }],
        },
      },
    ]);
    expect(new URL(page.url()).search).toBe('?slug=merino-beanie');

    // A reload: the page is back without the callback's parameters, and nothing is sent.
    await page.reload();
    await buyBox(page).locator('[part~="price"]').waitFor();
    expect(await purchases()).toEqual([]);

    // The thank-you URL itself in a second tab: the order was sent from this browser already. An add to cart there pushes its own
    // event after the purchase check (one chunk, in order): by then no purchase may be in the data layer.
    const thankYou = navigations.find((url) => new URL(url).searchParams.get('tote') === 'thank-you');
    expect(thankYou).toContain(`orderId=${order.id}`);
    const second = await context.newPage();
    await second.goto(thankYou!);
    await drawer(second).locator('[part~="confirmation"]').waitFor();
    await second.keyboard.press('Escape');
    await drawer(second).waitFor({ state: 'detached' });
    await buyBox(second).locator('[part~="add-to-cart"]').click();
    await second.waitForFunction(() => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'add_to_cart'));
    expect(await purchases(second)).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('turns cart reminders on with a delay in Settings (off by default) and shows the figures', async () => {
    await call('PATCH', '/tote/v1/site', store.merchantKey, { site: { cartReminders: { enabled: false, delayMinutes: 240 } } });
    const { page, errors } = await kit.openPage();
    await signInByKeyboard(page, store.storeUrl, OWNER);
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    const panel = page.getByRole('region', { name: 'Cart reminders' });
    await panel.getByText('Reminders sent').waitFor();
    const enabled = panel.getByLabel('Send cart reminders');
    expect(await enabled.isChecked()).toBe(false);
    // The first test's reminder came back.
    expect(await textOf(panel.locator('.cards'))).toMatch(/Reminders sent\s*1.*Carts brought back\s*1\s*100 % of those sent/);
    await enabled.check();
    await panel.getByLabel('Send after').selectOption({ label: '1 day' });
    await expectAccessible(page, 'settings with cart reminders');
    await panel.getByRole('button', { name: 'Save reminders' }).click();
    await page.getByText('Saved.').waitFor();
    expect((await call('GET', '/tote/v1/site', store.merchantKey)).site.cartReminders).toEqual({ enabled: true, delayMinutes: 1440 });
    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: 'Cart reminders' }).getByLabel('Send cart reminders').isChecked()).toBe(true);
    expect(await page.getByLabel('Send after').inputValue()).toBe('1440');
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });
});

// The dashboard in Chromium against the real store: keyboard-only sign-in as the owner, an order fulfilled with tracking, marked paid
// and partly refunded with a reason (each confirmed first), a product created and answered by the catalog API, a coupon and a webhook endpoint added,
// axe-core clean and no sideways scrolling at 390 px on every page visited; screenshots of the main pages (ADMIN_SHOTS_DIR=docs
// writes docs/dashboard.md's docs/admin-*.png).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { placeOrder } from '../support/order-operations.js';
import type { TestApp } from '../support/test-app.js';
import { unexpectedErrors } from './support/checkout-steps.js';
import { expectAccessible, loaded, screenshot } from './support/admin-pages.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
const OWNER = { email: 'owner@e2e-admin.test', password: 'a long owner password' };
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore();
  await createStaffAccount(store.db, DEMO_SITE_ID, { ...OWNER, role: 'owner' });
});
afterAll(async () => {
  await store?.stop();
});

/**
 * The order helpers of the integration tests, calling this running store over HTTP (their callback URLs name the test
 * apps' store and demo shop, http://localhost:8787 and :8788: they are moved to this store's).
 */
function overHttp(s: InProcessStore): TestApp {
  const call: TestApp['call'] = async (method, url, { token, body, headers = {} } = {}) => {
    const moved = (text: string) => text.replaceAll('http://localhost:8788', s.demoUrl).replaceAll('http://localhost:8787', s.storeUrl);
    const json = body === undefined ? undefined : moved(typeof body === 'string' ? body : JSON.stringify(body));
    headers = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, moved(value)]));
    const response = await fetch(`${s.storeUrl}${url}`, {
      method,
      headers: { ...(token ? { authorization: token } : {}), ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(json !== undefined ? { body: json } : {}),
    });
    const text = await response.text();
    const answerHeaders: Record<string, string | string[]> = Object.fromEntries(response.headers);
    answerHeaders['set-cookie'] = response.headers.getSetCookie();
    return { statusCode: response.status, body: text, headers: answerHeaders, json: () => JSON.parse(text) } as unknown as Awaited<ReturnType<TestApp['call']>>;
  };
  const visitorTokens = async () => (await call('POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'anonymous' } })).json();
  return {
    call,
    visitorTokens,
    visitorToken: async () => (await visitorTokens()).access_token,
    merchantKey: async () => s.merchantKey,
    ctx: { db: s.db },
    handle: { db: s.db },
  } as unknown as TestApp;
}

describe('the dashboard in Chromium', () => {
  it('signs the owner in by keyboard, fulfils an order with tracking, marks it paid and refunds part, creates a product the catalog answers, a coupon and a webhook endpoint', async () => {
    const productId = (
      await store.db.selectFrom('products').select('id').where('site_id', '=', DEMO_SITE_ID).where('visible', '=', true).executeTakeFirstOrThrow()
    ).id;
    const { orderId } = await placeOrder(overHttp(store), [{ productId }], { email: 'e2e.buyer@example.com' });
    const { page, errors } = await kit.openPage();
    const answer = await page.goto(`${store.storeUrl}/admin`);
    expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByRole('heading', { name: 'Sign in to your store' }).waitFor();
    await expectAccessible(page, 'sign-in');

    // Keyboard only: Tab to each field, type, Enter submits.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await page.keyboard.type(OWNER.email);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await page.keyboard.type(OWNER.password);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await expectAccessible(page, 'home');
    await screenshot(page, 'home');

    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('cell', { name: /e2e\.buyer@example\.com/ }).waitFor();
    await expectAccessible(page, 'orders');
    await screenshot(page, 'orders');
    await page.locator(`a[href="/admin/orders/${orderId}"]`).click();
    await page.getByRole('heading', { name: /^Order #\d+$/ }).waitFor();
    await expectAccessible(page, 'order');
    await screenshot(page, 'order');
    await page.getByLabel('Carrier').fill('DHL');
    await page.getByLabel('Tracking number').fill('00340434161094042557');
    await page.getByRole('button', { name: 'Fulfil', exact: true }).click();
    await page.getByText('The order is fulfilled.').waitFor();
    await page.getByText('DHL 00340434161094042557').waitFor();
    const order = await (await fetch(`${store.storeUrl}/ecom/v1/orders/${orderId}`, { headers: { authorization: store.merchantKey } })).json();
    expect(order.order.fulfillmentStatus).toBe('FULFILLED');

    // Paid offline: marked paid, then a refund recorded with its reason; both in the timeline, the refund form axe clean.
    // Each asked first: marking paid names the amount, the refund too.
    await page.getByRole('button', { name: 'Mark as paid' }).click();
    await page
      .getByRole('group', { name: /^Mark this order paid\? This records that you received \$/ })
      .getByRole('button', { name: 'Mark as paid' })
      .click();
    await page.getByText('The order is marked paid.').waitFor();
    const refund = page.getByRole('form', { name: 'Refund' });
    await refund.waitFor();
    await refund.getByLabel('Chosen items').check();
    await expectAccessible(page, 'order with the refund form');
    await refund.getByLabel('An amount').check();
    await refund.getByLabel('Amount (USD)').fill('1.50');
    await refund.getByLabel('Reason').fill('Late delivery');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await refund.getByText('Record a refund of $1.50? Give the money back yourself.').waitFor();
    await refund.getByRole('button', { name: 'Refund $1.50' }).click();
    await page.getByText('Refunded $1.50.').waitFor();
    await page.locator('.timeline').getByText('Refunded: $1.50 (reason: Late delivery)').waitFor();
    await page.locator('.timeline').getByText(/Paid$/).waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await expectAccessible(page, 'products');
    await screenshot(page, 'products');
    await page.getByRole('link', { name: 'Add product' }).click();
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await expectAccessible(page, 'product-new');
    await page.getByLabel('Name', { exact: true }).fill('E2E Scarf');
    await page.getByLabel('Description', { exact: true }).fill('Warm, woolly and long enough for two turns.');
    await page.getByLabel('Price', { exact: true }).fill('45');
    await screenshot(page, 'product-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Edit E2E Scarf', level: 1 }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const product = await (await fetch(`${store.storeUrl}/stores-reader/v1/products/${id}`, { headers: { authorization: store.merchantKey } })).json();
    expect(product.product).toMatchObject({ name: 'E2E Scarf', priceData: { price: 45 } });

    for (const [link, heading] of [
      ['Discounts', 'Discounts'],
      ['Members', 'Members'],
      ['Install', 'Install'],
      ['Developers', 'Developers'],
      ['Settings', 'Settings'],
    ] as const) {
      await page.getByRole('navigation').getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await loaded(page);
      await expectAccessible(page, heading.toLowerCase());
    }

    // A coupon by keyboard: Tab from the code field through the form, Enter creates it.
    await page.getByRole('navigation').getByRole('link', { name: 'Discounts' }).click();
    await page.getByRole('heading', { name: 'Discounts', level: 1 }).waitFor();
    await page.getByLabel('Code', { exact: true }).focus();
    await page.keyboard.type('E2E15');
    await page.getByLabel('Percent off', { exact: true }).first().fill('15');
    await page.getByLabel('Usage limit').fill('100');
    await page.getByLabel('Usage limit').press('Enter');
    await page.getByText('The coupon E2E15 is created.').waitFor();
    await page.getByRole('row', { name: /E2E15/ }).waitFor();
    await expectAccessible(page, 'discounts');
    await screenshot(page, 'discounts');
    const coupons = await (
      await fetch(`${store.storeUrl}/stores/v2/coupons/query`, {
        method: 'POST',
        headers: { authorization: store.merchantKey, 'content-type': 'application/json' },
        body: JSON.stringify({ query: { filter: { 'specification.code': { $eq: 'E2E15' } } } }),
      })
    ).json();
    expect(coupons.coupons[0].specification).toMatchObject({ percentOffRate: 15, usageLimit: 100 });

    // A webhook endpoint, its secret shown once, and its page with a test event in the delivery log.
    await page.getByRole('navigation').getByRole('link', { name: 'Developers' }).click();
    await page.getByRole('heading', { name: 'Developers', level: 1 }).waitFor();
    await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/tote-hooks');
    await page.getByLabel('wix.ecom.v1.order_created').check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText('The endpoint is added.').waitFor();
    expect(await page.getByLabel('The signing secret. Copy it now: it is shown only once.').inputValue()).toMatch(/^whsec_/);
    await expectAccessible(page, 'developers with an endpoint');
    await screenshot(page, 'developers');
    await page.getByRole('link', { name: 'http://127.0.0.1:9/tote-hooks' }).click();
    await page.getByRole('heading', { name: 'Webhook endpoint', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByRole('rowheader', { name: /tote\.webhooks\.v1\.endpoint_test/ }).waitFor();
    await expectAccessible(page, 'webhook endpoint');
    await screenshot(page, 'webhook');

    // The one refusal the browser logs is the session read before signing in (401: signed out).
    expect(errors.filter((e) => e.includes('status of 401'))).toHaveLength(1);
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });
});

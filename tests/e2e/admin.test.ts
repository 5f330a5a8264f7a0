// The dashboard in Chromium against the real store: keyboard-only sign-in as the owner, an order fulfilled with tracking, a product
// created and answered by the catalog API, axe-core clean and no sideways scrolling at 390 px on every page visited.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { placeOrder } from '../support/order-operations.js';
import type { TestApp } from '../support/test-app.js';
import { unexpectedErrors } from './support/checkout-steps.js';
import { seriousViolations } from './support/hosted-flows.js';
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

/** axe-core finds no serious or critical violation at desktop width, nor at 390 px, where nothing scrolls sideways. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page), `${name} (desktop)`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(100);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    `${name} overflows at 390 px`,
  ).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), `${name} (phone)`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the dashboard in Chromium', () => {
  it('signs the owner in by keyboard, fulfils an order with tracking and creates a product the catalog answers', async () => {
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

    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('cell', { name: /e2e\.buyer@example\.com/ }).waitFor();
    await expectAccessible(page, 'orders');
    await page.locator(`a[href="/admin/orders/${orderId}"]`).click();
    await page.getByRole('heading', { name: /^Order #\d+$/ }).waitFor();
    await expectAccessible(page, 'order');
    await page.getByLabel('Carrier').fill('DHL');
    await page.getByLabel('Tracking number').fill('00340434161094042557');
    await page.getByRole('button', { name: 'Fulfil', exact: true }).click();
    await page.getByText('The order is fulfilled.').waitFor();
    await page.getByText('DHL 00340434161094042557').waitFor();
    const order = await (await fetch(`${store.storeUrl}/ecom/v1/orders/${orderId}`, { headers: { authorization: store.merchantKey } })).json();
    expect(order.order.fulfillmentStatus).toBe('FULFILLED');

    await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await expectAccessible(page, 'products');
    await page.getByRole('link', { name: 'Add product' }).click();
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await expectAccessible(page, 'product-new');
    await page.getByLabel('Name').fill('E2E Scarf');
    await page.getByLabel('Price').fill('45');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Edit E2E Scarf', level: 1 }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const product = await (await fetch(`${store.storeUrl}/stores-reader/v1/products/${id}`, { headers: { authorization: store.merchantKey } })).json();
    expect(product.product).toMatchObject({ name: 'E2E Scarf', priceData: { price: 45 } });

    for (const [link, heading] of [
      ['Members', 'Members'],
      ['Install', 'Install'],
      ['Developers', 'Developers'],
      ['Settings', 'Settings'],
    ] as const) {
      await page.getByRole('navigation').getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.locator('.state-loading').waitFor({ state: 'detached' });
      await expectAccessible(page, heading.toLowerCase());
    }
    // The one refusal the browser logs is the session read before signing in (401: signed out).
    expect(errors.filter((e) => e.includes('status of 401'))).toHaveLength(1);
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });
});

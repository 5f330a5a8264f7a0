// The dashboard's Shipping and Tax pages in Chromium against the real store: the owner creates a zone with a rate and a tax rate for Japan,
// and the store's estimate-totals for a cart shipped there charges both; axe-core clean and no sideways scrolling at 390 px on both pages;
// screenshots docs/admin-shipping.png and docs/admin-tax.png (ADMIN_SHOTS_DIR=docs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { unexpectedErrors } from './support/checkout-steps.js';
import { expectAccessible, screenshot } from './support/admin-pages.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
const OWNER = { email: 'owner@e2e-shipping-tax.test', password: 'a long owner password' };
const STORES_APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore();
  await createStaffAccount(store.db, DEMO_SITE_ID, { ...OWNER, role: 'owner' });
});
afterAll(async () => {
  await store?.stop();
});

/** A JSON call to the running store. */
async function call(method: string, url: string, token: string | undefined, body?: unknown): Promise<any> {
  const response = await fetch(`${store.storeUrl}${url}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await response.json();
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

describe('shipping and tax in the dashboard', () => {
  it('creates a zone with a rate and a tax rate for Japan that the store’s estimate-totals charges', async () => {
    const { page, errors } = await kit.openPage();
    await page.goto(`${store.storeUrl}/admin/shipping`);
    await page.getByLabel('E-mail', { exact: true }).fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByRole('heading', { name: 'Shipping', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: 'Canada' }).waitFor();
    await expectAccessible(page, 'shipping');

    // The zone by keyboard from the name field on: the form opens with the focus on its heading.
    await page.getByRole('button', { name: 'Add zone' }).click();
    await page.getByRole('heading', { name: 'New shipping zone' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('zone-form-title');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Japan');
    await page.keyboard.press('Tab');
    await page.keyboard.type('JP');
    const rate = page.getByRole('group', { name: 'Rate 1' });
    await rate.getByLabel('Code', { exact: true }).fill('air');
    await rate.getByLabel('Title', { exact: true }).fill('Air mail');
    await rate.getByLabel('Price', { exact: true }).fill('12.00');
    await rate.getByLabel('Delivery time', { exact: true }).fill('4-7 business days');
    await expectAccessible(page, 'shipping zone form');
    await rate.getByLabel('Delivery time', { exact: true }).press('Enter');
    await page.getByText('The zone Japan is created.').waitFor();
    await page.getByRole('row', { name: /Japan/ }).waitFor();
    expect(await page.getByRole('row', { name: /Japan/ }).innerText()).toContain('Air mail: $12.00 · 4-7 business days');
    await expectAccessible(page, 'shipping with Japan');
    await screenshot(page, 'shipping');
    await page.getByRole('button', { name: 'Add pickup location' }).click();
    await page.getByRole('heading', { name: 'New pickup location' }).waitFor();
    await expectAccessible(page, 'pickup location form');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('navigation').getByRole('link', { name: 'Tax' }).click();
    await page.getByRole('heading', { name: 'Tax', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: /^DE/ }).waitFor();
    await expectAccessible(page, 'tax');
    await page.getByRole('button', { name: 'Add tax rate' }).click();
    await page.getByRole('heading', { name: 'New tax rate' }).waitFor();
    await page.getByLabel('Country', { exact: true }).fill('JP');
    await page.getByLabel('Name', { exact: true }).fill('Consumption tax');
    await page.getByLabel('Rate (%)', { exact: true }).fill('10');
    await expectAccessible(page, 'tax rate form');
    await page.getByRole('button', { name: 'Create tax rate' }).click();
    await page.getByText('The tax rate Consumption tax is created.').waitFor();
    await page.getByRole('row', { name: /Consumption tax/ }).waitFor();
    await expectAccessible(page, 'tax with Japan');
    await screenshot(page, 'tax');

    // A shopper's cart shipped to Japan: the new zone's rate, and the new tax on the items and the shipping.
    const product = await store.db
      .selectFrom('products')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('visible', '=', true)
      .executeTakeFirstOrThrow();
    const token = (await call('POST', '/oauth2/token', undefined, { clientId: 'demo', grantType: 'anonymous' })).access_token;
    await call('POST', '/ecom/v1/carts/current/add-to-cart', token, {
      lineItems: [{ catalogReference: { catalogItemId: product.id, appId: STORES_APP_ID }, quantity: 1 }],
    });
    const totals = await call('POST', '/ecom/v1/carts/current/estimate-totals', token, { shippingAddress: { country: 'JP', city: 'Tokyo' } });
    expect(totals.shippingInfo.region.name).toBe('Japan');
    expect(totals.priceSummary.shipping.amount).toBe('12.00');
    expect(totals.calculatedLineItems[0].pricesBreakdown.taxDetails.rateBreakdown.map((r: { name: string }) => r.name)).toEqual(['Consumption tax']);
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const subtotal = cents(totals.priceSummary.subtotal.amount);
    // 10 % of the items and 10 % of the shipping (the demo store taxes shipping).
    expect(cents(totals.priceSummary.tax.amount)).toBe(Math.round(subtotal / 10) + 120);

    // The one refusal the browser logs is the session read before signing in (401: signed out).
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });
});

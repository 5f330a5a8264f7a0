// The dashboard's catalog pages in Chromium against the real store: a collection of two products the shop's collection query answers,
// a variant's stock corrected on Inventory and answered to shoppers, a price changed in bulk; axe-core clean on each page, at 390 px too;
// screenshots of Collections and Inventory (ADMIN_SHOTS_DIR=docs writes docs/dashboard.md's docs/admin-*.png).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { expectAccessible, loaded, screenshot, searchAnswered, signInByKeyboard } from './support/admin-pages.js';
import { unexpectedErrors } from './support/checkout-steps.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
const OWNER = { email: 'owner@e2e-admin-catalog.test', password: 'a long owner password' };
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore();
  await createStaffAccount(store.db, DEMO_SITE_ID, { ...OWNER, role: 'owner' });
});
afterAll(async () => {
  await store?.stop();
});

/** Calls the store's API with a token (a visitor's, or the merchant key); answers the parsed body. */
async function api(path: string, token: string, body?: unknown): Promise<any> {
  const response = await fetch(`${store.storeUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, path).toBe(200);
  return response.json();
}

/** A visitor's access token, as the shop's widget gets it. */
async function visitorToken(): Promise<string> {
  return (await api('/oauth2/token', '', { clientId: 'demo', grantType: 'anonymous' })).access_token;
}

/** A demo product's id by its name. */
async function productId(name: string): Promise<string> {
  return (await store.db.selectFrom('products').select('id').where('site_id', '=', DEMO_SITE_ID).where('name', '=', name).executeTakeFirstOrThrow()).id;
}

describe('the dashboard’s catalog pages in Chromium', () => {
  it('creates a collection of two products, corrects a stock on Inventory and changes a price in bulk, as the shop answers', async () => {
    const { page, errors } = await kit.openPage();
    await signInByKeyboard(page, store.storeUrl, OWNER);
    const nav = page.getByRole('navigation');

    // A collection with two products, answered by the shop's collection query.
    await nav.getByRole('link', { name: 'Collections' }).click();
    await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await loaded(page);
    await expectAccessible(page, 'collections');
    await page.getByRole('link', { name: 'Add collection' }).click();
    await page.getByRole('heading', { name: 'New collection', level: 1 }).waitFor();
    await expectAccessible(page, 'collection-new');
    await page.getByLabel('Name').fill('E2E Winter');
    await page.getByLabel('Description').fill('Warm things for cold days.');
    // Keyboard: Tab past the visibility box to Save, Enter.
    await page.getByLabel('Description').press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Edit E2E Winter', level: 1 }).waitFor();
    const collectionId = new URL(page.url()).pathname.split('/').pop()!;
    for (const name of ['Merino Beanie', 'Canvas Cap']) {
      await page.getByLabel('Find products by name').fill(name);
      await page.getByLabel('Find products by name').press('Enter');
      await page.getByRole('button', { name: `Add ${name} to the collection` }).click();
      await page.getByText(`${name} is added to the collection.`).waitFor();
    }
    await expectAccessible(page, 'collection');
    const shopper = await visitorToken();
    const found = await api('/v2/collections/query', shopper, { query: { filter: { name: { $eq: 'E2E Winter' } } } });
    expect(found.collections).toHaveLength(1);
    expect(found.collections[0]).toMatchObject({ id: collectionId, numberOfProducts: 2, description: 'Warm things for cold days.' });
    const inIt = await api('/stores-reader/v1/products/query-platformized', shopper, { query: { filter: { collectionIds: { $hasSome: [collectionId] } } } });
    expect(inIt.products.map((p: { name: string }) => p.name).sort()).toEqual(['Canvas Cap', 'Merino Beanie']);
    await page.getByRole('link', { name: 'All collections' }).click();
    await page.getByRole('link', { name: 'E2E Winter' }).waitFor();
    await screenshot(page, 'collections');

    // A variant's stock corrected inline (keyboard: type, Enter), then answered to shoppers.
    await nav.getByRole('link', { name: 'Inventory' }).click();
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    await loaded(page);
    await expectAccessible(page, 'inventory');
    await screenshot(page, 'inventory');
    await page.getByLabel('Search by product name or SKU').fill('Merino');
    await page.getByLabel('Search by product name or SKU').press('Enter');
    // The search's answer replaces the table: typing into the rows before it arrives would be lost with them.
    await searchAnswered(page, 'Merino');
    const quantity = page.getByLabel('Quantity of Merino Beanie', { exact: true });
    await quantity.fill('0');
    expect(await quantity.inputValue()).toBe('0');
    await quantity.press('Enter');
    await page.getByText('The stock of Merino Beanie is saved.').waitFor();
    const beanie = await productId('Merino Beanie');
    await expect.poll(async () => (await api(`/stores-reader/v1/products/${beanie}`, await visitorToken())).product.stock.inStock).toBe(false);
    const merchant = await api(`/stores-reader/v1/products/${beanie}`, store.merchantKey);
    expect(merchant.product.stock).toMatchObject({ trackInventory: true, quantity: 0, inStock: false });
    await page.getByLabel('Only low stock (5 or fewer)').check();
    await page.getByRole('row', { name: /Merino Beanie/ }).waitFor();
    await expectAccessible(page, 'inventory low stock');

    // A price changed in bulk.
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByLabel('Search by name').fill('Canvas Cap');
    await page.getByLabel('Search by name').press('Enter');
    await searchAnswered(page, 'Canvas Cap');
    await page.getByRole('checkbox', { name: 'Select Canvas Cap' }).check();
    await page.getByLabel('New price').fill('27.5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('1 product is changed.').waitFor();
    await expectAccessible(page, 'products bulk edit');
    const cap = await productId('Canvas Cap');
    expect((await api(`/stores-reader/v1/products/${cap}`, await visitorToken())).product.priceData.price).toBe(27.5);

    // The one refusal the browser logs is the session read before signing in (401: signed out).
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });
});

// The dashboard's product form in Chromium against the real store: a product with two options and an uploaded PNG, created by the
// owner and seen in <tote-buy-box> on the demo origin; axe-core clean at desktop and 390 px; the screenshot docs/admin-product.png.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/wire/catalog.js';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { expectAccessible, screenshot, submitSignIn } from './support/admin-pages.js';
import { unexpectedErrors } from './support/checkout-steps.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
const OWNER = { email: 'owner@e2e-admin-product.test', password: 'a long owner password' };
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore({ dataDir: mkdtempSync(path.join(tmpdir(), 'tote-e2e-media-')) });
  await createStaffAccount(store.db, DEMO_SITE_ID, { ...OWNER, role: 'owner' });
});
afterAll(async () => {
  await store?.stop();
});

/** A 600 × 600 PNG of a teal square on sand: a real image the store's image check decodes. */
function tealSquarePng(): Promise<Buffer> {
  const square = sharp({ create: { width: 360, height: 360, channels: 3, background: { r: 15, g: 95, b: 88 } } })
    .png()
    .toBuffer();
  return square.then((inner) =>
    sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 236, g: 222, b: 196 } } })
      .composite([{ input: inner, top: 120, left: 120 }])
      .png()
      .toBuffer(),
  );
}

describe('the product form in Chromium', () => {
  it('creates a product with two options and an uploaded image, and the demo shop’s buy box shows both', async () => {
    const { page, errors } = await kit.openPage();
    await page.goto(`${store.storeUrl}/admin/products/new`);
    await submitSignIn(page, OWNER);
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Harbour Beanie');
    await page.getByLabel('Description', { exact: true }).fill('Rib-knit merino, folded brim.');
    await page.getByLabel('Price', { exact: true }).fill('28');
    // Options by keyboard: the button takes Enter, the new option's fields follow it.
    await page.getByRole('button', { name: 'Add option' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Name of option 1').fill('Size');
    await page.getByLabel('Choices of option 1').fill('S, M, L');
    await page.getByRole('button', { name: 'Add option' }).press('Enter');
    await page.getByLabel('Name of option 2').fill('Colour');
    await page.getByLabel('Choices of option 2').fill('Teal, Sand');
    await expect.poll(() => page.locator('.variant-grid tbody tr').count()).toBe(6);
    await page.getByLabel('Price of L / Sand', { exact: true }).fill('31');
    await page.getByLabel('SKU of L / Sand').fill('BEANIE-L-SAND');
    await page.getByLabel('Track stock').check();
    for (const [i, row] of ['S / Teal', 'S / Sand', 'M / Teal', 'M / Sand', 'L / Teal', 'L / Sand'].entries())
      await page.getByLabel(`Stock of ${row}`).fill(String(10 + i));
    await page.locator('input[type="file"]').setInputFiles({ name: 'beanie.png', mimeType: 'image/png', buffer: await tealSquarePng() });
    await page.getByRole('img', { name: 'Image 1: beanie' }).waitFor();
    await page.getByText('The image is added.').waitFor();
    await expectAccessible(page, 'product form with options');
    // The shot shows the variant grid and the images.
    await page.locator('.variant-grid').evaluate((grid) => grid.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'product');

    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByRole('heading', { name: 'Edit Harbour Beanie', level: 1 }).waitFor();

    await page.getByRole('img', { name: 'Image 1: beanie' }).waitFor();
    await expectAccessible(page, 'saved product form');

    const id = new URL(page.url()).pathname.split('/').pop()!;
    const answer = await fetch(`${store.storeUrl}/stores-reader/v1/products/${id}`, { headers: { authorization: store.merchantKey } });
    const product = (await answer.json()).product as Product;
    expect(product.productOptions.map((o) => o.name)).toEqual(['Size', 'Colour']);
    expect(product.variants).toHaveLength(6);
    expect(product.media.items).toHaveLength(1);
    const imageUrl = product.media.items[0]!.image!.url;

    expect(imageUrl.startsWith(`${store.storeUrl}/media/`)).toBe(true);

    // The demo shop (another origin) shows it in its buy box: both options with their choices, and the uploaded image.
    const shop = await kit.openPage();
    await shop.page.goto(`${store.demoUrl}/product.html?slug=${product.slug}`, { waitUntil: 'networkidle' });
    const box = shop.page.locator('tote-buy-box');
    await box.locator('[part="name"]').filter({ hasText: 'Harbour Beanie' }).waitFor();
    const options = box.locator('[part="options"]');
    await expect.poll(() => options.locator('.legend').allTextContents()).toEqual(['Size', 'Colour']);
    const choices = await options
      .locator('select')
      .evaluateAll((selects) => selects.map((select) => [...(select as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.textContent)));
    expect(choices).toEqual([
      ['S', 'M', 'L'],
      ['Teal', 'Sand'],
    ]);
    const image = box.locator('[part="media"] .stage img');
    await expect.poll(() => image.getAttribute('src')).toBe(imageUrl);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // The one refusal the dashboard logs is the session read before signing in (401: signed out).
    expect(unexpectedErrors(errors, [401])).toEqual([]);
    expect(shop.errors).toEqual([]);
  }, 150_000);
});

// The dashboard's Settings page in Chromium under its strict CSP: its code a chunk loaded on first use (a refused chunk offers a
// retry); a logo uploaded and the live preview following the typed colour, name and logo (its colours set through the CSSOM,
// which the CSP allows; no violation reported); axe-core clean at desktop and 390 px; the screenshot docs/admin-settings.png.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { expectAccessible, screenshot, submitSignIn } from './support/admin-pages.js';
import { unexpectedErrors } from './support/checkout-steps.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
const OWNER = { email: 'owner@e2e-admin-settings.test', password: 'a long owner password' };
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore({ dataDir: mkdtempSync(path.join(tmpdir(), 'tote-e2e-settings-')) });
  await createStaffAccount(store.db, DEMO_SITE_ID, { ...OWNER, role: 'owner' });
});
afterAll(async () => {
  await store?.stop();
});

/** A 240 × 80 PNG wordmark-like logo: a dark bar on white. */
function logoPng(): Promise<Buffer> {
  const bar = sharp({ create: { width: 200, height: 40, channels: 3, background: { r: 20, g: 40, b: 90 } } })
    .png()
    .toBuffer();
  return bar.then((inner) =>
    sharp({ create: { width: 240, height: 80, channels: 3, background: { r: 255, g: 255, b: 255 } } })
      .composite([{ input: inner, top: 20, left: 20 }])
      .png()
      .toBuffer(),
  );
}

describe('the settings page in Chromium', () => {
  it('uploads a logo and previews the typed colour, name and logo under the strict CSP, then saves them', async () => {
    const { page, errors } = await kit.openPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin/assets/') && request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    // The Settings page's chunk cannot load at first: the page says so and offers a retry.
    await page.route('**/admin/assets/settings-page-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`${store.storeUrl}/admin/settings`);
    await page.getByRole('heading', { name: 'Sign in to your store' }).waitFor();
    // Signing in loads the entry and its core chunks only, no page's chunk.
    expect([...new Set(scripts.map((name) => name.replace(/-[\w-]{8}\.js$/, '')))]).toEqual(['admin', 'core']);
    await submitSignIn(page, OWNER);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.unroute('**/admin/assets/settings-page-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(scripts.some((name) => name.startsWith('settings-page-'))).toBe(true);

    await page.getByLabel('Store name').fill('Harbour Goods');
    await page.getByLabel('Accent colour').fill('#b3261e');
    const payButton = page.locator('.preview-checkout .preview-button');
    await expect.poll(() => payButton.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(179, 38, 30)');
    expect(await payButton.evaluate((b) => getComputedStyle(b).color)).toBe('rgb(255, 255, 255)');
    expect(await page.locator('.preview-store').textContent()).toBe('Harbour Goods');

    await page.locator('.logo-upload input[type="file"]').setInputFiles({ name: 'harbour-logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await page.getByText('The logo is uploaded. Save to use it.').waitFor();
    const logoUrl = await page.getByLabel('Logo URL').inputValue();
    expect(logoUrl).toMatch(new RegExp(`^${store.storeUrl}/media/.+/original\\.png$`));
    // The preview's logo loaded (the admin CSP lets images come from the store).
    await expect.poll(() => page.locator('.preview-logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);

    await expectAccessible(page, 'settings with the preview');
    await screenshot(page, 'settings');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();
    const site = (await (await fetch(`${store.storeUrl}/tote/v1/site`, { headers: { authorization: store.merchantKey } })).json()).site;
    expect(site).toMatchObject({ name: 'Harbour Goods', accentColor: '#b3261e', logoUrl });

    expect(violations).toEqual([]);
    // The refused chunk is the only error the page met.
    expect(
      unexpectedErrors(errors, [401]).filter((e) => !/settings-page|Failed to fetch dynamically imported module|ERR_INTERNET_DISCONNECTED/.test(e)),
    ).toEqual([]);
  });
});

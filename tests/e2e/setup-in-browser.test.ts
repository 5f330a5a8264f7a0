// From an empty data folder to a first order in real Chromium: `npm start`'s set-up link, the set-up page, the pasted snippet on another origin, an order; and the page refusing a wrong and a used code.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyBox, cartButton, drawer, textOf, unexpectedErrors } from './support/checkout-steps.js';
import { startToteServers, type ToteServers } from './support/tote-servers.js';
import { useBrowser } from './support/use-browser.js';

/** This file's own server: its ports apart from the e2e servers' (SETUP_PORT, SETUP_DEMO_PORT; else PORT + 2 and + 3). */
const PORT = Number(process.env.SETUP_PORT ?? (process.env.PORT ? Number(process.env.PORT) + 2 : 8789));
const DEMO_PORT = Number(process.env.SETUP_DEMO_PORT ?? PORT + 1);

const OWNER = { email: 'owner@riverside.example', password: 'grow your own veg' };

const kit = useBrowser();
let servers: ToteServers;
let setupLink = '';
let shopPage: Server;
let shopOrigin = '';
/** What the owner pasted into their page: the script tag the set-up ended on. */
let snippet = '';

beforeAll(async () => {
  servers = await startToteServers({ port: PORT, demoPort: DEMO_PORT });
  // The one line `npm start` prints on a store with no owner (just after it listens).
  const deadline = Date.now() + 60_000;
  while (!/Set up your shop: (\S+)/.test(servers.output())) {
    if (Date.now() > deadline) throw new Error(`no set-up link in the server's output:\n${servers.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  setupLink = /Set up your shop: (\S+)/.exec(servers.output())![1]!;
  // The owner's own site: a page on another loopback origin (127.0.0.1, the store is on localhost) with the pasted snippet.
  shopPage = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Riverside Greens</title>
${snippet}
</head><body><h1>Riverside Greens</h1><tote-buy-box product="heirloom-tomatoes"></tote-buy-box><tote-cart></tote-cart></body></html>`);
  });
  await new Promise<void>((resolve) => shopPage.listen(0, '127.0.0.1', resolve));
  shopOrigin = `http://127.0.0.1:${(shopPage.address() as AddressInfo).port}`;
}, 240_000);
afterAll(async () => {
  if (shopPage) await new Promise((resolve) => shopPage.close(resolve));
  await servers?.stop();
});

describe('set-up in the browser', () => {
  it('links to the set-up page with the code in the fragment, never in a request', () => {
    const url = new URL(setupLink);
    expect(`${url.origin}${url.pathname}`).toBe(`${servers.storeUrl}/admin/setup`);
    expect(url.search).toBe('');
    expect(url.hash).toMatch(/^#code=[\w-]{32}$/);
  });

  it('refuses a wrong code on the set-up page, and makes nothing', async () => {
    const { page } = await kit.openPage();
    await page.goto(setupLink.replace(/#code=.*/, '#code=not-the-code-of-this-store'));
    await fillSetup(page);
    await page.getByRole('button', { name: 'Set up my shop' }).click();
    await expect.poll(() => textOf(page.getByRole('alert')), { timeout: 20_000 }).toContain('This set-up link is not valid');
    expect(await (await fetch(`${servers.storeUrl}/tote/v1/admin/setup`)).json()).toEqual({ open: true });
  });

  it('sets the shop up from the printed link, then sells on the owner’s page on another origin (no CLI, no restart)', async () => {
    const { page, errors } = await kit.openPage();
    await page.goto(setupLink);
    await page.getByRole('heading', { name: 'Set up your shop', level: 1 }).waitFor({ timeout: 30_000 });
    await fillSetup(page);
    await page.getByLabel('Product name', { exact: true }).fill('Heirloom Tomatoes');
    await page.getByLabel('Price', { exact: true }).fill('12');
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'tomatoes.png', mimeType: 'image/png', buffer: await tomatoPng() });
    await page.getByRole('button', { name: 'Set up my shop' }).click();
    await page.getByRole('heading', { name: 'Your shop is ready', level: 1 }).waitFor({ timeout: 30_000 });
    snippet = await page.getByLabel('Script tag', { exact: true }).inputValue();
    expect(snippet).toMatch(new RegExp(`^<script src="${servers.storeUrl}/tote.js" data-client-id="[^"]+" data-locale="en-GB" async></script>$`));
    expect(await page.getByRole('link', { name: 'Open the product page' }).getAttribute('href')).toBe('/hosted/product/heirloom-tomatoes');
    // Into the dashboard, signed in as the owner of the new shop (not the demo).
    await page.getByRole('button', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(`${servers.storeUrl}/admin`);
    await page.getByRole('navigation').first().waitFor();
    // The one refusal: the dashboard asking for a session before the set-up made one.
    expect(unexpectedErrors(errors, [401])).toEqual([]);

    // The shopper, on the owner's page.
    const shopper = await kit.openPage();
    await shopper.page.goto(`${shopOrigin}/`);
    await buyBox(shopper.page).locator('[part~="price"]').waitFor({ timeout: 30_000 });
    expect(await textOf(buyBox(shopper.page).locator('[part~="name"]'))).toBe('Heirloom Tomatoes');
    expect(await textOf(buyBox(shopper.page).locator('[part~="price"]'))).toBe('£12.00');
    await buyBox(shopper.page).locator('[part~="add-to-cart"]').click();
    await expect.poll(() => cartButton(shopper.page).getAttribute('aria-label'), { timeout: 15_000 }).toBe('Cart, 1 item');
    await cartButton(shopper.page).click();
    await drawer(shopper.page).locator('[part~="checkout"]').click();
    await shopper.page.waitForURL((url) => url.href.startsWith(`${servers.storeUrl}/hosted/checkout/`), { timeout: 20_000 });
    await shopper.page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    // The browser says en-US; the checkout starts in the shop's country, where it ships.
    expect(await shopper.page.getByLabel('Country or region', { exact: true }).first().inputValue()).toBe('GB');
    await shopper.page.getByLabel('E-mail', { exact: true }).fill('sam@example.com');
    await shopper.page.getByLabel('First name', { exact: true }).first().fill('Sam');
    await shopper.page.getByLabel('Last name', { exact: true }).first().fill('Wise');
    await shopper.page.getByLabel('Address', { exact: true }).first().fill('1 Bag End Row');
    await shopper.page
      .getByLabel(/^(ZIP code|Postal code|Postcode)$/)
      .first()
      .fill('SW1A 1AA');
    await shopper.page
      .getByLabel(/^(City|Town or city)$/)
      .first()
      .fill('London');
    // £12.00 with 20 % VAT included, shipping £3.50: £15.50.
    await expect.poll(() => textOf(shopper.page.locator('.summary .totals-total dd')), { timeout: 20_000 }).toBe('£15.50');
    await shopper.page.getByRole('button', { name: 'Place order' }).click();
    await shopper.page.getByRole('heading', { name: /^Thank you/, level: 1 }).waitFor({ timeout: 30_000 });
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });

  it('refuses the used code: the page says the shop is set up already', async () => {
    const { page } = await kit.openPage();
    await page.goto(setupLink);
    await page.getByText('This store has been set up already').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Set up my shop' }).count()).toBe(0);
    // And the API, asked anyway with the used code for another shop.
    const response = await fetch(`${servers.storeUrl}/tote/v1/admin/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        code: new URL(setupLink).hash.slice('#code='.length),
        owner: { email: 'thief@evil.example', password: 'thief password 1' },
        name: 'Thief',
        currency: 'USD',
        origins: ['https://evil.example'],
      }),
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as any).details.applicationError.code).toBe('SETUP_DONE');
  });
});

/** Fills the set-up form as the owner would (shop in Britain, domestic shipping at £3.50, 20 % VAT included). */
async function fillSetup(page: import('playwright-core').Page): Promise<void> {
  await page.getByRole('heading', { name: 'Set up your shop', level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByLabel('Your e-mail', { exact: true }).fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Shop name', { exact: true }).fill('Riverside Greens');
  await page.getByLabel('Currency', { exact: true }).fill('GBP');
  await page.getByLabel('Language and region', { exact: true }).fill('en-GB');
  expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('GB');
  await page.getByLabel('Your site’s address', { exact: true }).fill(shopOrigin);
  await page.getByLabel('Only within my country', { exact: true }).check();
  await page.getByLabel('Shipping rate', { exact: true }).fill('3.50');
  await page.getByLabel('My prices include tax', { exact: true }).check();
  await page.getByLabel('Tax rate (%)', { exact: true }).fill('20');
}

/** A small photo of the first product. */
function tomatoPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 200, g: 40, b: 30 } } })
    .png()
    .toBuffer();
}

// A site owner's whole path in real Chromium, from the README and docs/own-shop.md alone: init, the pasted script tag, a Shopify CSV, coupon, zone and tax, an order, fulfilment, a cancel.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importProducts } from '../../src/server/catalog/import/import-products.js';
import { listOutbox } from '../../src/server/mail/outbox.js';
import { createSite, type NewSite } from '../../src/server/site/create-site.js';
import { buyBox, cartButton, drawer, textOf, unexpectedErrors } from './support/checkout-steps.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

/** Shopify's product CSV export as the owner downloads it: tracked tomatoes without options, and a jar of honey. */
const SHOPIFY_CSV = `Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Fulfillment Service,Variant Price,Variant Compare At Price,Variant Requires Shipping,Variant Taxable,Status
heirloom-tomatoes,Heirloom Tomatoes,<p>Ripe <b>heirloom</b> tomatoes.</p>,Green Grocer,Vegetables,organic,TRUE,Title,Default Title,TOM-1KG,1000,shopify,20,deny,manual,12.00,,TRUE,TRUE,active
wildflower-honey,Wildflower Honey,<p>Raw honey.</p>,Green Grocer,Pantry,,TRUE,Title,Default Title,HON-500,500,shopify,8,deny,manual,9.50,,TRUE,TRUE,active
`;

/** The German buyer of the browser order. */
const BERLIN = {
  email: 'greta@example.com',
  firstName: 'Greta',
  lastName: 'Gärtner',
  country: 'DE',
  address: 'Gartenstraße 1',
  postalCode: '10115',
  city: 'Berlin',
};

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** With PostgreSQL (CI) the owner's steps are the real commands, run as processes beside the running store; else the same functions in this process. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL;

/** Runs `npm run tote -- <args>` as the owner would (a process of its own on the store's PostgreSQL); its stdout. */
async function tote(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/tote.mjs', ...args], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: store.postgres!.url,
      DATABASE_SCHEMA: store.postgres!.schema,
      PUBLIC_URL: store.storeUrl,
      NODE_ENV: 'development',
    },
    timeout: 60_000,
  });
  return stdout;
}

const kit = useBrowser();
let store: InProcessStore;
let shopPage: Server;
let shopOrigin: string;
let site: NewSite;
let tomatoesId: string;

/** A JSON call to the store with the owner's API key; throws on anything but 200. */
async function ownerCall(method: string, pathname: string, body?: unknown): Promise<any> {
  const response = await fetch(`${store.storeUrl}${pathname}`, {
    method,
    headers: { authorization: site.apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${pathname} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** A shopper's call from Node with their access token and the shop's Origin, as the widget makes it. */
async function shopperCall(token: string | undefined, pathname: string, body: unknown, method = 'POST'): Promise<any> {
  const response = await fetch(`${store.storeUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', origin: shopOrigin, ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${pathname} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** Tracked units of the tomatoes (the product has no options: its one variant). */
async function tomatoesInStock(): Promise<number | null> {
  const row = await store.db
    .selectFrom('variants')
    .select('quantity')
    .where('site_id', '=', site.siteId)
    .where('product_id', '=', tomatoesId)
    .executeTakeFirstOrThrow();
  return row.quantity;
}

/** The shop's page, exactly as the owner pastes it: the script tag `init` printed, a buy box and the cart. */
function shopHtml(): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Green Grocer</title>
${site.scriptTag}
</head><body><h1>Green Grocer</h1><tote-buy-box product="heirloom-tomatoes"></tote-buy-box><tote-cart></tote-cart></body></html>`;
}

beforeAll(async () => {
  store = await startInProcessStore({ postgresUrl: POSTGRES_URL });
  // The owner's site: a static page on another loopback port (every path answers the same page, so the checkout's way back lands).
  shopPage = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(shopHtml());
  });
  await new Promise<void>((resolve) => shopPage.listen(0, '127.0.0.1', resolve));
  shopOrigin = `http://localhost:${(shopPage.address() as AddressInfo).port}`;
  const owner = {
    name: 'Green Grocer',
    currency: 'EUR',
    locale: 'de-DE',
    origins: [shopOrigin],
    ownerEmail: 'owner@greengrocer.example',
    ownerPassword: 'grow your own veg',
  };
  site = store.postgres
    ? JSON.parse(
        await tote([
          'init',
          '--name',
          owner.name,
          '--currency',
          owner.currency,
          '--locale',
          owner.locale,
          '--origin',
          shopOrigin,
          '--owner-email',
          owner.ownerEmail,
          '--owner-password',
          owner.ownerPassword,
          '--json',
        ]),
      )
    : await createSite(store.db, store.storeUrl, owner);
  expect(site.scriptTag).toContain(site.clientId);
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => shopPage?.close(resolve));
  await store?.stop();
});

describe('a site owner’s own shop', () => {
  it('imports a Shopify CSV and sets up a coupon, a German shipping zone and German VAT through the API', async () => {
    if (store.postgres) {
      const folder = await mkdtemp(path.join(tmpdir(), 'tote-import-'));
      try {
        await writeFile(path.join(folder, 'products_export.csv'), SHOPIFY_CSV);
        const printed = await tote(['import', path.join(folder, 'products_export.csv'), '--site', site.siteId]);
        expect(printed).toMatch(/^2 products: created 2, updated 0, failed 0, skipped 0 in /m);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    } else {
      const summary = await importProducts(store.db, site.siteId, SHOPIFY_CSV, 'csv');
      expect(summary).toMatchObject({ total: 2, created: 2, failed: 0, problems: [] });
    }
    const products = (await ownerCall('POST', '/stores-reader/v1/products/query', { query: {} })).products;
    expect(products.map((p: { name: string }) => p.name).sort()).toEqual(['Heirloom Tomatoes', 'Wildflower Honey']);
    tomatoesId = products.find((p: { slug: string }) => p.slug === 'heirloom-tomatoes').id;
    expect(await tomatoesInStock()).toBe(20);

    const coupon = await ownerCall('POST', '/stores/v2/coupons', {
      specification: { name: 'Green 10', code: 'GREEN10', percentOffRate: 10, startTime: Date.now() - 60_000, scope: { namespace: 'stores' } },
    });
    expect(coupon.coupon.specification).toMatchObject({ code: 'GREEN10', type: 'PERCENT_OFF_RATE', active: true });
    const zone = await ownerCall('POST', '/tote/v1/shipping/zones', {
      zone: {
        name: 'Deutschland',
        destinations: [{ country: 'DE' }],
        rates: [{ code: 'dhl', title: 'DHL Paket', kind: 'FLAT', amount: '4.90', minDays: 1, maxDays: 3 }],
      },
    });
    expect(zone.zone).toMatchObject({ name: 'Deutschland', rates: [{ code: 'dhl', amount: '4.90' }] });
    const tax = await ownerCall('POST', '/tote/v1/tax/rates', { taxRate: { country: 'DE', name: 'Umsatzsteuer', rate: '19' } });
    expect(tax.taxRate).toMatchObject({ country: 'DE', rate: '19' });
  });

  it('sells the imported tomatoes on the owner’s page: buy box in EUR, GREEN10 and a DE estimate in the drawer, the hosted checkout as Green Grocer, paid offline', async () => {
    const { page, errors } = await kit.openPage();
    // The page says lang="de", so the widget speaks German (the site's de-DE locale alone does not reach the widget).
    await page.goto(`${shopOrigin}/tomaten.html`);
    await buyBox(page).locator('[part~="price"]').waitFor({ timeout: 20_000 });
    expect(await textOf(buyBox(page).locator('[part~="name"]'))).toBe('Heirloom Tomatoes');
    expect(await textOf(buyBox(page).locator('[part~="price"]'))).toMatch(/^12,00\s€$/);
    await buyBox(page).locator('[part~="add-to-cart"]').click();
    await expect.poll(() => cartButton(page).getAttribute('aria-label'), { timeout: 15_000 }).toBe('Warenkorb, 1 Artikel');

    await cartButton(page).click();
    const summary = drawer(page).locator('[part~="summary"]');
    await drawer(page).getByRole('button', { name: 'Gutschein hinzufügen' }).click();
    await drawer(page).getByLabel('Gutscheincode').fill('GREEN10');
    await drawer(page).getByRole('button', { name: 'Einlösen' }).click();
    await expect.poll(() => textOf(summary)).toMatch(/Rabatt−1,20\s€/);
    await drawer(page).getByText('Versand und Steuer schätzen').click();
    await drawer(page).getByLabel('Land').selectOption('DE');
    await drawer(page).getByLabel('Postleitzahl').fill('10115');
    await drawer(page).getByRole('button', { name: 'Berechnen' }).click();
    // €12.00 − €1.20, DHL €4.90, and 19 % on both (€2.05 + €0.93): €18.68.
    await expect.poll(() => textOf(summary)).toMatch(/Versand4,90\s€/);
    await expect.poll(() => textOf(drawer(page).locator('[part~="total"] dd'))).toMatch(/^18,68\s€$/);
    expect(await textOf(summary)).toMatch(/Steuer2,98\s€/);

    await drawer(page).locator('[part~="checkout"]').click();
    await page.waitForURL((url) => url.href.startsWith(`${store.storeUrl}/hosted/checkout/`), { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Kasse', level: 1 }).waitFor();
    // The hosted page carries the site's name and speaks the site's language (de-DE), in the site's currency.
    await expect.poll(() => page.title(), { timeout: 5000 }).toBe('Kasse · Green Grocer');
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.getByText('Green Grocer', { exact: true }).first().isVisible()).toBe(true);
    const totals = await textOf(page.locator('.summary'));
    expect(totals).toContain('Heirloom Tomatoes');
    expect(totals).toMatch(/Gutschein GREEN10−1,20\s€/);
    await page.getByLabel('E-Mail').fill(BERLIN.email);
    await page.getByLabel('Vorname').first().fill(BERLIN.firstName);
    await page.getByLabel('Nachname').first().fill(BERLIN.lastName);
    await page.getByLabel('Land oder Region').first().selectOption(BERLIN.country);
    await page.getByLabel('Adresse', { exact: true }).first().fill(BERLIN.address);
    await page.getByLabel('Postleitzahl').first().fill(BERLIN.postalCode);
    await page.getByLabel('Ort').first().fill(BERLIN.city);
    expect(await textOf(page.locator('.delivery-options'))).toContain('DHL Paket');
    await expect.poll(() => textOf(page.locator('.summary .totals-total dd')), { timeout: 15_000 }).toMatch(/^18,68\s€$/);
    expect(await textOf(page.locator('.totals'))).toMatch(/DHL Paket4,90\s€.*Steuer2,98\s€/);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByRole('heading', { name: /^Vielen Dank/, level: 1 }).waitFor({ timeout: 20_000 });
    expect(await textOf(page.locator('.thank-you-layout'))).toMatch(/18,68\s€/);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('fulfils the order with tracking, and the buyer gets the shipped e-mail with the number', async () => {
    const { orders } = await ownerCall('POST', '/ecom/v1/orders/search', {});
    expect(orders).toHaveLength(1);
    const order = orders[0];
    expect(order).toMatchObject({
      currency: 'EUR',
      paymentStatus: 'NOT_PAID',
      priceSummary: { total: { amount: '18.68' } },
      buyerInfo: { email: BERLIN.email },
    });
    expect(await tomatoesInStock()).toBe(19);
    await ownerCall('POST', `/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, {
      fulfillment: {
        lineItems: order.lineItems.map((l: { id: string; quantity: number }) => ({ id: l.id, quantity: l.quantity })),
        trackingInfo: { trackingNumber: '00340434161234567890', shippingProvider: 'DHL' },
      },
    });
    expect((await ownerCall('GET', `/ecom/v1/orders/${order.id}`)).order.fulfillmentStatus).toBe('FULFILLED');
    const tracked = (await ownerCall('GET', `/ecom/v1/fulfillments/orders/${order.id}`)).orderWithFulfillments.fulfillments;
    expect(tracked).toMatchObject([{ trackingInfo: { trackingNumber: '00340434161234567890', shippingProvider: 'DHL' } }]);
    // The shipped e-mail is queued with the fulfilment; polled in case it is written after the answer.
    const shippedMail = async () => (await listOutbox(store.db, { to: BERLIN.email })).find((m) => m.kind === 'order-shipped');
    await expect.poll(shippedMail, { timeout: 10_000 }).toBeDefined();
    const shipped = (await shippedMail())!;
    // The shop's e-mails speak its language (de-DE).
    expect(shipped.subject).toBe(`Green Grocer: Bestellung Nr. ${order.number} wurde versandt`);
    expect(shipped.text_body).toContain('Sendungsnummer: 00340434161234567890 (DHL)');
  });

  it('gives the stock back when the owner cancels a second order', async () => {
    const token = (await shopperCall(undefined, '/oauth2/token', { clientId: site.clientId, grantType: 'anonymous' })).access_token as string;
    await shopperCall(token, '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { catalogItemId: tomatoesId, appId: '1380b703-ce81-ff05-f115-39571d94dfcd' }, quantity: 3 }],
    });
    const { checkoutId } = await shopperCall(token, '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' });
    await shopperCall(
      token,
      `/ecom/v1/checkouts/${checkoutId}`,
      {
        checkout: {
          buyerInfo: { email: 'hans@example.com' },
          shippingInfo: {
            shippingDestination: {
              address: { country: 'DE', city: 'Hamburg', postalCode: '20095', addressLine: 'Hafenweg 2' },
              contactDetails: { firstName: 'Hans', lastName: 'Holz' },
            },
          },
        },
      },
      'PATCH',
    );
    const { orderId } = await shopperCall(token, `/ecom/v1/checkouts/${checkoutId}/create-order`, {});
    expect(await tomatoesInStock()).toBe(16);
    const cancelled = await ownerCall('POST', `/ecom/v1/orders/${orderId}/cancel`, { restockAllItems: true, sendOrderCanceledEmail: true });
    expect(cancelled.order.status).toBe('CANCELED');
    expect(await tomatoesInStock()).toBe(19);
    await expect.poll(async () => (await listOutbox(store.db, { to: 'hans@example.com' })).map((m) => m.kind), { timeout: 10_000 }).toContain('order-canceled');
  });
});

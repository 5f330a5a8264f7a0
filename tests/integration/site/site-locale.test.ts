// A shop whose locale is de-DE: carts, checkouts and orders answer `siteLanguage: 'de'` and € amounts the German way,
// the hosted pages and the order confirmation speak German.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../../src/server/mail/outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutSession, checkoutWith, cookieOf, createOrder, fillCheckout, merchantOrder, pageFor } from '../../support/checkout-flows.js';
import { fakeHostedDist } from '../../support/hosted-dist.js';
import { callFrom } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

/** A built-looking dist whose German texts are a chunk of their own, as the real build makes them. */
function distWithGerman(): string {
  const dist = fakeHostedDist();
  const file = path.join(dist, 'hosted', 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  manifest['src/hosted/i18n/de.ts'] = { file: 'de-Hash1234.js', name: 'de', src: 'src/hosted/i18n/de.ts', isDynamicEntry: true };
  writeFileSync(file, JSON.stringify(manifest));
  return dist;
}

const t = useTestApp({ env: { DIST_DIR: distWithGerman() } });
const NBSP = '\u00a0';
let mug: CreatedProduct;

beforeAll(async () => {
  const patched = await t.call('PATCH', '/tote/v1/site', { token: await t.merchantKey(), body: { site: { locale: 'de-DE', currency: 'EUR' } } });
  expect(patched.statusCode).toBe(200);
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Becher', price: 123456 });
});

/** The JSON data of a page shell. */
function pageData(html: string): any {
  const json = /<script type="application\/json" id="tote-page-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`no page data in ${html.slice(0, 300)}`);
  return JSON.parse(json);
}

describe('the API of a de-DE shop', () => {
  it('answers the cart with siteLanguage de and amounts as 1.234,56 €', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id }]);
    const response = await t.call('GET', CART_PATH, { token });
    expect(response.statusCode).toBe(200);
    const { cart } = response.json();
    expect(cart.siteLanguage).toBe('de');
    expect(cart.currency).toBe('EUR');
    expect(cart.lineItems[0].price).toEqual({
      amount: '1234.56',
      convertedAmount: '1234.56',
      formattedAmount: `1.234,56${NBSP}€`,
      formattedConvertedAmount: `1.234,56${NBSP}€`,
    });
  });

  it('answers the checkout and the order with siteLanguage de and German amounts', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id, quantity: 2 }]);
    const filled = await fillCheckout(t, auth, checkoutId);
    expect(filled.checkout.siteLanguage).toBe('de');
    expect(filled.checkout.priceSummary.subtotal.formattedAmount).toBe(`2.469,12${NBSP}€`);
    const placed = await createOrder(t, auth, checkoutId);
    expect(placed.statusCode).toBe(200);
    const order = await merchantOrder(t, placed.json().orderId);
    expect(order.siteLanguage).toBe('de');
    expect(order.lineItems[0].price.formattedAmount).toBe(`1.234,56${NBSP}€`);
  });
});

describe('the hosted pages of a de-DE shop', () => {
  it('serve the checkout in German: lang="de", German title and placeholder, the locale in the data, € amounts the German way, the German texts preloaded', async () => {
    const token = await t.visitorToken();
    const checkoutId = await checkoutWith(t, token, [{ productId: mug.id, quantity: 2 }]);
    const sessionId = await checkoutSession(t, token, checkoutId);
    const page = await callFrom(t, 'GET', `/hosted/checkout/${checkoutId}?session=${sessionId}`, { headers: { 'sec-fetch-dest': 'document' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/^<!doctype html><html lang="de">/);
    expect(page.body).toContain('<title>Kasse · Tote Demo Shop</title>');
    expect(page.body).toContain('Wird geladen…');
    expect(page.body).toContain('<link rel="modulepreload" href="/hosted-assets/de-Hash1234.js">');
    const data = pageData(page.body);
    expect(data.store).toEqual({ name: 'Tote Demo Shop', locale: 'de-DE', country: 'DE' });
    expect(data.initial.checkout.siteLanguage).toBe('de');
    expect(data.initial.checkout.priceSummary.subtotal.formattedAmount).toBe(`2.469,12${NBSP}€`);
    expect(cookieOf(page)).not.toBe('');
  });

  it('serve the login page in German', async () => {
    const session = (await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', { token: await t.visitorToken(), body: { login: {} } })).json()
      .redirectSession;
    const page = await callFrom(t, 'GET', `/hosted/login?session=${session.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/^<!doctype html><html lang="de">/);
    expect(page.body).toContain('<title>Anmelden · Tote Demo Shop</title>');
    expect(pageData(page.body)).toMatchObject({ page: 'login', store: { locale: 'de-DE' } });
  });

  it('say an expired sign-in link has expired in German', async () => {
    const page = await callFrom(t, 'GET', '/hosted/login?session=nope');
    expect(page.statusCode).toBe(404);
    expect(page.body).toMatch(/^<!doctype html><html lang="de">/);
    expect(page.body).toContain('Dieser Anmeldelink ist abgelaufen');
  });
});

describe('the e-mails of a de-DE shop', () => {
  it('confirm an order in German with € amounts the German way', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id }]);
    await fillCheckout(t, auth, checkoutId, { email: 'grete@example.com' });
    const placed = await createOrder(t, auth, checkoutId);
    expect(placed.statusCode).toBe(200);
    const order = await merchantOrder(t, placed.json().orderId);
    const [mail] = await listOutbox(t.ctx.db, { to: 'grete@example.com' });
    expect(mail).toMatchObject({ kind: 'order-confirmation', subject: `Tote Demo Shop: Bestellung Nr. ${order.number} bestätigt` });
    expect(mail!.text_body).toContain(`Vielen Dank für deine Bestellung Nr. ${order.number}.`);
    expect(mail!.text_body).toContain(`1 × Becher: 1.234,56${NBSP}€`);
    expect(mail!.text_body).toContain(`Zwischensumme: 1.234,56${NBSP}€`);
    expect(mail!.text_body).toContain(`Gesamt: ${order.priceSummary.total.formattedAmount}`);
    expect(mail!.html_body).toMatch(/^<!doctype html><html lang="de">/);
    expect(mail!.html_body).toContain('Vielen Dank für deine Bestellung');
  });
});

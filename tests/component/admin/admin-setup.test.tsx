// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The set-up page in happy-dom against the real store: no code, a wrong code, bad answers at their fields (what was typed kept), the shop made
// with a first product and its owner signed in on it, then the used link refused.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { issueSetupCode } from '../../../src/server/setup/setup-code.js';
import { listZones } from '../../../src/server/shipping/zone-store.js';
import { browserFetch, clickButton, closeAdmin, errorOf, fieldByLabel, openAdmin, submit, text, type } from '../../support/admin-page.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let code = '';

beforeAll(async () => {
  code = await issueSetupCode(t.handle.db);
});

afterEach(() => {
  closeAdmin();
});

/** Fills the whole form as an owner in Germany would (domestic shipping at €4.90, 19 % included). */
function fillForm(root: HTMLElement, overrides: Record<string, string> = {}): void {
  const values: Record<string, string> = {
    'Your e-mail': 'owner@setup.test',
    Password: 'a long owner password',
    'Shop name': 'Kräuterladen',
    Currency: 'EUR',
    'Language and region': 'de-DE',
    'Your site’s address': 'https://kraeuter.example',
    'Shipping rate': '4,90',
    'Tax rate (%)': '19',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) type(fieldByLabel<HTMLInputElement>(root, label), value);
  fieldByLabel<HTMLInputElement>(root, 'Only within my country').click();
  const included = fieldByLabel<HTMLInputElement>(root, 'My prices include tax');
  if (!included.checked) included.click();
}

describe('the set-up page', () => {
  it('is pointed to by the sign-in page while the store has no owner', async () => {
    const root = await openAdmin(browserFetch(t).fetch);
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Sign in to your store');
    await expect.poll(() => text(root.querySelector('[role="note"]'))).toMatch(/^This store has no owner yet\. Open the set-up link that npm start printed/);
  });

  it('asks for the printed link when opened without a code', async () => {
    const root = await openAdmin(browserFetch(t).fetch, '/admin/setup');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Set up your shop');
    await expect.poll(() => text(root.querySelector('[role="status"]'))).toMatch(/^This page needs the set-up link that `npm start` printed/);
    expect(root.querySelector('form')).toBeNull();
  });

  it('refuses a wrong code and keeps what was typed', async () => {
    const root = await openAdmin(browserFetch(t).fetch, '/admin/setup#code=not-this-stores-code');
    await expect.poll(() => root.querySelector('form')).toBeTruthy();
    fillForm(root);
    await submit(root.querySelector('form'));
    await expect.poll(() => text(root.querySelector('[role="alert"]'))).toMatch(/^This set-up link is not valid/);
    expect(fieldByLabel(root, 'Shop name').value).toBe('Kräuterladen');
  });

  it('shows the store’s refusals at their fields', async () => {
    const root = await openAdmin(browserFetch(t).fetch, `/admin/setup#code=${code}`);
    await expect.poll(() => root.querySelector('form')).toBeTruthy();
    fillForm(root, { Currency: 'EUX', Password: 'short', 'Your site’s address': 'kraeuter' });
    await submit(root.querySelector('form'));
    await expect.poll(() => errorOf(fieldByLabel(root, 'Currency'))).toMatch(/ISO 4217/);
    expect(errorOf(fieldByLabel(root, 'Your site’s address'))).toMatch(/kraeuter/);
    expect(fieldByLabel(root, 'Currency').value).toBe('EUX');
    type(fieldByLabel(root, 'Currency'), 'EUR');
    type(fieldByLabel(root, 'Your site’s address'), 'https://kraeuter.example');
    await submit(root.querySelector('form'));
    await expect.poll(() => errorOf(fieldByLabel(root, 'Password'))).toBe('The password must have at least 8 characters');
  });

  it('sets the shop up with a first product, ends on the script tag, and opens the dashboard signed in on the new shop', async () => {
    const root = await openAdmin(browserFetch(t).fetch, `/admin/setup#code=${code}`);
    await expect.poll(() => root.querySelector('form')).toBeTruthy();
    fillForm(root);
    // The country follows the language until chosen.
    expect(fieldByLabel<HTMLSelectElement>(root, 'Country').value).toBe('DE');
    type(fieldByLabel(root, 'Product name'), 'Basil');
    type(fieldByLabel(root, 'Price'), '3,50');
    await submit(root.querySelector('form'));
    await expect.poll(() => text(root.querySelector('h1')), { timeout: 20_000 }).toBe('Your shop is ready');
    const snippet = fieldByLabel<HTMLTextAreaElement>(root, 'Script tag').value;
    const site = await t.handle.db.selectFrom('sites').select(['id', 'settings']).where('name', '=', 'Kräuterladen').executeTakeFirstOrThrow();
    const client = await t.handle.db.selectFrom('oauth_clients').select('id').where('site_id', '=', site.id).executeTakeFirstOrThrow();
    expect(snippet).toBe(`<script src="http://localhost:8787/tote.js" data-client-id="${client.id}" data-locale="de-DE" async></script>`);
    expect(site.settings).toMatchObject({ country: 'DE', locale: 'de-DE', pricesIncludeTax: true });
    expect(await listZones(t.ctx, site.id)).toMatchObject([{ destinations: [{ country: 'DE' }], rates: [{ amount: '4.90' }] }]);
    const product = await t.handle.db.selectFrom('products').select(['name', 'slug']).where('site_id', '=', site.id).executeTakeFirstOrThrow();
    expect(product).toEqual({ name: 'Basil', slug: 'basil' });
    expect(root.querySelector('a[href="/hosted/product/basil"]')).toBeTruthy();

    await clickButton(root, 'Go to the dashboard');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Home');
    expect(text(root.querySelector('.who'))).toBe('Signed in as owner@setup.test');
    expect(location.pathname).toBe('/admin');
  });

  it('says the store is set up when its used link is opened again', async () => {
    const root = await openAdmin(browserFetch(t).fetch, `/admin/setup#code=${code}`);
    await expect
      .poll(() => text(root.querySelector('[role="status"]')))
      .toBe('This store has been set up already. Sign in with the owner’s e-mail and password.');
    expect(root.querySelector('form')).toBeNull();
  });
});

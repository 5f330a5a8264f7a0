// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// Home's set-up checklist in happy-dom against the real store, for the owner of a new shop: every item to do with a link to its page,
// "no tax" said in one click, the site installed once a page on its origin called the store, and the plain Home once all are done.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { createStaffAccount } from '../../../src/server/site/staff-accounts.js';
import { clickButton, closeAdmin, signedIn, text } from '../../support/admin-page.js';
import { insertProduct, insertSite } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-home-checklist.test', password: 'a long owner password' };
const ORIGIN = 'https://new-shop.example';
let siteId: string;
let key: string;

beforeAll(async () => {
  ({ siteId } = await insertSite(t.handle.db));
  await createStaffAccount(t.handle.db, siteId, { ...OWNER, role: 'owner' });
  key = (await createApiKey(t.handle.db, siteId, 'checklist')).key;
});

afterEach(() => {
  closeAdmin();
});

/** The checklist's items: text, whether done, and where each links. */
function items(root: HTMLElement) {
  return [...root.querySelectorAll('.checklist-items li')].map((li) => ({
    done: li.classList.contains('done'),
    label: text(li.querySelector('a')),
    href: li.querySelector('a')?.getAttribute('href'),
  }));
}

describe('the home checklist', () => {
  it('lists what a new shop lacks, each linked to its page, and counts "no tax" once said', async () => {
    const root = await signedIn(t, OWNER, '/admin');
    await expect.poll(() => items(root).length).toBe(5);
    expect(items(root)).toEqual([
      { done: false, label: 'Take payments', href: '/admin/settings/payments' },
      { done: false, label: 'Ship somewhere', href: '/admin/shipping' },
      { done: false, label: 'Set up tax', href: '/admin/tax' },
      { done: false, label: 'Add a product', href: '/admin/products/new' },
      { done: false, label: 'Put the shop on your site', href: '/admin/install' },
    ]);
    expect(text(root.querySelector('.checklist .sub'))).toBe('0 of 5 done');
    // The normal Home is below it.
    expect(root.querySelectorAll('section.stat')).toHaveLength(3);

    await clickButton(root, 'I charge no tax');
    await expect.poll(() => items(root)[2]?.done).toBe(true);
    expect(text(root.querySelector('.checklist .sub'))).toBe('1 of 5 done');
    const settings = await t.call('GET', '/tote/v1/tax/settings', { token: key });
    expect(settings.json().taxSettings.noTax).toBe(true);
  });

  it('gives way to the plain Home once payments, shipping, a visible product and the installed site are done too', async () => {
    await t.call('PATCH', '/tote/v1/site', { token: key, body: { site: { offlinePaymentInstructions: 'Pay by bank transfer to DE00 …' } } });
    const zone = await t.call('POST', '/tote/v1/shipping/zones', {
      token: key,
      body: { zone: { name: 'Everywhere', destinations: [{ country: '*' }], rates: [{ code: 'flat', title: 'Flat', kind: 'FLAT', amount: '4.90' }] } },
    });
    expect(zone.statusCode).toBe(200);
    await insertProduct(t.handle.db, siteId, { name: 'Hidden Mug', visible: false });
    await t.handle.db
      .updateTable('oauth_clients')
      .set({ allowed_origins: [ORIGIN] })
      .where('site_id', '=', siteId)
      .execute();
    t.ctx.origins.clear();

    let root = await signedIn(t, OWNER, '/admin');
    await expect.poll(() => items(root).map((item) => item.done)).toEqual([true, true, true, false, false]);

    await insertProduct(t.handle.db, siteId, { name: 'Visible Mug' });
    // The owner's site loads the widget: a call from its origin.
    const call = await t.app.inject({
      method: 'POST',
      url: '/stores-reader/v1/products/query',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(call.headers['access-control-allow-origin']).toBe(ORIGIN);

    root = await signedIn(t, OWNER, '/admin');
    // Home's figures and the checklist's facts load as one: with the cards shown, the checklist is decided.
    await expect.poll(() => root.querySelectorAll('section.stat').length).toBe(3);
    const facts = await t.call('GET', '/tote/v1/site/origins-seen', { token: key });
    expect(facts.json().origins).toEqual([{ origin: ORIGIN, lastSeenAt: expect.any(String) }]);
    expect(root.querySelector('.checklist')).toBeNull();
  });
});

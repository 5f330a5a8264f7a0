// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The dashboard in happy-dom against the real store: sign-in and its refusals, orders listed and fulfilled, a refused product save, owner-only areas, German.
import { version } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { browserFetch, clickButton, closeAdmin, fieldByLabel, find, openAdmin, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { registerMember } from '../../support/identity-flows.js';
import { placeOrder } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-ui.test', password: 'a long owner password' };
const STAFF = { email: 'staff@admin-ui.test', password: 'a long staff password' };
let mug: CreatedProduct;

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  await makeStaff(t, STAFF.email, STAFF.password, 'staff');
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Admin Mug', price: 1200, trackInventory: true, quantity: 50 });
});

afterEach(() => {
  closeAdmin();
});

/** Fills the sign-in form and submits it. */
async function submitSignIn(root: HTMLElement, email: string, password: string): Promise<void> {
  await find(root, 'form');
  type(fieldByLabel(root, 'E-mail'), email);
  type(fieldByLabel(root, 'Password'), password);
  await submit(root.querySelector('form'));
}

describe('signing in', () => {
  it('is rendered by the real react-dom 19, as the dashboard is built (not preact/compat)', async () => {
    const root = await openAdmin(browserFetch(t).fetch);
    await find(root, 'form');
    expect(version).toMatch(/^19\./);
    // react-dom marks the container of a root it renders into.
    expect(Object.keys(root).some((name) => name.startsWith('__reactContainer$'))).toBe(true);
  });

  it('shows the store’s refusal of a wrong password, keeps the e-mail, then signs in to the shell and out again', async () => {
    const { fetch, cookies } = browserFetch(t);
    const root = await openAdmin(fetch);
    expect(text(await find(root, 'h1'))).toBe('Sign in to your store');
    await submitSignIn(root, OWNER.email, 'not the password');
    await expect.poll(() => text(root.querySelector('[role="alert"]'))).toBe('The e-mail or password is wrong.');
    expect(fieldByLabel(root, 'E-mail').value).toBe(OWNER.email);
    expect(cookies.has('tote_admin')).toBe(false);

    type(fieldByLabel(root, 'Password'), OWNER.password);
    await submit(root.querySelector('form'));
    const nav = await find(root, 'nav');
    expect(cookies.has('tote_admin')).toBe(true);
    expect(nav.getAttribute('aria-label')).toBe('Admin');
    expect([...nav.querySelectorAll('a')].map((a) => text(a))).toEqual([
      'Home',
      'Orders',
      'Products',
      'Collections',
      'Inventory',
      'Discounts',
      'Shipping',
      'Tax',
      'Members',
      'Install',
      'Developers',
      'Staff',
      'Settings',
    ]);
    expect(root.querySelectorAll('main')).toHaveLength(1);
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Home');
    expect(text(root.querySelector('.who'))).toBe(`Signed in as ${OWNER.email}`);

    await clickButton(root, 'Sign out');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Sign in to your store');
    expect(cookies.has('tote_admin')).toBe(false);
    // The session is over for the store too: a new page load finds no session.
    const again = await openAdmin(fetch);
    expect(text(await find(again, 'h1'))).toBe('Sign in to your store');
  });

  it('a session from an earlier page load is picked up without signing in again', async () => {
    const { fetch } = browserFetch(t);
    const first = await openAdmin(fetch);
    await submitSignIn(first, OWNER.email, OWNER.password);
    await find(first, 'nav');
    closeAdmin();
    const root = await openAdmin(fetch, '/admin/settings');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Settings');
  });
});

describe('orders', () => {
  it('lists real orders, filters them by e-mail and opens one; fulfilling with tracking shows it fulfilled with its shipment', async () => {
    const placed = await placeOrder(t, [{ productId: mug.id, quantity: 2 }], { email: 'ada.buyer@example.com' });
    await placeOrder(t, [{ productId: mug.id, quantity: 1 }], { email: 'bob.buyer@example.com' });
    const root = await signedIn(t, OWNER, '/admin/orders');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Orders');
    await expect.poll(() => root.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(2);
    expect(text(root.querySelector('tbody'))).toContain('ada.buyer@example.com');
    expect(text(root.querySelector('tbody'))).toContain('bob.buyer@example.com');

    type(fieldByLabel(root, 'Search by order number, e-mail or name'), 'ada.buyer');
    await submit(root.querySelector<HTMLFormElement>('form[role="search"]'));
    await expect.poll(() => root.querySelectorAll('tbody tr').length).toBe(1);
    expect(text(root.querySelector('tbody'))).toContain('Not fulfilled');

    root.querySelector<HTMLAnchorElement>('tbody a')!.click();
    await expect.poll(() => text(root.querySelector('h1'))).toMatch(/^Order #\d+$/);
    expect(location.pathname).toBe(`/admin/orders/${placed.orderId}`);
    expect(text(root.querySelector('tbody'))).toContain('Admin Mug');

    type(fieldByLabel(root, 'Carrier'), 'DHL');
    type(fieldByLabel(root, 'Tracking number'), '00340434161094042557');
    type(fieldByLabel(root, 'Tracking link'), 'not a link');
    await submit(root.querySelector<HTMLFormElement>('form[aria-labelledby="fulfil-title"]'));
    // The store refuses the link (its violation names the tracking info as a whole): the form says so and what was typed stays.
    await expect.poll(() => text(root.querySelector('form[aria-labelledby="fulfil-title"] .form-alert'))).toContain('fulfillment.trackingInfo');
    expect(fieldByLabel(root, 'Carrier').value).toBe('DHL');
    expect(fieldByLabel(root, 'Tracking number').value).toBe('00340434161094042557');
    expect(fieldByLabel(root, 'Tracking link').value).toBe('not a link');

    type(fieldByLabel(root, 'Tracking link'), '');
    await submit(root.querySelector<HTMLFormElement>('form[aria-labelledby="fulfil-title"]'));
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('The order is fulfilled.');
    await expect.poll(() => text(root.querySelector('.page-head .meta'))).toContain('Fulfilled');
    expect(text(root)).toContain('DHL 00340434161094042557');
    expect(root.querySelector('form[aria-labelledby="fulfil-title"]')).toBeNull();
    const order = (await t.call('GET', `/ecom/v1/orders/${placed.orderId}`, { token: await t.merchantKey() })).json().order;
    expect(order.fulfillmentStatus).toBe('FULFILLED');
  });
});

describe('products', () => {
  it('keeps what was typed and shows the store’s violation at the price field when a save is refused, then creates the product', async () => {
    const root = await signedIn(t, OWNER, '/admin/products/new');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('New product');
    type(fieldByLabel(root, 'Name'), 'Admin Scarf');
    type(fieldByLabel<HTMLTextAreaElement>(root, 'Description'), 'Warm and woolly');
    type(fieldByLabel(root, 'Price'), '45.999');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    const price = fieldByLabel(root, 'Price');
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(price.getAttribute('aria-describedby')!.split(' ').pop()!)!;
    expect(text(error)).toMatch(/decimals/);
    expect(fieldByLabel(root, 'Name').value).toBe('Admin Scarf');
    expect(fieldByLabel<HTMLTextAreaElement>(root, 'Description').value).toBe('Warm and woolly');
    expect(price.value).toBe('45.999');

    type(price, '45');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Edit Admin Scarf');
    expect(location.pathname).toMatch(/^\/admin\/products\/[\w-]+$/);
    const id = location.pathname.split('/').pop()!;
    const product = (await t.call('GET', `/stores-reader/v1/products/${id}`, { token: await t.visitorToken() })).json().product;
    expect(product).toMatchObject({ name: 'Admin Scarf', description: 'Warm and woolly', priceData: { price: 45 } });
  });
});

describe('the staff role', () => {
  it('sees the owner-only settings refused with the reason, and the orders it may see', async () => {
    const root = await signedIn(t, STAFF, '/admin/settings');
    await expect.poll(() => text(root.querySelector('.state-error p'))).toBe('Only the store owner can do this.');
    expect(text(root.querySelector('.state-error button'))).toBe('Try again');
    root.querySelector<HTMLAnchorElement>('nav a[href="/admin/orders"]')!.click();
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Orders');
    await expect.poll(() => root.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
  });
});

describe('members', () => {
  it('shows a block at once and puts the member back, with the store’s reason, when the store refuses it', async () => {
    const member = await registerMember(t, { email: 'gone.member@example.com' });
    const root = await signedIn(t, OWNER, '/admin/members');
    await expect.poll(() => text(root.querySelector('tbody'))).toContain('gone.member@example.com');
    // Deleted behind the page's back: the block will be refused.
    await t.call('DELETE', `/members/v1/members/${member.identityId}`, { token: await t.merchantKey() });
    await clickButton(root, 'Block gone.member@example.com');
    await expect.poll(() => text(root.querySelector('[role="alert"].notice'))).not.toBe('');
    const row = [...root.querySelectorAll('tbody tr')].find((r) => text(r).includes('gone.member@example.com'))!;
    expect(text(row)).toContain('Approved');
  });

  it('links Export customers (CSV) to the customer export, which lists the members', async () => {
    await registerMember(t, { email: 'exported.member@example.com' });
    const root = await signedIn(t, OWNER, '/admin/members');
    await expect.poll(() => text(root.querySelector('tbody'))).toContain('exported.member@example.com');
    const link = [...root.querySelectorAll<HTMLAnchorElement>('a[download]')].find((a) => text(a) === 'Export customers (CSV)')!;
    const url = new URL(link.href);
    expect(`${url.pathname}${url.search}`).toBe('/tote/v1/customers/export?format=csv');
    const response = await t.call('GET', `${url.pathname}${url.search}`, { token: await t.merchantKey() });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('exported.member@example.com');
  });
});

describe('German', () => {
  it('switches every text to German and keeps the choice for the next visit', async () => {
    const { fetch } = browserFetch(t);
    const root = await openAdmin(fetch);
    await submitSignIn(root, OWNER.email, OWNER.password);
    await find(root, 'nav');
    const select = fieldByLabel<HTMLSelectElement>(root, 'Language');
    type(select, 'de');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Start');
    expect(document.documentElement.lang).toBe('de');
    expect([...root.querySelectorAll('nav a')].map((a) => text(a))).toContain('Bestellungen');
    expect(text(root.querySelector('.who'))).toBe(`Angemeldet als ${OWNER.email}`);
    // The next visit (same browser storage, same session) opens in German.
    closeAdmin();
    const again = await openAdmin(fetch, '/admin/orders', { keepStorage: true });
    await expect.poll(() => text(again.querySelector('h1'))).toBe('Bestellungen');
  });
});

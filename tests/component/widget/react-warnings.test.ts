// @vitest-environment-options {"url": "http://localhost:8788/shop.html", "settings": {"disableIframePageLoading": true}}
// Every element and each of its parts, rendered against the real store, says nothing on the console: under React 19 (the project
// `component-react`) no warning of a key missing in a list or a DOM attribute React does not know; and the DOM has the HTML names
// (`class`, `for`, `srcset`) whether React or preact (src/widget/preact-react.ts, the project `component`) rendered it.
import { format } from 'node:util';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tote } from '../../../src/widget/index.js';
import { store } from '../../../src/widget/store/store.js';
import { useTestApp } from '../../support/test-app.js';
import { defineWidget, find, mount, newShopper, shadow, type } from '../../support/widget-page.js';

const t = useTestApp();

/** What was said on the console (errors and warnings, their format strings filled in) since the test began. */
let said: string[] = [];

beforeAll(() => {
  defineWidget(t);
});
beforeEach(async () => {
  await newShopper();
  said = [];
  for (const level of ['error', 'warn'] as const) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void said.push(format(...args)));
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Every element in the host's shadow root (and in the shadow roots within it). */
function elementsOf(host: Element): Element[] {
  return [...shadow(host).querySelectorAll('*')];
}

/** Checks the DOM uses HTML's attribute names: `class` and `for`, never React's prop names as attributes. */
function expectHtmlNames(host: Element): void {
  const elements = elementsOf(host);
  const names = new Set(elements.flatMap((element) => element.getAttributeNames()));
  for (const reactName of ['classname', 'htmlfor', 'strokewidth', 'stroke-width']) expect.soft(names).not.toContain(reactName);
  expect(elements.filter((element) => element.hasAttribute('class')).length).toBeGreaterThan(0);
}

describe('the elements under React and preact', () => {
  it('render the buy box (gallery, options, quantity, prices) with no warning and with class attributes', async () => {
    const box = mount('<tote-buy-box product="classic-tee"></tote-buy-box>');
    await find(box, '[part~="name"]');
    await find(box, '.stage img');
    // The options' choices and the gallery's thumbnails are lists.
    expect(shadow(box).querySelectorAll('[part~="media"] button').length).toBeGreaterThan(1);
    expect(shadow(box).querySelectorAll('select option, [role="radio"], input[type="radio"]').length).toBeGreaterThan(1);
    expectHtmlNames(box);
    expect.soft(said).toEqual([]);
  });

  it('render the cart and its drawer (lines, totals, coupon form, shipping estimate with its options) with no warning', async () => {
    const cart = mount('<tote-cart></tote-cart>');
    await find(cart, '[part~="cart-button"]');
    tote('addToCart', { product: 'canvas-cap' });
    tote('addToCart', { product: 'classic-tee', options: { Size: 'M', Color: 'Navy' } });
    await expect.poll(() => store.getState().cart?.lineItems.length).toBe(2);
    await expect.poll(() => store.getState().pendingUnits).toBe(0);
    (await find(cart, '[part~="cart-button"]')).click();
    const drawer = await find(cart, '[part~="drawer"]');
    await expect.poll(() => drawer.querySelectorAll('[part~="line"]').length).toBe(2);
    (await find<HTMLButtonElement>(cart, '[part~="coupon"] button[aria-expanded]')).click();
    const coupon = await find<HTMLInputElement>(cart, '[part~="coupon"] input');
    expect(shadow(cart).querySelector(`label[for="${coupon.id}"]`)).not.toBeNull();
    const estimate = await find<HTMLDetailsElement>(cart, '[part~="estimate"]');
    estimate.querySelector('summary')!.click();
    await expect.poll(() => estimate.querySelector('select')).not.toBeNull();
    type(estimate.querySelector<HTMLInputElement>('input')!, '10001');
    estimate.querySelector('form')!.requestSubmit();
    await expect.poll(() => estimate.querySelectorAll('.delivery input[type="radio"]').length).toBe(3);
    await expect.poll(() => drawer.querySelectorAll('[part~="summary"] dt').length).toBeGreaterThan(2);
    // The close button's icon: its stroke in CSS, no SVG attribute React and preact name differently.
    expect.soft(drawer.closest('dialog')!.querySelector('.icon-button path')!.getAttributeNames()).toEqual(['d']);
    expectHtmlNames(cart);
    expect.soft(said).toEqual([]);
  });

  it('render the sign-in button, the modal in each of its steps, and the member menu with no warning', async () => {
    const login = mount('<tote-login></tote-login>');
    await expect.poll(() => store.getState().authReady).toBe(true);
    (await find(login, '[part~="login-button"]')).click();
    const modal = await find(login, '[part~="modal"]');
    await expect.poll(() => modal.querySelector('input[name="email"]')).not.toBeNull();
    // Register, then back and to the password reset: each step renders its fields.
    modal.querySelector<HTMLButtonElement>('.switch .link')!.click();
    await expect.poll(() => modal.querySelector('input[name="firstName"]')).not.toBeNull();
    expectHtmlNames(login);
    store.setState({ loginOpen: false, member: { id: 'm1', name: 'Ana' } });
    const button = await find(login, '[part~="login-button"]');
    await expect.poll(() => button.textContent).toContain('Ana');
    button.click();
    const menu = await find(login, '[part~="menu"]');
    expect(menu.querySelectorAll('li').length).toBe(3);
    expectHtmlNames(login);
    expect.soft(said).toEqual([]);
  });
});

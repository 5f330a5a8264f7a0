// @vitest-environment-options {"url": "http://localhost:8787/hosted/page", "settings": {"disableIframePageLoading": true}}
// The hosted pages, started from their shell's data against the real store, say nothing on the console: under React 19 (the project
// `component-react`) no warning of a key missing in a list, a DOM attribute React does not know or a controlled field it cannot
// update; and their DOM has the HTML names (`class`, `for`) whether React or preact (the project `component`) rendered them.
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPage } from '../../../src/hosted/core/start-page.js';
import { CheckoutPage } from '../../../src/hosted/pages/checkout/checkout-page.js';
import { LoginPage } from '../../../src/hosted/pages/login/login-page.js';
import { ProductPage } from '../../../src/hosted/pages/product/product-page.js';
import { ResetPasswordPage } from '../../../src/hosted/pages/reset-password/reset-page.js';
import { PAGE_DATA_ELEMENT_ID, type HostedPageData } from '../../../src/wire/hosted-pages.js';
import { pageFor } from '../../support/checkout-flows.js';
import { useTestApp } from '../../support/test-app.js';
import { pageFetch } from '../../support/widget-page.js';

const t = useTestApp();
/** The page's cookie (the checkout page's, once opened). */
let cookie = '';
const store = { name: 'Tote Demo', locale: 'en-US' };

/** What was said on the console (errors and warnings, their format strings filled in) since the test began. */
let said: string[] = [];

beforeAll(() => {
  // The pages' same-origin calls go to the app with the page's cookie (happy-dom's Headers would drop it).
  const { fetch } = pageFetch(t);
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) =>
    fetch(new URL(input, location.origin), { ...init, headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } }),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  said = [];
  for (const level of ['error', 'warn'] as const) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void said.push(format(...args)));
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Writes a page's shell (the placeholder and its JSON data) and returns its #root. */
function shell(data: HostedPageData): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><p class="page-loading">Loading…</p></div>' +
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(data)}</script>`;
  return document.getElementById('root')!;
}

/** Checks the DOM uses HTML's attribute names (`class`, `for`), never React's prop names as attributes. */
function expectHtmlNames(root: HTMLElement): void {
  const elements = [...root.querySelectorAll('*')];
  const names = new Set(elements.flatMap((element) => element.getAttributeNames()));
  for (const reactName of ['classname', 'htmlfor']) expect.soft(names).not.toContain(reactName);
  expect(elements.filter((element) => element.hasAttribute('class')).length).toBeGreaterThan(0);
  for (const label of root.querySelectorAll('label[for]')) expect.soft(root.querySelector(`#${label.getAttribute('for')}`), label.outerHTML).not.toBeNull();
}

describe('the hosted pages under React and preact', () => {
  it('render the login page, signing in and registering, with no warning', async () => {
    const root = shell({ page: 'login', store, clientId: 'demo', sessionId: 'session-1', sessionKind: 'login' });
    await startPage('login', (data) => <LoginPage data={data} />);
    await expect.poll(() => root.querySelector('input[type="password"]')).not.toBeNull();
    expectHtmlNames(root);
    const register = shell({ page: 'login', store, clientId: 'demo', sessionId: 'session-1', sessionKind: 'login', view: 'register' });
    await startPage('login', (data) => <LoginPage data={data} />);
    await expect.poll(() => register.querySelectorAll('input').length).toBeGreaterThan(2);
    expectHtmlNames(register);
    expect.soft(said).toEqual([]);
  });

  it('render the password reset page with no warning', async () => {
    // The e-mailed link's token, in the address bar (checked only when the new password is sent).
    history.replaceState(null, '', '/hosted/reset-password?recoveryToken=token-1');
    const root = shell({ page: 'reset-password', store, clientId: 'demo', link: 'valid', purpose: 'reset' });
    await startPage('reset-password', (data) => <ResetPasswordPage data={data} />);
    await expect.poll(() => root.querySelector('input[type="password"]')).not.toBeNull();
    expectHtmlNames(root);
    expect.soft(said).toEqual([]);
  });

  it('render the product page (gallery, options, quantity, description) with no warning', async () => {
    const root = shell({ page: 'product', store, clientId: 'demo', slug: 'classic-tee' });
    await startPage('product', (data) => <ProductPage data={data} />);
    await expect.poll(() => root.querySelector('h1')?.textContent).toBe('Classic Tee');
    await expect.poll(() => root.querySelectorAll('input[type="radio"]').length).toBeGreaterThan(1);
    expectHtmlNames(root);
    expect.soft(said).toEqual([]);
  });

  it('render the checkout page (contact, address, delivery, payment, summary) with no warning', async () => {
    const { id } = await t.ctx.db.selectFrom('products').select('id').where('slug', '=', 'canvas-cap').executeTakeFirstOrThrow();
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: id, quantity: 2 }]);
    cookie = 'cookie' in auth ? auth.cookie : '';
    const root = shell({ page: 'checkout', store, clientId: 'demo', checkoutId, view: 'checkout' });
    await startPage('checkout', (data) => <CheckoutPage data={data} />);
    await expect.poll(() => root.querySelectorAll('input').length, { timeout: 10_000 }).toBeGreaterThan(4);
    await expect.poll(() => root.textContent).toContain('Canvas Cap');
    // Fields that are no prose (the e-mail, the address) say so: `spellCheck={false}` must reach the DOM under preact too.
    expect(root.querySelectorAll('input[spellcheck="false"]').length).toBeGreaterThan(0);
    expectHtmlNames(root);
    expect.soft(said).toEqual([]);
  });
});

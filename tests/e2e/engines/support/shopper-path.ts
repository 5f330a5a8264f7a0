// The shopper's path of the Chromium tests, once for any engine: buy box and options, cart drawer, coupon, estimate, the hosted
// checkout placing an order, sign-in through the modal and the hidden iframe; and the layout of the sign-in modal and the drawer.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshEmail, registerMember, waitForMail } from '../../support/hosted-flows.js';
import { exactly, isBrowserSessionLost, type Engine, type EnginePage, type Target } from './engine.js';

/** Runs the shopper's path in the engine that `launch` starts (once per test file). */
export function shopperPath(launch: () => Promise<Engine>): void {
  const storeUrl = inject('storeUrl');
  const demoUrl = inject('demoUrl');
  let engine: Engine | undefined;
  const pages: EnginePage[] = [];
  beforeAll(async () => {
    engine = await launch();
  }, 60_000);
  // WebKitWebDriver runs one session at a time: each test's pages end with it.
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close().catch(() => undefined);
  });
  afterAll(async () => {
    await engine?.close();
  });

  async function openPage(): Promise<EnginePage> {
    if (!engine) throw new Error('the browser is not launched yet');
    const page = await engine.openPage();
    pages.push(page);
    return page;
  }

  /**
   * A test of the path; when the browser itself ends the session under it (BrowserSessionLost, not a page's answer), it says
   * so with the driver's output and runs once more in a new session. Any other failure, or a second loss, fails the test.
   */
  const test = (name: string, body: () => Promise<void>) =>
    it(
      name,
      async () => {
        try {
          await body();
        } catch (error) {
          if (!isBrowserSessionLost(error)) throw error;
          console.warn(`${name}: the browser ended the session; running it once more in a new one.\n${(error as Error).message}`);
          for (const page of pages.splice(0)) await page.close().catch(() => undefined);
          await body();
        }
      },
      120_000,
    );

  const buyBox = (css: string, extra: Omit<Target, 'css'> = {}): Target => ({ css: `tote-buy-box >>> ${css}`, ...extra });
  const cart = (css: string, extra: Omit<Target, 'css'> = {}): Target => ({ css: `tote-cart >>> ${css}`, ...extra });
  const login = (css: string, extra: Omit<Target, 'css'> = {}): Target => ({ css: `tote-login >>> ${css}`, ...extra });
  const cartButton = cart('[part~="cart-button"]');
  const loginButton = login('[part~="login-button"]');

  const textOf = async (page: EnginePage, target: Target) => (await page.read(target, (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())) ?? '';
  const attributeOf = (page: EnginePage, target: Target, name: string) => page.read(target, (el, attribute) => el.getAttribute(attribute), name);
  const sizeOf = (page: EnginePage, target: Target) =>
    page.read(target, (el) => {
      const { left, right, width, height } = el.getBoundingClientRect();
      return { left, right, width, height };
    });
  /** Waits until the element is there (and shown). */
  const waitFor = (page: EnginePage, target: Target) => expect.poll(() => page.read(target, () => true), { timeout: 15_000 }).toBe(true);
  /** Chooses an option of a `<select>` as a shopper's pick does: the value, then input and change events. */
  const select = (page: EnginePage, target: Target, value: string) =>
    page.read(
      target,
      (el, chosen) => {
        (el as HTMLSelectElement).value = chosen;
        el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        el.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
      },
      value,
    );

  async function productPage(slug: string): Promise<EnginePage> {
    const page = await openPage();
    await page.goto(`${demoUrl}/product.html?slug=${slug}`);
    await waitFor(page, buyBox('[part~="price"]'));
    return page;
  }

  async function addToCart(page: EnginePage, badge: string): Promise<void> {
    await page.click(buyBox('[part~="add-to-cart"]'));
    await expect.poll(() => attributeOf(page, cartButton, 'aria-label')).toBe(badge);
  }

  /** The member the modal registers. */
  const gia = { email: freshEmail('engine'), password: 'correct horse battery' };

  describe('the shopper’s path', () => {
    test('shows the price, and updates price and stock as options are chosen', async () => {
      const page = await productPage('classic-tee');
      expect(await textOf(page, buyBox('[part~="name"]'))).toBe('Classic Tee');
      expect(await textOf(page, buyBox('[part~="price"]'))).toBe('$25.00');
      await select(page, buyBox('[data-option="Size"] select'), 'XL');
      await expect
        .poll(() => page.read(buyBox('[data-option="Color"] input[aria-label="Forest (out of stock)"]'), (el) => (el as HTMLInputElement).disabled))
        .toBe(true);
      await page.click(buyBox('[data-option="Color"] input[aria-label="White"]'));
      await expect.poll(() => textOf(page, buyBox('[part~="price"]'))).toBe('$27.00');
      expect(await textOf(page, buyBox('[part~="stock"]'))).toBe('In stock');
      await select(page, buyBox('[data-option="Size"] select'), 'M');
      await page.click(buyBox('[data-option="Color"] input[aria-label="Navy"]'));
      await expect.poll(() => textOf(page, buyBox('[part~="stock"]'))).toBe('Only 3 left');
      expect(page.errors ?? []).toEqual([]);
    });

    test('adds to the cart, and the drawer changes the quantity and removes the line', async () => {
      const page = await productPage('classic-tee');
      await select(page, buyBox('[data-option="Size"] select'), 'L');
      await page.click(buyBox('[data-option="Color"] input[aria-label="White"]'));
      await addToCart(page, 'Cart, 1 item');
      await page.click(cartButton);
      await waitFor(page, cart('[part~="line"]'));
      expect(await textOf(page, cart('[part~="line"] .line-name'))).toBe('Classic Tee');
      expect(await textOf(page, cart('[part~="line"] .muted'))).toBe('Size: L · Color: White');
      await page.click(cart('[part~="line"] button', { text: exactly('Increase quantity') }));
      await expect.poll(() => textOf(page, cart('[part~="subtotal"] dd'))).toBe('$50.00');
      expect(await attributeOf(page, cartButton, 'aria-label')).toBe('Cart, 2 items');
      await page.click(cart('[part~="line"] button', { text: exactly('Remove Classic Tee') }));
      await waitFor(page, cart('[part~="drawer"] *', { text: exactly('Your cart is empty.') }));
      expect(await attributeOf(page, cartButton, 'aria-label')).toBe('Cart, empty');
      expect(page.errors ?? []).toEqual([]);
    });

    test('applies a coupon, estimates shipping and tax, and places the order on the hosted checkout', async () => {
      const page = await productPage('merino-beanie');
      await addToCart(page, 'Cart, 1 item');
      await page.click(cartButton);
      await page.click(cart('[part~="drawer"] button', { text: exactly('Add a coupon') }));
      await page.type(cart('[part~="drawer"] input', { label: exactly('Coupon code') }), 'WELCOME10');
      await page.click(cart('[part~="drawer"] button', { text: exactly('Apply') }));
      await expect.poll(() => textOf(page, cart('[part~="summary"]'))).toContain('Discount−$2.56');
      await page.click(cart('[part~="drawer"] summary', { text: exactly('Estimate shipping and tax') }));
      await select(page, cart('[part~="drawer"] select', { label: exactly('Country') }), 'US');
      await page.type(cart('[part~="drawer"] input', { label: exactly('Postal code') }), '10001');
      await page.click(cart('[part~="drawer"] button', { text: exactly('Estimate') }));
      await waitFor(page, cart('[part~="drawer"] input[type="radio"]', { label: 'Express' }));
      await page.click(cart('[part~="drawer"] input[type="radio"]', { label: 'Express' }));
      await expect.poll(() => textOf(page, cart('[part~="summary"]'))).toContain('Shipping$19.00');
      // $25.60 − $2.56 + $19.00, and New York's 4% on both ($0.92 + $0.76) = $43.72.
      await expect.poll(() => textOf(page, cart('[part~="total"] dd'))).toBe('$43.72');
      expect(page.errors ?? []).toEqual([]);

      await page.click(cart('[part~="checkout"]'));
      await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(new RegExp(`^${storeUrl}/hosted/checkout/[0-9a-f-]{36}\\?session=`));
      await waitFor(page, { css: 'h1', text: exactly('Checkout') });
      expect(await textOf(page, { css: '.summary-lines' })).toContain('Merino Beanie');
      await page.type({ css: 'input', label: '^E-mail' }, 'ada@example.com');
      await page.type({ css: 'input', label: '^First name' }, 'Ada');
      await page.type({ css: 'input', label: '^Last name' }, 'Lovelace');
      await select(page, { css: 'select', label: '^Country or region' }, 'US');
      await page.type({ css: 'input', label: '^Address$' }, '1 Main St');
      await page.type({ css: 'input', label: '^(ZIP code|Postal code|Postcode)$' }, '10001');
      await page.type({ css: 'input', label: '^City' }, 'New York');
      await select(page, { css: 'select', label: '^State' }, 'US-NY');
      await page.click({ css: 'button', text: '^(Place order|Pay \\$[\\d.,]+)$' });
      await waitFor(page, { css: 'h1', text: '^Thank you' });
      expect(await textOf(page, { css: '.thank-you-head' })).toMatch(/Thank you, Ada!\s*Your order #\d+ is placed\./);
      expect(page.errors ?? []).toEqual([]);
    });

    test('signs a shopper up and in through the modal and the hidden iframe, without a reload, keeping the cart', async () => {
      const page = await productPage('canvas-cap');
      await addToCart(page, 'Cart, 1 item');
      // A mark on the window: a reload would lose it.
      await page.evaluate(() => void ((window as unknown as { stayed: boolean }).stayed = true));
      await page.click(loginButton);
      const modal = (css: string, extra: Omit<Target, 'css'> = {}) => login(`[part~="modal"] ${css}`, extra);
      await page.click(modal('button', { text: exactly('New here? Create an account') }));
      await page.type(modal('input', { label: '^First name' }), 'Gia');
      await page.type(modal('input', { label: '^E-mail' }), gia.email);
      await page.type(modal('input', { label: '^Choose a password' }), gia.password);
      await page.click(modal('button', { text: exactly('Create account') }));
      const code = await waitForMail(storeUrl, gia.email, /(\d{6})/);
      await page.type(modal('input', { label: '^Code' }), code);
      await page.click(modal('button', { text: exactly('Confirm') }));
      await expect.poll(() => textOf(page, loginButton), { timeout: 20_000 }).toBe('GGia');
      expect(
        await page.evaluate(() => ({
          stayed: (window as unknown as { stayed?: boolean }).stayed,
          role: JSON.parse(localStorage.getItem('tote.tokens.demo')!).refreshToken.role,
          frames: document.querySelectorAll('iframe').length,
        })),
      ).toEqual({ stayed: true, role: 'member', frames: 0 });
      expect(await attributeOf(page, cartButton, 'aria-label')).toBe('Cart, 1 item');
      expect(page.errors ?? []).toEqual([]);
    });

    test('signs the member in again with e-mail and password in a new session', async () => {
      const page = await productPage('canvas-cap');
      await page.click(loginButton);
      const modal = (css: string, extra: Omit<Target, 'css'> = {}) => login(`[part~="modal"] ${css}`, extra);
      await page.type(modal('input', { label: '^E-mail' }), gia.email);
      await page.type(modal('input', { label: '^Password' }), gia.password);
      await page.click(modal('button', { text: exactly('Sign in') }));
      await expect.poll(() => textOf(page, loginButton), { timeout: 20_000 }).toBe('GGia');
    });

    test('goes to the hosted login when the page’s CSP blocks the hidden iframe, and comes back signed in', async () => {
      const member = await registerMember(storeUrl, { profile: { firstName: 'Hal' } });
      const page = await openPage();
      const url = `${demoUrl}/index.html?frames=none`;
      await page.goto(url);
      await waitFor(page, loginButton);
      // The shop's page allows no frames from here on: the store's authorize page never loads in the iframe.
      await page.evaluate(() => {
        const meta = document.createElement('meta');
        meta.httpEquiv = 'Content-Security-Policy';
        meta.content = "frame-src 'none'";
        document.head.append(meta);
      });
      await page.click(loginButton);
      const modal = (css: string, extra: Omit<Target, 'css'> = {}) => login(`[part~="modal"] ${css}`, extra);
      await page.type(modal('input', { label: '^E-mail' }), member.email);
      await page.type(modal('input', { label: '^Password' }), member.password);
      await page.click(modal('button', { text: exactly('Sign in') }));
      await expect.poll(() => textOf(page, loginButton), { timeout: 40_000 }).toBe('HHal');
      expect(await page.url()).toBe(url);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tote.tokens.demo')!).refreshToken.role)).toBe('member');
    });

    test('shows the sign-in modal at the height of its content, not the window’s, with buttons of their own height', async () => {
      const page = await productPage('canvas-cap');
      await page.click(loginButton);
      await waitFor(page, login('[part~="modal"]'));
      const modal = (await sizeOf(page, login('[part~="modal"]')))!;
      const content = (await page.read(login('[part~="modal"]'), (el) =>
        [...el.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0),
      ))!;
      const button = (await sizeOf(page, login('[part~="modal"] button', { text: exactly('Sign in') })))!;
      // About 419 px in Chromium at 1280×900: its parts, their gaps and its padding.
      expect(modal.height).toBeLessThan(content + 200);
      expect(modal.height).toBeLessThan(600);
      expect(button.height).toBeLessThan(60);
    });

    test('keeps the cart drawer inside the window on a narrow screen with classic scrollbars', async () => {
      const page = await productPage('canvas-cap');
      await addToCart(page, 'Cart, 1 item');
      for (const width of [360, 400, 440]) {
        await page.setViewport(width, 700);
        await page.click(cartButton);
        await waitFor(page, cart('[part~="drawer"]'));
        const drawer = (await sizeOf(page, cart('[part~="drawer"]')))!;
        const viewport = await page.evaluate(() => ({
          width: document.documentElement.clientWidth,
          scrollbar: innerWidth - document.documentElement.clientWidth,
        }));
        // Firefox's profile has scrollbars that take room (the case where 100vw is wider than the page).
        if (engine?.name === 'firefox') expect(viewport.scrollbar, 'a classic scrollbar').toBeGreaterThan(0);
        expect(drawer.left, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(drawer.right, `${width} px`).toBeLessThanOrEqual(viewport.width + 0.5);
        await page.click(cart('[part~="drawer"] .modal-head button'));
        await expect.poll(() => page.read(cart('[part~="drawer"]'), () => true)).toBe(null);
      }
    });
  });
}

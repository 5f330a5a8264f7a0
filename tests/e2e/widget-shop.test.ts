// The widget in real Chromium on the demo shop's origin against the real store: buy box, cart drawer, checkout hand-off, tabs,
// sign-in without a reload (and its fallback on a page that blocks frames), keyboard-only shopping, axe-core, the German language pack.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshEmail, registerMember, seriousViolations, violationsLightAndDark, waitForMail } from './support/hosted-flows.js';
import { pageWithTote, serveTestPage } from './support/test-pages.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

/** The member the modal registers, who signs in again in the next test (the store limits registrations per address). */
const gia = { email: freshEmail('widget'), password: 'correct horse battery' };

/** The product page of the demo shop, with its buy box loaded. */
async function productPage(slug = 'classic-tee', options: Parameters<typeof kit.openPage>[0] = {}) {
  const recording = await kit.openPage(options);
  await recording.page.goto(`${kit.demoUrl}/product.html?slug=${slug}`);
  await recording.page.locator('tote-buy-box [part~="price"]').waitFor();
  return recording;
}

const buyBox = (page: Page) => page.locator('tote-buy-box');
const cartButton = (page: Page) => page.locator('tote-cart [part~="cart-button"]');
const drawer = (page: Page) => page.locator('tote-cart [part~="drawer"]');

/** Chooses a size and a colour in the buy box. */
async function choose(page: Page, size: string, color: string): Promise<void> {
  await buyBox(page).locator('[data-option="Size"] select').selectOption(size);
  await buyBox(page).locator(`[data-option="Color"] input[aria-label="${color}"]`).check();
}

/** The empty room between the bottom of the buy box and its last shown part (details or pictures), in px. */
function emptyRoomUnder(page: Page): Promise<number> {
  return buyBox(page).evaluate((host) => {
    const box = host.shadowRoot!.querySelector('.buy-box')!;
    const shown = [...box.querySelectorAll('.details > *')].filter((part) => part.getClientRects().length > 0);
    const bottoms = [...shown, box.querySelector('.media-column')!].map((part) => part.getBoundingClientRect().bottom);
    return box.getBoundingClientRect().bottom - Math.max(...bottoms);
  });
}

/** Adds the chosen variant and waits for the store to settle the badge. */
async function addToCart(page: Page, label: string): Promise<void> {
  await buyBox(page).locator('[part~="add-to-cart"]').click();
  await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe(label);
  await buyBox(page).locator('.added').waitFor();
}

/** The element that has focus, looking into shadow roots: tag, part, label and text. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    return [active.tagName.toLowerCase(), active.getAttribute('part'), active.getAttribute('aria-label'), active.textContent?.trim()]
      .filter(Boolean)
      .join(' | ');
  });
}

/** Presses Tab until the focused element matches (keyboard only); fails after `max` presses. */
async function tabTo(page: Page, matches: RegExp, max = 40): Promise<string> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (matches.test(focused)) return focused;
  }
  throw new Error(`Tab never reached ${matches}; last focus: ${await focusedElement(page)}`);
}

/** Text of a locator with whitespace collapsed. */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('the widget in a browser', () => {
  it('shows the product’s price, and updates price and stock as options are chosen', async () => {
    const { page, errors } = await productPage();
    expect(await textOf(buyBox(page).locator('[part~="name"]'))).toBe('Classic Tee');
    expect(await textOf(buyBox(page).locator('[part~="price"]'))).toBe('$25.00');
    await buyBox(page).locator('[data-option="Size"] select').selectOption('XL');
    // XL in Forest is sold out: disabled as soon as the store answers.
    await expect.poll(() => buyBox(page).locator('[data-option="Color"] input[aria-label="Forest (out of stock)"]').isDisabled()).toBe(true);
    await buyBox(page).locator('[data-option="Color"] input[aria-label="White"]').check();
    await expect.poll(() => textOf(buyBox(page).locator('[part~="price"]'))).toBe('$27.00');
    expect(await textOf(buyBox(page).locator('[part~="stock"]'))).toBe('In stock');
    await choose(page, 'M', 'Navy');
    await expect.poll(() => textOf(buyBox(page).locator('[part~="stock"]'))).toBe('Only 3 left');
    expect(await textOf(buyBox(page).locator('[part~="price"]'))).toBe('$25.00');
    // The picture of the chosen colour follows (it may render a frame after the stock line).
    await expect.poll(() => buyBox(page).locator('.stage img').getAttribute('src')).toContain('classic-tee-navy.svg');
    expect(errors).toEqual([]);
  });

  it('adds to the cart (the badge changes at once), and the drawer changes the quantity and removes the line', async () => {
    const { page, errors } = await productPage();
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, empty');
    await choose(page, 'L', 'White');
    await addToCart(page, 'Cart, 1 item');
    await cartButton(page).click();
    const line = drawer(page).locator('[part~="line"]');
    expect(await textOf(line.locator('.line-name'))).toBe('Classic Tee');
    expect(await textOf(line.locator('.muted').first())).toBe('Size: L · Color: White');
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => textOf(drawer(page).locator('[part~="subtotal"] dd'))).toBe('$50.00');
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 2 items');
    await line.getByRole('button', { name: 'Remove Classic Tee' }).click();
    await drawer(page).getByText('Your cart is empty.').waitFor();
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, empty');
    expect(errors).toEqual([]);
  });

  it('applies a coupon, estimates shipping and tax, and hands off to the hosted checkout with a redirect session', async () => {
    const { page, errors } = await productPage('merino-beanie');
    await addToCart(page, 'Cart, 1 item');
    await cartButton(page).click();
    await drawer(page).getByRole('button', { name: 'Add a coupon' }).click();
    await drawer(page).getByLabel('Coupon code').fill('WELCOME10');
    await drawer(page).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => textOf(drawer(page).locator('[part~="summary"]'))).toContain('Discount−$2.56');
    await drawer(page).getByText('Estimate shipping and tax').click();
    await drawer(page).getByLabel('Country').selectOption('US');
    // The chosen country is shown whole ("United States", not "United Sta").
    const country = drawer(page).getByLabel('Country');
    const room = await country.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0]!.text).width;
      return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - text;
    });
    expect(room).toBeGreaterThanOrEqual(0);
    await drawer(page).getByLabel('Postal code').fill('10001');
    await drawer(page).getByRole('button', { name: 'Estimate' }).click();
    await drawer(page)
      .getByRole('radio', { name: /Express/ })
      .check();
    await expect.poll(() => textOf(drawer(page).locator('[part~="summary"]'))).toContain('Shipping$19.00');
    // $25.60 − $2.56 + $19.00, and New York's 4% on both ($0.92 + $0.76) = $43.72.
    await expect.poll(() => textOf(drawer(page).locator('[part~="total"] dd'))).toBe('$43.72');
    expect(errors).toEqual([]);
    // The hosted checkout page is the checkout's own (it may still be a placeholder): the URL and its session are the widget's part.
    await drawer(page).locator('[part~="checkout"]').click();
    await page.waitForURL(/\/hosted\/checkout\//);
    const url = new URL(page.url());
    expect(url.origin).toBe(kit.storeUrl);
    expect(url.pathname).toMatch(/^\/hosted\/checkout\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get('session')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the same cart in a second tab, and a change in one tab in the other', async () => {
    const first = await productPage('canvas-cap');
    await addToCart(first.page, 'Cart, 1 item');
    const second = await first.context.newPage();
    await second.goto(`${kit.demoUrl}/about.html`);
    // A page without Tote elements still gets the floating cart, because the cart has items.
    await expect.poll(() => cartButton(second).getAttribute('aria-label'), { timeout: 15_000 }).toBe('Cart, 1 item');
    await buyBox(first.page).locator('[part~="add-to-cart"]').click();
    await expect.poll(() => cartButton(second).getAttribute('aria-label')).toBe('Cart, 2 items');
  });

  it('signs a shopper in through the modal and the hidden iframe, without a reload, keeping the cart', async () => {
    const { page, errors } = await productPage('canvas-cap');
    await addToCart(page, 'Cart, 1 item');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    const { email, password } = gia;
    await page.locator('tote-login [part~="login-button"]').click();
    const modal = page.locator('tote-login [part~="modal"]');
    await modal.getByRole('button', { name: 'New here? Create an account' }).click();
    await modal.getByLabel('First name').fill('Gia');
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByLabel('Choose a password').fill(password);
    await modal.getByRole('button', { name: 'Create account' }).click();
    await modal.getByLabel('Code').fill(await waitForMail(kit.storeUrl, email, /(\d{6})/));
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => textOf(page.locator('tote-login [part~="login-button"]')), { timeout: 20_000 }).toBe('GGia');
    expect(navigations).toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tote.tokens.demo')!).refreshToken.role)).toBe('member');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(errors).toEqual([]);
  });

  it('opens the sign-in modal on the next press when its chunk could not load at first', async () => {
    const { page } = await productPage('canvas-cap');
    await page.route('**/widget/login-modal-*.js', (route) => route.abort('internetdisconnected'));
    const signIn = page.locator('tote-login [part~="login-button"]');
    await signIn.click();
    await page.waitForTimeout(300);
    expect(await page.locator('tote-login [part~="modal"]').count()).toBe(0);
    await page.unroute('**/widget/login-modal-*.js');
    await signIn.click();
    await expect.poll(() => page.locator('tote-login [part~="modal"]').count()).toBe(1);
  });

  it('signs the member in again with e-mail and password in a new browser', async () => {
    const { page } = await productPage('canvas-cap');
    await page.locator('tote-login [part~="login-button"]').click();
    const modal = page.locator('tote-login [part~="modal"]');
    await modal.getByLabel('E-mail').fill(gia.email);
    await modal.getByLabel('Password').fill(gia.password);
    await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => textOf(page.locator('tote-login [part~="login-button"]')), { timeout: 20_000 }).toBe('GGia');
  });

  it('goes to the hosted login within seconds when the page’s CSP blocks the hidden iframe, and comes back signed in', async () => {
    const member = await registerMember(kit.storeUrl, { profile: { firstName: 'Hal' } });
    const { page } = await kit.openPage();
    // The shop's page allows no frames at all: the store's authorize page never loads in the iframe, so no message ever
    // comes. (Request routing does not see the redirect back, which lands on the demo shop's real page of the same URL.)
    const url = `${kit.demoUrl}/index.html?frames=none`;
    const html = pageWithTote(kit.storeUrl, { body: '<tote-login></tote-login>' });
    await page.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': "frame-src 'none'" }, body: html }),
    );
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('violates the following Content Security Policy directive: "frame-src \'none\'"')) blocked.push(message.text());
    });
    let leftAt = 0;
    page.on('request', (request) => {
      if (!leftAt && request.isNavigationRequest() && request.frame() === page.mainFrame() && request.url().startsWith(`${kit.storeUrl}/`)) leftAt = Date.now();
    });
    await page.goto(url);
    await page.locator('tote-login [part~="login-button"]').click();
    const modal = page.locator('tote-login [part~="modal"]');
    await modal.getByLabel('E-mail').fill(member.email);
    await modal.getByLabel('Password').fill(member.password);
    await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
    const submittedAt = Date.now();
    await expect.poll(() => textOf(page.locator('tote-login [part~="login-button"]')), { timeout: 40_000 }).toBe('HHal');
    expect(blocked).toHaveLength(1);
    // The page went to the store (the authorize step of the hosted login) about 8 s after the blocked frame loaded: not after the SDK's 120 s.
    expect(leftAt - submittedAt).toBeGreaterThan(7_500);
    expect(leftAt - submittedAt).toBeLessThan(15_000);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tote.tokens.demo')!).refreshToken.role)).toBe('member');
  });

  it('adds to the cart and checks out with the keyboard alone', async () => {
    const { page } = await productPage();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await tabTo(page, /^select/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown'); // S → M → L
    expect(await buyBox(page).locator('[data-option="Size"] select').inputValue()).toBe('L');
    await tabTo(page, /^input \| White/);
    await page.keyboard.press('ArrowRight'); // White → Navy
    await expect.poll(() => buyBox(page).locator('input[aria-label="Navy"]').isChecked()).toBe(true);
    await tabTo(page, /add-to-cart/);
    await page.keyboard.press('Enter');
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    await tabTo(page, /cart-button/, 80);
    await page.keyboard.press('Enter');
    await drawer(page).waitFor();
    expect(await focusedElement(page)).toContain('h2');
    await tabTo(page, /checkout/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hosted\/checkout\//);
  });

  it('has no serious or critical axe-core violations in the buy box, and none of any impact, light and dark, with the drawer or the sign-in modal open', async () => {
    const { page } = await productPage();
    await choose(page, 'M', 'Navy');
    await addToCart(page, 'Cart, 1 item');
    expect(await seriousViolations(page)).toEqual([]);
    // A line on sale shows its full price struck through, in the muted colour.
    await page.goto(`${kit.demoUrl}/product.html?slug=merino-beanie`);
    await addToCart(page, 'Cart, 2 items');
    await cartButton(page).click();
    await drawer(page).locator('s').waitFor();
    await drawer(page).getByText('Estimate shipping and tax').click();
    // The coupon's disclosure open: its field is checked too.
    await drawer(page).getByRole('button', { name: 'Add a coupon' }).click();
    await drawer(page).getByLabel('Coupon code').waitFor();
    expect(await violationsLightAndDark(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('tote-login [part~="login-button"]').click();
    await page.locator('tote-login [part~="modal"]').waitFor();
    expect(await violationsLightAndDark(page)).toEqual([]);
  });

  it('draws no focus ring on the drawer’s title, which takes focus only so that reading starts there', async () => {
    const { page } = await productPage('canvas-cap');
    await addToCart(page, 'Cart, 1 item');
    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    await drawer(page).waitFor();
    expect(await focusedElement(page)).toContain('h2');
    expect(
      await drawer(page)
        .locator('h2')
        .evaluate((h2) => getComputedStyle(h2).outlineStyle),
    ).toBe('none');
  });

  it('on a phone, keeps Add to cart and Buy now clear of the floating cart button, and leaves no empty room under the buy box', async () => {
    const { page } = await productPage('canvas-cap');
    await page.setViewportSize({ width: 375, height: 812 });
    await addToCart(page, 'Cart, 1 item');
    const cart = (await cartButton(page).boundingBox())!;
    for (const name of ['add-to-cart', 'buy-now']) {
      const button = (await buyBox(page).locator(`[part~="${name}"]`).boundingBox())!;
      // The cart button is fixed: the buttons pass under it at some scroll position unless they stay left of it.
      expect(button.x + button.width, name).toBeLessThanOrEqual(cart.x);
    }
    expect(await emptyRoomUnder(page)).toBeLessThan(48);
  });

  it('on a phone, leaves no more than a small gap under a buy box with one or two option rows (the page announces them)', async () => {
    for (const slug of ['ceramic-mug', 'classic-tee']) {
      const { page, context } = await productPage(slug);
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await emptyRoomUnder(page), slug).toBeLessThan(48);
      await context.close();
    }
  });

  it('speaks German with data-locale="de": the language pack loads with the elements', async () => {
    const { page, pathsFrom } = await kit.openPage();
    const html = pageWithTote(kit.storeUrl, {
      lang: 'de',
      scriptAttributes: 'data-locale="de-DE"',
      body: '<tote-buy-box product="soy-candle"></tote-buy-box>',
    });
    await page.goto(await serveTestPage(page, `${kit.demoUrl}/de.html`, html));
    await buyBox(page).locator('[part~="add-to-cart"]').waitFor();
    expect(await textOf(buyBox(page).locator('[part~="add-to-cart"]'))).toBe('In den Warenkorb');
    expect(await textOf(buyBox(page).locator('[part~="price"]'))).toBe('Angebotspreis: 22,00 $ Ursprünglicher Preis: 26,00 $');
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Warenkorb, leer');
    expect(pathsFrom(kit.storeUrl).some((p) => p.startsWith('/widget/i18n-de-'))).toBe(true);
  });
});

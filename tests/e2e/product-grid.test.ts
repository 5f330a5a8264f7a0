// The demo shop's catalog page in Chromium: the seeded products with prices, Load more, search, a quick add the floating cart counts,
// a card that opens the demo product page, no layout shift on cold loads, axe-core clean light and dark, German and right-to-left.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, violationsLightAndDark } from './support/hosted-flows.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

/** Sums every layout shift without recent input from the page's start into `window.__cls` (as demo-cls.test.ts does). */
const CLS_RECORDER = `window.__cls = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value; }).observe({ type: 'layout-shift', buffered: true });`;

const grid = (page: Page) => page.locator('tote-product-grid');
const cards = (page: Page) => grid(page).locator('[part~="card"]:not([part~="skeleton"])');
const cartButton = (page: Page) => page.locator('tote-cart [part~="cart-button"]');

/** The catalog page once its first page of cards shows. */
async function catalog(page: Page, viewport = { width: 1280, height: 900 }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(`${kit.demoUrl}/catalog.html`);
  await grid(page).locator('[part~="card-link"]').first().waitFor();
}

describe('the demo catalog page (<tote-product-grid>)', () => {
  it('shows the seeded products with prices, loads more, searches, quick-adds one and opens another’s product page', async () => {
    const { page } = await kit.openPage();
    await catalog(page);
    expect(await cards(page).count()).toBe(12);
    // Cheapest first, with their prices.
    const first = cards(page).first();
    expect(await first.locator('[part~="name"]').textContent()).toBe('Digital Wallpaper Pack');
    expect(await first.locator('[part~="price"]').textContent()).toBe('$6.00');
    await grid(page).getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards(page).count()).toBe(13);
    expect(await grid(page).getByRole('button', { name: 'Load more' }).count()).toBe(0);
    // Search from the box.
    await grid(page).getByRole('searchbox', { name: 'Search products' }).fill('cap');
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(page).count()).toBe(1);
    await grid(page).getByRole('button', { name: 'Add to cart: Canvas Cap' }).click();
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    // A product with choices opens the demo's product page.
    await grid(page).getByRole('searchbox', { name: 'Search products' }).fill('tee');
    await page.keyboard.press('Enter');
    await grid(page).getByRole('link', { name: 'Classic Tee', exact: true }).click();
    await page.waitForURL(`${kit.demoUrl}/product.html?slug=classic-tee`);
    await page.locator('tote-buy-box [part~="name"]').waitFor();
    expect(await page.locator('tote-buy-box [part~="name"]').textContent()).toBe('Classic Tee');
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`does not shift while it loads (cold loads, ${viewport.width}px), and loads only its own chunk besides the elements’`, async () => {
      for (let load = 0; load < 3; load += 1) {
        const { page, context } = await kit.openPage();
        const scripts: string[] = [];
        page.on('request', (request) => {
          const { origin, pathname } = new URL(request.url());
          if (origin === kit.storeUrl && /^\/widget\/[^/]+\.js$/.test(pathname)) scripts.push(pathname.split('/').pop()!.slice(0, -12)); // less `-<hash of 8>.js`
        });
        await page.addInitScript(CLS_RECORDER);
        await catalog(page, viewport);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
        expect(scripts.sort()).toEqual(['elements', 'login-element', 'product-grid']);
        await context.close();
      }
    });
  }

  it('has no axe-core violations, light and dark, also in German and right to left', async () => {
    const { page } = await kit.openPage();
    await catalog(page);
    expect(await violationsLightAndDark(page)).toEqual([]);
    // The same page in German, right to left: the German pack's texts, and still clean.
    await page.route(`${kit.demoUrl}/catalog.html`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<html lang="en">', '<html lang="de" dir="rtl">');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${kit.demoUrl}/catalog.html`);
    await grid(page).locator('[part~="card-link"]').first().waitFor();
    expect(await grid(page).getByRole('button', { name: 'Mehr laden' }).count()).toBe(1);
    expect(await grid(page).locator('[part~="list"]').getAttribute('aria-label')).toBe('Produkte');
    const [firstBox, secondBox] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
    expect(secondBox!.x).toBeLessThan(firstBox!.x);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

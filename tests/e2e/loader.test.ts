// The script-tag loader in real Chromium: only what a page uses is downloaded, late elements still load, commands queue, room is reserved.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/use-browser.js';
import { pageWithTote, serveTestPage } from './support/test-pages.js';

const kit = useBrowser();

/** Sums layout shifts into `window.__shifts` from the page's start. */
const SHIFT_RECORDER = `<script>window.__shifts = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts += e.value; }).observe({ type: 'layout-shift', buffered: true });</script>`;

/** Holds requests matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('the loader', () => {
  it('downloads only tote.js and the store’s theme on a page without Tote elements', async () => {
    const { page, pathsFrom, errors } = await kit.openPage();
    await page.goto(`${kit.demoUrl}/about.html`, { waitUntil: 'networkidle' });
    // The theme sheet is imported by the loader's one style (the Settings accent, at the page's lowest precedence).
    expect(pathsFrom(kit.storeUrl)).toEqual(['/tote.js', '/widget/theme.css']);
    expect(await page.evaluate(() => typeof (window as unknown as { tote: unknown }).tote)).toBe('function');
    expect(await page.locator('tote-cart').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('fetches the elements chunk only when a single-page app inserts a buy box later', async () => {
    const { page, pathsFrom, errors } = await kit.openPage();
    await page.goto(`${kit.demoUrl}/about.html`, { waitUntil: 'networkidle' });
    expect(pathsFrom(kit.storeUrl).filter((p) => p.startsWith('/widget/') && p !== '/widget/theme.css')).toEqual([]);

    await page.evaluate(() => {
      const box = document.createElement('tote-buy-box');
      box.setAttribute('product', 'classic-tee');
      document.querySelector('main')!.append(box);
    });
    await page.waitForFunction(() => customElements.get('tote-buy-box') !== undefined && document.querySelector('tote-buy-box')!.shadowRoot !== null);
    const widgetFiles = pathsFrom(kit.storeUrl).filter((p) => p.startsWith('/widget/'));
    expect(widgetFiles.some((p) => /^\/widget\/elements-[\w-]+\.js$/.test(p))).toBe(true);
    expect(widgetFiles.some((p) => p.startsWith('/widget/login-'))).toBe(false);
    // A page that now uses Tote keeps a floating cart.
    await page.waitForFunction(() => customElements.get('tote-cart') !== undefined && document.querySelector('tote-cart')?.shadowRoot !== null);
    expect(errors).toEqual([]);
  });

  it('runs commands the page queued before the loader arrived', async () => {
    const { page } = await kit.openPage();
    const html = pageWithTote(kit.storeUrl, { head: `<script>window.tote = window.tote || []; tote.push(['open']);</script>` });
    await page.goto(await serveTestPage(page, `${kit.demoUrl}/queued-command.html`, html));
    await expect.poll(() => page.locator('tote-cart [part~="drawer"]').count(), { timeout: 15_000 }).toBe(1);
    await page.evaluate(() => (window as unknown as { tote: (...args: unknown[]) => void }).tote('close'));
    await expect.poll(() => page.locator('tote-cart [part~="drawer"]').count()).toBe(0);
  });

  it('adds no floating cart with data-cart="none"', async () => {
    const { page, pathsFrom } = await kit.openPage();
    const html = pageWithTote(kit.storeUrl, { scriptAttributes: 'data-cart="none"', body: '<tote-login></tote-login>' });
    await page.goto(await serveTestPage(page, `${kit.demoUrl}/no-cart.html`, html), { waitUntil: 'networkidle' });
    await page.waitForFunction(() => customElements.get('tote-login') !== undefined);
    expect(await page.locator('tote-cart').count()).toBe(0);
    expect(pathsFrom(kit.storeUrl).some((p) => p.startsWith('/widget/drawer-'))).toBe(false);
  });

  it('keeps the page still while a buy box loads when the script tag holds the first paint (blocking="render")', async () => {
    const { page } = await kit.openPage();
    const release = await holdBack(page, `${kit.storeUrl}/widget/elements-*`);
    const html = pageWithTote(kit.storeUrl, {
      scriptAttributes: 'blocking="render"',
      head: SHIFT_RECORDER,
      body: '<h1>Product</h1><tote-buy-box product="classic-tee"></tote-buy-box><p id="below">Text below the buy box</p>',
    });
    await page.goto(await serveTestPage(page, `${kit.demoUrl}/reserved.html`, html));
    const before = await page.locator('#below').boundingBox();
    expect((await page.locator('tote-buy-box').boundingBox())!.height).toBeGreaterThanOrEqual(500);
    release();
    await page.waitForFunction(() => customElements.get('tote-buy-box') !== undefined);
    await page.waitForTimeout(300);
    expect((await page.locator('#below').boundingBox())!.y).toBe(before!.y);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
  });

  it('gives a buy box that a single-page app inserts its room before the chunk arrives', async () => {
    const { page } = await kit.openPage();
    await page.goto(`${kit.demoUrl}/about.html`, { waitUntil: 'networkidle' });
    const release = await holdBack(page, `${kit.storeUrl}/widget/elements-*`);
    await page.evaluate(() => {
      const box = document.createElement('tote-buy-box');
      box.setAttribute('product', 'classic-tee');
      document.querySelector('h1')!.after(box);
    });
    const reserved = await page.locator('tote-buy-box').boundingBox();
    expect(reserved!.height).toBeGreaterThanOrEqual(500);
    const before = await page.locator('main p').first().boundingBox();
    release();
    await page.waitForFunction(() => customElements.get('tote-buy-box') !== undefined);
    await page.waitForTimeout(300);
    expect((await page.locator('main p').first().boundingBox())!.y).toBe(before!.y);
  });

  it('speaks the language of data-locale, else of <html lang>', async () => {
    const { page } = await kit.openPage();
    await page.goto(
      await serveTestPage(
        page,
        `${kit.demoUrl}/de.html`,
        pageWithTote(kit.storeUrl, { scriptAttributes: 'data-locale="de-DE"', body: '<tote-login></tote-login>' }),
      ),
    );
    await expect.poll(() => page.locator('tote-login [part~="login-button"]').textContent(), { timeout: 15_000 }).toBe('Anmelden');
    const second = await kit.openPage();
    await second.page.goto(
      await serveTestPage(second.page, `${kit.demoUrl}/lang.html`, pageWithTote(kit.storeUrl, { lang: 'de', body: '<tote-login></tote-login>' })),
    );
    await expect.poll(() => second.page.locator('tote-login [part~="login-button"]').textContent(), { timeout: 15_000 }).toBe('Anmelden');
  });

  it('loads the login modal chunk only when the modal first opens', async () => {
    const { page, pathsFrom } = await kit.openPage();
    await page.goto(await serveTestPage(page, `${kit.demoUrl}/login.html`, pageWithTote(kit.storeUrl, { body: '<tote-login></tote-login>' })), {
      waitUntil: 'networkidle',
    });
    await page.waitForFunction(() => customElements.get('tote-login') !== undefined);
    expect(pathsFrom(kit.storeUrl).some((p) => p.startsWith('/widget/login-modal-'))).toBe(false);
    await page.locator('tote-login [part~="login-button"]').click();
    await expect.poll(() => page.locator('tote-login [part~="modal"]').count(), { timeout: 15_000 }).toBe(1);
    expect(pathsFrom(kit.storeUrl).some((p) => p.startsWith('/widget/login-modal-'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('tote-login [part~="modal"]').count()).toBe(0);
  });
});

// The widget's styles in real Chromium: theming by custom properties and ::part(), the page's font, direction and colour scheme, nothing leaking either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { pageWithTote, serveTestPage } from './support/test-pages.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

/** Computed style of the floating cart's button, inside its shadow root. */
async function cartButtonStyle(page: import('playwright-core').Page) {
  await page.waitForFunction(() => document.querySelector('tote-cart')?.shadowRoot?.querySelector('[part~="cart-button"]'));
  return page.evaluate(() => {
    const button = document.querySelector('tote-cart')!.shadowRoot!.querySelector('[part~="cart-button"]')!;
    const style = getComputedStyle(button);
    const box = button.getBoundingClientRect();
    return { background: style.backgroundColor, radius: style.borderTopLeftRadius, font: style.fontFamily, left: box.left, right: innerWidth - box.right };
  });
}

describe('widget styles', () => {
  it('takes the accent from --tote-accent and extra styling through ::part()', async () => {
    const { page } = await kit.openPage();
    const head = '<style>tote-cart { --tote-accent: rgb(200, 10, 20); } tote-cart::part(cart-button) { border-radius: 3px; }</style>';
    await page.goto(await serveTestPage(page, `${kit.demoUrl}/themed.html`, pageWithTote(kit.storeUrl, { head, body: '<tote-login></tote-login>' })));
    const style = await cartButtonStyle(page);
    expect(style.background).toBe('rgb(200, 10, 20)');
    expect(style.radius).toBe('3px');
  });

  describe('the accent chosen in Settings', () => {
    let store: InProcessStore;
    beforeAll(async () => {
      store = await startInProcessStore();
      const patch = await fetch(`${store.storeUrl}/tote/v1/site`, {
        method: 'PATCH',
        headers: { authorization: store.merchantKey, 'content-type': 'application/json' },
        body: JSON.stringify({ site: { accentColor: '#aa0000' } }),
      });
      expect(patch.status).toBe(200);
    }, 120_000);
    afterAll(async () => {
      await store?.stop();
    });

    /** Opens a page of the shop with a buy box and the sign-in (the cart joins them), opens the sign-in modal, and reads the three buttons' backgrounds. */
    async function accents(head: string, name: string): Promise<() => Promise<string[]>> {
      const { page } = await kit.openPage();
      const theme = page.waitForResponse((response) => response.url() === `${store.storeUrl}/widget/theme.css?client=demo`);
      const body = '<tote-buy-box product="classic-tee"></tote-buy-box><tote-login></tote-login>';
      await page.goto(await serveTestPage(page, `${store.demoUrl}/${name}.html`, pageWithTote(store.storeUrl, { head, body })));
      expect((await theme).status()).toBe(200);
      await page.locator('tote-login [part~="login-button"]').click();
      const background = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor);
      return () =>
        Promise.all([
          background('tote-buy-box [part~="add-to-cart"]'),
          background('tote-cart [part~="cart-button"]'),
          background('tote-login [part~="modal"] form .tote-button'),
        ]);
    }

    it('colours the buy box, cart and sign-in buttons with it', async () => {
      // The loader imports the store's theme: the accent reaches all three once it is in.
      await expect.poll(await accents('', 'store-accent')).toEqual(['rgb(170, 0, 0)', 'rgb(170, 0, 0)', 'rgb(170, 0, 0)']);
    }, 120_000);

    it('gives way to the page’s own --tote-accent, on :root as on an element', async () => {
      const own = '<style>:root { --tote-accent: rgb(0, 128, 0); } tote-cart { --tote-accent: rgb(0, 0, 170); }</style>';
      await expect.poll(await accents(own, 'own-accent')).toEqual(['rgb(0, 128, 0)', 'rgb(0, 0, 170)', 'rgb(0, 128, 0)']);
    }, 120_000);
  });

  it('uses the page’s font and keeps the page’s own button styles out', async () => {
    const { page } = await kit.openPage();
    const head = '<style>body { font-family: Georgia, serif; } button { background: rgb(255, 192, 203) !important; }</style>';
    await page.goto(
      await serveTestPage(
        page,
        `${kit.demoUrl}/font.html`,
        pageWithTote(kit.storeUrl, { head, body: '<tote-login></tote-login><button class="tote-button" id="own">page button</button>' }),
      ),
    );
    const style = await cartButtonStyle(page);
    expect(style.font).toContain('Georgia');
    expect(style.background).toBe('rgb(31, 111, 235)');
    // The widget's classes do not style the page: the page's own .tote-button keeps the page's look.
    expect(await page.locator('#own').evaluate((el) => getComputedStyle(el).fontWeight)).toBe('400');
  });

  it('sits at the inline end: right in a left-to-right page, left in a right-to-left one', async () => {
    const ltr = await kit.openPage();
    await ltr.page.goto(await serveTestPage(ltr.page, `${kit.demoUrl}/ltr.html`, pageWithTote(kit.storeUrl, { body: '<tote-login></tote-login>' })));
    const right = await cartButtonStyle(ltr.page);
    expect(right.right).toBeLessThan(40);
    const rtl = await kit.openPage();
    const html = pageWithTote(kit.storeUrl, { lang: 'ar', body: '<tote-login></tote-login>' }).replace('<html lang="ar">', '<html lang="ar" dir="rtl">');
    await rtl.page.goto(await serveTestPage(rtl.page, `${kit.demoUrl}/rtl.html`, html));
    const left = await cartButtonStyle(rtl.page);
    expect(left.left).toBeLessThan(40);
  });

  it('follows prefers-color-scheme: a lighter accent in dark mode', async () => {
    const dark = await kit.openPage({ colorScheme: 'dark' });
    await dark.page.goto(await serveTestPage(dark.page, `${kit.demoUrl}/dark.html`, pageWithTote(kit.storeUrl, { body: '<tote-login></tote-login>' })));
    expect((await cartButtonStyle(dark.page)).background).toBe('rgb(76, 141, 255)');
  });
});

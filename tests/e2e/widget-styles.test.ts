// The widget's styles in real Chromium: theming by custom properties and ::part(), the page's font, direction and colour scheme, nothing leaking either way.
import { describe, expect, it } from 'vitest';
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

// What the browser receives for the widget, measured in Chromium: a page with a buy box and the cart, an item added and the drawer open, as gzip and as brotli (issue 23's goal: 20 KB).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { budgetFiles, budgetLimit } from './support/size-budget-files.js';
import { pageWithTote, serveTestPage } from './support/test-pages.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

/** The `.size-limit.json` budget of this page (its name's start): gzip, as size-limit measures it. */
const BUDGET = 'the same English page with the cart drawer opened';

/**
 * This page as a brotli browser (any HTTPS one) receives it. Issue 23's goal was 20 KB (20,480 B, met at 20,416 B); issue 26's
 * product grid (its tag in the loader's manifest, the cart's code it shares), a reminder's link, GA4's purchase and the
 * sign-out watch brought the page to 20,739 B. The ceiling keeps it from growing further while the 20 KB are won back (docs/performance.md).
 */
const BROTLI_GOAL = 20_800;

/** One store script the page received: its file name, body bytes as sent and the encoding it was sent in. */
interface Received {
  file: string;
  bytes: number;
  encoding: string;
}

/**
 * Opens a page of the demo shop's origin with the script tag and a buy box (the loader adds the floating cart), asking the
 * store for `encoding` only; adds the cap to the cart and opens the drawer; answers every loader and widget script the page
 * received on the way.
 */
async function scriptsReceived(page: Page, encoding: 'gzip' | 'br'): Promise<Received[]> {
  const received: Promise<Received>[] = [];
  await page.context().setExtraHTTPHeaders({ 'accept-encoding': encoding });
  page.on('requestfinished', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin !== kit.storeUrl || !(pathname === '/tote.js' || /^\/widget\/[^/]+\.js$/.test(pathname))) return;
    received.push(
      (async () => {
        const response = await request.response();
        return {
          file: pathname.split('/').pop()!,
          bytes: (await request.sizes()).responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        };
      })(),
    );
  });
  const html = pageWithTote(kit.storeUrl, { body: '<main><h1>Cap</h1><tote-buy-box product="canvas-cap"></tote-buy-box></main>' });
  await page.goto(await serveTestPage(page, `${kit.demoUrl}/cap.html`, html));
  const buyBox = page.locator('tote-buy-box');
  await buyBox.locator('[part~="price"]').waitFor();
  await buyBox.locator('[part~="add-to-cart"]').click();
  const cartButton = page.locator('tote-cart [part~="cart-button"]');
  await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 1 item');
  // Opened from the keyboard: a pointer resting where the drawer opens could point at Checkout and fetch its chunk early.
  await page.mouse.move(0, 0);
  await cartButton.focus();
  await page.keyboard.press('Enter');
  await page.locator('tote-cart [part~="drawer"]').getByText('Canvas Cap').first().waitFor();
  await page.waitForLoadState('networkidle');
  return Promise.all(received);
}

describe('bytes the browser receives for the widget', () => {
  it('loads only what the size budget names for a page with the drawer open, and receives it within that budget as gzip and within 20.8 KB as brotli', async () => {
    const totals: Record<string, number> = {};
    for (const encoding of ['gzip', 'br'] as const) {
      const { page, context } = await kit.openPage();
      const scripts = await scriptsReceived(page, encoding);
      await context.close();
      expect(scripts.map((s) => s.encoding)).toEqual(scripts.map(() => encoding));
      // Every script the page needed, the add's and the drawer's too, is one the budget counts.
      expect(scripts.map((s) => s.file).sort()).toEqual(await budgetFiles(BUDGET));
      totals[encoding] = scripts.reduce((sum, s) => sum + s.bytes, 0);
      console.log(`widget bytes received (${encoding}): ${totals[encoding]} B, ${scripts.map((s) => `${s.file} ${s.bytes}`).join(', ')}`);
    }
    expect(totals.gzip).toBeLessThanOrEqual(await budgetLimit(BUDGET));
    expect(totals.br).toBeLessThan(totals.gzip!);
    expect(totals.br).toBeLessThanOrEqual(BROTLI_GOAL);
  });
});

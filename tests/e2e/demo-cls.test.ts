// Layout shift on the demo pages in real Chromium: cold loads on desktop and on a phone, also with tote.js 1.5 s late, and the
// buy box's reserved room against its loaded height at every width from 320 to 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

/** Cold loads per case; CI runs a few, `CLS_LOADS=100` runs the full count. */
const LOADS = Number(process.env.CLS_LOADS ?? 6);

/**
 * Sums every layout shift without recent input from the page's very start into `window.__cls`, names what moved in
 * `window.__moved`, and notes every height the buy box takes in `window.__heights` (the first one before or as it is defined).
 */
const CLS_RECORDER = `window.__cls = 0; window.__moved = []; window.__heights = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) { window.__cls += entry.value; for (const source of entry.sources || []) window.__moved.push((source.node && source.node.nodeName ? source.node.nodeName + '.' + (source.node.className || '') : '?') + ' ' + JSON.stringify([source.previousRect.y, source.previousRect.height, source.currentRect.y, source.currentRect.height]) + ' @' + Math.round(entry.startTime)); } }).observe({ type: 'layout-shift', buffered: true });
const sizes = new ResizeObserver((entries) => { for (const entry of entries) window.__heights.push(entry.borderBoxSize[0].blockSize); });
new MutationObserver((_, observer) => { const box = document.querySelector('tote-buy-box'); if (box) { sizes.observe(box); observer.disconnect(); } }).observe(document, { childList: true, subtree: true });`;

interface LoadCase {
  name: string;
  viewport: { width: number; height: number };
  loaderDelayMs: number;
}

const CASES: LoadCase[] = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, loaderDelayMs: 0 },
  { name: 'phone', viewport: { width: 390, height: 844 }, loaderDelayMs: 0 },
  { name: 'desktop, tote.js 1.5 s late', viewport: { width: 1280, height: 900 }, loaderDelayMs: 1500 },
  { name: 'phone, tote.js 1.5 s late', viewport: { width: 390, height: 844 }, loaderDelayMs: 1500 },
];

/** What one cold load measured: the summed layout shift and every height the buy box had. */
interface LoadShift {
  cls: number;
  heights: number[];
}

/** Loads the demo product page once in a fresh context and answers its layout shift once the buy box shows its price. */
async function coldLoadShift(page: Page, loadCase: LoadCase): Promise<LoadShift> {
  await page.setViewportSize(loadCase.viewport);
  await page.addInitScript(CLS_RECORDER);
  if (loadCase.loaderDelayMs > 0) {
    await page.route('**/tote.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, loadCase.loaderDelayMs));
      await route.continue();
    });
  }
  await page.goto(`${kit.demoUrl}/product.html?slug=classic-tee`, { waitUntil: 'load' });
  await page
    .locator('tote-buy-box')
    .getByRole('button', { name: /add to cart/i })
    .waitFor();
  await page.waitForLoadState('networkidle');
  // Two frames, so that a shift caused by the last render is reported before reading.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { cls, moved, heights } = await page.evaluate(() => {
    const recorded = window as unknown as { __cls: number; __moved: string[]; __heights: number[] };
    return { cls: recorded.__cls, moved: recorded.__moved, heights: recorded.__heights };
  });
  if (cls > 0) console.log(`${loadCase.name}: ${cls} moved ${moved.join('; ')}`);
  return { cls, heights };
}

/** The buy box's height at each viewport width from 320 to 1280 px (in steps of `step`) on the page as it is now. */
async function heightsByWidth(page: Page, step: number): Promise<Record<number, number>> {
  const heights: Record<number, number> = {};
  for (let width = 320; width <= 1280; width += step) {
    await page.setViewportSize({ width, height: 900 });
    heights[width] = await page.evaluate(() => document.querySelector('tote-buy-box')!.getBoundingClientRect().height);
  }
  return heights;
}

/** Opens a demo page with the buy box held undefined (`hold` answers never) or loaded (in `lang`), and measures it at every width. */
async function measure(path: string, options: { hold?: string; emptyStyles?: boolean; lang?: string }): Promise<Record<number, number>> {
  const { page, context } = await kit.openPage();
  try {
    if (options.hold) await page.route(options.hold, () => {}); // never answered: the element stays undefined
    if (options.emptyStyles) await page.route('**/styles.css', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
    if (options.lang) {
      const lang = options.lang;
      await page.route(`**${path.split('?')[0]}*`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace('<html lang="en">', `<html lang="${lang}">`) });
      });
    }
    await page.goto(`${kit.demoUrl}${path}`, { waitUntil: 'domcontentloaded' });
    if (options.hold) {
      // The loader's own reservation is in place once tote.js ran (its style element), the page's from the start.
      if (options.hold.includes('widget')) await page.waitForFunction(() => typeof (window as { tote?: unknown }).tote === 'function');
      expect(await page.evaluate(() => document.querySelector('tote-buy-box:defined'))).toBeNull();
    } else {
      await page
        .locator('tote-buy-box')
        .getByRole('button', { name: options.lang === 'de' ? /in den warenkorb/i : /add to cart/i })
        .waitFor();
    }
    return await heightsByWidth(page, Number(process.env.CLS_WIDTH_STEP ?? 20));
  } finally {
    await context.close();
  }
}

describe('layout shift on the demo product page', () => {
  for (const loadCase of CASES) {
    it(
      `is 0 in ${LOADS} cold loads, and the buy box keeps its reserved height (${loadCase.name})`,
      async () => {
        const shifts: number[] = [];
        for (let load = 0; load < LOADS; load += 1) {
          const { page, context } = await kit.openPage();
          const { cls, heights } = await coldLoadShift(page, loadCase);
          await context.close();
          shifts.push(cls);
          // One height from the reservation to the loaded product: the box never changed its size.
          expect(new Set(heights).size, `heights ${heights.join(', ')}`).toBe(1);
        }
        console.log(`CLS ${loadCase.name}: max ${Math.max(...shifts)} over ${LOADS} loads`);
        expect(Math.max(...shifts)).toBe(0);
      },
      60_000 + LOADS * 15_000,
    );
  }
});

describe('the buy box fills exactly the room reserved for it, from 320 to 1280 px wide', () => {
  it('on the product page, with the demo CSS or the loader reserving, in English and German, for a product with two options', async () => {
    const path = '/product.html?slug=classic-tee';
    const byPageCss = await measure(path, { hold: '**/tote.js' });
    // 32rem beside; stacked, the picture (at most 27rem) and the details' room, more on narrower boxes.
    expect(byPageCss[1280]).toBe(512);
    expect(byPageCss[320]! - 280).toBeCloseTo(728 - 0.525 * 280, 1);
    expect(await measure(path, { hold: '**/widget/**' })).toEqual(byPageCss);
    expect(await measure(path, { lang: 'en' })).toEqual(byPageCss);
    expect(await measure(path, { lang: 'de' })).toEqual(byPageCss);
    // The loader alone, on a page without the demo's CSS (a wider box at every width).
    const byLoader = await measure(path, { hold: '**/widget/**', emptyStyles: true });
    expect(await measure(path, { emptyStyles: true, lang: 'de' })).toEqual(byLoader);
  }, 240_000);

  it('on the home page, where the buy box sits in a padded card', async () => {
    expect(await measure('/index.html', { lang: 'de' })).toEqual(await measure('/index.html', { hold: '**/tote.js' }));
  }, 120_000);
});

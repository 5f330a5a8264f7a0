// Bench: the widget in real Chromium on the demo shop: navigation → buy box price on screen, Add to cart click → badge change (medians).
import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { readConfig } from '../../src/server/config.js';
import { ensureWidgetBuilt } from '../../src/server/widget-files/ensure-built.js';
import { launchChromium } from '../e2e/support/chromium.js';
import { startToteServers } from '../e2e/support/tote-servers.js';
import type { BenchRow } from './bench-row.js';

/** Options of {@link benchBrowserTimings}. */
export interface BrowserTimingOptions {
  /** Page loads measured per figure (each in a fresh browser context: no cache, no tokens). @default 7 */
  runs?: number;
  /** Product on the demo's product page; one without options, so Add to cart needs no choice. @default 'canvas-cap' */
  product?: string;
  /** Longest wait for one figure, in ms. @default 15000 */
  timeoutMs?: number;
}

/** Installed before the page's scripts: records when (performance.now()) the buy box is defined, shows a price, and when the badge changes after a click. */
const PROBE = `(() => {
  const marks = (window.__toteBench = {});
  const inBox = (selector) => document.querySelector('tote-buy-box')?.shadowRoot?.querySelector(selector);
  const badge = () => document.querySelector('tote-cart')?.shadowRoot?.querySelector('[part~="badge"]')?.textContent ?? null;
  let clickedBadge = null;
  document.addEventListener('click', (event) => {
    if (event.composedPath().some((node) => node instanceof Element && (node.getAttribute('part') ?? '').split(' ').includes('add-to-cart'))) {
      marks.click = performance.now();
      clickedBadge = badge();
    }
  }, true);
  const frame = () => {
    const now = performance.now();
    if (marks.defined === undefined && customElements.get('tote-buy-box')) marks.defined = now;
    if (marks.price === undefined && inBox('[part~="price"]')?.textContent?.trim()) marks.price = now;
    if (marks.click !== undefined && marks.badge === undefined && badge() !== clickedBadge) marks.badge = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

interface Marks {
  defined?: number;
  price?: number;
  click?: number;
  badge?: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function marksOf(page: Page): Promise<Marks> {
  return page.evaluate(() => (window as unknown as { __toteBench: Marks }).__toteBench);
}

async function oneRun(browser: Browser, url: string, timeoutMs: number, expectPrice: boolean): Promise<Marks> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __toteBench: Marks }).__toteBench.defined !== undefined, undefined, { timeout: timeoutMs });
    const priced = await page
      .waitForFunction(() => (window as unknown as { __toteBench: Marks }).__toteBench.price !== undefined, undefined, { timeout: expectPrice ? timeoutMs : 1 })
      .then(() => true)
      .catch(() => false);
    if (priced) {
      await page.locator('tote-buy-box [part~="add-to-cart"]').click({ timeout: timeoutMs });
      await page
        .waitForFunction(() => (window as unknown as { __toteBench: Marks }).__toteBench.badge !== undefined, undefined, { timeout: timeoutMs })
        .catch(() => undefined);
    }
    return await marksOf(page);
  } finally {
    await context.close();
  }
}

/** Starts the store and demo shop on free ports, loads the product page `runs` times, and reports medians. */
export async function benchBrowserTimings(options: BrowserTimingOptions = {}): Promise<BenchRow[]> {
  const runs = options.runs ?? 7;
  const timeoutMs = options.timeoutMs ?? 15_000;
  await ensureWidgetBuilt(readConfig({ ...process.env, NODE_ENV: 'development', DIST_DIR: '' }), () => {});
  const servers = await startToteServers({ port: await freePort(), demoPort: await freePort() });
  const browser = await launchChromium();
  try {
    const url = `${servers.demoUrl}/product.html?slug=${encodeURIComponent(options.product ?? 'canvas-cap')}`;
    // Warm-up, not counted (the server's first requests, JIT); it also tells whether the buy box shows a price at all yet.
    const warm = await oneRun(browser, url, timeoutMs, true);
    const all: Marks[] = [];
    for (let i = 0; i < runs; i++) all.push(await oneRun(browser, url, timeoutMs, warm.price !== undefined));
    const rows: BenchRow[] = [];
    const figure = (name: string, values: number[]) => {
      if (values.length === all.length) rows.push({ name, target: 'browser', figures: { 'p50 ms': Math.round(median(values)), runs: values.length } });
      else console.warn(`bench: "${name}" was not measurable in ${all.length - values.length} of ${all.length} runs (the components may not render it yet)`);
    };
    figure(
      'navigation → buy box defined (chunks loaded)',
      all.flatMap((m) => (m.defined === undefined ? [] : [m.defined])),
    );
    figure(
      'navigation → buy box price on screen',
      all.flatMap((m) => (m.price === undefined ? [] : [m.price])),
    );
    figure(
      'Add to cart click → cart badge changes',
      all.flatMap((m) => (m.click === undefined || m.badge === undefined ? [] : [m.badge - m.click])),
    );
    return rows;
  } finally {
    await browser.close();
    await servers.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await benchBrowserTimings()) console.log(`${row.name.padEnd(48)} ${JSON.stringify(row.figures)}`);
}

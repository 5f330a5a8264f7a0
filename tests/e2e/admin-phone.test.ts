// The dashboard in Chromium at 390 × 844: the menu one row high that scrolls within itself (every page reachable), Home's checklist
// axe clean, and the product form's variant grid as cards: neither the page nor the grid scrolls sideways, every cell inside the screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { expectAccessible, signInByKeyboard } from './support/admin-pages.js';
import { unexpectedErrors } from './support/checkout-steps.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
const OWNER = { email: 'owner@e2e-admin-phone.test', password: 'a long owner password' };
const PHONE = { width: 390, height: 844 };
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore();
  await createStaffAccount(store.db, DEMO_SITE_ID, { ...OWNER, role: 'owner' });
});
afterAll(async () => {
  await store?.stop();
});

describe('the dashboard on a phone', () => {
  it('keeps the menu to one row and the variant grid inside the screen', async () => {
    const { page, errors } = await kit.openPage();
    await page.setViewportSize(PHONE);
    await signInByKeyboard(page, store.storeUrl, OWNER);
    await page.getByRole('heading', { name: 'Set up your shop' }).waitFor();

    // The menu: one row (as high as one link and its padding), wider than the screen, scrolling within itself only.
    const menu = await page.locator('nav.sidebar').evaluate((nav) => {
      const list = nav.querySelector('ul')!;
      const links = [...nav.querySelectorAll('a')].map((a) => a.getBoundingClientRect());
      return {
        height: nav.getBoundingClientRect().height,
        linkHeight: links[0]!.height,
        rows: new Set(links.map((r) => Math.round(r.top))).size,
        scrolls: list.scrollWidth > list.clientWidth,
      };
    });
    expect(menu.rows).toBe(1);
    expect(menu.height).toBeLessThanOrEqual(menu.linkHeight + 16);
    expect(menu.scrolls).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'home with the checklist');
    await page.setViewportSize(PHONE);

    // The last entry is reached by scrolling the menu, and opens its page.
    const settings = page.getByRole('navigation').getByRole('link', { name: 'Settings' });
    await settings.scrollIntoViewIfNeeded();
    await settings.click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    // Six variants with stock: each a card of labelled cells inside the screen.
    await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Add product' }).click();
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Phone Beanie');
    await page.getByLabel('Price', { exact: true }).fill('28');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Name of option 1').fill('Size');
    await page.getByLabel('Choices of option 1').fill('S, M, L');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Name of option 2').fill('Colour');
    await page.getByLabel('Choices of option 2').fill('Teal, Sand');
    await page.getByLabel('Track stock').check();
    await expect.poll(() => page.locator('.variant-grid tbody tr').count()).toBe(6);
    const grid = await page.locator('.variant-grid').evaluate((section) => {
      const wrap = section.querySelector<HTMLElement>('.table-wrap')!;
      const cells = [...section.querySelectorAll('input')].map((input) => input.getBoundingClientRect());
      return {
        wrapOverflow: wrap.scrollWidth - wrap.clientWidth,
        cells: cells.length,
        widest: Math.max(...cells.map((r) => r.right)),
        narrowest: Math.min(...cells.map((r) => r.width)),
        labels: [...section.querySelectorAll('tbody tr:first-child td')].map((td) => getComputedStyle(td, '::before').content),
      };
    });
    expect(grid.cells).toBe(36);
    expect(grid.wrapOverflow).toBeLessThanOrEqual(0);
    expect(grid.widest).toBeLessThanOrEqual(PHONE.width);
    expect(grid.narrowest).toBeGreaterThanOrEqual(100);
    expect(grid.labels).toEqual(['"Price"', '"Compare-at price"', '"Cost per item"', '"SKU"', '"Weight"', '"Stock"']);
    await page.getByLabel('Stock of M / Sand').fill('7');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'product form with variants');

    expect(unexpectedErrors(errors, [401])).toEqual([]);
  }, 150_000);
});

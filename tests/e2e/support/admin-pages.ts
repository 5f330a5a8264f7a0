// Checks of the dashboard in Chromium: axe-core clean at desktop and phone width (nothing scrolling sideways at 390 px), screenshots, sign-in.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './hosted-flows.js';

/** Where the screenshots go: `docs` for docs/dashboard.md's (ADMIN_SHOTS_DIR=docs), else a temporary folder to look at. */
export const ADMIN_SHOTS_DIR = process.env.ADMIN_SHOTS_DIR ?? path.join(tmpdir(), 'tote-admin-shots');

/** axe-core finds no serious or critical violation at desktop width, nor at 390 px, where nothing scrolls sideways. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page), `${name} (desktop)`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(100);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    `${name} overflows at 390 px`,
  ).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), `${name} (phone)`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Saves the top of the page at desktop width as `admin-<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ADMIN_SHOTS_DIR, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: path.join(ADMIN_SHOTS_DIR, `admin-${name}.png`) });
}

/** Opens the dashboard of `storeUrl` and signs in with the keyboard; resolves on the home page. */
export async function signInByKeyboard(page: Page, storeUrl: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${storeUrl}/admin`);
  await page.getByRole('heading', { name: 'Sign in to your store' }).waitFor();
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(who.password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
}

/** On the dashboard's sign-in form (any page of it, for a deep link): fills e-mail and password and presses Enter. */
export async function submitSignIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.getByRole('heading', { name: 'Sign in to your store' }).waitFor();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByLabel('Password').press('Enter');
}

/** Waits until no list of the page shows its loading state any more (a page may load several lists at once). */
export async function loaded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.state-loading') === null);
}

/**
 * Waits until a list shows the answer to its search: loaded, and every row naming `text`. The answer replaces the table,
 * so what is typed into the rows before it arrives would be lost with them.
 */
export async function searchAnswered(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const rows = [...document.querySelectorAll('tbody tr')];
    return document.querySelector('.state-loading') === null && rows.length > 0 && rows.every((row) => row.textContent?.includes(wanted));
  }, text);
}

// The dashboard's checks in Chromium: axe-core clean at desktop and 390 px with nothing scrolling sideways, and the README's screenshots.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './hosted-flows.js';

/** Where the screenshots go: `docs` for the README's (ADMIN_SHOTS_DIR=docs), else a temporary folder to look at. */
const SHOTS_DIR = process.env.ADMIN_SHOTS_DIR ?? path.join(tmpdir(), 'tote-admin-shots');

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

/** Saves the page at desktop width as `admin-<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS_DIR, `admin-${name}.png`) });
}

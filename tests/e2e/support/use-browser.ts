// One Chromium per test file: launched before the file's tests, closed after.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium, openRecordingPage, type RecordingPage } from './chromium.js';

/** The running servers and the browser of this test file. */
export interface BrowserTestKit {
  /** The store's origin. */
  storeUrl: string;
  /** The demo shop's origin. */
  demoUrl: string;
  /** A new page in a fresh context (closed with the browser after the file). */
  openPage(options?: Parameters<typeof openRecordingPage>[1]): Promise<RecordingPage>;
}

/** Launches Chromium for this test file and hands out recording pages. */
export function useBrowser(): BrowserTestKit {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return {
    storeUrl: inject('storeUrl'),
    demoUrl: inject('demoUrl'),
    openPage: async (options) => {
      if (!browser) throw new Error('the browser is not launched yet');
      return openRecordingPage(browser, options);
    },
  };
}

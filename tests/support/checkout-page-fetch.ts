// The hosted checkout page's fetch, in Node: its same-origin calls (relative paths) go to the real app (app.inject) with the page's cookie and the store's Origin, as a browser sends them.
import { afterAll, beforeAll } from 'vitest';
import { STORE_ORIGIN } from './checkout-flows.js';
import { injectFetch } from './inject-fetch.js';
import type { TestApp } from './test-app.js';

/** The browser of this test file's checkout pages: the cookie it sends is the page opened last. */
export interface CheckoutPageBrowser {
  cookie: string;
}

/**
 * Installs, for this test file only (beforeAll to afterAll), a global fetch that sends the checkout page's calls
 * (src/hosted/api/checkout.ts) to the app with `browser.cookie`. Call after `useTestApp()`.
 */
export function useCheckoutPageFetch(t: TestApp): CheckoutPageBrowser {
  const browser: CheckoutPageBrowser = { cookie: '' };
  const rawFetch = globalThis.fetch;
  beforeAll(() => {
    const app = injectFetch(t.app);
    globalThis.fetch = ((input: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', browser.cookie);
      headers.set('origin', STORE_ORIGIN);
      return app.fetch(new URL(input, STORE_ORIGIN), { ...init, headers });
    }) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = rawFetch;
  });
  return browser;
}

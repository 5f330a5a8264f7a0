// Browser tests (`npm run test:e2e`): Debian's Chromium against the real store and demo shop, one file at a time.
import type { InlineConfig } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** What every real-browser run shares (this one in Chromium, vitest.engines.config.ts in Firefox and WebKit): the real servers, one file at a time. */
export const browserTestSettings = {
  environment: 'node',
  globalSetup: ['tests/e2e/support/global-setup.ts'],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 180_000,
  // A page's answer may wait on a scrypt hash or a busy shared machine: polls give it 10 s, not vitest's 1 s.
  expect: { poll: { timeout: 10_000 } },
} satisfies InlineConfig;

export default defineConfig({
  test: {
    ...browserTestSettings,
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    // Firefox and WebKit run by vitest.engines.config.ts.
    exclude: ['tests/e2e/engines/**'],
  },
});

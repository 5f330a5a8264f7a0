// Browser tests (`npm run test:e2e`): Debian's Chromium against the real store and demo shop, one file at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    // Firefox and WebKit run by vitest.engines.config.ts.
    exclude: ['tests/e2e/engines/**'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A page's answer may wait on a scrypt hash or a busy shared machine: polls give it 10 s, not vitest's 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});

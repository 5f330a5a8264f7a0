// Browser tests in the other engines shoppers use (`npm run test:engines`): Firefox ESR and WebKitGTK against the real servers.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engines',
    include: ['tests/e2e/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 10_000 } },
  },
});

// Browser tests in the other engines shoppers use (`npm run test:engines`): Firefox ESR and WebKitGTK against the real servers.
import { defineConfig } from 'vitest/config';
import { browserTestSettings } from './vitest.e2e.config.js';

export default defineConfig({
  test: { ...browserTestSettings, name: 'engines', include: ['tests/e2e/engines/**/*.test.ts'] },
});

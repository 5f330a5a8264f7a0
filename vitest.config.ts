// Test projects: unit tests once, integration tests once per database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { browserAliases } from './vite.aliases.js';
import { preactWithoutCompat } from './vite.config.js';

/** The modules the hosted pages' build resolves React through src/widget/preact-react.ts: theirs, their tests', and zustand's binding. */
const HOSTED_MODULES = /[\\/](src|tests[\\/]component)[\\/]hosted[\\/]|[\\/]node_modules[\\/]zustand[\\/]/;

const integration = ['tests/integration/**/*.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
  },
  {
    extends: true,
    // Widget tests wait for the real store's answers: polls get the time a busy machine needs.
    test: {
      name: 'component',
      include: ['tests/component/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      css: true,
      globalSetup: ['tests/support/pglite-template.ts'],
      env: { TOTE_TEST_DB: 'pglite' },
      expect: { poll: { timeout: 5000 } },
      // zustand's React binding through the same resolution as the build (not Node's: it would load react itself).
      server: { deps: { inline: ['zustand'] } },
    },
    plugins: [preactWithoutCompat(HOSTED_MODULES)],
  },
  {
    extends: true,
    // The npm package installed into a fresh app (npm install of its pinned tools): one test file, minutes not seconds.
    test: { name: 'package', include: ['tests/package/**/*.test.ts'], environment: 'node', testTimeout: 240_000 },
  },
  {
    extends: true,
    test: { name: 'pglite', include: integration, globalSetup: ['tests/support/pglite-template.ts'], env: { TOTE_TEST_DB: 'pglite' } },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: { name: 'postgres', include: integration, env: { TOTE_TEST_DB: 'postgres' } },
  });
}

export default defineConfig({
  resolve: { alias: browserAliases },
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});

// Test projects: unit tests once, integration tests once per database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the
// dashboard's component tests on real react-dom (as its build), the other component tests with React names on preact/compat.
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { browserAliases } from './vite.aliases.js';

const integration = ['tests/integration/**/*.test.ts'];

/** React names on preact/compat, as the widget's and hosted pages' builds resolve them (every project but `admin`). */
const preact = { alias: browserAliases };

/** Component tests in happy-dom against the real store (the test app on PGlite). */
const componentTest: NonNullable<TestProjectInlineConfiguration['test']> = {
  environment: 'happy-dom',
  css: true,
  globalSetup: ['tests/support/pglite-template.ts'],
  env: { TOTE_TEST_DB: 'pglite' },
  // They wait for the real store's answers: polls get the time a busy machine needs.
  expect: { poll: { timeout: 5000 } },
};

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    resolve: preact,
    test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
  },
  {
    extends: true,
    resolve: preact,
    test: { ...componentTest, name: 'component', include: ['tests/component/**/*.test.{ts,tsx}'], exclude: ['tests/component/admin/**'] },
  },
  {
    extends: true,
    // The dashboard as its build resolves it (vite.config.ts adminBuildConfig): the real react and react-dom, no aliases.
    test: { ...componentTest, name: 'admin', include: ['tests/component/admin/**/*.test.{ts,tsx}'] },
  },
  {
    extends: true,
    // The npm package installed into a fresh app (npm install of its pinned tools): one test file, minutes not seconds.
    resolve: preact,
    test: { name: 'package', include: ['tests/package/**/*.test.ts'], environment: 'node', testTimeout: 240_000 },
  },
  {
    extends: true,
    resolve: preact,
    test: { name: 'pglite', include: integration, globalSetup: ['tests/support/pglite-template.ts'], env: { TOTE_TEST_DB: 'pglite' } },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    resolve: preact,
    test: { name: 'postgres', include: integration, env: { TOTE_TEST_DB: 'postgres' } },
  });
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});

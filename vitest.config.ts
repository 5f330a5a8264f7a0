// Test projects: unit tests once, component tests on the shipped resolution (the widget's also on real React), integration tests on
// PGlite, and those where the databases differ on PostgreSQL too (when TEST_DATABASE_URL is set).
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { POSTGRES_INCLUDE } from './tests/support/postgres-scope.js';
import { browserAliases, preactReact } from './vite.aliases.js';
import { classicJsx } from './vite.config.js';

const integration = ['tests/integration/**/*.test.ts'];

/** Time limits of every project. */
const shared = { testTimeout: 30_000, hookTimeout: 60_000 };

/** Settings of the component projects: happy-dom, CSS, the store's template database, and inlined React bindings. */
const componentTest = {
  environment: 'happy-dom',
  css: true,
  globalSetup: ['tests/support/pglite-template.ts'],
  env: { TOTE_TEST_DB: 'pglite' },
  expect: { poll: { timeout: 5000 } },
  server: { deps: { inline: ['@r2wc/react-to-web-component', '@r2wc/core', 'zustand'] } },
} satisfies TestProjectInlineConfiguration['test'];

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
  },
  {
    extends: true,
    // The widget's and hosted pages' React resolved and their TSX compiled as in their builds (src/widget/preact-react.ts on preact); r2wc and zustand
    // inlined, so their `react` is that module too. Widget tests wait for the real store's answers: polls get the time a busy machine needs.
    plugins: [preactReact(), classicJsx()],
    test: {
      name: 'component',
      include: ['tests/component/**/*.test.{ts,tsx}'],
      ...componentTest,
    },
  },
  {
    // The widget's component tests once more on real React 19 and react-dom (no aliases): "built from React", proven.
    plugins: [classicJsx()],
    test: {
      name: 'component-react',
      include: ['tests/component/widget/**/*.test.ts'],
      ...componentTest,
      ...shared,
    },
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
    test: { name: 'postgres', include: POSTGRES_INCLUDE, env: { TOTE_TEST_DB: 'postgres' } },
  });
}

export default defineConfig({
  resolve: { alias: browserAliases },
  test: { projects, ...shared, maxWorkers: 2 },
});

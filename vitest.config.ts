// Test projects: unit tests once; component tests as each build resolves React (the widget and hosted pages on preact through
// src/widget/preact-react.ts, the widget's also on real React 19; the dashboard on real react-dom); integration tests on PGlite,
// and those where the databases differ on PostgreSQL too (when TEST_DATABASE_URL is set).
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { POSTGRES_INCLUDE } from './tests/support/postgres-scope.js';
import { browserAliases, preactReact } from './vite.aliases.js';
import { classicJsx } from './vite.config.js';

const integration = ['tests/integration/**/*.test.ts'];

/** Time limits of every project. */
const shared = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * Node-side files share their worker's module graph (`isolate: false`): importing the server's code anew for every file was most
 * of these projects' time (one folder measured: 207 s isolated, 104 s shared). Each file still makes its own app and database,
 * and a file that changes a global (fetch) puts it back.
 */
const sharedModules = { isolate: false };

/** React names on preact/compat for what is not the widget's, the hosted pages' or the dashboard's (tests of shared modules). */
const preact = { alias: browserAliases };

/** Component tests in happy-dom against the real store (the test app on PGlite), with the React bindings inlined (so their `react` resolves as the project's). */
const componentTest = {
  environment: 'happy-dom',
  css: true,
  globalSetup: ['tests/support/pglite-template.ts'],
  env: { TOTE_TEST_DB: 'pglite' },
  // They wait for the real store's answers: polls get the time a busy machine needs.
  expect: { poll: { timeout: 5000 } },
  server: { deps: { inline: ['@r2wc/react-to-web-component', '@r2wc/core', 'zustand'] } },
} satisfies TestProjectInlineConfiguration['test'];

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    resolve: preact,
    test: { ...sharedModules, name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
  },
  {
    extends: true,
    // The widget's and hosted pages' React resolved and their TSX compiled as in their builds (src/widget/preact-react.ts on preact).
    resolve: preact,
    plugins: [preactReact(), classicJsx()],
    test: {
      ...componentTest,
      name: 'component',
      include: ['tests/component/**/*.test.{ts,tsx}'],
      exclude: ['tests/component/admin/**', 'tests/component/react/**'],
    },
  },
  {
    // The widget's component tests once more on real React 19 and react-dom (no aliases), and the hosted pages' React warnings test:
    // "built from React", proven; and tote-shop/react (src/react), which runs only on the app's React.
    plugins: [classicJsx()],
    test: {
      ...componentTest,
      ...shared,
      name: 'component-react',
      include: ['tests/component/widget/**/*.test.ts', 'tests/component/hosted/react-warnings.test.tsx', 'tests/component/react/**/*.test.ts'],
    },
  },
  {
    extends: true,
    // The dashboard as its build resolves it (vite.config.ts adminBuildConfig): the real react and react-dom, no aliases.
    test: { ...componentTest, name: 'admin', include: ['tests/component/admin/**/*.test.{ts,tsx}'] },
  },
  {
    extends: true,
    // The npm package installed into fresh apps (npm install of their pinned tools; Next.js's build): minutes, not seconds.
    resolve: preact,
    test: { name: 'package', include: ['tests/package/**/*.test.ts'], environment: 'node', testTimeout: 240_000 },
  },
  {
    extends: true,
    resolve: preact,
    test: { ...sharedModules, name: 'pglite', include: integration, globalSetup: ['tests/support/pglite-template.ts'], env: { TOTE_TEST_DB: 'pglite' } },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    resolve: preact,
    test: { ...sharedModules, name: 'postgres', include: POSTGRES_INCLUDE, env: { TOTE_TEST_DB: 'postgres' } },
  });
}

export default defineConfig({
  test: { projects, ...shared, maxWorkers: 2 },
});

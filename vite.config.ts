// Vite builds of the browser code: the widget's ESM chunks (default export), the script-tag loader, the npm package and the hosted pages.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, defineConfig, minifySync, normalizePath, type InlineConfig, type Plugin } from 'vite';
import type { ChunkManifest } from './loader/start-loader.js';
import { browserAliases, PREACT_REACT, preactReact } from './vite.aliases.js';
import { reactTwins } from './vite.react-twins.js';
import { entryChunks, entryNeeds, moduleGraphRecorder, type RecordedGraph } from './vite.chunks.js';
import { observedTypes, r2wcTypes } from './vite.r2wc-types.js';
import { ELEMENT_ATTRIBUTES } from './src/widget/elements/element-attributes.js';
import { workerPool, type WorkerPool } from './scripts/worker-pool.js';

/** Repository root (this file's folder). */
export const ROOT = import.meta.dirname;
/** Where every build writes: dist/, or the folder TOTE_BUILD_DIR names (a staged build, moved into dist/ when whole: scripts/build.ts). */
export const DIST = process.env.TOTE_BUILD_DIR ? path.resolve(process.env.TOTE_BUILD_DIR) : path.join(ROOT, 'dist');

/**
 * The widget's chunks follow its entry modules, src/widget/entries/ (one file per chunk): the loader's entries below, and the lazy
 * parts, reached only by `import()` of their entry. The bundler's graph decides what goes where; tests/unit/build/chunk-modules.test.ts
 * lists each chunk's modules against tests/unit/build/chunk-modules.json, so that no change moves code onto the first paint unseen.
 */
const WIDGET_ENTRIES = 'src/widget/entries';

/** The chunk entry of the buy box and the cart: the loader loads it when one of their tags appears; what it reaches statically is the first paint. */
export const ELEMENT_ENTRY = `${WIDGET_ENTRIES}/elements.ts`;

/** The chunk entry of the sign-in element, loaded (with the elements' chunk, whose entry it imports) only on pages with a `<tote-login>`. */
export const LOGIN_ELEMENT_ENTRY = `${WIDGET_ENTRIES}/login-element.ts`;

/** The chunk entry of the product grid, loaded (with the elements' chunk, whose entry it imports) only on pages with a `<tote-product-grid>`. */
export const PRODUCT_GRID_ENTRY = `${WIDGET_ENTRIES}/product-grid.ts`;

/** Entry of each element chunk, by custom-element tag: one for the buy box and the cart, one for the sign-in, one for the product grid. */
export const ELEMENT_ENTRIES: Record<string, string> = {
  'tote-buy-box': ELEMENT_ENTRY,
  'tote-cart': ELEMENT_ENTRY,
  'tote-login': LOGIN_ELEMENT_ENTRY,
  'tote-product-grid': PRODUCT_GRID_ENTRY,
};

/** Entry of each language pack but English (built in), by language code; the loader fetches the page's with the elements' chunks. */
export const LANGUAGE_ENTRIES: Record<string, string> = {
  de: `${WIDGET_ENTRIES}/i18n-de.ts`,
};

/**
 * The widget's and the hosted pages' TSX on React's classic runtime, `createElement` of `react` (src/widget/preact-react.ts in the build): `h(type, props, ...children)`
 * calls are shorter than the automatic runtime's `jsx(type, { ...props, children: [...] })`, and no JSX runtime ships (~300 B gzip).
 * The runtime is set in the file too (pragma comments), so the component tests (vitest.config.ts) compile the TSX as the build does.
 */
export function classicJsx(): Plugin {
  const folders = ['src/widget', 'src/hosted'].map((folder) => `${normalizePath(path.join(ROOT, folder))}/`);
  return {
    name: 'tote-classic-jsx',
    enforce: 'pre',
    // The tests compile it as the builds do (common() below): without the development transform's `__self` and `__source` props, for
    // which React warns of an outdated JSX transform.
    config: () => ({ oxc: { jsx: { development: false } } }),
    transform(code, id) {
      if (!id.endsWith('.tsx') || !folders.some((folder) => id.startsWith(folder))) return undefined;
      return { code: `/** @jsxRuntime classic @jsx createElement @jsxFrag Fragment */ import { createElement, Fragment } from 'react';${code}`, map: null };
    },
  };
}

/**
 * Property names of the widget's own objects, shortened in its chunks: the page state's keys, the texts' keys and the props of some
 * components (~500 B gzip). Add a name only when it is used nowhere else: not as a DOM property or JSX attribute, not by the
 * libraries, the public API (configuration, events, commands) or any JSON. The build fails when one is named in src/wire or src/sdk
 * (the store's JSON, the SDK's API), or still appears in a chunk after shortening (a quoted key, a string).
 */
export const INTERNAL_NAMES = [
  // ToteState (src/widget/store/cart-state.ts, auth-state.ts)
  ...['pendingUnits', 'pendingQuantities', 'lineErrors', 'drawerOpen', 'announcement', 'estimateError', 'estimating'],
  ...['shippingCode', 'checkingOut', 'checkoutError', 'placedOrder', 'authReady', 'loginOpen', 'authError', 'authChanges'],
  ...['restoreNote'],
  // Messages (src/widget/i18n/en.ts)
  ...['cartButton', 'productNotFound', 'addedShort', 'viewCart', 'originalPrice', 'salePrice', 'imageOf'],
  ...['soldOutChoice', 'chooseOption', 'choose', 'outOfStock', 'onlyLeft', 'buyNow', 'adding', 'decrease', 'increase'],
  // DrawerMessages (src/widget/i18n/drawer.ts)
  ...['cartTitle', 'cartEmpty', 'continueShopping', 'quantityChanged', 'couponApplied', 'couponRemoved', 'quantityOf', 'lineUnavailable'],
  ...['lineOnlyLeft', 'atCheckout', 'estimateTitle', 'orderPlaced', 'orderPlacedDetail', 'free', 'addCoupon'],
  // LoginMessages (src/widget/components/login/login-messages.ts) and MenuMessages (menu-messages.ts)
  ...['signIn', 'signOut', 'accountMenu', 'signInFailed', 'titles', 'passwordHint', 'codeSent', 'submitLogin', 'submitRegister'],
  ...['submitVerify', 'submitForgot', 'toRegister', 'toLogin', 'toForgot', 'resent', 'sentDetail', 'approvalDetail', 'signingIn', 'refusals'],
  // GridMessages (src/widget/i18n/grid.ts)
  ...['searchLabel', 'noProducts', 'loadMore', 'soldOut', 'chooseOptions'],
  // Props of the widget's own components
  ...['returnFocus', 'panel', 'onChoose', 'onIndex', 'perUnit'],
];

/** The TypeScript files under a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Shortens {@link INTERNAL_NAMES} in every chunk alike (one fixed name each: `$0`, `$1`, ...), before the minifier runs. */
function shortInternalNames(): Plugin {
  const names = INTERNAL_NAMES.join('|');
  const cache = Object.fromEntries(INTERNAL_NAMES.map((name, i) => [name, `$${i.toString(36)}`]));
  // What a name that escaped looks like: a member access (not a spread), a string, or an object key.
  const leftover = new RegExp(`(?:(?<!\\.\\.)\\.|['"\`])(${names})\\b|[{,]\\s*(${names})\\s*:`);
  return {
    name: 'tote-short-internal-names',
    buildStart() {
      const word = new RegExp(`\\b(${names})\\b`);
      for (const file of ['src/wire', 'src/sdk'].flatMap((folder) => sourceFiles(path.join(ROOT, folder)))) {
        const named = word.exec(readFileSync(file, 'utf8'));
        if (named) this.error(`${path.relative(ROOT, file)} names "${named[1]}", one of INTERNAL_NAMES (vite.config.ts): rename one of them`);
      }
    },
    renderChunk(code, chunk) {
      const result = minifySync(chunk.fileName, code, {
        module: true,
        compress: false,
        mangle: false,
        mangleProps: { include: new RegExp(`^(${names})$`), cache },
      });
      if (result.errors.length > 0) this.error(`${chunk.fileName}: ${result.errors.map((e) => e.message).join('; ')}`);
      const left = leftover.exec(result.code);
      if (left)
        this.error(`${chunk.fileName} still names "${left[1] ?? left[2]}" after shortening: a string or a quoted key uses it, so it cannot be shortened`);
      return { code: result.code, map: null };
    },
  };
}

/**
 * Terser's compressor (three passes, top-level names) on each widget chunk before the bundler's own minifier, so the chunk's
 * hashed name still follows its bytes: the two together leave 286 B gzip less on a page with the drawer opened than the
 * bundler's minifier alone (22,173 -> 21,887 B). The hosted pages' chunks get it too (the checkout page's script 20,516 -> 20,298 B .gz).
 */
function terserPass(): Plugin {
  return {
    name: 'tote-terser-pass',
    async renderChunk(code, chunk) {
      const minified = await terserPool().run(code);
      if (minified === undefined) this.error(`${chunk.fileName}: terser gave no code`);
      return { code: minified, map: null };
    },
  };
}

/**
 * {@link terserPass}'s terser, in worker threads (scripts/worker-pool.ts): it was ~95 % of the widget's and the hosted
 * pages' build time, one chunk after another on one core; the chunks of a build (and the hosted pages, built at once)
 * now share the cores. The same terser and options: the same bytes.
 */
const TERSER_WORK = `const { minify } = require(workerData.terser);
const work = async (code) => (await minify(code, { module: true, compress: { passes: 3 }, mangle: { toplevel: true } })).code;`;

let terserWorkers: WorkerPool<string, string | undefined> | undefined;
function terserPool(): WorkerPool<string, string | undefined> {
  terserWorkers ??= workerPool(TERSER_WORK, { terser: createRequire(import.meta.url).resolve('terser') });
  return terserWorkers;
}

/** Settings every browser build shares: React names on preact/compat, production mode, minified output. */
function common(outDir: string, options: { classicJsx?: boolean } = {}): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    mode: 'production',
    resolve: { alias: browserAliases },
    plugins: options.classicJsx ? [classicJsx()] : [],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Vite picks the development JSX runtime (file paths in every element, larger chunks) when NODE_ENV is not `production`,
    // as under `npm start` and the browser tests: these builds are always production builds.
    oxc: { jsx: options.classicJsx ? { runtime: 'classic', pragma: 'createElement', pragmaFrag: 'Fragment', development: false } : { development: false } },
    build: { outDir: path.join(DIST, outDir), emptyOutDir: true, copyPublicDir: false, reportCompressedSize: false, sourcemap: false },
  };
}

const hashed = { entryFileNames: '[name]-[hash].js', chunkFileNames: '[name]-[hash].js', assetFileNames: '[name]-[hash][extname]' };

/**
 * The widget's entry modules (src/widget/entries/*.ts), by chunk name (the file's name): the loader's first (the elements', the
 * sign-in element's, the language packs'), then the lazy parts'. The order is the bundler's order of modules in a chunk (the
 * loader's entries first keeps related code together: better gzip).
 */
export function widgetEntries(): Record<string, string> {
  const folder = path.join(ROOT, WIDGET_ENTRIES);
  const loaders = [ELEMENT_ENTRY, LOGIN_ELEMENT_ENTRY, PRODUCT_GRID_ENTRY, ...Object.values(LANGUAGE_ENTRIES)].map((file) => path.join(ROOT, file));
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(folder, name))
    .sort(
      (a, b) => (loaders.includes(a) ? loaders.indexOf(a) : loaders.length) - (loaders.includes(b) ? loaders.indexOf(b) : loaders.length) || a.localeCompare(b),
    );
  return Object.fromEntries(files.map((file) => [path.basename(file, '.ts'), file]));
}

/**
 * The widget: one chunk per entry module (src/widget/entries/), each holding what its entry needs and no entry loaded before it
 * has (vite.chunks.ts: from the import graph, no file names), hashed names, a manifest.
 */
export function widgetBuildConfig(): InlineConfig {
  const base = common('widget', { classicJsx: true });
  const entries = widgetEntries();
  const chunks = entryChunks(entries);
  return {
    ...base,
    plugins: [preactReact(), r2wcTypes(observedTypes(ELEMENT_ATTRIBUTES)), ...(base.plugins ?? []), chunks.plugin, shortInternalNames(), terserPass()],
    build: {
      ...base.build,
      manifest: 'manifest.json',
      // Every entry is an input, the lazy ones too, so that `import()` of one gets its chunk's own exports (not a namespace object
      // a runtime helper builds, ~100 B gzip more on a page that opens the drawer).
      lib: { entry: entries, formats: ['es'] },
      rolldownOptions: {
        // An entry chunk may take on modules that only it and the chunks loaded after it use: one file fewer.
        preserveEntrySignatures: 'allow-extension',
        output: {
          ...hashed,
          minify: true,
          comments: false,
          // Each group takes exactly the modules vite.chunks.ts gives its entry: a module's imports are in its chunk or in one loaded
          // before it, never in a later one (so no cycle between chunks), and a group must not pull them in after it.
          codeSplitting: { groups: chunks.groups, includeDependenciesRecursively: false },
        },
      },
    },
  };
}

/** The loader: one classic script (IIFE) `dist/loader/tote.js` with the chunk manifest inlined. */
export function loaderBuildConfig(chunks: ChunkManifest): InlineConfig {
  const base = common('loader');
  return {
    ...base,
    define: { ...base.define, __TOTE_CHUNKS__: JSON.stringify(chunks) },
    build: {
      ...base.build,
      lib: { entry: path.join(ROOT, 'loader/tote.ts'), formats: ['iife'], name: 'toteLoader', fileName: () => 'tote.js' },
      rolldownOptions: { output: { minify: true } },
    },
  };
}

/** Folder of the publishable npm package (its package.json, types and manifest: scripts/package/build-package.ts). */
export const PACKAGE_DIR = path.join(DIST, 'package');

/** The entry of `tote-shop/react` (the provider, the components, the hooks). */
export const REACT_ENTRY = 'src/react/index.ts';

/**
 * The npm package's JavaScript: `index.js` (the elements, `defineElements`), `sdk.js` (the SDK) and `react.js` (`tote-shop/react`) in
 * one build, so the code they share (the SDK, the page's store) is one shared chunk (`chunks/`), with source maps. index.js bundles
 * everything (React names resolved to src/widget/preact-react.ts); react.js gets twins of the widget's React code compiled against
 * the app's `react` and `react-dom` (left as imports: peer dependencies), so a React app ships one React and no preact
 * (vite.react-twins.ts). react.js starts with `'use client'`: its components run in the browser (Next.js server components can render them).
 */
export function libBuildConfig(): InlineConfig {
  const base = common('package', { classicJsx: true });
  const reactEntry = path.join(ROOT, REACT_ENTRY);
  return {
    ...base,
    // The widget's React, as in its chunks: r2wc and zustand get the alias module, not all of preact/compat. The React entry's twins first.
    plugins: [
      reactTwins({ entry: reactEntry, react: PREACT_REACT, scan: () => reactEntryGraph(reactEntry) }),
      preactReact(),
      r2wcTypes(observedTypes(ELEMENT_ATTRIBUTES)),
      ...(base.plugins ?? []),
    ],
    build: {
      ...base.build,
      sourcemap: true,
      lib: { entry: { index: path.join(ROOT, 'src/widget/index.ts'), sdk: path.join(ROOT, 'src/sdk/index.ts'), react: reactEntry }, formats: ['es'] },
      rolldownOptions: {
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          minify: true,
          banner: (chunk) => (chunk.isEntry && chunk.facadeModuleId === reactEntry ? "'use client';" : ''),
        },
      },
    },
  };
}

/**
 * The module graph of `tote-shop/react`'s entry compiled as the widget is (React names resolved to src/widget/preact-react.ts): a
 * build of that entry alone, in memory, unminified, nothing written; vite.react-twins.ts gives twins to the modules that reach React in it.
 */
export async function reactEntryGraph(entry: string): Promise<RecordedGraph> {
  const base = common('package', { classicJsx: true });
  const recorder = moduleGraphRecorder();
  await build({
    ...base,
    logLevel: 'error',
    plugins: [preactReact(), ...(base.plugins ?? []), recorder.plugin],
    build: {
      ...base.build,
      write: false,
      emptyOutDir: false,
      minify: false,
      lib: { entry: { react: entry }, formats: ['es'] },
      rolldownOptions: { output: { minify: false } },
    },
  });
  return recorder.graph();
}

/** Vite's helper that loads a lazy chunk's style sheets before it runs (its module id). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's helper that loads a lazy chunk's style sheets before the chunk, slimmed to what the hosted pages and the dashboard need
 * (~440 B gzip less on the hosted checkout, ~520 B on the dashboard's sign-in): each hosted page is a build of its own, so a lazy
 * chunk has no shared chunk to preload, only its style sheet (once; a failed one is tried again with the next load); the
 * dashboard preloads no modules and its pages have no style sheet of their own.
 */
function slimPreloadHelper(): Plugin {
  return {
    name: 'tote-slim-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
    load(id) {
      if (id !== PRELOAD_HELPER) return undefined;
      return `const seen = new Set();
export const __vitePreload = (load, deps, importer) =>
  Promise.all(
    (deps || []).map((dep) => {
      const href = new URL(dep, importer).href;
      if (seen.has(href) || !href.endsWith('.css')) return undefined;
      seen.add(href);
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
      return new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = () => {
          seen.delete(href);
          link.remove();
          reject(new Error('Unable to load ' + href));
        };
      });
    }),
  ).then(() => load());`;
    },
  };
}

/**
 * The hosted pages: the ESM entries given, hashed, with a manifest (`manifest` names it, in `dist/hosted`). The build
 * leaves the folder's other files (scripts/build.ts builds one page at a time into it).
 */
export function hostedBuildConfig(entries: Record<string, string>, manifest = 'manifest.json'): InlineConfig {
  const base = common('hosted', { classicJsx: true });
  return {
    ...base,
    plugins: [preactReact(), slimPreloadHelper(), ...(base.plugins ?? []), terserPass()],
    base: './',
    build: {
      ...base.build,
      emptyOutDir: false,
      manifest,
      modulePreload: false,
      rolldownOptions: { input: entries, preserveEntrySignatures: 'exports-only', output: { ...hashed, minify: true } },
    },
  };
}

/** Entry of the merchant dashboard served at /admin. */
export const ADMIN_ENTRY = 'src/admin/entries/admin.tsx';
/** URL path the dashboard's built files are served under (the chunks import each other from here). */
export const ADMIN_ASSETS_BASE = '/admin/assets/';

/**
 * The merchant dashboard: its own entry (nothing shared with the shopper's bundle) with the sign-in and Home pages, every
 * other page a lazy chunk (src/admin/app.tsx), German as a lazy chunk, hashed chunks, a manifest. Rendered by the real
 * React 19 and react-dom (no preact aliases; their production builds, `process.env.NODE_ENV` being `production`).
 */
export function adminBuildConfig(): InlineConfig {
  const base = common('admin');
  const entry = path.join(ROOT, ADMIN_ENTRY);
  const needs = entryNeeds(entry);
  return {
    ...base,
    // Its lazy pages have no style sheet of their own (one admin-*.css) and no module preloads: Vite's helper would only wait on nothing.
    plugins: [...(base.plugins ?? []), needs.plugin, slimPreloadHelper()],
    resolve: { alias: [] },
    base: ADMIN_ASSETS_BASE,
    build: {
      ...base.build,
      manifest: 'manifest.json',
      modulePreload: false,
      assetsDir: '',
      rolldownOptions: {
        input: { admin: entry },
        preserveEntrySignatures: 'exports-only',
        // The chunk every page loads with the entry (react, the state, the shell's parts; what the entry shares with the pages) is
        // `core-*`: the chunk, not the entry's, with modules the entry needs.
        output: {
          ...hashed,
          chunkFileNames: (chunk) => (!chunk.isEntry && !chunk.isDynamicEntry && chunk.moduleIds.some(needs.has) ? 'core-[hash].js' : '[name]-[hash].js'),
          minify: true,
        },
      },
    },
  };
}

export default defineConfig(widgetBuildConfig());

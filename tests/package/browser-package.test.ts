// The npm package as an adopter gets it: `npm run pack`'s tarball of dist/package (with the LICENSE), installed into a fresh Vite + React + TypeScript app
// that type-checks JSX with the three elements and an SDK call, and tote-shop/react (demo/react/App.tsx), and builds, with one copy
// of the SDK, and one React and no preact on the tote-shop/react page; rendered on the server in Node; and harmless in Node.
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PACKAGE_NAME } from '../../scripts/package/build-package.js';
import type { PackedTarball } from '../../scripts/pack.js';
import { PACKAGE_DIR, ROOT } from '../../vite.config.js';
import { run, writeAdopterApp, writePlainApp } from './adopter-app.js';

/** A string only the SDK's request core holds (it reads the request id header): once in a bundle means one SDK core. */
const SDK_CORE_MARK = 'x-wix-request-id';

/** What only preact's code holds (its vnodes' marker, `Symbol.for('pv')`, preact 11): the elements' page has it, the tote-shop/react page must not. */
const PREACT_MARK = /Symbol\.for\(["'`]pv["'`]\)/;

/** A name React's core (`react`) defines and react-dom reads: as many times on each page means one React on each. */
const REACT_MARK = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';

/** What the React entry of the package imports besides its own files: the app's React (peer dependencies). */
const REACT_PEERS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

/** One entry of the app's Vite manifest (dist/.vite/manifest.json). */
interface AppManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

let work: string;
let app: string;
let pack: PackedTarball;

beforeAll(async () => {
  // `npm run pack` as a maintainer runs it, outside vitest (under NODE_ENV=test the widget's chunks come out larger): the build
  // when stale, then the tarball (only this package's: the server package test rebuilds the other at the same time).
  work = await mkdtemp(path.join(tmpdir(), 'tote-package-'));
  app = path.join(work, 'app');
  const packed = await run('npm', ['run', '--silent', 'pack', '--', '--out', work, '--package', PACKAGE_NAME, '--json'], ROOT, 360_000);
  expect(packed.code, packed.stderr).toBe(0);
  [pack] = JSON.parse(packed.stdout) as [PackedTarball];
}, 420_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

it('packs the built package only: ESM, types, source maps, the manifest, no dependencies, no tests, demo or CI', async () => {
  const files = pack.files.map((file) => file.path);
  for (const file of [
    'package.json',
    'README.md',
    'LICENSE',
    'index.js',
    'index.js.map',
    'sdk.js',
    'sdk.js.map',
    'react.js',
    'react.js.map',
    'index.d.ts',
    'sdk.d.ts',
    'react.d.ts',
    'jsx.d.ts',
  ]) {
    expect(files).toContain(file);
  }
  expect(files).toContain('custom-elements.json');
  expect(files).toContain('types/widget/index.d.ts');
  expect(files).toContain('types/sdk/index.d.ts');
  expect(files).toContain('types/react/index.d.ts');
  expect(files).toContain('loader/tote.js');
  expect(files.filter((file) => /^(tests|demo|\.ci|src|docs|scripts|node_modules)\/|\.png$/.test(file))).toEqual([]);
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    if (file !== 'loader/tote.js') expect(files, `${file} has a source map`).toContain(`${file}.map`);
  }
  const manifest = JSON.parse(await readFile(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: PACKAGE_NAME, type: 'module', customElements: 'custom-elements.json' });
  expect(manifest).not.toHaveProperty('dependencies');
  // React only for tote-shop/react, the app's own: optional peers, so an app without React installs none.
  expect(manifest).toMatchObject({
    peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
    peerDependenciesMeta: { react: { optional: true }, 'react-dom': { optional: true } },
  });
  expect(manifest).toHaveProperty(['exports', './react'], { types: './react.d.ts', default: './react.js' });
  // Its components are client components: a Next.js server component can render them.
  expect(await readFile(path.join(PACKAGE_DIR, 'react.js'), 'utf8')).toMatch(/^["']use client["'];/);
});

it('describes the four elements and the buy box product attribute in custom-elements.json', async () => {
  const elements = JSON.parse(await readFile(path.join(PACKAGE_DIR, 'custom-elements.json'), 'utf8')) as {
    schemaVersion: string;
    modules: { declarations: { tagName: string; attributes: { name: string; type: { text: string } }[]; cssParts: { name: string }[] }[] }[];
  };
  expect(elements.schemaVersion).toBe('2.1.0');
  const byTag = Object.fromEntries(elements.modules.flatMap((module) => module.declarations).map((element) => [element.tagName, element]));
  expect(Object.keys(byTag).sort()).toEqual(['tote-buy-box', 'tote-cart', 'tote-login', 'tote-product-grid']);
  expect(byTag['tote-buy-box']!.attributes).toEqual([expect.objectContaining({ name: 'product', type: { text: 'string' } })]);
  expect(byTag['tote-buy-box']!.cssParts).toContainEqual({ name: 'add-to-cart' });
  expect(byTag['tote-cart']!.cssParts).toContainEqual({ name: 'checkout' });
});

it('installs into a fresh Vite + React + TypeScript app that type-checks the elements in JSX, an SDK call and tote-shop/react, builds with one SDK core and one React (no preact with tote-shop/react), and renders tote-shop/react on the server', async (context) => {
  await writeAdopterApp(app, path.join(work, pack.filename));
  // Skipped, saying why, only when the npm registry does not answer (the app's tools come from it).
  const ping = await run('npm', ['ping', '--fetch-timeout=15000', '--fetch-retries=0'], work, 30_000);
  if (ping.code !== 0)
    context.skip(
      `the npm registry is unreachable, the adopter app was not installed: ${ping.stderr.split('\n').find((line) => line.startsWith('npm error')) ?? ping.stderr}`,
    );
  const install = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app, 150_000);
  expect(install.code, install.stderr).toBe(0);
  // Nothing but the package itself: everything it needs is bundled, and its files import only each other (and the app's React).
  expect(await readdir(path.join(app, 'node_modules', PACKAGE_NAME))).not.toContain('node_modules');
  const installed = path.join(app, 'node_modules', PACKAGE_NAME);
  for (const file of (await readdir(installed, { recursive: true })).filter((name) => name.endsWith('.js') && !name.startsWith('loader'))) {
    const code = await readFile(path.join(installed, file), 'utf8');
    const bare = [...code.matchAll(/(?:from|import)\s*"([^"]+)"/g)].map((match) => match[1]!).filter((specifier) => !specifier.startsWith('.'));
    expect(
      bare.filter((specifier) => !REACT_PEERS.includes(specifier)),
      file,
    ).toEqual([]);
  }

  const typecheck = await run(path.join(app, 'node_modules/.bin/tsc'), ['-p', app], app, 60_000);
  expect(typecheck.code, typecheck.stdout + typecheck.stderr).toBe(0);

  // The same package in a TypeScript app without React: its React typings must not need React.
  const plain = path.join(work, 'plain');
  await writePlainApp(plain);
  await cp(installed, path.join(plain, 'node_modules', PACKAGE_NAME), { recursive: true });
  const plainCheck = await run(path.join(app, 'node_modules/.bin/tsc'), ['-p', plain], plain, 60_000);
  expect(plainCheck.code, plainCheck.stdout + plainCheck.stderr).toBe(0);

  const built = await run(path.join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app, 60_000);
  expect(built.code, built.stdout + built.stderr).toBe(0);
  const elementsPage = await pageCode(path.join(app, 'dist'), 'index.html');
  const reactPage = await pageCode(path.join(app, 'dist'), 'react.html');
  for (const bundle of [elementsPage, reactPage]) {
    expect(bundle.split(SDK_CORE_MARK).length - 1).toBe(1);
    expect(bundle).toContain('tote-buy-box');
  }
  // The elements come with preact (the mark finds it); tote-shop/react runs on the app's React, once, as the elements' page does.
  expect(elementsPage).toMatch(PREACT_MARK);
  expect(reactPage).not.toMatch(PREACT_MARK);
  const reactCopies = (code: string) => code.split(REACT_MARK).length - 1;
  expect(reactCopies(elementsPage)).toBeGreaterThan(0);
  expect(reactCopies(reactPage)).toBe(reactCopies(elementsPage));

  // Server rendering in plain Node (no DOM): the elements' tags as placeholders, the hooks' server state, the theme, no error.
  const ssr = await run(process.execPath, ['ssr.mjs'], app, 30_000);
  expect(ssr.code, ssr.stderr).toBe(0);
  expect(ssr.stderr).toBe('');
  expect(ssr.stdout).toContain('<tote-login></tote-login><tote-buy-box product="classic-tee"></tote-buy-box><tote-cart></tote-cart>');
  expect(ssr.stdout).toContain('<output>0 items</output>');
  expect(ssr.stdout).toContain('--tote-accent:#0f766e');
}, 240_000);

/** The code a page of the built app loads (its entry chunk, and every chunk that imports, statically or on demand), from the Vite manifest. */
async function pageCode(dist: string, page: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, AppManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  visit(page);
  expect(files.size).toBeGreaterThan(0);
  return (await Promise.all([...files].map((file) => readFile(path.join(dist, file), 'utf8')))).join('\n');
}

it('imports in Node and defineElements() there returns at once, without an error, and the process exits', async () => {
  // The tarball unpacked as npm would install it (it has no dependencies): no registry needed.
  const server = path.join(work, 'server');
  await mkdir(path.join(server, 'node_modules'), { recursive: true });
  const unpacked = await run('tar', ['-xzf', path.join(work, pack.filename), '-C', path.join(server, 'node_modules')], server, 30_000);
  expect(unpacked.code, unpacked.stderr).toBe(0);
  await rename(path.join(server, 'node_modules/package'), path.join(server, 'node_modules', PACKAGE_NAME));
  const script =
    "import('tote-shop').then((m) => { m.defineElements({ clientId: 'demo', api: 'https://store.example.com' }); m.tote('open'); return import('tote-shop/sdk'); }).then((sdk) => console.log(typeof sdk.createClient))";
  const started = performance.now();
  const node = await run(process.execPath, ['-e', script], server, 10_000);
  expect(node.code, node.stderr.match(/^\w*Error\b.*$/m)?.[0] ?? 'killed or failed').toBe(0);
  expect(node.stderr).toBe('');
  expect(node.stdout).toBe('function\n');
  expect(performance.now() - started).toBeLessThan(5_000);
});

// `npm run build:server`: the server package in dist/server-package/: the server bundled into plain JavaScript (esbuild), the built
// browser files it serves, the demo shop, and a package.json whose dependencies are the packages the bundle leaves out.
import { copyFile, cp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** The repository root. */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The package's folder, what `npm pack` packs. */
export const SERVER_PACKAGE_DIR = path.join(ROOT, 'dist/server-package');

/** The package's name on npm (`npm view tote-shop-server` answered 404 when it was chosen). */
export const SERVER_PACKAGE_NAME = 'tote-shop-server';

/** The built browser folders the server serves from its `dist/` (what `npm run build` writes), with their .br and .gz copies. */
export const SERVED_FOLDERS = ['widget', 'loader', 'hosted', 'admin'];

/** A file each served folder must hold: without it the browser build is missing or incomplete. */
const BROWSER_BUILD_MARKS = ['widget/manifest.json', 'loader/tote.js', 'hosted/manifest.json', 'admin/manifest.json'];

/**
 * Packages the bundle imports at run time instead of holding them: native code and WebAssembly with files of their own.
 * Every other package is bundled: installed one by one, fastify's tree alone is 48 packages and the whole server's 161, and
 * @fastify/static (under swagger-ui) would bring content-disposition 3, whose `engines` refuses Node 20 where npm's
 * engine-strict is on (the repository pins 2.0.1 by an override, which an installed package cannot carry).
 */
export const EXTERNAL_PACKAGES = ['sharp', '@electric-sql/pglite'];

/** Optional packages that libraries load only when asked (pg's native binding, never on the store's path): neither bundled nor installed. */
const OPTIONAL_PACKAGES = ['pg-native'];

/**
 * Every output file starts with what the bundled CommonJS libraries expect of Node's module scope: `require` (of Node's
 * built-ins), `__filename` and `__dirname`.
 */
const COMMONJS_SCOPE = [
  "import { createRequire as __toteCreateRequire } from 'node:module';",
  "import { fileURLToPath as __toteFileURLToPath } from 'node:url';",
  'const require = __toteCreateRequire(import.meta.url);',
  'const __filename = __toteFileURLToPath(import.meta.url);',
  'const __dirname = __toteFileURLToPath(new URL(".", import.meta.url));',
].join(' ');

/** The first line of src/server/main.ts and cli.ts, which esbuild keeps. */
const NODE_SHEBANG = '#!/usr/bin/env node';

/** The bins' first line in the package: node with the source maps applied to stack traces. */
export const BIN_SHEBANG = '#!/usr/bin/env -S node --enable-source-maps';

/** What the root package.json holds that the package needs. */
interface RootManifest {
  version: string;
  license: string;
  engines: { node: string };
  dependencies: Record<string, string>;
}

/** Builds the package; the browser files must be built already (`npm run build` builds both, in that order). */
export async function buildServerPackage(): Promise<void> {
  for (const mark of BROWSER_BUILD_MARKS) {
    if (!(await stat(path.join(ROOT, 'dist', mark)).catch(() => undefined))) throw new Error(`build:server: dist/${mark} is missing; run npm run build`);
  }
  await rm(SERVER_PACKAGE_DIR, { recursive: true, force: true });
  const external = await bundleServer();
  for (const folder of SERVED_FOLDERS) await cp(path.join(ROOT, 'dist', folder), path.join(SERVER_PACKAGE_DIR, 'dist', folder), { recursive: true });
  // The demo shop's static site; demo/react is a source example for React apps (tote-shop/react), not part of the site.
  const reactExample = path.join(ROOT, 'demo/react');
  await cp(path.join(ROOT, 'demo'), path.join(SERVER_PACKAGE_DIR, 'demo'), {
    recursive: true,
    filter: (source) => source !== reactExample && !source.startsWith(reactExample + path.sep),
  });
  // swagger-ui's page (GET /docs) as the bundled plugin finds it: its files in ../static and its logo in ./static of server/.
  const swaggerUi = path.join(ROOT, 'node_modules/@fastify/swagger-ui/static');
  await cp(swaggerUi, path.join(SERVER_PACKAGE_DIR, 'static'), { recursive: true });
  await cp(path.join(swaggerUi, 'logo.svg'), path.join(SERVER_PACKAGE_DIR, 'server/static/logo.svg'));
  // The media library's images (src/server/catalog/media-library.ts).
  await cp(path.join(ROOT, 'src/server/seed/images'), path.join(SERVER_PACKAGE_DIR, 'seed/images'), { recursive: true });
  const root = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as RootManifest;
  const dependencies = pinnedDependencies(external, root.dependencies);
  await writeFile(path.join(SERVER_PACKAGE_DIR, 'package.json'), `${JSON.stringify(serverPackageJson(root, dependencies), null, 2)}\n`);
  await copyFile(path.join(import.meta.dirname, 'server-readme.md'), path.join(SERVER_PACKAGE_DIR, 'README.md'));
  await copyFile(path.join(ROOT, 'LICENSE'), path.join(SERVER_PACKAGE_DIR, 'LICENSE'));
}

/**
 * Writes server/main.js and server/cli.js, with the chunks they share beside them (import.meta.dirname is server/ in all of
 * them); returns the packages they import at run time, from esbuild's record of the bundle's external imports.
 */
async function bundleServer(): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: { main: path.join(ROOT, 'src/server/main.ts'), cli: path.join(ROOT, 'src/server/cli.ts') },
    outdir: path.join(SERVER_PACKAGE_DIR, 'server'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    chunkNames: '[name]-[hash]',
    external: [...EXTERNAL_PACKAGES, ...OPTIONAL_PACKAGES],
    banner: { js: COMMONJS_SCOPE },
    legalComments: 'linked',
    // Stack traces name the TypeScript sources (src/server/...): maps beside each file, without the sources' text.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    metafile: true,
  });
  // Node applies the maps only when asked: the two bins ask on their first line (env -S passes the flag on).
  for (const bin of ['main.js', 'cli.js']) {
    const file = path.join(SERVER_PACKAGE_DIR, 'server', bin);
    const text = await readFile(file, 'utf8');
    if (!text.startsWith(`${NODE_SHEBANG}\n`)) throw new Error(`build:server: server/${bin} does not start with ${NODE_SHEBANG}`);
    await writeFile(file, `${BIN_SHEBANG}\n${text.slice(NODE_SHEBANG.length + 1)}`);
  }
  const imported = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => entry.path));
  return packageNames(imported);
}

/** The package.json of the server package: ESM, the two commands, the Node versions, the run-time dependencies only. */
export function serverPackageJson(root: RootManifest, dependencies: Record<string, string>): object {
  return {
    name: SERVER_PACKAGE_NAME,
    version: root.version,
    description: 'The Tote store server (catalog, carts, checkout, orders, OAuth, hosted pages) and its `tote` merchant commands, run with plain node.',
    license: root.license,
    type: 'module',
    keywords: ['shop', 'ecommerce', 'store', 'server', 'headless'],
    bin: { tote: './server/cli.js', 'tote-server': './server/main.js' },
    engines: root.engines,
    dependencies,
    files: ['server', 'static', 'seed', 'dist', 'demo', 'README.md', 'LICENSE'],
  };
}

/** The packages of import specifiers (`sharp`, `@scope/name/sub` → `@scope/name`); Node's built-ins and the optional packages aside, sorted. */
export function packageNames(specifiers: readonly string[]): string[] {
  const names = specifiers
    .filter((specifier) => !specifier.startsWith('.') && !isBuiltin(specifier))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((name) => !OPTIONAL_PACKAGES.includes(name));
  return [...new Set(names)].sort();
}

/** Each imported package at the exact version the root package.json pins; throws for one that is not a root dependency. */
export function pinnedDependencies(imported: readonly string[], pinned: Readonly<Record<string, string>>): Record<string, string> {
  const missing = imported.filter((name) => !Object.hasOwn(pinned, name));
  if (missing.length > 0) throw new Error(`build:server: the server imports ${missing.join(', ')}, not in the dependencies of package.json`);
  return Object.fromEntries(imported.map((name) => [name, pinned[name]!]));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  await buildServerPackage();
  const manifest = JSON.parse(await readFile(path.join(SERVER_PACKAGE_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  console.log(
    `build:server: ${path.relative(ROOT, SERVER_PACKAGE_DIR)} (${Object.keys(manifest.dependencies).length} dependencies) in ${Math.round(performance.now() - started)} ms`,
  );
}

// Completes the publishable npm package in dist/package/ after its JavaScript build (vite.config.ts libBuildConfig): declarations,
// JSX typings, custom-elements.json, the loader, README.md, LICENSE and a package.json with React as an optional peer (tote-shop/react).
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DIST, PACKAGE_DIR, ROOT } from '../../vite.config.js';
import { elementTypings } from './element-typings.js';
import { elementsManifest } from './elements-manifest.js';

/** The package's name on npm (`npm view tote-shop` answered 404 when it was chosen: `tote` is another project's). */
export const PACKAGE_NAME = 'tote-shop';

/** The package's own README, kept in the repository beside this script. */
const README = path.join(ROOT, 'scripts/package/package-readme.md');

/** The repository's licence (MIT), shipped in the package as npm and dependency reviews look for it. */
const LICENSE = path.join(ROOT, 'LICENSE');

/**
 * The versions of React that `tote-shop/react` runs on, the app's own (peer dependencies, optional: an app without React installs
 * none). Everything else is bundled.
 */
export const REACT_PEER_RANGE = '^19.0.0';

/** The package.json of dist/package: ESM, typed, no dependencies (everything else is bundled), React as an optional peer, only the built files. */
export function packageJson(version: string): object {
  return {
    name: PACKAGE_NAME,
    version,
    description: "Tote's shop elements (<tote-buy-box>, <tote-cart>, <tote-login>, <tote-product-grid>) and the typed SDK of a Tote store, for browser apps.",
    license: 'MIT',
    type: 'module',
    keywords: ['shop', 'cart', 'web-components', 'custom-elements', 'ecommerce', 'sdk'],
    exports: {
      '.': { types: './index.d.ts', default: './index.js' },
      './sdk': { types: './sdk.d.ts', default: './sdk.js' },
      './react': { types: './react.d.ts', default: './react.js' },
      './loader': './loader/tote.js',
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    main: './index.js',
    types: './index.d.ts',
    customElements: 'custom-elements.json',
    peerDependencies: { react: REACT_PEER_RANGE, 'react-dom': REACT_PEER_RANGE },
    peerDependenciesMeta: { react: { optional: true }, 'react-dom': { optional: true } },
    // index.js registers the German texts when it is evaluated, in a chunk it imports: neither may be dropped as unused.
    sideEffects: ['./index.js', './react.js', './chunks/*.js', './loader/*.js'],
    files: ['*.js', '*.js.map', '*.d.ts', 'chunks', 'types', 'loader', 'custom-elements.json', 'README.md', 'LICENSE'],
  };
}

/** Writes everything of dist/package/ but the JavaScript (already built there); fails on a type error in the declarations. */
export async function writePackage(): Promise<void> {
  emitDeclarations();
  const { version } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const write = (name: string, text: string) => writeFile(path.join(PACKAGE_DIR, name), text);
  await write('package.json', `${JSON.stringify(packageJson(version), null, 2)}\n`);
  await write(
    'index.d.ts',
    "// The elements' entry: defineElements, tote, the tags and parts, and the elements' JSX typings.\nexport * from './types/widget/index.js';\nexport * from './jsx.js';\n",
  );
  await write('sdk.d.ts', "// The SDK's entry: the typed client of a Tote store.\nexport * from './types/sdk/index.js';\n");
  await write(
    'react.d.ts',
    "// tote-shop/react: <ToteProvider>, <BuyBox>, <Cart>, <Login>, useCart(), useMember(), useTote(); and the elements' JSX typings.\nexport * from './types/react/index.js';\nimport './jsx.js';\n",
  );
  await write('jsx.d.ts', elementTypings());
  await write('custom-elements.json', `${JSON.stringify(elementsManifest(), null, 2)}\n`);
  await copyFile(README, path.join(PACKAGE_DIR, 'README.md'));
  await copyFile(LICENSE, path.join(PACKAGE_DIR, 'LICENSE'));
  await mkdir(path.join(PACKAGE_DIR, 'loader'), { recursive: true });
  await copyFile(path.join(DIST, 'loader/tote.js'), path.join(PACKAGE_DIR, 'loader/tote.js'));
}

/** dist/package/types/: the declarations of the three entries (tsconfig.types.json). */
function emitDeclarations(): void {
  const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
  const result = spawnSync(tsc, ['-p', path.join(ROOT, 'tsconfig.types.json'), '--outDir', path.join(PACKAGE_DIR, 'types')], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build: tsc failed on the package's declarations:\n${(result.stdout || result.stderr).trim()}`);
}

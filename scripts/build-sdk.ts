// The SDK library build: src/sdk/index.ts → dist/sdk/index.js (ESM, minified) with declarations in dist/types, and the size-budget bundle.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
// Where the build writes, as vite.config.ts's DIST (dist/, or a staged build's folder).
const DIST = process.env.TOTE_BUILD_DIR ? path.resolve(process.env.TOTE_BUILD_DIR) : path.join(ROOT, 'dist');

/** The bundle the size budget measures (.size-limit.json): a client, tokens, the cart and one product query. */
export const SDK_SIZE_BUNDLE = path.join(DIST, 'bench/sdk-size-entry.js');

/** A minified single-file ESM library build of one entry (relative to the repository root). */
export function libraryConfig(entry: string, outDir: string, fileName: string): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      sourcemap: false,
      lib: { entry: path.join(ROOT, entry), formats: ['es'], fileName: () => fileName },
      rolldownOptions: { output: { minify: true } },
    },
  };
}

/** Writes dist/types/sdk/*.d.ts (and the src/wire files they use) with tsc; fails the build on a type error. */
function emitDeclarations(): void {
  const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
  const args = [
    'src/sdk/index.ts',
    '--ignoreConfig',
    '--declaration',
    '--emitDeclarationOnly',
    '--rootDir',
    'src',
    '--outDir',
    path.join(DIST, 'types'),
    '--target',
    'ES2022',
    '--module',
    'ESNext',
    '--moduleResolution',
    'bundler',
    '--lib',
    'ES2022,DOM,DOM.Iterable',
    '--types',
    '',
    '--strict',
    '--skipLibCheck',
    '--verbatimModuleSyntax',
    '--noUncheckedIndexedAccess',
  ];
  const result = spawnSync(tsc, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build-sdk: tsc failed:\n${(result.stdout || result.stderr).trim()}`);
}

/** Builds the SDK library, its declarations and the size-budget bundle. */
export async function buildSdk(): Promise<void> {
  await build(libraryConfig('src/sdk/index.ts', path.join(DIST, 'sdk'), 'index.js'));
  await build(libraryConfig('tests/bench/sdk-size-entry.ts', path.dirname(SDK_SIZE_BUNDLE), path.basename(SDK_SIZE_BUNDLE)));
  emitDeclarations();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildSdk();
  console.log('Built dist/sdk/index.js, dist/types/sdk and dist/bench/sdk-size-entry.js');
}

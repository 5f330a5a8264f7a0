// Whether the built browser files (dist/) match their sources: a content hash of the inputs, kept in dist/.build-stamp.json.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Repository root. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** What a build (scripts/build.ts) sends the process that started it once its files may be served, before it compresses their copies. */
export const BUILD_SERVABLE_MESSAGE = 'tote-build:servable';

/**
 * Where a build started by the server writes before moving its folders into dist/ (TOTE_BUILD_DIR; see scripts/build.ts):
 * beside dist/, at its depth, so that the source maps' relative paths hold once moved.
 */
export const STAGING_DIR = path.join(REPO_ROOT, '.dist-next');

/** Sources whose change calls for a new build (folders are walked). */
export const BUILD_INPUTS = [
  'loader',
  'src/widget',
  'src/sdk',
  'src/wire',
  'src/hosted',
  'src/admin',
  'src/react',
  'vite.config.ts',
  'vite.aliases.ts',
  'vite.react-twins.ts',
  'vite.r2wc-types.ts',
  'vite.chunks.ts',
  'scripts/build.ts',
  'scripts/precompress.ts',
  'scripts/worker-pool.ts',
  'scripts/build-sdk.ts',
  'scripts/package',
  'tsconfig.types.json',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
];

/** Files a complete build leaves behind; any missing one means "build again". */
export const BUILD_OUTPUTS = [
  'loader/tote.js',
  'widget/manifest.json',
  'widget/chunks.json',
  'package/package.json',
  'package/react.js',
  'admin/manifest.json',
];

/** What dist/.build-stamp.json records. */
export interface BuildStamp {
  /** SHA-256 of the input files' paths and contents. */
  inputsHash: string;
  /** When the build finished (ISO). */
  builtAt: string;
}

async function listFiles(root: string, relative: string): Promise<string[]> {
  const absolute = path.join(root, relative);
  const info = await stat(absolute).catch(() => undefined);
  if (!info) return [];
  if (info.isFile()) return [relative];
  if (!info.isDirectory()) return [];
  const entries = await readdir(absolute, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules')
      .map((entry) => listFiles(root, path.posix.join(relative, entry.name))),
  );
  return nested.flat();
}

/** Hash of every input file (path and content), in a stable order. */
export async function hashBuildInputs(root: string = REPO_ROOT): Promise<string> {
  const files = (await Promise.all(BUILD_INPUTS.map((input) => listFiles(root, input)))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file).update('\0');
    hash.update(await readFile(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** The stamp of the last complete build, or undefined. */
export async function readBuildStamp(distDir: string): Promise<BuildStamp | undefined> {
  try {
    return JSON.parse(await readFile(path.join(distDir, '.build-stamp.json'), 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
}

/** Records a complete build of inputs with this hash. */
export async function writeBuildStamp(distDir: string, inputsHash: string): Promise<void> {
  const stamp: BuildStamp = { inputsHash, builtAt: new Date().toISOString() };
  await writeFile(path.join(distDir, '.build-stamp.json'), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Why dist/ needs a build, or undefined when it is up to date with the sources. */
export async function staleReason(distDir: string, root: string = REPO_ROOT): Promise<string | undefined> {
  for (const output of BUILD_OUTPUTS) {
    if (!(await stat(path.join(distDir, output)).catch(() => undefined))) return `dist/${output} is missing`;
  }
  const stamp = await readBuildStamp(distDir);
  if (!stamp) return 'no build stamp';
  if (stamp.inputsHash !== (await hashBuildInputs(root))) return 'sources changed since the last build';
  return undefined;
}

// `npm start` and `npm run tote` in a checkout run src/server/main.ts and cli.ts from one esbuild bundle of the store's own code, made once and kept in .cache/start/ until a source changes (tsx compiled the server's 700 modules on every run).
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The repository root. */
const ROOT = path.resolve(import.meta.dirname, '..');
/** Where the bundles and the record of the current one are kept. */
const CACHE_DIR = path.join(ROOT, '.cache/start');
/** The current bundle: its folder, and the files it was made from with their fingerprint. */
const CURRENT = path.join(CACHE_DIR, 'current.json');
/** Bundles older than this, other than the current one, are removed when a new one is made. */
const KEEP_OLD_MS = 60 * 60 * 1000;
/** Files outside the bundle's inputs whose change calls for a new bundle too. */
const ALSO_WATCHED = ['package-lock.json', 'tsconfig.base.json', 'tsconfig.json', 'scripts/server-bundle.mjs'];
/** The bundle's entries: the server (`npm start`) and the merchant commands (`npm run tote`). */
const ENTRIES = { main: 'src/server/main.ts', cli: 'src/server/cli.ts' };

/**
 * Each module keeps its own `import.meta` (url, dirname, filename) in the bundle: the server finds dist/, demo/ and its
 * seed images relative to its source files, and names its commands by whether it runs from TypeScript.
 * @type {import('esbuild').Plugin}
 */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
        .replaceAll('import.meta.filename', JSON.stringify(file))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href));
      return { contents, loader: file.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

/** A fingerprint of the files a bundle was made from: their paths, sizes and modification times. */
async function fingerprint(files) {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    const found = await stat(path.join(ROOT, file)).catch(() => undefined);
    hash.update(`${file}\0${found ? `${found.size}:${found.mtimeMs}` : 'missing'}\n`);
  }
  return hash.digest('hex');
}

/** Whether any of `files` was modified at or after `since` (ms since the epoch). */
async function changedSince(files, since) {
  const times = await Promise.all(
    files.map((file) =>
      stat(path.join(ROOT, file)).then(
        (found) => found.mtimeMs,
        () => 0,
      ),
    ),
  );
  return times.some((mtime) => mtime >= since);
}

/** The folder of the kept bundle when it was made from the files as they are now; else undefined. */
async function currentBundle() {
  const kept = await readFile(CURRENT, 'utf8').then(JSON.parse, () => undefined);
  if (!kept || !(await stat(path.join(CACHE_DIR, kept.dir, 'main.js')).catch(() => undefined))) return undefined;
  return kept.fingerprint === (await fingerprint(kept.files)) ? path.join(CACHE_DIR, kept.dir) : undefined;
}

/**
 * Bundles the entries into a new folder (the packages stay in node_modules; what they share, and what main.ts imports
 * only once the settings are checked, are chunks of their own, so that a wrong setting is reported at once), then
 * records it as current: a run that reads the record meanwhile runs the previous bundle, whole.
 */
async function makeBundle() {
  const { build } = await import('esbuild');
  const started = Date.now();
  const dir = `b-${started}-${process.pid}`;
  const { metafile } = await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir: path.join(CACHE_DIR, dir),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    plugins: [ownImportMeta],
    sourcemap: 'inline',
    sourcesContent: false,
    logLevel: 'warning',
    metafile: true,
  });
  const files = [...Object.keys(metafile.inputs).map((input) => path.relative(ROOT, path.resolve(ROOT, input))), ...ALSO_WATCHED];
  // A source changed while esbuild read it: this bundle runs now, and the next run makes a new one.
  const changedMeanwhile = await changedSince(files, started);
  const aside = `${CURRENT}.${process.pid}`;
  await writeFile(aside, JSON.stringify({ dir, fingerprint: changedMeanwhile ? 'stale' : await fingerprint(files), files }));
  await rename(aside, CURRENT);
  await removeOldBundles(dir);
  return path.join(CACHE_DIR, dir);
}

/** Removes the bundles made more than an hour ago other than `current` (a server started from one has long loaded it). */
async function removeOldBundles(current) {
  for (const entry of await readdir(CACHE_DIR)) {
    const made = Number(/^b-(\d+)-/.exec(entry)?.[1]);
    if (entry !== current && made < Date.now() - KEEP_OLD_MS) await rm(path.join(CACHE_DIR, entry), { recursive: true, force: true });
  }
}

/** The folder of a bundle made from the sources as they are now: the kept one, or a new one. */
export async function currentServerBundle() {
  return (await currentBundle()) ?? (await makeBundle());
}

/**
 * Runs `entry` (main or cli) from the current bundle as its source file would run: process.argv[1] names the source
 * (cli.ts runs its command only when it is the process's entry), and stack traces name the sources through the bundle's
 * inline maps.
 */
export async function runBundled(entry) {
  const bundle = await currentServerBundle();
  process.argv[1] = path.join(ROOT, ENTRIES[entry]);
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.join(bundle, `${entry}.js`)).href);
}

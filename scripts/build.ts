// `npm run build`: the widget chunks, the loader (with the chunk manifest inlined), the npm package (dist/package), the hosted pages, the SDK.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { ChunkManifest } from '../loader/start-loader.js';
import { BUILD_SERVABLE_MESSAGE, hashBuildInputs, staleReason, writeBuildStamp } from '../src/server/widget-files/build-state.js';
import { writePackage } from './package/build-package.js';
import {
  adminBuildConfig,
  DIST,
  ELEMENT_ENTRIES,
  hostedBuildConfig,
  LANGUAGE_ENTRIES,
  libBuildConfig,
  loaderBuildConfig,
  ROOT,
  widgetBuildConfig,
} from '../vite.config.js';
import { precompressFolders } from './precompress.js';

/** Options of {@link buildAll}. */
export interface BuildOptions {
  /** Skip the build when dist/ already matches the sources. @default false */
  ifStale?: boolean;
  /** Print the table of files and sizes. @default true */
  report?: boolean;
}

/** Milliseconds spent in each step of {@link buildAll}, by step name. */
type StepTimes = Record<string, number>;

/** One entry of a Vite manifest (dist/widget/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** Where the built files are served from. DIST is the same folder, or (TOTE_BUILD_DIR) a staged build's, moved in whole. */
const FINAL = path.join(ROOT, 'dist');
const LOCK = path.join(FINAL, '.build-lock');
/** Where a staged build's replaced folders go before they are deleted. */
const PREVIOUS = path.join(FINAL, '.previous');
const HOSTED_ENTRIES = path.join(ROOT, 'src/hosted/entries');
const SDK_BUILD = path.join(ROOT, 'scripts/build-sdk.ts');

/**
 * Builds everything into dist/ (one build at a time per checkout); returns false when it was up to date and skipped. A
 * staged build (TOTE_BUILD_DIR) builds elsewhere and moves its folders into dist/ only once all are built, so a failed
 * build leaves the previous one whole; then it tells the process that started it (an IPC message: the files may be
 * served) and compresses the copies in place.
 */
export async function buildAll(options: BuildOptions = {}): Promise<boolean> {
  await mkdir(FINAL, { recursive: true });
  const release = await acquireLock();
  try {
    if (options.ifStale && !(await staleReason(FINAL))) return false;
    const staged = DIST !== FINAL;
    if (staged) {
      await rm(DIST, { recursive: true, force: true });
      await mkdir(DIST, { recursive: true });
    }
    const started = performance.now();
    const steps: StepTimes = {};
    const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const from = performance.now();
      try {
        return await run();
      } finally {
        steps[name] = (steps[name] ?? 0) + performance.now() - from;
      }
    };
    const inputsHash = await step('hash inputs', () => hashBuildInputs(ROOT));
    await step('widget', () => build(widgetBuildConfig()));
    const chunks = await chunkManifest();
    await writeFile(path.join(DIST, 'widget/chunks.json'), `${JSON.stringify(chunks, null, 2)}\n`);
    await step('loader', () => build(loaderBuildConfig(chunks)));
    await step('package', async () => {
      await build(libBuildConfig());
      await writePackage();
    });
    await step('hosted', buildHosted);
    await step('admin', buildAdmin);
    await step('sdk', buildSdkIfPresent);
    if (staged) await step('move', () => moveInto(DIST, FINAL));
    process.send?.(BUILD_SERVABLE_MESSAGE);
    // The files the store serves, as .br and .gz beside each: compressed once, at the best level, not per request.
    await step('precompress', () =>
      precompressFolders([path.join(FINAL, 'loader'), path.join(FINAL, 'widget'), path.join(FINAL, 'admin'), path.join(FINAL, 'hosted')]),
    );
    await writeBuildStamp(FINAL, inputsHash);
    if (process.env.TOTE_BUILD_TIMES) await writeFile(process.env.TOTE_BUILD_TIMES, `${JSON.stringify({ total: performance.now() - started, ...steps })}\n`);
    if (options.report !== false) await printReport(performance.now() - started, steps);
    return true;
  } finally {
    await release();
  }
}

/**
 * What the loader needs, from the widget's Vite manifest: by tag (and by language code for the language packs), the entry
 * chunk first, then every chunk it imports statically.
 */
export async function chunkManifest(): Promise<ChunkManifest> {
  const manifest = JSON.parse(await readFile(path.join(DIST, 'widget/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const result: ChunkManifest = {};
  for (const [tag, source] of [...Object.entries(ELEMENT_ENTRIES), ...Object.entries(LANGUAGE_ENTRIES)]) {
    const files: string[] = [];
    const visit = (key: string): void => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The widget manifest has no chunk "${key}"`);
      if (files.includes(chunk.file)) return;
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    // The entry first, then its imports in one order for every tag: the repeats gzip well in the loader.
    result[tag] = [files[0]!, ...files.slice(1).sort()];
  }
  return result;
}

/**
 * Builds each file of src/hosted/entries/ (the hosted pages' hook) on its own, so a page loads one script and one style
 * sheet (and chunks only on demand): no chunk shared with the other pages, which gzip worse apart. Their manifests become
 * one `dist/hosted/manifest.json`: each entry under its source, each other chunk under `<page>:<key>` (see hosted-build.ts).
 * Removes dist/hosted when there is no entry.
 */
async function buildHosted(): Promise<void> {
  const files = existsSync(HOSTED_ENTRIES) ? (await readdir(HOSTED_ENTRIES)).filter((name) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) : [];
  const folder = path.join(DIST, 'hosted');
  await rm(folder, { recursive: true, force: true });
  if (files.length === 0) return;
  const merged: Record<string, ManifestChunk> = {};
  const pages = files.sort().map((name) => ({ name, page: name.replace(/\.tsx?$/, '') }));
  // All at once: their terser passes share the workers (vite.config.ts), so the cores are busy while one page bundles.
  await Promise.all(pages.map(({ name, page }) => build(hostedBuildConfig({ [page]: path.join(HOSTED_ENTRIES, name) }, `manifest-${page}.json`))));
  for (const { page } of pages) {
    const part = `manifest-${page}.json`;
    const manifest = JSON.parse(await readFile(path.join(folder, part), 'utf8')) as Record<string, ManifestChunk>;
    await rm(path.join(folder, part));
    const key = (k: string) => (manifest[k]?.isEntry ? k : `${page}:${k}`);
    for (const [k, chunk] of Object.entries(manifest)) {
      merged[key(k)] = {
        ...chunk,
        ...(chunk.imports ? { imports: chunk.imports.map(key) } : {}),
        ...(chunk.dynamicImports ? { dynamicImports: chunk.dynamicImports.map(key) } : {}),
      };
    }
  }
  await writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(merged, null, 2)}\n`);
}

/** Builds the merchant dashboard (dist/admin); its copies are compressed with the other served folders. */
async function buildAdmin(): Promise<void> {
  await build(adminBuildConfig());
}

/** Runs the SDK's own build (scripts/build-sdk.ts, `buildSdk()`) when that script exists. */
async function buildSdkIfPresent(): Promise<void> {
  if (!existsSync(SDK_BUILD)) return;
  const sdk = (await import(pathToFileURL(SDK_BUILD).href)) as { buildSdk?: () => Promise<void> };
  if (typeof sdk.buildSdk !== 'function') throw new Error('scripts/build-sdk.ts does not export buildSdk()');
  await sdk.buildSdk();
}

async function printReport(elapsedMs: number, steps: StepTimes): Promise<void> {
  const rows: string[] = [];
  for (const folder of ['loader', 'widget', 'package', 'hosted', 'admin', 'sdk']) {
    const dir = path.join(FINAL, folder);
    if (!existsSync(dir)) continue;
    for (const name of (await readdir(dir)).filter((n) => n.endsWith('.js')).sort()) {
      const content = await readFile(path.join(dir, name));
      rows.push(
        `  ${`${folder}/${name}`.padEnd(44)} ${String(content.length).padStart(8)} B ${String(gzipSync(content, { level: 9 }).length).padStart(7)} B gzip`,
      );
    }
  }
  const times = Object.entries(steps)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
  console.log(`Built dist/ in ${(elapsedMs / 1000).toFixed(1)} s (${times})\n${rows.join('\n')}`);
}

/**
 * Moves every folder of a staged build into `target` (dist/), each replacing its namesake; the stamp goes first, so a
 * start that finds the moved files without their compressed copies builds again. Other folders of `target` stay.
 */
async function moveInto(staging: string, target: string): Promise<void> {
  await rm(path.join(target, '.build-stamp.json'), { force: true });
  await rm(PREVIOUS, { recursive: true, force: true });
  await mkdir(PREVIOUS);
  for (const name of await readdir(staging)) {
    await rename(path.join(target, name), path.join(PREVIOUS, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(path.join(staging, name), path.join(target, name));
  }
  await rm(PREVIOUS, { recursive: true, force: true });
  await rm(staging, { recursive: true, force: true });
}

/** Takes dist/.build-lock (a folder, created atomically), waiting while another live process holds it. */
async function acquireLock(): Promise<() => Promise<void>> {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      await mkdir(LOCK);
      await writeFile(path.join(LOCK, 'pid'), String(process.pid));
      return () => rm(LOCK, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(path.join(LOCK, 'pid'), 'utf8').catch(() => ''));
    const age = Date.now() - ((await stat(LOCK).catch(() => undefined))?.mtimeMs ?? 0);
    if ((holder && !isAlive(holder)) || (!holder && age > 10_000)) {
      await rm(LOCK, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`build: ${LOCK} is held by process ${holder}; remove it if no build is running`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const built = await buildAll({ ifStale: process.argv.includes('--if-stale') });
  if (!built) console.log('dist/ is up to date with the sources');
}

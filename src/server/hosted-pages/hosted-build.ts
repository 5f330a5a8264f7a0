// The built hosted pages (dist/hosted, a Vite manifest): which script, preloads and style sheets each page's shell names.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { HostedPageName } from '../../wire/hosted-pages.js';
import { awaitBuiltFiles } from '../widget-files/index.js';

/** URL path the built files are served under. */
export const HOSTED_ASSETS_PATH = '/hosted-assets';

/** One entry of a Vite manifest. */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files one page loads, as URL paths. */
export interface PageAssets {
  /** The entry module. */
  script: string;
  /** Modules the entry imports (preloaded so they do not load one after another). */
  preloads: string[];
  /** Style sheets of the entry and its imports. */
  styles: string[];
}

const cache = new Map<string, { mtimeMs: number; manifest: Record<string, ManifestChunk> }>();

/** The manifest of a dist folder, re-read when a build rewrites it; undefined when the pages are not built. */
async function readManifest(distDir: string): Promise<Record<string, ManifestChunk> | undefined> {
  // While a build runs the page waits for it (bounded): then undefined, the "not built" page, until it ends.
  if (!(await awaitBuiltFiles(distDir))) return undefined;
  const file = path.join(distDir, 'hosted', 'manifest.json');
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached.manifest;
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, ManifestChunk>;
    cache.set(file, { mtimeMs: info.mtimeMs, manifest });
    return manifest;
  } catch {
    // A build is writing it right now: the next request reads it whole.
    return undefined;
  }
}

/**
 * The assets of a page, or undefined when the hosted pages are not built (run `npm run build`). A language whose texts
 * are a chunk of their own (`src/hosted/i18n/<language>.ts`, loaded by the page) is preloaded with the page.
 */
export async function pageAssets(distDir: string, page: HostedPageName, language?: string): Promise<PageAssets | undefined> {
  const manifest = await readManifest(distDir);
  if (!manifest) return undefined;
  const entry = Object.values(manifest).find(
    (chunk) => chunk.isEntry && (chunk.name === page || chunk.src?.endsWith(`/entries/${page}.tsx`) || chunk.src?.endsWith(`/entries/${page}.ts`)),
  );
  if (!entry) return undefined;
  const preloads: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const url = (file: string) => `${HOSTED_ASSETS_PATH}/${file}`;
  const visit = (chunk: ManifestChunk, isRoot: boolean) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    if (!isRoot) preloads.push(url(chunk.file));
    for (const css of chunk.css ?? []) if (!styles.includes(url(css))) styles.push(url(css));
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported, false);
    }
  };
  visit(entry, true);
  // Each page is a build of its own: its chunks are keyed `<page>:<key>` (scripts/build.ts).
  const textsKey = `src/hosted/i18n/${language}.ts`;
  const texts = language ? (manifest[`${page}:${textsKey}`] ?? manifest[textsKey]) : undefined;
  if (texts?.isDynamicEntry) visit(texts, false);
  return { script: url(entry.file), preloads, styles };
}

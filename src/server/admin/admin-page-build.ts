// The built merchant dashboard (dist/admin, a Vite manifest): the entry script and style sheets its page names.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { awaitBuiltFiles } from '../widget-files/index.js';

/** URL path the dashboard's built files are served under (vite.config.ts `ADMIN_ASSETS_BASE`). */
export const ADMIN_ASSETS_PATH = '/admin/assets';

/** One entry of a Vite manifest. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files the dashboard's page loads, as URL paths. */
export interface AdminAssets {
  /** The entry module. */
  script: string;
  /** Style sheets of the entry and its static imports. */
  styles: string[];
  /** The chunks the entry imports statically (the shared core), preloaded with it rather than after it. */
  preloads: string[];
}

const cache = new Map<string, { mtimeMs: number; assets: AdminAssets | undefined }>();

/** The dashboard's assets from dist/admin/manifest.json (re-read when a build rewrites it), or undefined when it is not built. */
export async function adminAssets(distDir: string): Promise<AdminAssets | undefined> {
  // While a build runs the page waits for it (bounded): then undefined, the "not built" page, until it ends.
  if (!(await awaitBuiltFiles(distDir))) return undefined;
  const file = path.join(distDir, 'admin', 'manifest.json');
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached.assets;
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    // A build is writing it right now: the next request reads it whole.
    return undefined;
  }
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const url = (name: string) => `${ADMIN_ASSETS_PATH}/${name}`;
  const styles: string[] = [];
  const preloads: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    if (chunk !== entry) preloads.push(url(chunk.file));
    for (const css of chunk.css ?? []) if (!styles.includes(url(css))) styles.push(url(css));
    for (const key of chunk.imports ?? []) if (manifest[key]) visit(manifest[key]);
  };
  if (entry) visit(entry);
  const assets = entry ? { script: url(entry.file), styles, preloads } : undefined;
  cache.set(file, { mtimeMs: info.mtimeMs, assets });
  return assets;
}

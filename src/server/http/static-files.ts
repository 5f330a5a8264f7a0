// Serves files of one folder safely: no path escapes, content types, long caching for hashed names.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A file found under a root folder. */
export interface StaticFile {
  absolutePath: string;
  size: number;
  contentType: string;
  mtime: Date;
}

/** The file at a URL path under `root`, or undefined (missing, a folder, or outside the root). */
export async function findStaticFile(root: string, urlPath: string): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const absoluteRoot = path.resolve(root);
  const absolutePath = path.resolve(absoluteRoot, `.${path.posix.normalize(`/${decoded}`)}`);
  if (absolutePath !== absoluteRoot && !absolutePath.startsWith(absoluteRoot + path.sep)) return undefined;
  try {
    const info = await stat(absolutePath);
    if (!info.isFile()) return undefined;
    return { absolutePath, size: info.size, mtime: info.mtime, contentType: TYPES[path.extname(absolutePath).toLowerCase()] ?? 'application/octet-stream' };
  } catch {
    return undefined;
  }
}

/** A readable stream of the file. */
export function openStaticFile(file: StaticFile) {
  return createReadStream(file.absolutePath);
}

/** True for names that carry a content hash (`chunk-3f9a1c2b.js`), which may be cached for a year. */
export function isHashedName(fileName: string): boolean {
  return /[.-][A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2)$/.test(fileName);
}

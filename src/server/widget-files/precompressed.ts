// Precompressed built files: `npm run build` writes `<file>.br` and `<file>.gz` beside each (scripts/precompress.ts); the server picks one by Accept-Encoding.
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { findStaticFile, type StaticFile } from '../http/static-files.js';

/** The encodings built files are stored in besides plain, in the server's order of preference (br is ~15 % smaller). */
export type FileEncoding = 'br' | 'gzip';

/** Suffix of each encoding's file. */
const SUFFIX: Record<FileEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encodings the request accepts (`Accept-Encoding`, RFC 9110 §12.5.3), best first by the server's preference:
 * `br` before `gzip`; a `q=0` refuses one, `*` accepts both.
 */
export function acceptedEncodings(request: FastifyRequest): FileEncoding[] {
  const header = request.headers['accept-encoding'];
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const wildcard = weights.get('*');
  return (['br', 'gzip'] as const).filter((encoding) => (weights.get(encoding) ?? wildcard ?? 0) > 0);
}

/**
 * The stored copy of `file` in the best encoding the request accepts, or undefined (none accepted, none built, or a
 * copy older than the file: a build in progress).
 */
export async function findPrecompressed(request: FastifyRequest, file: StaticFile): Promise<{ encoding: FileEncoding; file: StaticFile } | undefined> {
  for (const encoding of acceptedEncodings(request)) {
    const copy = await findStaticFile(path.dirname(file.absolutePath), path.basename(file.absolutePath) + SUFFIX[encoding]);
    if (copy && copy.mtime.getTime() >= file.mtime.getTime()) return { encoding, file: copy };
  }
  return undefined;
}

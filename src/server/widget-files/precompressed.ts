// Precompressed built files: `npm run build` writes `<file>.br` and `<file>.gz` beside each; the server picks one by Accept-Encoding.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { findStaticFile, type StaticFile } from '../http/static-files.js';

/** The encodings built files are stored in besides plain, in the server's order of preference (br is ~15 % smaller). */
export type FileEncoding = 'br' | 'gzip';

/** Suffix of each encoding's file. */
const SUFFIX: Record<FileEncoding, string> = { br: '.br', gzip: '.gz' };
/** Files smaller than this are not worth a compressed copy (the same threshold as answers compressed on the fly). */
const MIN_BYTES = 1024;
/** What is compressed at build time: text formats only. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|map)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of `folders` of 1 KB or
 * more, the slow best compression being paid once per build. A copy that would not be smaller is not written.
 * Returns how many copies were written.
 */
export async function precompressFolders(folders: string[]): Promise<number> {
  let written = 0;
  for (const folder of folders) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      if (!COMPRESSIBLE.test(name)) continue;
      const file = path.join(folder, name);
      if (!(await stat(file)).isFile()) continue;
      const content = await readFile(file);
      if (content.length < MIN_BYTES) continue;
      const copies: [string, Buffer][] = [
        [`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })],
        [`${file}.gz`, await gzipAsync(content, { level: 9 })],
      ];
      for (const [target, compressed] of copies) {
        if (compressed.length >= content.length) continue;
        await writeFile(target, compressed);
        written++;
      }
    }
  }
  return written;
}

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

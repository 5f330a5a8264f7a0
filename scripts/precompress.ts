// Build step: `<file>.br` (brotli quality 11) and `<file>.gz` (zopfli) beside each built text file, so the store serves them as they are.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';

/** Files smaller than this are not worth a compressed copy (the same threshold as answers compressed on the fly). */
const MIN_BYTES = 1024;
/** What is compressed at build time: text formats only. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|map)$/;
/** Zopfli's rounds of optimisation: 15 is its own default; more saves a few bytes for much longer builds. */
const ZOPFLI_ITERATIONS = 15;

const brotli = promisify(brotliCompress);

/** The two copies of a file's content: brotli at its best quality, and gzip by zopfli (~3 % smaller than zlib's level 9, same format). */
async function compressedCopies(file: string, content: Buffer): Promise<[string, Uint8Array][]> {
  return [
    [`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })],
    [`${file}.gz`, await zopfliGzip(content, { numiterations: ZOPFLI_ITERATIONS })],
  ];
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `folders` of 1 KB or more, the slow best
 * compression being paid once per build. A copy that would not be smaller is not written. Returns how many copies were written.
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
      for (const [target, compressed] of await compressedCopies(file, content)) {
        if (compressed.length >= content.length) continue;
        await writeFile(target, compressed);
        written++;
      }
    }
  }
  return written;
}

// Build step: `<file>.br` (brotli quality 11) and `<file>.gz` (zopfli) beside each built text file, so the store serves them as they are.
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { POOL_SIZE, workerPool } from './worker-pool.js';

/** Files smaller than this are not worth a compressed copy (the same threshold as answers compressed on the fly). */
const MIN_BYTES = 1024;
/** What is compressed at build time: text formats only. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|map)$/;
/** Zopfli's rounds of optimisation: 15 is its own default; more saves a few bytes for much longer builds. */
const ZOPFLI_ITERATIONS = 15;

const brotli = promisify(brotliCompress);

/** A zopfli worker's job (scripts/worker-pool.ts): zopfli is WebAssembly that runs on the thread that calls it. */
const ZOPFLI_WORK = `const { gzip } = require(workerData.zopfli);
const work = (content, { iterations }) =>
  new Promise((resolve, reject) => gzip(content, { numiterations: iterations }, (error, output) => (error ? reject(error) : resolve(output))));`;

/** A file to compress: where it is and what it holds. */
interface Source {
  file: string;
  content: Buffer;
}

/** Writes `target` whole or not at all (a server may be reading the folder). */
async function writeWhole(target: string, content: Uint8Array): Promise<void> {
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, content);
  await rename(partial, target);
}

/** The compressible files of 1 KB or more in `folders`, largest first. */
async function sourcesOf(folders: string[]): Promise<Source[]> {
  const sources: Source[] = [];
  for (const folder of folders) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      if (!COMPRESSIBLE.test(name)) continue;
      const file = path.join(folder, name);
      if (!(await stat(file)).isFile()) continue;
      const content = await readFile(file);
      if (content.length >= MIN_BYTES) sources.push({ file, content });
    }
  }
  return sources.sort((a, b) => b.content.length - a.content.length);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `folders` of 1 KB or more, the slow best
 * compression being paid once per build: brotli quality 11 (libuv's threads) and gzip by zopfli (~3 % smaller than
 * zlib's level 9, same format; in worker threads), all files at once. A copy that would not be smaller is not written;
 * each is written whole. Returns how many copies were written.
 */
export async function precompressFolders(folders: string[]): Promise<number> {
  const sources = await sourcesOf(folders);
  if (sources.length === 0) return 0;
  const zopfli = createRequire(import.meta.url).resolve('@gfx/zopfli');
  const pool = workerPool<Buffer, Uint8Array>(ZOPFLI_WORK, { zopfli, iterations: ZOPFLI_ITERATIONS }, Math.min(POOL_SIZE, sources.length));
  let written = 0;
  const keep = async (target: string, original: Buffer, compressed: Uint8Array) => {
    if (compressed.length >= original.length) return;
    await writeWhole(target, compressed);
    written++;
  };
  try {
    await Promise.all(
      sources.flatMap(({ file, content }) => [
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }).then((br) =>
          keep(`${file}.br`, content, br),
        ),
        pool.run(content).then((gz) => keep(`${file}.gz`, content, gz)),
      ]),
    );
  } finally {
    await pool.close();
  }
  return written;
}

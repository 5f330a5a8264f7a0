// Compressed answers: br or gzip for compressible bodies of 1 KB and more, as the client accepts; request bodies are never inflated.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Registers @fastify/compress for every route registered after it: `br` (quality 4, fast enough per request) or `gzip`,
 * by the client's `Accept-Encoding`, for compressible types only (JSON, text, JavaScript; never images, which are
 * compressed already), with `Vary: Accept-Encoding`. An answer that already has a `Content-Encoding` (precompressed
 * built files) is left alone. Request bodies with a `Content-Encoding` are not inflated: the API takes plain JSON.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // The plugin would also inflate compressed request bodies on every route; `decompress: false` turns that off route by route.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

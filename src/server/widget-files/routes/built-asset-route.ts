// One GET route for a folder of built scripts and style sheets: the precompressed copy the browser accepts, validators, and caching by hashed name.
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../http/http-error.js';
import type { ApplicationErrorCode } from '../../../wire/error-codes.js';
import { findStaticFile, isHashedName, openStaticFile, type StaticFile } from '../../http/static-files.js';
import type { TypedApp } from '../../http/typed-app.js';
import { builtFilesOrThrow } from '../build-gate.js';
import { isNotModified, validatorsOf } from '../file-caching.js';
import { findPrecompressed } from '../precompressed.js';
import { HASHED_CACHE_CONTROL, UNHASHED_CACHE_CONTROL } from './widget-file-routes.js';

const Params = Type.Object({ file: Type.String({ minLength: 1, maxLength: 200 }) });

/** Where a folder of built files is served from, and how a missing file is named in the 404. */
export interface BuiltAssetFolder {
  /** The route's prefix, e.g. `/admin/assets`. */
  urlPath: string;
  /** The folder on disk. */
  root: string;
  /** The dist folder a build writes `root` in (requests wait while one runs). */
  distDir: string;
  /** The 404's application code. */
  notFoundCode: ApplicationErrorCode;
  /** What a file is called in the 404's message, e.g. "Admin file". */
  label: string;
}

/** The precompressed copy the client accepts (`npm run build` writes `.br` and `.gz`), or the file itself. */
async function bestCopy(request: FastifyRequest, root: string, name: string): Promise<{ file: StaticFile; encoding?: string } | undefined> {
  const plain = await findStaticFile(root, name);
  if (!plain) return undefined;
  const copy = await findPrecompressed(request, plain);
  return copy ? { file: { ...copy.file, contentType: plain.contentType }, encoding: copy.encoding } : { file: plain };
}

/**
 * Registers `GET <urlPath>/:file` for the scripts and style sheets of `root` (a manifest or anything else stays private):
 * the best precompressed copy with `Vary: Accept-Encoding`, ETag and Last-Modified with 304s, immutable for a year when
 * the name is hashed, same origin only.
 */
export function registerBuiltAssetRoute(app: TypedApp, folder: BuiltAssetFolder): void {
  app.get(`${folder.urlPath}/:file`, { schema: { params: Params, hide: true } }, async (request, reply) => {
    const name = request.params.file;
    await builtFilesOrThrow(folder.distDir);
    const found = /\.(js|css)$/.test(name) ? await bestCopy(request, folder.root, name) : undefined;
    if (!found) throw notFound(folder.notFoundCode, `${folder.label} ${name}`);
    const { file, encoding } = found;
    const validators = validatorsOf(file);
    reply
      .header('cache-control', isHashedName(path.basename(name)) ? HASHED_CACHE_CONTROL : UNHASHED_CACHE_CONTROL)
      .header('etag', validators.etag)
      .header('last-modified', validators.lastModified)
      .header('vary', 'accept-encoding')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff');
    if (isNotModified(request, validators)) return reply.status(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type(file.contentType).header('content-length', file.size).send(openStaticFile(file));
  });
}

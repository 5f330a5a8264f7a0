// Catalog reads through the read routing (a replica when configured), and the marks of writes that keep a caller's next reads on the primary.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/index.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { JsonText } from '../http/json-text.js';
import { catalogAnswer } from './catalog-read-cache.js';
import type { CatalogViewer } from './catalog-viewer.js';

/** Requests served by {@link catalogRead}: reads, even when they are POSTs, so they mark no write. */
const readRequests = new WeakSet<FastifyRequest>();

/** One caller across its requests: a visitor, a member, an API key, a staff account. */
export function callerKey(caller: Caller): string {
  if (caller.kind !== 'merchant') return `${caller.kind}:${caller.subjectId}`;
  return caller.apiKeyId ? `key:${caller.apiKeyId}` : caller.staffId ? `staff:${caller.staffId}` : `site:${caller.siteId}`;
}

/**
 * Runs a catalog read on the database the routing picks for this request's caller (see `ReadRouting.read`). `onlyRead`
 * says the request does nothing else (a REST read, even a POST one), so it marks no write; a GraphQL request, which
 * may also hold a mutation, leaves it false.
 */
export async function catalogRead<T>(ctx: AppContext, request: FastifyRequest, run: (db: Kysely<Database>) => Promise<T>, onlyRead = true): Promise<T> {
  if (onlyRead) readRequests.add(request);
  const caller = await ctx.callers.optional(request);
  return ctx.reads.read(caller && callerKey(caller), run);
}

/** {@link catalogAnswer} on the database the routing picks: `compute` reads from the `db` it is given. */
export function replicaAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  viewer: CatalogViewer,
  key: string,
  compute: (db: Kysely<Database>) => Promise<string | Uint8Array>,
): Promise<JsonText> {
  return catalogRead(ctx, request, (db) => catalogAnswer(db, viewer, key, () => compute(db)));
}

/**
 * After every request that may have written (any method but GET and HEAD, besides the catalog reads), notes its
 * caller, when the request named one, as a writer: its transaction has committed by the time the answer is sent.
 */
export function installWriteMarks(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.reads.replica()) return;
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || readRequests.has(request)) return;
    const caller = await ctx.callers.resolved(request)?.catch(() => undefined);
    if (caller) ctx.reads.wrote(callerKey(caller));
  });
}

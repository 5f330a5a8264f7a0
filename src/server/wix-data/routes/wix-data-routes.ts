// Wix Data (the CMS) as a Wix storefront calls it: Tote has no CMS collections, so every item call answers as Wix answers a missing collection (WDE0025).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { paramsOfGet } from '../../http/dot-r.js';
import { applicationError } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';

/** Where the official @wix/data package sends its item calls. */
export const WIX_DATA_PREFIX = '/wix-data';

/** The collection a Wix Data call names (`dataCollectionId` in the body, the query or `.r`), if it names one. */
function collectionOf(request: FastifyRequest): string | undefined {
  const body = request.body as { dataCollectionId?: unknown } | undefined;
  const fromBody = body && typeof body === 'object' ? body.dataCollectionId : undefined;
  const fromQuery = request.method === 'GET' ? paramsOfGet(request.query as Record<string, unknown>).dataCollectionId : undefined;
  const id = fromBody ?? fromQuery;
  return typeof id === 'string' && id.length > 0 && id.length <= 256 ? id : undefined;
}

/**
 * Registers `/wix-data/*`: storefronts built for Wix read CMS collections (menus, banners) and handle a missing one by
 * its code, `WDE0025`, answered here in the envelope with 404 for any call and any collection, after the caller is checked.
 */
export function registerWixDataRoutes(app: TypedApp, ctx: AppContext): void {
  app.all(`${WIX_DATA_PREFIX}/*`, { schema: { hide: true } }, async (request) => {
    await ctx.callers.any(request);
    const collection = collectionOf(request);
    const sentence = collection ? `The ${collection} collection does not exist` : 'The collection does not exist';
    throw applicationError(
      404,
      'WDE0025',
      `WDE0025: ${sentence}`,
      `${sentence}: this store keeps no CMS collections`,
      collection ? { collectionName: collection } : {},
    );
  });
}

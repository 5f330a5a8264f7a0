// Store-wide variant reads: query (POST or `.r` GET) and get by `{productId}-{variantId}`.
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { registerGetOrPost } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { replyWith } from '../../http/json-text.js';
import { replicaAnswer } from '../replica-reads.js';
import { anyCaller, catalogViewer } from '../catalog-viewer.js';
import { pageOfQuery, PlatformQuerySchema } from '../../query/query-schema.js';
import { getStoreVariant, queryStoreVariants } from '../variant-reads.js';
import { IdParams, READ_PREFIXES, TAGS } from './route-schemas.js';

const QueryVariantsBody = Type.Object({ query: Type.Optional(PlatformQuerySchema) }, { additionalProperties: true });

/** Registers the store-variant read routes under every read prefix. */
export function registerVariantReadRoutes(app: TypedApp, ctx: AppContext): void {
  for (const prefix of READ_PREFIXES) {
    registerGetOrPost(app, {
      url: `${prefix}/variants/query`,
      params: QueryVariantsBody,
      preValidation: [anyCaller(ctx)],
      tags: [...TAGS.variants],
      summary: 'Query the store variants',
      handler: async (request, params) => {
        const viewer = await catalogViewer(ctx, request);
        const input = { filter: params.query?.filter, sort: params.query?.sort, page: pageOfQuery(params.query) };
        return replicaAnswer(ctx, request, viewer, JSON.stringify(['variants/query', input.filter ?? null, input.sort ?? null, input.page]), async (db) =>
          JSON.stringify(await queryStoreVariants(db, viewer, input)),
        );
      },
    });
    app.get(
      `${prefix}/variants/:id`,
      { schema: { params: IdParams, tags: [...TAGS.variants], summary: 'Get a store variant by {productId}-{variantId}' }, preValidation: [anyCaller(ctx)] },
      async (request, reply) => {
        const viewer = await catalogViewer(ctx, request);
        const { id } = request.params;
        return replyWith(
          reply,
          await replicaAnswer(ctx, request, viewer, JSON.stringify(['variants/get', id]), async (db) =>
            JSON.stringify({ variant: await getStoreVariant(db, viewer, id) }),
          ),
        );
      },
    );
  }
}

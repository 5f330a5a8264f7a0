// Collection reads: v2 (get by id or slug, query by `.r` GET or POST) and v1 (by slug, by id, v1 query form).
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject, registerGetOrPost } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import type { JsonText } from '../../http/json-text.js';
import { replyWith } from '../../http/json-text.js';
import { replicaAnswer } from '../replica-reads.js';
import { anyCaller, catalogViewer } from '../catalog-viewer.js';
import { getCollection, queryCollections } from '../collection-reads.js';
import { LegacyQuerySchema, legacyFilter, legacySort } from '../../query/legacy-query.js';
import { pageOf } from '../../query/paging.js';
import { pageOfQuery, PlatformQuerySchema } from '../../query/query-schema.js';
import { IdParams, READ_PREFIXES, SlugParams, TAGS } from './route-schemas.js';

const QueryCollectionsBody = Type.Object({ query: Type.Optional(PlatformQuerySchema) }, { additionalProperties: true });

const LegacyQueryCollectionsBody = Type.Object(
  { query: Type.Optional(LegacyQuerySchema), includeNumberOfProducts: Type.Optional(Type.Boolean()), includeDescription: Type.Optional(Type.Boolean()) },
  { additionalProperties: true },
);

/** Registers the collection read routes. */
export function registerCollectionReadRoutes(app: TypedApp, ctx: AppContext): void {
  const tags = [...TAGS.collections];
  for (const prefix of ['/v2/collections', '/stores/v2/collections']) {
    registerGetOrPost(app, {
      url: `${prefix}/query`,
      params: QueryCollectionsBody,
      preValidation: [anyCaller(ctx)],
      tags,
      summary: 'Query collections: filter, sort, offset paging',
      handler: async (request, params) => {
        const viewer = await catalogViewer(ctx, request);
        const input = { filter: params.query?.filter, sort: params.query?.sort, page: pageOfQuery(params.query) };
        return replicaAnswer(ctx, request, viewer, JSON.stringify(['collections/query', input.filter ?? null, input.sort ?? null, input.page]), async (db) =>
          JSON.stringify(await queryCollections(db, viewer, input)),
        );
      },
    });
    app.get(
      `${prefix}/slug/:slug`,
      { schema: { params: SlugParams, tags, summary: 'Get a collection by slug' }, preValidation: [anyCaller(ctx)] },
      async (request, reply) => replyWith(reply, await collectionAnswer(ctx, request, { slug: request.params.slug })),
    );
    app.get(
      `${prefix}/:id`,
      { schema: { params: IdParams, tags, summary: 'Get a collection by id' }, preValidation: [anyCaller(ctx)] },
      async (request, reply) => replyWith(reply, await collectionAnswer(ctx, request, { id: request.params.id })),
    );
  }

  for (const prefix of READ_PREFIXES) {
    app.get(
      `${prefix}/collections/slug/:slug`,
      { schema: { params: SlugParams, tags, summary: 'Get a collection by slug (v1)' }, preValidation: [anyCaller(ctx)] },
      async (request, reply) => replyWith(reply, await collectionAnswer(ctx, request, { slug: request.params.slug })),
    );
    app.get(
      `${prefix}/collections/:id`,
      { schema: { params: IdParams, tags, summary: 'Get a collection by id (v1)' }, preValidation: [anyCaller(ctx)] },
      async (request, reply) => replyWith(reply, await collectionAnswer(ctx, request, { id: request.params.id })),
    );
    app.post(
      `${prefix}/collections/query`,
      {
        schema: { body: LegacyQueryCollectionsBody, tags, summary: 'Query collections (v1 form: filter and sort as JSON strings)' },
        preValidation: [emptyBodyAsObject, anyCaller(ctx)],
      },
      async (request, reply) => {
        const body = request.body;
        const viewer = await catalogViewer(ctx, request);
        const input = { filter: legacyFilter(body.query?.filter), sort: legacySort(body.query?.sort), page: pageOf(body.query?.paging) };
        const answer = await replicaAnswer(
          ctx,
          request,
          viewer,
          JSON.stringify(['collections/query-v1', input.filter ?? null, input.sort ?? null, input.page]),
          async (db) => {
            const { collections, metadata } = await queryCollections(db, viewer, input);
            return JSON.stringify({ collections, metadata: { items: metadata.count, offset: metadata.offset }, totalResults: metadata.total });
          },
        );
        return replyWith(reply, answer);
      },
    );
  }
}

/** `{"collection": ...}` of a collection by id or slug, kept under the catalog version (a 404 is not kept). */
async function collectionAnswer(ctx: AppContext, request: FastifyRequest, by: { id: string } | { slug: string }): Promise<JsonText> {
  const viewer = await catalogViewer(ctx, request);
  return replicaAnswer(ctx, request, viewer, JSON.stringify(['collections/get', by]), async (db) =>
    JSON.stringify({ collection: await getCollection(db, viewer, by) }),
  );
}

// Product reads: query (platformized, `.r` GET or POST, and the older v1 form), get by id or slug, option availability, variants.
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { registerGetOrPost } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { replicaAnswer } from '../replica-reads.js';
import { anyCaller, catalogViewer } from '../catalog-viewer.js';
import { optionsAvailability } from '../options-availability.js';
import { jsonObjectOf, replyWith } from '../../http/json-text.js';
import { queryProductsBody } from '../product-query.js';
import { requireProduct, requireProductBySlug } from '../product-reads.js';
import { productToWire } from '../product-wire.js';
import { LegacyQuerySchema, legacyFilter, legacySort } from '../../query/legacy-query.js';
import { pageOf, PagingSchema } from '../../query/paging.js';
import { pageOfQuery, PlatformQuerySchema } from '../../query/query-schema.js';
import { productVariants } from '../variant-reads.js';
import { ChoicesSchema, GetProductQuery, IdParams, READ_PREFIXES, SlugParams, TAGS } from './route-schemas.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';

const QueryProductsBody = Type.Object(
  { query: Type.Optional(PlatformQuerySchema), includeMerchantSpecificData: Type.Optional(Type.Boolean()), includeVariants: Type.Optional(Type.Boolean()) },
  { additionalProperties: true },
);

const LegacyQueryProductsBody = Type.Object(
  {
    query: Type.Optional(LegacyQuerySchema),
    includeVariants: Type.Optional(Type.Boolean()),
    includeHiddenProducts: Type.Optional(Type.Boolean()),
    includeMerchantSpecificData: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

const AvailabilityBody = Type.Object({ options: Type.Optional(ChoicesSchema) }, { additionalProperties: true });

const ProductVariantsBody = Type.Object(
  {
    choices: Type.Optional(ChoicesSchema),
    variantIds: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 })),
    paging: Type.Optional(PagingSchema),
    includeMerchantSpecificData: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

/** Registers the product read routes under every read prefix. */
export function registerProductReadRoutes(app: TypedApp, ctx: AppContext): void {
  for (const prefix of READ_PREFIXES) {
    registerGetOrPost(app, {
      url: `${prefix}/products/query-platformized`,
      params: QueryProductsBody,
      preValidation: [anyCaller(ctx)],
      tags: [...TAGS.products],
      summary: 'Query products: filter, sort, offset paging (default 50, max 100); variants unless includeVariants is false',
      handler: async (request, params) => {
        const viewer = await catalogViewer(ctx, request, params.includeMerchantSpecificData);
        const input = { filter: params.query?.filter, sort: params.query?.sort, page: pageOfQuery(params.query) };
        // As Wix: the official queryProducts() cannot ask for variants (its request has only `query`) and storefronts read product.variants.
        const includeVariants = params.includeVariants ?? true;
        return replicaAnswer(
          ctx,
          request,
          viewer,
          JSON.stringify(['products/query-platformized', input.filter ?? null, input.sort ?? null, input.page, includeVariants]),
          (db) =>
            queryProductsBody(db, viewer, input, { includeVariants }, (metadata) => {
              const json = JSON.stringify(metadata);
              return {
                key: `platformized ${json}`,
                wrap: (products) =>
                  jsonObjectOf([
                    ['products', products],
                    ['metadata', json],
                  ]),
              };
            }),
        );
      },
    });

    app.post(
      `${prefix}/products/query`,
      {
        schema: { body: LegacyQueryProductsBody, tags: [...TAGS.products], summary: 'Query products (v1 form: filter and sort as JSON strings)' },
        preValidation: [emptyBodyAsObject, anyCaller(ctx)],
      },
      async (request, reply) => {
        const body = request.body;
        const viewer = await catalogViewer(ctx, request, body.includeMerchantSpecificData);
        const input = { filter: legacyFilter(body.query?.filter), sort: legacySort(body.query?.sort), page: pageOf(body.query?.paging) };
        const options = { includeVariants: body.includeVariants ?? false, includeHidden: body.includeHiddenProducts ?? false };
        const answer = await replicaAnswer(
          ctx,
          request,
          viewer,
          JSON.stringify(['products/query', input.filter ?? null, input.sort ?? null, input.page, options]),
          (db) =>
            queryProductsBody(db, viewer, input, options, (metadata) => {
              const json = JSON.stringify({ items: metadata.count, offset: metadata.offset });
              return {
                key: `v1 ${json} ${metadata.total}`,
                wrap: (products) =>
                  jsonObjectOf([
                    ['products', products],
                    ['metadata', json],
                    ['totalResults', JSON.stringify(metadata.total)],
                  ]),
              };
            }),
        );
        return replyWith(reply, answer);
      },
    );

    for (const kind of ['products', 'products-platformized']) {
      app.get(
        `${prefix}/${kind}/:id`,
        {
          schema: { params: IdParams, querystring: GetProductQuery, tags: [...TAGS.products], summary: 'Get a product by id' },
          preValidation: [anyCaller(ctx)],
        },
        async (request, reply) => {
          const viewer = await catalogViewer(ctx, request, request.query.includeMerchantSpecificData);
          const { id } = request.params;
          const answer = await replicaAnswer(ctx, request, viewer, JSON.stringify(['products/get', id]), async (db) =>
            JSON.stringify({ product: productToWire(await requireProduct(db, viewer, id), viewer) }),
          );
          return replyWith(reply, answer);
        },
      );
    }

    app.get(
      `${prefix}/products/slug/:slug`,
      {
        schema: { params: SlugParams, querystring: GetProductQuery, tags: [...TAGS.products], summary: 'Get a product by slug (Tote extension)' },
        preValidation: [anyCaller(ctx)],
      },
      async (request, reply) => {
        const viewer = await catalogViewer(ctx, request, request.query.includeMerchantSpecificData);
        const { slug } = request.params;
        const answer = await replicaAnswer(ctx, request, viewer, JSON.stringify(['products/slug', slug]), async (db) =>
          JSON.stringify({ product: productToWire(await requireProductBySlug(db, viewer, slug), viewer) }),
        );
        return replyWith(reply, answer);
      },
    );

    app.post(
      `${prefix}/products/:id/productOptionsAvailability`,
      {
        schema: {
          params: IdParams,
          body: AvailabilityBody,
          tags: [...TAGS.products],
          summary: 'Stock of the choices given some selected choices, and the variant picked',
        },
        preValidation: [emptyBodyAsObject, anyCaller(ctx)],
      },
      async (request, reply) => {
        const viewer = await catalogViewer(ctx, request);
        const { id } = request.params;
        const options = request.body.options ?? {};
        const answer = await replicaAnswer(ctx, request, viewer, JSON.stringify(['products/availability', id, options]), async (db) =>
          JSON.stringify(optionsAvailability(await requireProduct(db, viewer, id), options, viewer)),
        );
        return replyWith(reply, answer);
      },
    );

    app.post(
      `${prefix}/products/:id/variants/query`,
      {
        schema: { params: IdParams, body: ProductVariantsBody, tags: [...TAGS.variants], summary: 'Variants of a product by choices or ids' },
        preValidation: [emptyBodyAsObject, anyCaller(ctx)],
      },
      async (request, reply) => {
        const body = request.body;
        const viewer = await catalogViewer(ctx, request, body.includeMerchantSpecificData);
        const { id } = request.params;
        const wanted = {
          ...(body.choices ? { choices: body.choices } : {}),
          ...(body.variantIds ? { variantIds: body.variantIds } : {}),
          ...(body.paging ? { page: pageOf(body.paging, 100) } : {}),
        };
        const answer = await replicaAnswer(ctx, request, viewer, JSON.stringify(['products/variants', id, wanted]), async (db) =>
          JSON.stringify(productVariants(await requireProduct(db, viewer, id), wanted, viewer)),
        );
        return replyWith(reply, answer);
      },
    );
  }
}

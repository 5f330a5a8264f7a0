// eCom recommendations as Wix serves them to storefronts: POST /v1/recommendations/get and GET /v1/recommendations/algorithms.
import { Type } from 'typebox';
import type { CatalogReference } from '../../../wire/cart.js';
import type { GetRecommendationResponse } from '../../../wire/recommendations.js';
import { WIX_STORES_APP_ID } from '../../../wire/recommendations.js';
import type { AppContext } from '../../context.js';
import { applicationError } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { ALGORITHMS, algorithmInfos } from '../algorithms.js';
import { recommendedProducts } from '../recommend.js';

const tags = ['recommendations'];
const Id = Type.String({ minLength: 1, maxLength: 36 });
const CatalogReferenceSchema = Type.Object({ catalogItemId: Id, appId: Id, options: Type.Optional(Type.Unknown()) }, { additionalProperties: true });
const GetBody = Type.Object(
  {
    items: Type.Optional(Type.Array(CatalogReferenceSchema, { maxItems: 300 })),
    algorithms: Type.Array(Type.Object({ id: Id, appId: Id }, { additionalProperties: true }), { minItems: 1, maxItems: 10 }),
    minimumRecommendedItems: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: true },
);

/** Registers the recommendation calls (any visitor, member or API key of the site). */
export function registerRecommendationRoutes(app: TypedApp, ctx: AppContext): void {
  app.get(
    '/v1/recommendations/algorithms',
    { schema: { tags, summary: 'The recommendation algorithms the store runs (the Wix Stores ones)' } },
    async (request) => {
      await ctx.callers.any(request);
      return { availableAlgorithms: algorithmInfos() };
    },
  );

  app.post(
    '/v1/recommendations/get',
    {
      schema: {
        body: GetBody,
        tags,
        summary: 'Items to recommend: the first algorithm that gives minimumRecommendedItems answers (up to 16 visible products)',
      },
    },
    async (request): Promise<GetRecommendationResponse> => {
      const { siteId } = await ctx.callers.any(request);
      const body = request.body;
      const unknown = body.algorithms.filter((a) => a.appId !== WIX_STORES_APP_ID || !ALGORITHMS.some((known) => known.id === a.id));
      if (unknown.length > 0)
        throw applicationError(400, 'ALGORITHM_NOT_SUPPORTED', 'Algorithm not supported', 'The store runs the Wix Stores algorithms only', {
          algorithms: unknown.map((a) => ({ id: a.id, appId: a.appId })),
        });
      const given = (body.items ?? []).map((item) => item.catalogItemId);
      const minimum = body.minimumRecommendedItems ?? 0;
      for (const algorithm of body.algorithms) {
        const ids = await recommendedProducts(ctx.db, siteId, algorithm.id, given);
        if (ids.length >= minimum && ids.length > 0) {
          const items: CatalogReference[] = ids.map((catalogItemId) => ({ catalogItemId, appId: WIX_STORES_APP_ID }));
          return { recommendation: { items, algorithm: { id: algorithm.id, appId: algorithm.appId } } };
        }
      }
      return { recommendation: { items: [] } };
    },
  );
}

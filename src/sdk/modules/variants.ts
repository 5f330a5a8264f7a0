// Variants across the store (stores-reader v1): the query builder and a variant by id.
import type { GetStoreVariantResponse, QueryStoreVariantsResponse, StoreVariant } from '../../wire/catalog.js';
import type { ToteCore } from '../core/core.js';
import { QueryBuilder } from '../query/query-builder.js';

const PATH = '/stores-reader/v1/variants';

/** Variants of every product, for shoppers and merchants. */
export interface VariantsModule {
  /** A query of variants: `variants.query().eq('productId', id).find()`. */
  query(): QueryBuilder<StoreVariant>;
  /** A variant by its id (`{productId}-{variantId}`). */
  get(id: string): Promise<StoreVariant>;
}

/** The variants module of a client. */
export function variantsModule(core: ToteCore): VariantsModule {
  const { http } = core;
  return {
    query: () =>
      new QueryBuilder(async (query) => {
        // A POST that only reads: sent to the read host and retried.
        const answer = await http.request<QueryStoreVariantsResponse>({
          method: 'POST',
          path: `${PATH}/query`,
          body: { query },
          read: true,
          safe: true,
          args: { query: 'query' },
        });
        return { items: answer.variants, metadata: answer.metadata };
      }),
    get: async (id) => (await http.request<GetStoreVariantResponse>({ method: 'GET', path: `${PATH}/${encodeURIComponent(id)}`, read: true })).variant,
  };
}

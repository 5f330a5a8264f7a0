// Collections of products: reads and the query builder (v2) for everyone, writes (stores v1) for merchants, as two modules.
import type { Collection, GetCollectionResponse, QueryCollectionsResponse } from '../../wire/catalog.js';
import type { ToteCore } from '../core/core.js';
import type { HttpMethod } from '../core/http.js';
import { QueryBuilder } from '../query/query-builder.js';

const WRITE = '/stores/v1/collections';

/** A collection as merchants write it. */
export interface CollectionInput {
  name?: string;
  slug?: string;
  description?: string;
  visible?: boolean;
  media?: { mainMedia?: { image?: { url: string } } };
}

/** Collection reads: the query builder, by id, by slug. */
export interface CollectionsModule {
  /** A query of collections: `collections.query().eq('slug', s).find()`. */
  query(): QueryBuilder<Collection>;
  /** A collection by id. */
  get(id: string): Promise<Collection>;
  /** A collection by slug. */
  getBySlug(slug: string): Promise<Collection>;
}

/** Collection writes of a merchant (a client with `apiKey`). */
export interface CollectionWritesModule {
  /** Creates a collection (merchant). */
  create(collection: CollectionInput): Promise<Collection>;
  /** Changes a collection (merchant). */
  update(id: string, collection: CollectionInput): Promise<Collection>;
  /** Deletes a collection (merchant). */
  delete(id: string): Promise<void>;
  /** Adds products to a collection (merchant). */
  addProducts(id: string, productIds: string[]): Promise<void>;
  /** Removes products from a collection (merchant). */
  removeProducts(id: string, productIds: string[]): Promise<void>;
}

/** The collection reads of a client. */
export function collectionsModule(core: ToteCore): CollectionsModule {
  const { http } = core;
  const read = async (path: string) => (await http.request<GetCollectionResponse>({ method: 'GET', path: `/v2/collections/${path}`, read: true })).collection;
  return {
    query: () =>
      new QueryBuilder(async (query) => {
        const answer = await http.request<QueryCollectionsResponse>({
          method: 'GET',
          path: '/v2/collections/query',
          body: { query },
          read: true,
          args: { query: 'query' },
        });
        return { items: answer.collections, metadata: answer.metadata };
      }),
    get: (id) => read(encodeURIComponent(id)),
    getBySlug: (slug) => read(`slug/${encodeURIComponent(slug)}`),
  };
}

/** The collection writes of a client (merchant). */
export function collectionWritesModule(core: ToteCore): CollectionWritesModule {
  const write = async (method: HttpMethod, path: string, body?: unknown) =>
    (await core.http.request<Partial<GetCollectionResponse>>({ method, path: WRITE + path, body, args: { collection: 'collection' } }))
      .collection as Collection;
  const at = (id: string, rest = '') => `/${encodeURIComponent(id)}${rest}`;
  return {
    create: (collection) => write('POST', '', { collection }),
    update: (id, collection) => write('PATCH', at(id), { collection: { ...collection, id } }),
    delete: async (id) => {
      await write('DELETE', at(id));
    },
    addProducts: async (id, productIds) => {
      await write('POST', at(id, '/productIds'), { productIds });
    },
    removeProducts: async (id, productIds) => {
      await write('POST', at(id, '/productIds/delete'), { productIds });
    },
  };
}

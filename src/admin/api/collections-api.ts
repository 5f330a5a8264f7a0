// Collections as the merchant API has them: query (hidden ones included), one collection, create, change, delete, its products.
import {
  ALL_PRODUCTS_COLLECTION_ID,
  type Collection,
  type GetCollectionResponse,
  type QueryCollectionsResponse,
  type QueryProductsResponse,
} from '../../wire/catalog.js';
import { adminHttp } from './admin-client.js';
import { PRODUCTS_PAGE_SIZE, queryProducts } from './products-api.js';

/** Collections per page of the list. */
export const COLLECTIONS_PAGE_SIZE = 20;

const WRITE = '/stores/v1/collections';

/** The fields the collection form writes. */
export interface CollectionInput {
  name: string;
  description: string;
  visible: boolean;
}

/** One page of the store's collections by name (All Products, which cannot be changed, left out). */
export function queryCollections(offset: number, limit = COLLECTIONS_PAGE_SIZE): Promise<QueryCollectionsResponse> {
  return adminHttp().request<QueryCollectionsResponse>({
    method: 'POST',
    path: '/stores/v2/collections/query',
    body: { query: { filter: { id: { $ne: ALL_PRODUCTS_COLLECTION_ID } }, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit, offset } } },
    safe: true,
  });
}

/** One collection. */
export async function getCollection(id: string): Promise<Collection> {
  return (await adminHttp().request<GetCollectionResponse>({ method: 'GET', path: `/stores/v2/collections/${encodeURIComponent(id)}` })).collection;
}

/** Creates a collection (a blank name is left out, for the store to say it is required). */
export async function createCollection(input: CollectionInput): Promise<Collection> {
  const collection = { ...input, name: input.name.trim() || undefined };
  return (await adminHttp().request<GetCollectionResponse>({ method: 'POST', path: WRITE, body: { collection } })).collection;
}

/** Changes a collection's name, description and visibility. */
export async function updateCollection(id: string, input: CollectionInput): Promise<Collection> {
  return (await adminHttp().request<GetCollectionResponse>({ method: 'PATCH', path: `${WRITE}/${encodeURIComponent(id)}`, body: { collection: input } }))
    .collection;
}

/** Deletes a collection (its products stay). */
export async function deleteCollection(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: `${WRITE}/${encodeURIComponent(id)}` });
}

/** Adds products to a collection. */
export async function addToCollection(id: string, productIds: string[]): Promise<void> {
  await adminHttp().request({ method: 'POST', path: `${WRITE}/${encodeURIComponent(id)}/productIds`, body: { productIds } });
}

/** Removes products from a collection. */
export async function removeFromCollection(id: string, productIds: string[]): Promise<void> {
  await adminHttp().request({ method: 'POST', path: `${WRITE}/${encodeURIComponent(id)}/productIds/delete`, body: { productIds } });
}

/** One page of a collection's products by name. */
export function collectionProducts(id: string, offset: number, limit = PRODUCTS_PAGE_SIZE): Promise<QueryProductsResponse> {
  return queryProducts('', offset, limit, { collectionIds: { $hasSome: [id] } });
}

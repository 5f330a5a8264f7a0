// The product grid's catalog reads: its collection by slug or id, and a page of products (filter, sort, offset paging) through the
// SDK's request core, as the buy box reads its product (store/catalog.ts).
import { ToteError } from '../../../sdk/core/errors.js';
import type { Collection, Product } from '../../../wire/catalog.js';
import { pageClient } from '../../store/page-client.js';

const READ = '/stores-reader/v1';

/** The `sort` attribute's values and the store's sort each one is. */
export const GRID_SORTS: Record<string, { fieldName: string; order: 'ASC' | 'DESC' }> = {
  'price-asc': { fieldName: 'discountedPrice', order: 'ASC' },
  'price-desc': { fieldName: 'discountedPrice', order: 'DESC' },
  name: { fieldName: 'name', order: 'ASC' },
  newest: { fieldName: 'createdDate', order: 'DESC' },
};

/** What a grid shows: a collection (slug or id) or every product, a search text, an order. */
export interface GridQuery {
  collection?: string | undefined;
  search?: string | undefined;
  sort?: string | undefined;
}

/** A page of products and how many match in all. */
export interface ProductPage {
  products: Product[];
  total: number;
}

/** A collection id looks like this (the All Products one has other dashes): anything else is a slug. */
const ID = /^[\da-f-]{32,}$/i;

const collections = new Map<string, Promise<string | undefined>>();

/** The id of a collection by slug or id; undefined when the store has none (404). Read once per page (a failure is not kept). */
export function collectionId(ref: string): Promise<string | undefined> {
  let id = collections.get(ref);
  if (!id) {
    id = readCollectionId(ref);
    id.catch(() => collections.delete(ref));
    collections.set(ref, id);
  }
  return id;
}

async function readCollectionId(ref: string): Promise<string | undefined> {
  try {
    const path = `${READ}/collections/${ID.test(ref) ? '' : 'slug/'}${encodeURIComponent(ref)}`;
    return (await pageClient().core.http.request<{ collection: Collection }>({ method: 'GET', path, read: true })).collection.id;
  } catch (error) {
    if (error instanceof ToteError && error.status === 404) return undefined;
    throw error;
  }
}

/** One page of the visible products in the collection (by id) matching the search, in the order asked for. */
export async function productPage(query: GridQuery, collection: string | undefined, offset: number, limit: number): Promise<ProductPage> {
  const filter: Record<string, unknown> = {};
  if (collection) filter.collectionIds = { $hasSome: [collection] };
  if (query.search) filter.name = { $contains: query.search };
  const sort = query.sort ? [GRID_SORTS[query.sort]] : undefined;
  const answer = await pageClient().core.http.request<{ products: Product[]; metadata: { total?: number } }>({
    method: 'GET',
    path: `${READ}/products/query-platformized`,
    body: { query: { filter, ...(sort ? { sort } : {}), paging: { limit, offset } }, includeVariants: false },
    read: true,
  });
  return { products: answer.products, total: answer.metadata.total ?? offset + answer.products.length };
}

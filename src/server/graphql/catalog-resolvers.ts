// Resolvers of the catalog reads: the same domain calls, viewers and errors as the REST product, collection and variant reads.
import type { Collection, PagingMetadata, Product, StoreVariant } from '../../wire/catalog.js';
import {
  catalogViewer,
  getCollection,
  queryCollections,
  queryProducts,
  requireProduct,
  productToWire,
  getStoreVariant,
  queryStoreVariants,
  catalogRead,
} from '../catalog/index.js';
import type { Page } from '../query/paging.js';
import { pageOfQuery, PlatformQuerySchema } from '../query/query-schema.js';
import type { SortInput } from '../query/sorting.js';
import type { GraphqlContext } from './graphql-context.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { checkInput, withoutNulls } from './input-checks.js';

/** A catalog read on the database the read routing picks (a GraphQL request may also mutate: it is not marked a pure read). */
function read<T>(context: GraphqlContext, run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return catalogRead(context.ctx, context.request, run, false);
}

/** A query input as GraphQL hands it over (nulls where the client sent null). */
export interface QueryInput {
  filter?: unknown;
  sort?: readonly ({ fieldName: string; order?: string | null } | null)[] | null;
  paging?: { limit?: number | null; offset?: number | null } | null;
  cursorPaging?: { limit?: number | null; cursor?: string | null } | null;
}

/** The product query's arguments (also of a collection's `productsVirtualReference`). */
export interface ProductsInput {
  query?: QueryInput | null;
  includeHiddenProducts?: boolean | null;
  includeMerchantSpecificData?: boolean | null;
  includeVariants?: boolean | null;
}

/** A page of items with its paging facts, as the schema's `...Response` types have them. */
export interface ItemsPage<T> {
  items: T[];
  pageInfo: PagingMetadata;
}

/** Filter, sort and page of a query input, checked as REST checks its `query` (the filter itself by the filter parser). */
export function readQuery(query: QueryInput | null | undefined): { filter?: unknown; sort?: readonly SortInput[]; page: Page } {
  const given = query ?? {};
  const body = withoutNulls({ sort: given.sort, paging: given.paging, cursorPaging: given.cursorPaging });
  const checked = checkInput(PlatformQuerySchema, given.filter === undefined || given.filter === null ? body : { ...body, filter: given.filter });
  return { filter: checked.filter, sort: checked.sort as readonly SortInput[] | undefined, page: pageOfQuery(checked) };
}

/** One page of products for the request's caller; `withinCollection` adds the collection to the filter. */
export async function productsPage(context: GraphqlContext, input: ProductsInput | null | undefined, withinCollection?: string): Promise<ItemsPage<Product>> {
  const { ctx, request } = context;
  const viewer = await catalogViewer(ctx, request, input?.includeMerchantSpecificData ?? false);
  const query = readQuery(input?.query);
  const inCollection = withinCollection ? { collectionIds: { $hasSome: [withinCollection] } } : undefined;
  const filter = inCollection && query.filter !== undefined ? { $and: [query.filter, inCollection] } : (inCollection ?? query.filter);
  const { products, metadata } = await read(context, (db) =>
    queryProducts(
      db,
      viewer,
      { filter, ...(query.sort ? { sort: query.sort } : {}), page: query.page },
      { includeVariants: true, ...(typeof input?.includeHiddenProducts === 'boolean' ? { includeHidden: input.includeHiddenProducts } : {}) },
    ),
  );
  return { items: products, pageInfo: metadata };
}

/** A product by id (404 PRODUCT_NOT_FOUND as in REST). */
export async function productById(context: GraphqlContext, input: { id: string; includeMerchantSpecificData?: boolean | null }): Promise<Product> {
  const viewer = await catalogViewer(context.ctx, context.request, input.includeMerchantSpecificData ?? false);
  return productToWire(await read(context, (db) => requireProduct(db, viewer, input.id)), viewer);
}

/** One page of collections. */
export async function collectionsPage(context: GraphqlContext, input: { query?: QueryInput | null } | null | undefined): Promise<ItemsPage<Collection>> {
  const viewer = await catalogViewer(context.ctx, context.request);
  const query = readQuery(input?.query);
  const { collections, metadata } = await read(context, (db) =>
    queryCollections(db, viewer, { filter: query.filter, ...(query.sort ? { sort: query.sort } : {}), page: query.page }),
  );
  return { items: collections, pageInfo: metadata };
}

/** A collection by id or slug (404 COLLECTION_NOT_FOUND as in REST). */
export async function collectionBy(context: GraphqlContext, by: { id: string } | { slug: string }): Promise<Collection> {
  const viewer = await catalogViewer(context.ctx, context.request);
  return read(context, (db) => getCollection(db, viewer, by));
}

/** One page of store variants. */
export async function variantsPage(context: GraphqlContext, input: { query?: QueryInput | null } | null | undefined): Promise<ItemsPage<StoreVariant>> {
  const viewer = await catalogViewer(context.ctx, context.request);
  const query = readQuery(input?.query);
  const { variants, metadata } = await read(context, (db) =>
    queryStoreVariants(db, viewer, { filter: query.filter, ...(query.sort ? { sort: query.sort } : {}), page: query.page }),
  );
  return { items: variants, pageInfo: metadata };
}

/** A store variant by `{productId}-{variantId}` (404 VARIANT_NOT_FOUND as in REST). */
export async function variantById(context: GraphqlContext, id: string): Promise<StoreVariant> {
  const viewer = await catalogViewer(context.ctx, context.request);
  return read(context, (db) => getStoreVariant(db, viewer, id));
}

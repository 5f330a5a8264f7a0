// Product queries: filter, sort and offset paging over a site's products, with paging metadata.
import type { CompiledQuery, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { PagingMetadata, Product } from '../../wire/catalog.js';
import type { Database } from '../db/schema.js';
import { RevisionMemo } from '../db/revision-memo.js';
import { customPlanSql } from '../db/named-statements.js';
import type { CatalogViewer } from './catalog-viewer.js';
import { buildFilter } from '../query/filter-builder.js';
import { parseFilter } from '../query/filter-parser.js';
import type { Page } from '../query/paging.js';
import { countUpTo } from '../query/count-matches.js';
import { COUNT_CAP, pagingMetadata } from '../query/paging.js';
import { PRODUCT_FILTER_FIELDS, PRODUCT_SORT_FIELDS } from './product-fields.js';
import type { SortInput, SortKey } from '../query/sorting.js';
import { parseSort } from '../query/sorting.js';
import { productPageBody, type PageEnvelope, type ProductRevision } from './product-json.js';
import { loaded, productRelations, type LoadedProduct } from './product-rows.js';
import { productToWire } from './product-wire.js';

/** Products come in the order they were created unless a sort says otherwise. */
const DEFAULT_SORT: readonly SortKey[] = [{ column: 'products.numeric_id', direction: 'asc' }];

/** A product query as the routes pass it. */
export interface ProductQueryInput {
  filter?: unknown;
  sort?: readonly SortInput[];
  page: Page;
}

/** Options of {@link queryProducts}. */
export interface ProductQueryOptions {
  /** Add each product's variants. @default false */
  includeVariants?: boolean;
  /** Include hidden products. @default true for merchants, false (always) for shoppers */
  includeHidden?: boolean;
  /** JSON path of the query in the request, for violations. @default 'query' */
  path?: string;
}

/** Hidden products are seen by merchants unless they ask otherwise, never by shoppers. */
function seesHidden(viewer: CatalogViewer, options: ProductQueryOptions): boolean {
  return viewer.merchant && (options.includeHidden ?? true);
}

/** The checked filter and sort of a query: the matching products (on a database handle) and their order. */
function productMatches(viewer: CatalogViewer, input: ProductQueryInput, options: ProductQueryOptions) {
  const path = options.path ?? 'query';
  const filter = parseFilter(input.filter, PRODUCT_FILTER_FIELDS, { path: `${path}.filter`, currencyDigits: viewer.digits });
  const order = parseSort(input.sort, PRODUCT_SORT_FIELDS, 'products.id', DEFAULT_SORT, `${path}.sort`);
  const includeHidden = seesHidden(viewer, options);
  const matchesOn = (on: Kysely<Database>) => {
    let matches = on.selectFrom('products').where('products.site_id', '=', viewer.siteId);
    if (!includeHidden) matches = matches.where('products.visible', '=', true);
    if (filter) matches = matches.where((eb) => buildFilter(eb, filter, PRODUCT_FILTER_FIELDS));
    return matches;
  };
  return { matchesOn, order };
}

/** One page of matching products, as rows, with its paging metadata. */
export async function queryProductRows(
  db: Kysely<Database>,
  viewer: CatalogViewer,
  input: ProductQueryInput,
  options: ProductQueryOptions = {},
): Promise<{ rows: LoadedProduct[]; metadata: PagingMetadata }> {
  const { matchesOn, order } = productMatches(viewer, input, options);
  const matches = matchesOn(db);

  let rows: LoadedProduct[] = [];
  if (input.page.limit > 0) {
    let pageQuery = matches.selectAll('products').select((eb) => productRelations(eb));
    for (const key of order) pageQuery = pageQuery.orderBy(sql.ref(key.column), key.direction);
    rows = (
      await pageQuery
        .limit(input.page.limit + 1)
        .offset(input.page.offset)
        .execute()
    ).map((row) => loaded(row as Parameters<typeof loaded>[0]));
  }
  const more = rows.length > input.page.limit;
  rows = rows.slice(0, input.page.limit);
  const metadata = await pagingMetadata(input.page, rows.length, (cap) => countUpTo(db, (on) => matchesOn(on).select('products.id'), cap), more);
  return { rows, metadata };
}

/** One page of matching products on the wire, with its paging metadata. */
export async function queryProducts(
  db: Kysely<Database>,
  viewer: CatalogViewer,
  input: ProductQueryInput,
  options: ProductQueryOptions = {},
): Promise<{ products: Product[]; metadata: PagingMetadata }> {
  const { rows, metadata } = await queryProductRows(db, viewer, input, options);
  return { products: rows.map((row) => productToWire(row, viewer, { includeVariants: options.includeVariants ?? false })), metadata };
}

/** A row of {@link queryProductPage}'s statement: a product of the page, or (id null) the last row with the count. */
interface PageRow {
  id: string | null;
  revision: number | string | null;
  total: number | string | null;
}

/** Page statements compiled, by everything their SQL and parameters depend on (a pure function of it). */
const compiledPages = new RevisionMemo<CompiledQuery<PageRow>>({ maxWeight: 500 });

/**
 * The statement of {@link queryProductPage}: the page, and after it a row with the number of matches (up to
 * {@link COUNT_CAP} + 1), counted only when the page does not tell it (as {@link pagingMetadata} asks). Compiled once
 * per distinct query (filter and sort checked then too; a query that fails its checks is not kept).
 */
function pageStatement(db: Kysely<Database>, viewer: CatalogViewer, input: ProductQueryInput, options: ProductQueryOptions): CompiledQuery<PageRow> {
  const key = JSON.stringify([
    viewer.siteId,
    viewer.digits,
    seesHidden(viewer, options),
    input.filter ?? null,
    input.sort ?? null,
    input.page.limit,
    input.page.offset,
  ]);
  const kept = compiledPages.get(key);
  if (kept) return kept;
  const { matchesOn, order } = productMatches(viewer, input, options);
  const { limit, offset } = input.page;
  let pageQuery = matchesOn(db).select(['products.id', 'products.revision']);
  for (const sortKey of order) pageQuery = pageQuery.orderBy(sql.ref(sortKey.column), sortKey.direction);
  const counted = matchesOn(db)
    .select('products.id')
    .limit(COUNT_CAP + 1);
  // pagingMetadata counts when a row follows the page, or when a page past the first is empty.
  const countNeeded = offset > 0 ? sql`(select count(*) from page) > ${limit} or not exists (select 1 from page)` : sql`(select count(*) from page) > ${limit}`;
  const statement = sql<PageRow>`
    with page as ${pageQuery.limit(limit + 1).offset(offset)}
    select id, revision, null::int8 as total from page
    union all
    select null, null, case when ${countNeeded} then (select count(*) from ${counted} as matches) end
  `.compile(db);
  // Filters on ranges plan very differently by their values: never one generic plan for all of them.
  const compiled = { ...statement, sql: customPlanSql(statement.sql) };
  compiledPages.set(key, compiled, 1);
  return compiled;
}

/** One page of matching products as (id, revision) pairs, with its paging metadata, in one statement. */
export async function queryProductPage(
  db: Kysely<Database>,
  viewer: CatalogViewer,
  input: ProductQueryInput,
  options: ProductQueryOptions = {},
): Promise<{ page: ProductRevision[]; metadata: PagingMetadata }> {
  const { limit } = input.page;
  if (limit === 0) {
    const { matchesOn } = productMatches(viewer, input, options);
    return { page: [], metadata: await pagingMetadata(input.page, 0, (cap) => countUpTo(db, (on) => matchesOn(on).select('products.id'), cap)) };
  }
  const { rows } = await db.executeQuery(pageStatement(db, viewer, input, options));
  const last = rows[rows.length - 1];
  const products = rows.slice(0, -1).map((row) => ({ id: row.id as string, revision: Number(row.revision) }));
  const more = products.length > limit;
  const page = products.slice(0, limit);
  const metadata = await pagingMetadata(
    input.page,
    page.length,
    async () => {
      if (last?.total === null || last?.total === undefined) throw new Error('the page statement did not count the matches');
      return Number(last.total);
    },
    more,
  );
  return { page, metadata };
}

/**
 * One page of matching products on the wire, as the answer's UTF-8 bytes: the page is read from the database every
 * time (one statement); each product's JSON is rendered once per revision, and a page unchanged since it was last
 * answered is not assembled again. `envelope` wraps the products given the metadata.
 */
export async function queryProductsBody(
  db: Kysely<Database>,
  viewer: CatalogViewer,
  input: ProductQueryInput,
  options: ProductQueryOptions,
  envelope: (metadata: PagingMetadata) => PageEnvelope,
): Promise<Uint8Array> {
  const { page, metadata } = await queryProductPage(db, viewer, input, options);
  return productPageBody(db, viewer, page, { includeVariants: options.includeVariants ?? false, includeHidden: seesHidden(viewer, options) }, (found) =>
    envelope(found === page.length ? metadata : { ...metadata, count: found }),
  );
}

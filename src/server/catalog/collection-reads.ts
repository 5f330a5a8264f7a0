// Collection reads: by id, by slug and by query (filter, sort, offset paging), with their product counts.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Collection, PagingMetadata } from '../../wire/catalog.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import type { CatalogViewer } from './catalog-viewer.js';
import type { StoredMedia } from '../db/catalog-tables.js';
import { collectionsOf, firstProductImages, productCounts, type CollectionRow } from './collection-rows.js';
import { mediaOf } from './media-wire.js';
import { buildFilter, type FilterField } from '../query/filter-builder.js';
import { parseFilter } from '../query/filter-parser.js';
import { pagingMetadata, type Page } from '../query/paging.js';
import { parseSort, type SortField, type SortInput, type SortKey } from '../query/sorting.js';

/** Filterable collection fields by wire name. */
export const COLLECTION_FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  id: { kind: 'string', column: 'c.id' },
  name: { kind: 'string', column: 'c.name' },
  slug: { kind: 'string', column: 'c.slug' },
  description: { kind: 'string', column: 'c.description' },
  visible: { kind: 'boolean', column: 'c.visible' },
};

/** Sortable collection fields by wire name. */
export const COLLECTION_SORT_FIELDS: Readonly<Record<string, SortField>> = {
  id: { column: 'c.id', unique: true },
  name: { column: 'c.name' },
  slug: { column: 'c.slug', unique: true },
};

/** All Products first, then by name. */
const DEFAULT_SORT: readonly SortKey[] = [
  { column: 'c.rank', direction: 'asc' },
  { column: 'c.name', direction: 'asc' },
];

/** A collection on the wire. */
export function collectionToWire(row: CollectionRow, numberOfProducts: number, viewer: CatalogViewer): Collection {
  return {
    id: row.id,
    name: row.name,
    media: mediaOf(row.media, viewer.publicUrl),
    numberOfProducts,
    description: row.description,
    slug: row.slug,
    visible: row.visible,
  };
}

/** Wire collections with their product counts; a collection without an image shows its first product's. */
async function withCounts(db: Kysely<Database>, viewer: CatalogViewer, rows: readonly CollectionRow[]): Promise<Collection[]> {
  const counts = await productCounts(
    db,
    viewer.siteId,
    rows.map((r) => r.id),
    viewer.merchant,
  );
  const bare = rows.filter((r) => r.media.length === 0).map((r) => r.id);
  const images = bare.length > 0 ? await firstProductImages(db, viewer.siteId, bare) : new Map<string, StoredMedia>();
  return rows.map((row) => {
    const image = images.get(row.id);
    return collectionToWire(image ? { ...row, media: [image] } : row, counts.get(row.id) ?? 0, viewer);
  });
}

/** A collection by id or by slug; 404 COLLECTION_NOT_FOUND when the site has none. */
export async function getCollection(db: Kysely<Database>, viewer: CatalogViewer, by: { id: string } | { slug: string }): Promise<Collection> {
  const query = collectionsOf(db, viewer.siteId).selectAll('c');
  const row = await ('id' in by ? query.where('c.id', '=', by.id) : query.where('c.slug', '=', by.slug)).executeTakeFirst();
  if (!row) throw notFound('COLLECTION_NOT_FOUND', 'Collection', 'id' in by ? { id: by.id } : { slug: by.slug });
  const [collection] = await withCounts(db, viewer, [row]);
  return collection as Collection;
}

/** A collection query as the routes pass it. */
export interface CollectionQueryInput {
  filter?: unknown;
  sort?: readonly SortInput[];
  page: Page;
}

/** One page of matching collections with its paging metadata. */
export async function queryCollections(
  db: Kysely<Database>,
  viewer: CatalogViewer,
  input: CollectionQueryInput,
  path = 'query',
): Promise<{ collections: Collection[]; metadata: PagingMetadata }> {
  const filter = parseFilter(input.filter, COLLECTION_FILTER_FIELDS, { path: `${path}.filter`, currencyDigits: viewer.digits });
  const order = parseSort(input.sort, COLLECTION_SORT_FIELDS, 'c.id', DEFAULT_SORT, `${path}.sort`);
  let matches = collectionsOf(db, viewer.siteId);
  if (filter) matches = matches.where((eb) => buildFilter(eb, filter, COLLECTION_FILTER_FIELDS));
  let rows: CollectionRow[] = [];
  if (input.page.limit > 0) {
    let pageQuery = matches.selectAll('c');
    for (const key of order) pageQuery = pageQuery.orderBy(sql.ref(key.column), key.direction);
    rows = await pageQuery
      .limit(input.page.limit + 1)
      .offset(input.page.offset)
      .execute();
  }
  const more = rows.length > input.page.limit;
  rows = rows.slice(0, input.page.limit);
  const metadata = await pagingMetadata(
    input.page,
    rows.length,
    async (cap) => {
      const counted = await db
        .selectFrom(matches.select('c.id').limit(cap).as('m'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(counted.n);
    },
    more,
  );
  return { collections: await withCounts(db, viewer, rows), metadata };
}

// TypeBox schema of a platformized query ({filter, sort, paging}) and its reading into filter, sort and page.
import { Type, type Static } from 'typebox';
import { fieldError } from '../http/http-error.js';
import { pageOf, PagingSchema, type Page } from './paging.js';

/** One sort entry. */
export const SortingSchema = Type.Object(
  {
    fieldName: Type.String({ minLength: 1, maxLength: 512 }),
    order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC'), Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: true },
);

/** A platformized query: the filter is checked by the filter parser (it names unknown fields and operators). */
export const PlatformQuerySchema = Type.Object(
  {
    filter: Type.Optional(Type.Unknown({ description: 'Wix query filter, e.g. {"priceData.price": {"$lt": 50}}' })),
    sort: Type.Optional(Type.Array(SortingSchema, { maxItems: 10 })),
    paging: Type.Optional(PagingSchema),
    cursorPaging: Type.Optional(
      Type.Object(
        { limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })), cursor: Type.Optional(Type.Union([Type.String(), Type.Null()])) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** A platformized query as checked by its schema. */
export type PlatformQueryInput = Static<typeof PlatformQuerySchema>;

/** The page of a query: `paging`, or the limit of a `cursorPaging` without a cursor (cursors are not issued). */
export function pageOfQuery(query: PlatformQueryInput | undefined, path = 'query'): Page {
  if (query?.cursorPaging?.cursor)
    throw fieldError(`${path}.cursorPaging.cursor`, 'is not supported: this store pages by offset (use paging)', 'FIELD_NOT_ALLOWED');
  if (query?.paging) return pageOf(query.paging);
  return pageOf(query?.cursorPaging ? { limit: query.cursorPaging.limit ?? null } : undefined);
}

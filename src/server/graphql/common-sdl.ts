// GraphQL types every part of the schema shares: the JSON scalar, Wix's query input (filter, sort, paging) and page facts.
import { DEFAULT_QUERY_LIMIT, MAX_QUERY_LIMIT } from '../../wire/catalog.js';

/** An enum type of the schema from a wire enumeration's values (so the two never differ). */
export function enumSdl(name: string, values: Readonly<Record<string, string>>, description: string): string {
  return `"""${description}"""\nenum ${name} {\n${Object.values(values)
    .map((v) => `  ${v}`)
    .join('\n')}\n}`;
}

/** SDL of the shared types, named as Wix's GraphQL schema names them (`Common...`). */
export const COMMON_SDL = `
"""Any JSON value: filters, choices by option name, SEO data. Literals may hold variables."""
scalar JSON

"""Sort direction."""
enum CommonSortOrder {
  ASC
  DESC
}

"""One sort key: a field name as in REST (\`name\`, \`priceData.price\`) and a direction."""
input CommonSortingInput {
  fieldName: String!
  order: CommonSortOrder
}

"""Offset paging: limit 0 to ${MAX_QUERY_LIMIT} (default ${DEFAULT_QUERY_LIMIT}), offset from 0."""
input CommonPagingInput {
  limit: Int
  offset: Int
}

"""Cursor paging (a limit only: this store pages by offset and issues no cursors)."""
input CommonCursorPagingInput {
  limit: Int
  cursor: String
}

"""A query as the REST query calls take it: a Wix filter (e.g. {"priceData.price": {"$lt": 50}}), sort and paging."""
input CommonQueryInput {
  filter: JSON
  sort: [CommonSortingInput]
  paging: CommonPagingInput
  cursorPaging: CommonCursorPagingInput
}

"""Paging facts of a page: items in it, its offset, and the number of matches (capped: then tooManyToCount)."""
type CommonPageInfo {
  count: Int!
  offset: Int!
  total: Int!
  tooManyToCount: Boolean!
}
`;

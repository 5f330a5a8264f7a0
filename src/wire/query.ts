// Query shapes of the catalog reads: filter, sort, offset paging and the paging metadata of an answer.
import type { SortOrder } from './enums.js';

/** A value a filter compares with (dates travel as ISO strings). */
export type FilterValue = string | number | boolean | null;

/** Operators of one field's condition. */
export interface FieldCondition {
  $eq?: FilterValue;
  $ne?: FilterValue;
  $gt?: FilterValue;
  $gte?: FilterValue;
  $lt?: FilterValue;
  $lte?: FilterValue;
  $in?: FilterValue[];
  $hasSome?: FilterValue[];
  $hasAll?: FilterValue[];
  $startsWith?: string;
  $exists?: boolean;
}

/**
 * A filter: `{ field: value }` (equality), `{ field: { $op: value } }`, or the logical
 * `{ $and: [...] }`, `{ $or: [...] }`, `{ $not: {...} }`.
 */
export interface Filter {
  $and?: Filter[];
  $or?: Filter[];
  $not?: Filter;
  [field: string]: FilterValue | FieldCondition | Filter | Filter[] | undefined;
}

/** One sort key. */
export interface Sorting {
  fieldName: string;
  order?: SortOrder;
}

/** Offset paging. The default limit is {@link DEFAULT_PAGE_SIZE}. */
export interface Paging {
  limit?: number;
  offset?: number;
}

/** The query of a query call. */
export interface Query {
  filter?: Filter;
  sort?: Sorting[];
  paging?: Paging;
}

/** The request body of a query call (`{ query }`), also what `?.r=` carries for GET. */
export interface QueryRequest {
  query: Query;
}

/** Paging facts of a query answer. */
export interface PagingMetadata {
  /** Items in this page. */
  count?: number;
  offset?: number;
  /** All matching items, unless too many to count. */
  total?: number;
  tooManyToCount?: boolean;
}

/** Default page size of every query (SPEC §9). */
export const DEFAULT_PAGE_SIZE = 50;

/** Longest query string of a GET; a longer query goes as a POST of the same JSON (SPEC §9). */
export const MAX_GET_QUERY_LENGTH = 4000;

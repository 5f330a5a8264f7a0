// An immutable query builder for offset-paged query calls: filters, sorting, paging, and pages that fetch their neighbours.
import type { Filter, PagingMetadata, Query, Sorting } from '../../wire/query.js';
import { DEFAULT_PAGE_SIZE } from '../../wire/query.js';
import { ToteError } from '../core/errors.js';
import type { ArgType } from './query-checks.js';
import { checkArity, checkCount, checkField, checkQuery, checkType, typeName } from './query-checks.js';

/** A value filters compare with. */
export type QueryValue = string | number | Date;

/** What a query call answers: the items of one page and the paging facts. */
export interface QueryAnswer<T> {
  items: T[];
  metadata?: PagingMetadata | undefined;
}

/** Runs a query against the store. */
export type QueryRunner<T> = (query: Query) => Promise<QueryAnswer<T>>;

/** One page of results. */
export interface QueryPage<T> {
  /** The items of this page. */
  items: T[];
  /** Items on this page. */
  length: number;
  /** All matching items; undefined when the store found too many to count. */
  totalCount: number | undefined;
  /** The page size (the query's limit). */
  pageSize: number;
  /** Zero-based page number; undefined when the limit is 0. */
  currentPage: number | undefined;
  /** Number of pages; undefined when too many to count or the limit is 0. */
  totalPages: number | undefined;
  /** The query this page answers. */
  query: QueryBuilder<T>;
  /** True when a later page exists. */
  hasNext(): boolean;
  /** True when an earlier page exists. */
  hasPrev(): boolean;
  /** The next page. */
  next(): Promise<QueryPage<T>>;
  /** The previous page. */
  prev(): Promise<QueryPage<T>>;
}

const COMPARABLE: ArgType[] = ['String', 'Number', 'Date'];
const EQUATABLE: ArgType[] = ['String', 'Number', 'Boolean', 'Date'];

function and(a: Filter | undefined, b: Filter): Filter {
  if (!a || Object.keys(a).length === 0) return b;
  return { $and: [...(a.$and && Object.keys(a).length === 1 ? a.$and : [a]), ...(b.$and && Object.keys(b).length === 1 ? b.$and : [b])] };
}

/**
 * Builds a query step by step; every step returns a new builder and checks its own arguments (SPEC §5).
 * @example products.query().eq('slug', 'shoes').ascending('name').limit(10).find()
 */
export class QueryBuilder<T> {
  /** The query as it will be sent. */
  readonly query: Query & { paging: { limit: number; offset: number } };

  constructor(
    private readonly run: QueryRunner<T>,
    query: Query = {},
  ) {
    this.query = { filter: {}, ...query, paging: { limit: DEFAULT_PAGE_SIZE, offset: 0, ...query.paging } };
  }

  #with(change: Query): QueryBuilder<T> {
    return new QueryBuilder(this.run, { ...this.query, ...change });
  }

  /** Checks arity, then the field name, then the value (when `types` is given), and adds `{ [field]: condition }`. */
  #where(
    operator: string,
    given: number,
    count: number,
    field: string,
    value: unknown,
    types: readonly string[] | undefined,
    condition: unknown,
  ): QueryBuilder<T> {
    checkArity(operator, given, count);
    checkField(operator, field);
    if (types) checkType(operator, value, types);
    return this.#with({ filter: and(this.query.filter, { [field]: condition } as Filter) });
  }

  /** Field equals the value. */
  eq(field: string, value: QueryValue | boolean): QueryBuilder<T> {
    return this.#where('eq', arguments.length, 2, field, value, EQUATABLE, value);
  }

  /** Field does not equal the value. */
  ne(field: string, value: QueryValue | boolean): QueryBuilder<T> {
    return this.#where('ne', arguments.length, 2, field, value, EQUATABLE, { $ne: value });
  }

  /** Field is greater than the value. */
  gt(field: string, value: QueryValue): QueryBuilder<T> {
    return this.#where('gt', arguments.length, 2, field, value, COMPARABLE, { $gt: value });
  }

  /** Field is greater than or equal to the value. */
  ge(field: string, value: QueryValue): QueryBuilder<T> {
    return this.#where('ge', arguments.length, 2, field, value, COMPARABLE, { $gte: value });
  }

  /** Field is less than the value. */
  lt(field: string, value: QueryValue): QueryBuilder<T> {
    return this.#where('lt', arguments.length, 2, field, value, COMPARABLE, { $lt: value });
  }

  /** Field is less than or equal to the value. */
  le(field: string, value: QueryValue): QueryBuilder<T> {
    return this.#where('le', arguments.length, 2, field, value, COMPARABLE, { $lte: value });
  }

  /** `from` ≤ field < `to`; both bounds of one type. */
  between(field: string, from: QueryValue, to: QueryValue): QueryBuilder<T> {
    checkArity('between', arguments.length, 3);
    checkField('between', field);
    checkType('between', from, COMPARABLE);
    // The second bound must have the first one's type.
    return this.#where('between', 3, 3, field, to, [typeName(from)], { $gte: from, $lt: to });
  }

  /** Field equals one of the values. */
  in(field: string, values: (QueryValue | boolean)[]): QueryBuilder<T> {
    const builder = this.#where('in', arguments.length, 2, field, values, ['Array'], { $in: values });
    for (const value of values) checkType('in', value, EQUATABLE);
    return builder;
  }

  /** The array field holds at least one of the values (given as arguments or one array). */
  hasSome(field: string, ...values: QueryValue[] | [QueryValue[]]): QueryBuilder<T> {
    return this.#has('hasSome', '$hasSome', arguments.length, field, values);
  }

  /** The array field holds every one of the values (given as arguments or one array). */
  hasAll(field: string, ...values: QueryValue[] | [QueryValue[]]): QueryBuilder<T> {
    return this.#has('hasAll', '$hasAll', arguments.length, field, values);
  }

  #has(operator: string, key: string, given: number, field: string, values: unknown[]): QueryBuilder<T> {
    checkArity(operator, given, 2, true);
    checkField(operator, field);
    const list = (Array.isArray(values[0]) ? values[0] : values) as unknown[];
    for (const value of list) checkType(operator, value, COMPARABLE);
    return this.#with({ filter: and(this.query.filter, { [field]: { [key]: list } } as Filter) });
  }

  /** The string field starts with the value. */
  startsWith(field: string, value: string): QueryBuilder<T> {
    return this.#where('startsWith', arguments.length, 2, field, value, ['String'], { $startsWith: value });
  }

  /** Field has no value. */
  isEmpty(field: string): QueryBuilder<T> {
    return this.#where('isEmpty', arguments.length, 1, field, null, undefined, null);
  }

  /** Field has a value. */
  isNotEmpty(field: string): QueryBuilder<T> {
    return this.#where('isNotEmpty', arguments.length, 1, field, null, undefined, { $ne: null });
  }

  /** Both this query's filter and the other's. */
  and(other: QueryBuilder<T>): QueryBuilder<T> {
    checkArity('and', arguments.length, 1);
    checkQuery('and', other, other instanceof QueryBuilder);
    return this.#with({ filter: and(this.query.filter, other.query.filter ?? {}) });
  }

  /** This query's filter or the other's. */
  or(other: QueryBuilder<T>): QueryBuilder<T> {
    checkArity('or', arguments.length, 1);
    checkQuery('or', other, other instanceof QueryBuilder);
    const mine = this.query.filter ?? {};
    const theirs = other.query.filter ?? {};
    if (Object.keys(mine).length === 0) return this.#with({ filter: theirs });
    if (Object.keys(theirs).length === 0) return this;
    const parts = (f: Filter) => (f.$or && Object.keys(f).length === 1 ? f.$or : [f]);
    return this.#with({ filter: { $or: [...parts(mine), ...parts(theirs)] } });
  }

  /** This query's filter and not the other's. */
  not(other: QueryBuilder<T>): QueryBuilder<T> {
    checkArity('not', arguments.length, 1);
    checkQuery('not', other, other instanceof QueryBuilder);
    const theirs = other.query.filter ?? {};
    return Object.keys(theirs).length === 0 ? this : this.#with({ filter: and(this.query.filter, { $not: theirs }) });
  }

  /** Sorts by the fields, ascending. */
  ascending(...fields: string[]): QueryBuilder<T> {
    return this.#sort('ascending', 'ASC', fields);
  }

  /** Sorts by the fields, descending. */
  descending(...fields: string[]): QueryBuilder<T> {
    return this.#sort('descending', 'DESC', fields);
  }

  #sort(operator: string, order: Sorting['order'], fields: unknown[]): QueryBuilder<T> {
    checkArity(operator, fields.length, 1, true);
    for (const field of fields) checkField(operator, field);
    return this.#with({ sort: [...(this.query.sort ?? []), ...(fields as string[]).map((fieldName) => ({ fieldName, order }))] });
  }

  /** Page size. @default 50 */
  limit(limit: number): QueryBuilder<T> {
    checkArity('limit', arguments.length, 1);
    checkCount('limit', limit);
    return this.#with({ paging: { ...this.query.paging, limit } });
  }

  /** Items to skip before the first one returned. @default 0 */
  skip(offset: number): QueryBuilder<T> {
    checkArity('skip', arguments.length, 1);
    checkCount('skip', offset);
    return this.#with({ paging: { ...this.query.paging, offset } });
  }

  /** Runs the query and returns its first page. */
  async find(): Promise<QueryPage<T>> {
    const { limit, offset } = this.query.paging;
    const { items = [], metadata = {} } = await this.run(this.query);
    const total = metadata.total ?? items.length;
    const countable = !metadata.tooManyToCount;
    const currentPage = limit === 0 ? undefined : Math.floor(offset / limit);
    const totalPages = countable && limit !== 0 ? Math.ceil(total / limit) : undefined;
    const page: QueryPage<T> = {
      items,
      length: items.length,
      totalCount: countable ? total : undefined,
      pageSize: limit,
      currentPage,
      totalPages,
      query: this,
      // Too many to count: a full page suggests there is more.
      hasNext: () => limit !== 0 && (totalPages === undefined ? items.length === limit : currentPage! < totalPages - 1),
      hasPrev: () => limit !== 0 && offset > 0,
      next: () => {
        if (!page.hasNext()) return Promise.reject(new ToteError('INVALID_QUERY', 'No next page to fetch'));
        return this.skip(offset + limit).find();
      },
      prev: () => {
        if (!page.hasPrev()) return Promise.reject(new ToteError('INVALID_QUERY', 'No previous page to fetch'));
        return this.skip(Math.max(offset - limit, 0)).find();
      },
    };
    return page;
  }
}

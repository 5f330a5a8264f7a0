// Search orders (POST /ecom/v1/orders/search): a Wix filter over order fields, sorting, and cursor paging; a member sees only their own orders.
import { Buffer } from 'node:buffer';
import { sql, type Kysely } from 'kysely';
import type { SearchOrdersResponse } from '../../wire/orders.js';
import { buildFilter, type FilterField } from '../query/filter-builder.js';
import { parseFilter } from '../query/filter-parser.js';
import { parseSort, type SortField, type SortInput } from '../query/sorting.js';
import type { Database } from '../db/schema.js';
import { fieldError } from '../http/http-error.js';
import type { OrderReader } from './order-read.js';
import { withLines } from './order-read.js';

/** Orders of one page when the request names no limit. */
export const DEFAULT_SEARCH_LIMIT = 50;
/** Most orders of one page. */
export const MAX_SEARCH_LIMIT = 100;

const STATUSES = ['INITIALIZED', 'APPROVED', 'CANCELED', 'PENDING', 'REJECTED'];
const PAYMENT_STATUSES = ['NOT_PAID', 'PAID', 'PENDING', 'PARTIALLY_PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED', 'CANCELED', 'DECLINED'];
const FULFILLMENT_STATUSES = ['NOT_FULFILLED', 'FULFILLED', 'PARTIALLY_FULFILLED'];

/** Filterable order fields by wire name. */
export const ORDER_FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  id: { kind: 'string', column: 'orders.id' },
  number: { kind: 'integer', column: 'orders.number' },
  checkoutId: { kind: 'string', column: 'orders.checkout_id' },
  status: { kind: 'enum', values: STATUSES, column: 'orders.status' },
  paymentStatus: { kind: 'enum', values: PAYMENT_STATUSES, column: 'orders.payment_status' },
  fulfillmentStatus: { kind: 'enum', values: FULFILLMENT_STATUSES, column: 'orders.fulfillment_status' },
  createdDate: { kind: 'date', column: 'orders.created_at' },
  updatedDate: { kind: 'date', column: 'orders.updated_at' },
  'buyerInfo.email': { kind: 'string', column: 'orders.buyer_email' },
  // The billing contact's first and last name joined by a space (absent when the order has neither); $startsWith and
  // $contains ignore case, so the dashboard finds "Lovelace" in "Ada Lovelace".
  'billingInfo.contactDetails.fullName': {
    kind: 'string',
    operators: ['$eq', '$ne', '$in', '$hasSome', '$exists', '$startsWith', '$contains'],
    nullable: true,
    expression: () =>
      sql<
        string | null
      >`nullif(trim(concat_ws(' ', orders.billing_info #>> '{contactDetails,firstName}', orders.billing_info #>> '{contactDetails,lastName}')), '')`,
  },
  'buyerInfo.memberId': {
    kind: 'string',
    build: (eb, operator, value) =>
      eb.and([
        eb('orders.buyer_kind', '=', 'member'),
        buildFilter(eb, { kind: 'condition', field: 'id', operator, value }, { id: { kind: 'string', column: 'orders.buyer_id' } }),
      ]),
  },
  'buyerInfo.visitorId': {
    kind: 'string',
    build: (eb, operator, value) =>
      eb.and([
        eb('orders.buyer_kind', '=', 'visitor'),
        buildFilter(eb, { kind: 'condition', field: 'id', operator, value }, { id: { kind: 'string', column: 'orders.buyer_id' } }),
      ]),
  },
  'channelInfo.type': { kind: 'string', column: 'orders.channel_type' },
  archived: {
    kind: 'boolean',
    build: (eb, operator, value) => eb.lit(operator === '$ne' ? value !== false : operator === '$exists' ? value === true : value === false),
  },
};

/** Sortable order fields by wire name. */
export const ORDER_SORT_FIELDS: Readonly<Record<string, SortField>> = {
  createdDate: { column: 'orders.created_at' },
  updatedDate: { column: 'orders.updated_at' },
  number: { column: 'orders.number', unique: true },
};

/** The `search` of a request. */
export interface OrderSearch {
  filter?: Record<string, unknown> | null;
  sort?: SortInput[];
  cursorPaging?: { limit?: number | null; cursor?: string | null };
}

/** What a cursor carries: where the next page starts and the search it belongs to. */
interface CursorState {
  o: number;
  f?: Record<string, unknown> | null;
  s?: SortInput[];
}

function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): CursorState {
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorState;
    if (typeof state.o === 'number' && Number.isSafeInteger(state.o) && state.o >= 0) return state;
  } catch {
    // fall through
  }
  throw fieldError('search.cursorPaging.cursor', 'is not a cursor this search returned', 'FORMAT');
}

/**
 * A page of orders, newest first by default. A cursor continues the search it came from (its filter and sort; a filter
 * or sort sent with a cursor is ignored, as the official service does).
 */
export async function searchOrders(db: Kysely<Database>, reader: OrderReader, search: OrderSearch = {}): Promise<SearchOrdersResponse> {
  const limit = search.cursorPaging?.limit ?? DEFAULT_SEARCH_LIMIT;
  const cursor = search.cursorPaging?.cursor ? decodeCursor(search.cursorPaging.cursor) : undefined;
  const filterInput = cursor ? cursor.f : search.filter;
  const sortInput = cursor ? cursor.s : search.sort;
  const filter = parseFilter(filterInput, ORDER_FILTER_FIELDS, { path: 'search.filter' });
  const keys = parseSort(sortInput, ORDER_SORT_FIELDS, 'orders.id', [{ column: 'orders.created_at', direction: 'desc' }], 'search.sort');
  const offset = cursor?.o ?? 0;
  let query = db.selectFrom('orders').selectAll('orders').where('orders.site_id', '=', reader.siteId);
  if (reader.buyerId !== undefined) query = query.where('orders.buyer_id', '=', reader.buyerId);
  if (filter) query = query.where((eb) => buildFilter(eb, filter, ORDER_FILTER_FIELDS));
  for (const key of keys) query = query.orderBy(key.column as 'orders.id', key.direction);
  const rows = await query
    .limit(limit + 1)
    .offset(offset)
    .execute();
  const page = rows.slice(0, limit);
  const hasNext = rows.length > limit;
  const state = { f: filterInput ?? null, ...(sortInput ? { s: sortInput } : {}) };
  return {
    orders: await withLines(db, page),
    metadata: {
      count: page.length,
      cursors: {
        ...(hasNext ? { next: encodeCursor({ o: offset + limit, ...state }) } : {}),
        ...(offset > 0 ? { prev: encodeCursor({ o: Math.max(0, offset - limit), ...state }) } : {}),
      },
      hasNext,
    },
  };
}

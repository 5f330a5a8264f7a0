// Offset paging: the page asked for, and the total, counted only when the page does not tell it (up to a cap).
import { Type } from 'typebox';
import type { PagingMetadata } from '../../wire/catalog.js';
import { DEFAULT_QUERY_LIMIT, MAX_QUERY_LIMIT } from '../../wire/catalog.js';

/**
 * Totals above this are reported as `tooManyToCount` (with `total` = the cap, a lower bound). Counting
 * costs time in proportion to the matches; past a thousand, a shopper's page waits for nothing useful.
 */
export const COUNT_CAP = 1_000;

/** Largest offset accepted. */
export const MAX_OFFSET = 1_000_000;

/** Schema of `paging`: limit 0..100 (default 50), offset >= 0. */
export const PagingSchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_QUERY_LIMIT })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET })),
  },
  { additionalProperties: false },
);

/** A page: how many and from where. */
export interface Page {
  limit: number;
  offset: number;
}

/** The page of a request's paging (defaults: 50 from 0). */
export function pageOf(paging: { limit?: number | null; offset?: number | null } | undefined, defaultLimit = DEFAULT_QUERY_LIMIT): Page {
  return { limit: paging?.limit ?? defaultLimit, offset: paging?.offset ?? 0 };
}

/**
 * Paging metadata of a page of `count` rows (`more`: a row beyond the page exists). A page with
 * nothing after it tells the total; otherwise `countUpTo(COUNT_CAP + 1)` counts the matches, and
 * more than the cap is `tooManyToCount`.
 */
export async function pagingMetadata(
  page: Page,
  count: number,
  countUpTo: (limit: number) => Promise<number>,
  more = count >= page.limit,
): Promise<PagingMetadata> {
  if (page.limit > 0 && !more && (count > 0 || page.offset === 0)) {
    return { count, offset: page.offset, total: page.offset + count, tooManyToCount: false };
  }
  const total = await countUpTo(COUNT_CAP + 1);
  return total > COUNT_CAP
    ? { count, offset: page.offset, total: COUNT_CAP, tooManyToCount: true }
    : { count, offset: page.offset, total, tooManyToCount: false };
}

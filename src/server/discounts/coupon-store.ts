// Coupon operations of a merchant's site: create, get, update, delete and query; each write is one transaction.
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { QueryCouponsResponse, WireCoupon } from '../../wire/discounts.js';
import { parseFilter } from '../query/filter-parser.js';
import { buildFilter } from '../query/filter-builder.js';
import { legacyFilter, legacySort } from '../query/legacy-query.js';
import { pageOf } from '../query/paging.js';
import { parseSort, type SortInput } from '../query/sorting.js';
import { inTransaction, isUniqueViolation, type Db, siteCurrency } from '../catalog/index.js';
import type { CouponsTable } from '../db/commerce-tables.js';
import type { Database } from '../db/schema.js';
import { currencyDigits } from '../money.js';
import type { Kysely } from 'kysely';
import { couponNotFound, duplicateCouponCode } from './discount-errors.js';
import { COUPON_VALUE_FIELDS, couponValues } from './coupon-input.js';
import { COUPON_SORT_FIELDS, couponFilterFields } from './coupon-query.js';
import type { CouponSpecificationInput } from './coupon-schemas.js';
import { couponSpecification, wireCoupon } from './coupon-wire.js';

/** What coupon operations need: the database and the time. */
export interface CouponDeps {
  db: Kysely<Database>;
  clock: () => Date;
}

/** A query as the body carries it (filter and sort as JSON strings or as an object and a list). */
export interface CouponQueryInput {
  filter?: unknown;
  sort?: string | null | SortInput[];
  paging?: { limit?: number; offset?: number };
}

async function digitsOf(db: Db, siteId: string): Promise<number> {
  return currencyDigits(await siteCurrency(db as Kysely<Database>, siteId));
}

async function codeTaken(trx: Db, siteId: string, code: string, exceptId?: string): Promise<boolean> {
  let query = trx
    .selectFrom('coupons')
    .select('id')
    .where('site_id', '=', siteId)
    .where(sql<string>`lower(code)`, '=', code.toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function lockCoupon(trx: Db, siteId: string, id: string): Promise<Selectable<CouponsTable>> {
  const row = await trx.selectFrom('coupons').selectAll().where('site_id', '=', siteId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw couponNotFound(id);
  return row;
}

/** A concurrent create of the same code loses at the unique index: a 409, as if it had been seen. */
async function guardCode<T>(code: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCouponCode(code ?? '');
    throw error;
  }
}

/** Creates a coupon from a whole specification; 409 when the site has the code already. */
export async function createCoupon(deps: CouponDeps, siteId: string, spec: CouponSpecificationInput): Promise<WireCoupon> {
  const digits = await digitsOf(deps.db, siteId);
  const id = randomUUID();
  const now = deps.clock();
  return guardCode(spec.code, () =>
    inTransaction(deps.db, async (trx) => {
      const values = await couponValues(trx, siteId, spec, digits);
      if (await codeTaken(trx, siteId, values.code)) throw duplicateCouponCode(values.code);
      const row = await trx
        .insertInto('coupons')
        .values({ ...values, id, site_id: siteId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return wireCoupon(row, digits, now);
    }),
  );
}

/** A coupon of the site; 404 otherwise. */
export async function getCoupon(deps: CouponDeps, siteId: string, id: string): Promise<WireCoupon> {
  const row = await deps.db.selectFrom('coupons').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (!row) throw couponNotFound(id);
  return wireCoupon(row, await digitsOf(deps.db, siteId), deps.clock());
}

/**
 * Updates a coupon: the given fields replace the stored ones (a value field replaces the kind), and the result is
 * checked as a whole, like a new coupon. Usage counts stay.
 */
export async function updateCoupon(deps: CouponDeps, siteId: string, id: string, changes: CouponSpecificationInput): Promise<WireCoupon> {
  const digits = await digitsOf(deps.db, siteId);
  const now = deps.clock();
  return guardCode(changes.code, () =>
    inTransaction(deps.db, async (trx) => {
      const stored = await lockCoupon(trx, siteId, id);
      const current: Record<string, unknown> = { ...couponSpecification(stored, digits) };
      delete current.type;
      const changesKind = COUPON_VALUE_FIELDS.some((f) => changes[f] !== undefined);
      if (changesKind) for (const f of COUPON_VALUE_FIELDS) delete current[f];
      // A free shipping coupon has no scope; one that becomes another kind gets every product unless it names a scope.
      if (changesKind && changes.freeShipping === true) delete current.scope;
      const merged = { ...current, ...changes } as CouponSpecificationInput;
      const values = await couponValues(trx, siteId, merged, digits);
      if (await codeTaken(trx, siteId, values.code, id)) throw duplicateCouponCode(values.code);
      const row = await trx
        .updateTable('coupons')
        .set({ ...values, updated_at: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return wireCoupon(row, digits, now);
    }),
  );
}

/** Deletes a coupon; carts that hold it lose it (their totals no longer find it). 404 when the site has none. */
export async function deleteCoupon(deps: CouponDeps, siteId: string, id: string): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const result = await trx.deleteFrom('coupons').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw couponNotFound(id);
    await trx.updateTable('carts').set({ coupon_id: null, coupon_code: null }).where('site_id', '=', siteId).where('coupon_id', '=', id).execute();
  });
}

/** Query Coupons: filter and sort by the fields Wix documents, offset paging (default 50, at most 100). */
export async function queryCoupons(deps: CouponDeps, siteId: string, query: CouponQueryInput | undefined): Promise<QueryCouponsResponse> {
  const now = deps.clock();
  const fields = couponFilterFields(now);
  const rawFilter = typeof query?.filter === 'string' ? legacyFilter(query.filter) : query?.filter;
  const filter = parseFilter(rawFilter, fields, { path: 'query.filter' });
  const sortInput = typeof query?.sort === 'string' || query?.sort === null ? legacySort(query?.sort) : query?.sort;
  const keys = parseSort(sortInput, COUPON_SORT_FIELDS, 'coupons.id', [{ column: 'coupons.created_at', direction: 'desc' }]);
  const page = pageOf(query?.paging);
  let base = deps.db.selectFrom('coupons').where('coupons.site_id', '=', siteId);
  if (filter) base = base.where((eb) => buildFilter(eb, filter, fields));
  let rowsQuery = base.selectAll('coupons');
  for (const key of keys) rowsQuery = rowsQuery.orderBy(sql.ref(key.column), key.direction);
  const [rows, counted, digits] = await Promise.all([
    rowsQuery.limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    digitsOf(deps.db, siteId),
  ]);
  const total = Number(counted.n);
  return {
    coupons: rows.map((row) => wireCoupon(row, digits, now)),
    metadata: { items: rows.length, count: rows.length, offset: page.offset, total, tooManyToCount: false },
    totalResults: total,
  };
}

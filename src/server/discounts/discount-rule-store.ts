// Automatic discount operations of a merchant's site (Wix Discount Rules): create, get, update, delete and query; each write is one transaction.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { QueryDiscountRulesResponse, WireDiscountRule } from '../../wire/discounts.js';
import { siteCurrency, inTransaction, type Db } from '../catalog/index.js';
import { buildFilter } from '../query/filter-builder.js';
import { parseFilter } from '../query/filter-parser.js';
import { pageOfQuery, type PlatformQueryInput } from '../query/query-schema.js';
import { parseSort } from '../query/sorting.js';
import type { MerchantDiscountsTable } from '../db/commerce-tables.js';
import type { Database } from '../db/schema.js';
import { currencyDigits } from '../money.js';
import { discountRuleNotFound, revisionMismatch, Violations } from './discount-errors.js';
import { discountRuleValues } from './discount-rule-input.js';
import { DISCOUNT_RULE_FILTER_FIELDS, DISCOUNT_RULE_SORT_FIELDS } from './discount-rule-query.js';
import type { DiscountRuleInput } from './discount-rule-schemas.js';
import { wireDiscountRule } from './discount-rule-wire.js';

/** What discount rule operations need: the database and the time. */
export interface DiscountRuleDeps {
  db: Kysely<Database>;
  clock: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function digitsOf(db: Kysely<Database>, siteId: string): Promise<number> {
  return currencyDigits(await siteCurrency(db, siteId));
}

async function lockRule(trx: Db, siteId: string, id: string): Promise<Selectable<MerchantDiscountsTable>> {
  const row = UUID.test(id)
    ? await trx.selectFrom('merchant_discounts').selectAll().where('site_id', '=', siteId).where('id', '=', id).forUpdate().executeTakeFirst()
    : undefined;
  if (!row) throw discountRuleNotFound(id);
  return row;
}

/** Creates a rule, applied after the site's existing ones. */
export async function createDiscountRule(deps: DiscountRuleDeps, siteId: string, rule: DiscountRuleInput): Promise<WireDiscountRule> {
  const digits = await digitsOf(deps.db, siteId);
  const now = deps.clock();
  return inTransaction(deps.db, async (trx) => {
    const values = await discountRuleValues(trx, siteId, rule, digits);
    const last = await trx
      .selectFrom('merchant_discounts')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('merchant_discounts')
      .values({ ...values, id: randomUUID(), site_id: siteId, position: Number(last?.max ?? -1) + 1, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return wireDiscountRule(row, digits, now);
  });
}

/** A rule of the site; 404 otherwise. */
export async function getDiscountRule(deps: DiscountRuleDeps, siteId: string, id: string): Promise<WireDiscountRule> {
  const row = UUID.test(id)
    ? await deps.db.selectFrom('merchant_discounts').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw discountRuleNotFound(id);
  return wireDiscountRule(row, await digitsOf(deps.db, siteId), deps.clock());
}

/**
 * Updates a rule: `revision` must be the stored one (409 otherwise); the fields given replace the stored ones and the
 * result is checked as a whole. The revision goes up by one.
 */
export async function updateDiscountRule(deps: DiscountRuleDeps, siteId: string, id: string, changes: DiscountRuleInput): Promise<WireDiscountRule> {
  if (changes.revision === undefined || changes.revision === null) {
    const violations = new Violations();
    violations.add('discountRule.revision', 'is required: the revision of the rule as last read', 'REQUIRED_FIELD');
    violations.throwIfAny();
  }
  const digits = await digitsOf(deps.db, siteId);
  const now = deps.clock();
  return inTransaction(deps.db, async (trx) => {
    const stored = await lockRule(trx, siteId, id);
    if (String(changes.revision) !== String(stored.revision)) throw revisionMismatch(id, String(changes.revision), String(stored.revision));
    const current = wireDiscountRule(stored, digits, now);
    const merged: DiscountRuleInput = {
      name: changes.name ?? current.name,
      active: changes.active ?? current.active,
      ...(changes.trigger !== undefined
        ? changes.trigger
          ? { trigger: changes.trigger }
          : {}
        : current.trigger
          ? { trigger: current.trigger as DiscountRuleInput['trigger'] }
          : {}),
      ...(changes.activeTimeInfo !== undefined
        ? changes.activeTimeInfo
          ? { activeTimeInfo: changes.activeTimeInfo }
          : {}
        : current.activeTimeInfo
          ? { activeTimeInfo: current.activeTimeInfo }
          : {}),
      discounts: (changes.discounts ?? current.discounts) as DiscountRuleInput['discounts'],
    };
    const values = await discountRuleValues(trx, siteId, merged, digits);
    const row = await trx
      .updateTable('merchant_discounts')
      .set({ ...values, revision: sql<number>`revision + 1`, updated_at: now })
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return wireDiscountRule(row, digits, now);
  });
}

/** Deletes a rule; 404 when the site has none. */
export async function deleteDiscountRule(deps: DiscountRuleDeps, siteId: string, id: string): Promise<void> {
  const result = UUID.test(id)
    ? await deps.db.deleteFrom('merchant_discounts').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!result || result.numDeletedRows === 0n) throw discountRuleNotFound(id);
}

/** Query Discount Rules: filter and sort by the fields Wix documents, offset paging (default 50, at most 100). */
export async function queryDiscountRules(deps: DiscountRuleDeps, siteId: string, query: PlatformQueryInput | undefined): Promise<QueryDiscountRulesResponse> {
  const now = deps.clock();
  const filter = parseFilter(query?.filter, DISCOUNT_RULE_FILTER_FIELDS, { path: 'query.filter' });
  const keys = parseSort(query?.sort, DISCOUNT_RULE_SORT_FIELDS, 'merchant_discounts.id', [{ column: 'merchant_discounts.position', direction: 'asc' }]);
  const page = pageOfQuery(query);
  let base = deps.db.selectFrom('merchant_discounts').where('merchant_discounts.site_id', '=', siteId);
  if (filter) base = base.where((eb) => buildFilter(eb, filter, DISCOUNT_RULE_FILTER_FIELDS));
  let rowsQuery = base.selectAll('merchant_discounts');
  for (const key of keys) rowsQuery = rowsQuery.orderBy(sql.ref(key.column), key.direction);
  const [rows, counted, digits] = await Promise.all([
    rowsQuery.limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    digitsOf(deps.db, siteId),
  ]);
  return {
    discountRules: rows.map((row) => wireDiscountRule(row, digits, now)),
    pagingMetadata: { count: rows.length, offset: page.offset, total: Number(counted.n), tooManyToCount: false },
  };
}

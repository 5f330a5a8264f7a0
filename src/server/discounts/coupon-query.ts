// Query Coupons: the filterable and sortable fields Wix documents for coupons, as SQL over the coupons table.
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ConditionBuilder, FilterField } from '../query/filter-builder.js';
import { escapeLike } from '../query/filter-builder.js';
import type { SortField } from '../query/sorting.js';

const text = (column: string, nullable = false): FilterField => ({
  kind: 'string',
  column,
  nullable,
  operators: ['$eq', '$ne', '$in', '$hasSome', '$contains', '$startsWith'],
});
const bool = (column: string): FilterField => ({ kind: 'boolean', column });

/** `expired`: an expiration time at or before `now`. */
function expiredCondition(now: Date): ConditionBuilder {
  return (eb: ExpressionBuilder<any, any>, operator, value) => {
    const expired = eb.and([eb('coupons.expires_at', 'is not', null), eb('coupons.expires_at', '<=', now)]);
    if (operator === '$exists') return eb.lit(value === true);
    const wanted = operator === '$ne' ? value !== true : value === true;
    return wanted ? expired : eb.not(expired);
  };
}

/** `scope.group.name`: `product` or `collection` (none for coupons of every product). */
const groupNameCondition: ConditionBuilder = (eb, operator, value) => {
  const scopes = (Array.isArray(value) ? value : [value]).map((v) =>
    v === 'product' ? 'PRODUCTS' : v === 'collection' ? 'COLLECTIONS' : `unknown:${String(v)}`,
  );
  if (operator === '$exists') return value === true ? eb('coupons.scope', '<>', 'ALL') : eb('coupons.scope', '=', 'ALL');
  const matches = eb('coupons.scope', 'in', scopes);
  return operator === '$ne' ? eb.not(matches) : matches;
};

/** `scope.group.entityId`: the product or collection id. */
const entityIdCondition: ConditionBuilder = (eb, operator, value) => {
  const ids = (Array.isArray(value) ? value : [value]).map(String);
  if (operator === '$exists') return value === true ? eb('coupons.scope', '<>', 'ALL') : eb('coupons.scope', '=', 'ALL');
  if (operator === '$startsWith' || operator === '$contains') {
    const text = escapeLike(ids[0] ?? '');
    const pattern = operator === '$startsWith' ? `${text}%` : `%${text}%`;
    return sql<SqlBool>`exists (select 1 from unnest(coupons.scope_ids) as s(id) where s.id like ${pattern})`;
  }
  const overlaps = sql<SqlBool>`coupons.scope_ids && ${ids}::text[]`;
  return operator === '$ne' ? eb.not(overlaps) : overlaps;
};

/** Filterable coupon fields by wire name (`scope.*` also under `specification.`); `now` decides `expired`. */
export function couponFilterFields(now: Date): Readonly<Record<string, FilterField>> {
  const groupName: FilterField = { kind: 'string', operators: ['$eq', '$ne', '$in', '$hasSome', '$exists'], build: groupNameCondition };
  const entityId: FilterField = {
    kind: 'string',
    operators: ['$eq', '$ne', '$in', '$hasSome', '$startsWith', '$contains', '$exists'],
    build: entityIdCondition,
  };
  return {
    id: text('coupons.id'),
    dateCreated: { kind: 'date', column: 'coupons.created_at' },
    expired: { kind: 'boolean', build: expiredCondition(now) },
    'specification.active': bool('coupons.active'),
    'specification.name': text('coupons.name'),
    'specification.code': text('coupons.code'),
    'specification.usageLimit': { kind: 'integer', column: 'coupons.usage_limit', nullable: true },
    'specification.limitedToOneItem': bool('coupons.limited_to_one_item'),
    'scope.namespace': { kind: 'enum', values: ['stores'], build: (eb, operator, value) => eb.lit(operator === '$ne' ? value !== 'stores' : true) },
    'scope.group.name': groupName,
    'specification.scope.group.name': groupName,
    'scope.group.entityId': entityId,
    'specification.scope.group.entityId': entityId,
  };
}

/** Sortable coupon fields by wire name. */
export const COUPON_SORT_FIELDS: Readonly<Record<string, SortField>> = {
  id: { column: 'coupons.id', unique: true },
  dateCreated: { column: 'coupons.created_at' },
  'specification.name': { column: 'coupons.name' },
  'specification.code': { column: 'coupons.code' },
  'specification.usageLimit': { column: 'coupons.usage_limit' },
};

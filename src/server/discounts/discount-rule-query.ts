// Query Discount Rules: the filterable and sortable fields Wix documents, as SQL over the merchant_discounts table.
import type { FilterField } from '../query/filter-builder.js';
import type { SortField } from '../query/sorting.js';

const created: FilterField = { kind: 'date', column: 'merchant_discounts.created_at' };
const updated: FilterField = { kind: 'date', column: 'merchant_discounts.updated_at' };
const start: FilterField = { kind: 'date', column: 'merchant_discounts.starts_at', nullable: true };
const end: FilterField = { kind: 'date', column: 'merchant_discounts.ends_at', nullable: true };

/** Filterable discount rule fields by wire name (camelCase and the snake_case names Wix's reference lists). */
export const DISCOUNT_RULE_FILTER_FIELDS: Readonly<Record<string, FilterField>> = {
  id: { kind: 'string', column: 'merchant_discounts.id' },
  name: { kind: 'string', column: 'merchant_discounts.name' },
  active: { kind: 'boolean', column: 'merchant_discounts.active' },
  revision: { kind: 'integer', column: 'merchant_discounts.revision' },
  createdDate: created,
  created_date: created,
  updatedDate: updated,
  updated_date: updated,
  'activeTimeInfo.start': start,
  'active_time_info.start': start,
  'activeTimeInfo.end': end,
  'active_time_info.end': end,
};

/** Sortable discount rule fields by wire name. */
export const DISCOUNT_RULE_SORT_FIELDS: Readonly<Record<string, SortField>> = {
  id: { column: 'merchant_discounts.id', unique: true },
  name: { column: 'merchant_discounts.name' },
  createdDate: { column: 'merchant_discounts.created_at' },
  created_date: { column: 'merchant_discounts.created_at' },
  updatedDate: { column: 'merchant_discounts.updated_at' },
  updated_date: { column: 'merchant_discounts.updated_at' },
  'activeTimeInfo.start': { column: 'merchant_discounts.starts_at' },
  'activeTimeInfo.end': { column: 'merchant_discounts.ends_at' },
};

// Turns a checked filter tree into a Kysely where-expression; every leaf is two-valued (never NULL), so $not is exact.
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { ownEntry } from '../own-entry.js';
import type { FilterFieldSpec, FilterNode, FilterOperator, FilterScalar } from './filter-parser.js';

/** Builds the condition of one operator on a field whose SQL is not a plain column. */
export type ConditionBuilder = (eb: ExpressionBuilder<any, any>, operator: FilterOperator, value: FilterScalar | null | FilterScalar[]) => Expression<SqlBool>;

/** A filterable field: what the parser checks and the SQL it becomes. */
export interface FilterField extends FilterFieldSpec {
  /** Qualified column, e.g. `products.price`. */
  column?: string;
  /** An SQL expression compared like a column, for a value computed from columns (a name joined from JSON parts). */
  expression?: (eb: ExpressionBuilder<any, any>) => Expression<unknown>;
  /** The column may be NULL. @default false */
  nullable?: boolean;
  /** Custom SQL for fields that are not one column (set membership). */
  build?: ConditionBuilder;
}

/** `%` and `_` are literal in a LIKE pattern once escaped (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function columnCondition(
  eb: ExpressionBuilder<any, any>,
  field: FilterField,
  operator: FilterOperator,
  value: FilterScalar | null | FilterScalar[],
): Expression<SqlBool> {
  const column = field.expression ? field.expression(eb) : eb.ref(field.column as string);
  const nullable = field.nullable ?? false;
  // A comparison on a nullable column is guarded so that it is false, not NULL, for a NULL value.
  const guarded = (condition: Expression<SqlBool>) => (nullable ? eb.and([eb(column, 'is not', null), condition]) : condition);
  switch (operator) {
    case '$exists':
      return nullable ? eb(column, value ? 'is not' : 'is', null) : eb.lit(value === true);
    case '$eq':
      return value === null ? (nullable ? eb(column, 'is', null) : eb.lit(false)) : guarded(eb(column, '=', value));
    case '$ne':
      return value === null ? (nullable ? eb(column, 'is not', null) : eb.lit(true)) : eb.not(guarded(eb(column, '=', value)));
    case '$gt':
      return guarded(eb(column, '>', value));
    case '$gte':
      return guarded(eb(column, '>=', value));
    case '$lt':
      return guarded(eb(column, '<', value));
    case '$lte':
      return guarded(eb(column, '<=', value));
    case '$in':
    case '$hasSome':
      return Array.isArray(value) && value.length > 0 ? guarded(eb(column, 'in', value)) : eb.lit(false);
    case '$hasAll':
      // On a single value: it must equal every listed value.
      return Array.isArray(value) && value.length > 0 ? eb.and(value.map((v) => guarded(eb(column, '=', v)))) : eb.lit(true);
    case '$startsWith':
      return guarded(eb(column, 'ilike', `${escapeLike(String(value))}%`));
    case '$contains':
      return guarded(eb(column, 'ilike', `%${escapeLike(String(value))}%`));
  }
}

/** The where-expression of a checked filter over the given fields. */
export function buildFilter(eb: ExpressionBuilder<any, any>, node: FilterNode, fields: Readonly<Record<string, FilterField>>): Expression<SqlBool> {
  switch (node.kind) {
    case 'and':
      return node.nodes.length === 0 ? eb.lit(true) : eb.and(node.nodes.map((n) => buildFilter(eb, n, fields)));
    case 'or':
      return node.nodes.length === 0 ? eb.lit(false) : eb.or(node.nodes.map((n) => buildFilter(eb, n, fields)));
    case 'not':
      return eb.not(buildFilter(eb, node.node, fields));
    case 'condition': {
      const field = ownEntry(fields, node.field);
      if (!field) throw new Error(`filter field ${node.field} has no SQL`);
      return field.build ? field.build(eb, node.operator, node.value) : columnCondition(eb, field, node.operator, node.value);
    }
  }
}

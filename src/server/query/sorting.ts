// Sort keys of a query: checked against the sortable fields, with the id as the last tie-breaker.
import type { FieldViolation } from '../../wire/errors.js';
import { validationError } from '../http/http-error.js';
import { ownEntry } from '../own-entry.js';

/** A sortable field. */
export interface SortField {
  /** Qualified column, e.g. `products.price`. */
  column: string;
  /** No two rows of a site share a value, so no tie-breaker is needed after it. @default false */
  unique?: boolean;
}

/** One checked sort key. */
export interface SortKey {
  column: string;
  direction: 'asc' | 'desc';
}

/** A sort entry as requests carry it. */
export interface SortInput {
  fieldName: string;
  order?: string;
}

/**
 * The sort keys of a request, then the tie-breaker columns (in the last key's direction, so one index on
 * `(site, column, id)` serves the whole order forwards or backwards); unknown fields are violations.
 */
export function parseSort(
  sort: readonly SortInput[] | undefined,
  fields: Readonly<Record<string, SortField>>,
  tieBreaker: string | readonly string[],
  defaults: readonly SortKey[],
  path = 'query.sort',
): SortKey[] {
  const violations: FieldViolation[] = [];
  const keys: SortKey[] = [];
  for (const [index, entry] of (sort ?? []).entries()) {
    const field = ownEntry(fields, entry.fieldName);
    if (!field) {
      violations.push({
        field: `${path}[${index}].fieldName`,
        description: `is not a field that can be sorted; fields: ${Object.keys(fields).join(', ')}`,
        violatedRule: 'INVALID_ENUM_VALUE',
        ruleName: 'INVALID_ENUM_VALUE',
        data: { allowed: Object.keys(fields) },
      });
      continue;
    }
    keys.push({ column: field.column, direction: entry.order?.toUpperCase() === 'DESC' ? 'desc' : 'asc' });
  }
  if (violations.length > 0) throw validationError(violations);
  const ordered = keys.length > 0 ? keys : [...defaults];
  const last = ordered.at(-1);
  const breakers = typeof tieBreaker === 'string' ? [tieBreaker] : tieBreaker;
  const lastIsUnique =
    last !== undefined && ((breakers.length === 1 && last.column === breakers[0]) || Object.values(fields).some((f) => f.unique && f.column === last.column));
  if (!lastIsUnique) for (const column of breakers) ordered.push({ column, direction: last?.direction ?? 'asc' });
  return ordered;
}

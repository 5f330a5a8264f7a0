// The older v1 query form: filter and sort as JSON strings (`"[{\"numericId\": \"asc\"}]"`).
import { Type } from 'typebox';
import { fieldError } from '../http/http-error.js';
import { refuseBadInput } from '../http/input-text.js';
import { PagingSchema } from './paging.js';
import type { SortInput } from './sorting.js';

/** `{filter?: string, sort?: string, paging?}` of the v1 query calls. */
export const LegacyQuerySchema = Type.Object(
  {
    filter: Type.Optional(Type.Union([Type.String({ maxLength: 64_000 }), Type.Null()])),
    sort: Type.Optional(Type.Union([Type.String({ maxLength: 4_000 }), Type.Null()])),
    paging: Type.Optional(PagingSchema),
  },
  { additionalProperties: false },
);

/** The filter of a v1 query: its JSON string parsed (the filter parser checks the rest). */
export function legacyFilter(filter: string | null | undefined, path = 'query.filter'): unknown {
  if (!filter) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(filter);
  } catch {
    throw fieldError(path, 'must be a JSON object in a string', 'FORMAT');
  }
  // JSON inside a string: escapes such as \ud800 only appear once it is parsed.
  refuseBadInput(parsed, path);
  return parsed;
}

/** The sort of a v1 query: `[{"price": "asc"}, {"name": "desc"}]` (a JSON string) as sort entries. */
export function legacySort(sort: string | null | undefined, path = 'query.sort'): SortInput[] {
  if (!sort) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(sort);
  } catch {
    throw fieldError(path, 'must be a JSON array in a string, like [{"price": "asc"}]', 'FORMAT');
  }
  refuseBadInput(parsed, path);
  const entries = Array.isArray(parsed) ? parsed : [parsed];
  return entries.map((entry, index) => {
    const pairs = entry !== null && typeof entry === 'object' ? Object.entries(entry as Record<string, unknown>) : [];
    const [pair] = pairs;
    if (pairs.length !== 1 || !pair || typeof pair[1] !== 'string' || !/^(asc|desc)$/i.test(pair[1])) {
      throw fieldError(`${path}[${index}]`, 'must be an object with one field name and "asc" or "desc"', 'FORMAT');
    }
    return { fieldName: pair[0], order: pair[1].toUpperCase() };
  });
}

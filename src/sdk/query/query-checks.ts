// Argument checks of the query builder's operators, run before any request, with the messages of SPEC §5.
import { ToteError } from '../core/errors.js';

/** Names of the types a query argument may have, as messages spell them. */
export type ArgType = 'String' | 'Number' | 'Boolean' | 'Date';

/** `[Number]`, `[Date]`, `[null]`, ...: how a message names a value's type. */
export function typeName(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'Array';
  if (value instanceof Date) return 'Date';
  const type = typeof value;
  return type[0]!.toUpperCase() + type.slice(1);
}

function invalid(message: string): ToteError {
  return new ToteError('INVALID_QUERY', message);
}

/** `A`, `A or B`, `A, B or C`. */
function listOf(types: readonly string[]): string {
  return types.length === 1 ? types[0]! : `${types.slice(0, -1).join(', ')} or ${types[types.length - 1]}`;
}

/** Throws `Invalid .op usage. .op requires N parameters.` unless the call had `count` arguments (or at least `count` when `atLeast`). */
export function checkArity(operator: string, given: number, count: number, atLeast = false): void {
  if (atLeast ? given < count : given !== count) {
    throw invalid(`Invalid .${operator} usage. .${operator} requires ${atLeast ? 'at least ' : ''}${count} parameter${count === 1 ? '' : 's'}.`);
  }
}

/** Throws `Invalid .op parameter value [T]. .op parameter must be a String, Number or Date.` unless the value has one of the types. */
export function checkType(operator: string, value: unknown, types: readonly ArgType[] | readonly string[]): void {
  if (!(types as readonly string[]).includes(typeName(value))) {
    const list = listOf(types);
    throw invalid(`Invalid .${operator} parameter value [${typeName(value)}]. .${operator} parameter must be ${/^[AEIOU]/.test(list) ? 'an' : 'a'} ${list}.`);
  }
}

/** Field names must be strings. */
export function checkField(operator: string, field: unknown): void {
  checkType(operator, field, ['String']);
}

/** Paging numbers (limit, skip) must be whole numbers of at least 0. */
export function checkCount(operator: string, value: unknown): void {
  checkType(operator, value, ['Number']);
  if (!Number.isInteger(value) || (value as number) < 0) {
    throw invalid(`Invalid .${operator} parameter value [${String(value)}]. .${operator} parameter must be a non-negative integer.`);
  }
}

/** Logical operators need another query of the same kind. */
export function checkQuery(operator: string, value: unknown, isQuery: boolean): void {
  if (!isQuery) throw invalid(`Invalid .${operator} parameter value [${typeName(value)}]. .${operator} parameter must be a Query.`);
}

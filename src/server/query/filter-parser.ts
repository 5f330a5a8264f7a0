// Parses a Wix query filter (JSON) against a table of fields into a checked tree; every mistake is a field violation.
import type { FieldViolation } from '../../wire/errors.js';
import { validationError } from '../http/http-error.js';
import { decimalToScaled } from '../money.js';
import { ownEntry } from '../own-entry.js';

/** Comparison operators of the Wix query language. */
export const FILTER_OPERATORS = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$hasSome', '$hasAll', '$startsWith', '$contains', '$exists'] as const;

/** One comparison operator. */
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Value kinds of filterable fields. */
export type FieldKind = 'string' | 'integer' | 'money' | 'boolean' | 'date' | 'enum' | 'set';

/** A field that can be filtered: its kind and the operators it takes. */
export interface FilterFieldSpec {
  kind: FieldKind;
  /** Operators allowed on the field. @default the kind's operators */
  operators?: readonly FilterOperator[];
  /** Allowed values of an `enum` field. */
  values?: readonly string[];
}

/** A checked value, converted for SQL: money in minor units, dates as Date. */
export type FilterScalar = string | number | boolean | Date;

/** A checked filter. */
export type FilterNode =
  | { kind: 'and'; nodes: FilterNode[] }
  | { kind: 'or'; nodes: FilterNode[] }
  | { kind: 'not'; node: FilterNode }
  | { kind: 'condition'; field: string; operator: FilterOperator; value: FilterScalar | null | FilterScalar[] };

/** What parsing needs to know beside the fields. */
export interface FilterParseOptions {
  /** JSON path of the filter in the request, for violations. @default 'query.filter' */
  path?: string;
  /** Decimal digits of the currency, for money fields. @default 2 */
  currencyDigits?: number;
}

const OPERATORS_BY_KIND: Record<FieldKind, readonly FilterOperator[]> = {
  string: ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$hasSome', '$startsWith', '$contains', '$exists'],
  integer: ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$hasSome', '$exists'],
  money: ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$hasSome', '$exists'],
  date: ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$hasSome', '$exists'],
  boolean: ['$eq', '$ne', '$exists'],
  enum: ['$eq', '$ne', '$in', '$hasSome', '$exists'],
  set: ['$eq', '$in', '$hasSome', '$hasAll', '$exists'],
};

const TYPE_NAMES: Record<FieldKind, string> = {
  string: 'String',
  integer: 'Number',
  money: 'Number',
  date: 'Date',
  boolean: 'Boolean',
  enum: 'String',
  set: 'String',
};

/** Most conditions one filter may have. */
const MAX_CONDITIONS = 100;
/** Deepest nesting of `$and`/`$or`/`$not`. */
const MAX_DEPTH = 8;
/** Most values of one `$in`/`$hasSome`/`$hasAll`. */
const MAX_VALUES = 1000;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

class FilterParser {
  readonly violations: FieldViolation[] = [];
  #conditions = 0;

  constructor(
    private readonly fields: Readonly<Record<string, FilterFieldSpec>>,
    private readonly digits: number,
  ) {}

  violate(field: string, description: string, violatedRule: FieldViolation['violatedRule'], data?: Record<string, unknown>): undefined {
    this.violations.push({ field, description, violatedRule, ruleName: violatedRule, ...(data ? { data } : {}) });
    return undefined;
  }

  /** A filter object: its keys are ANDed. */
  object(filter: unknown, path: string, depth: number, prefix = ''): FilterNode | undefined {
    if (!isPlainObject(filter)) return this.violate(path, 'must be an object', 'FORMAT');
    if (depth > MAX_DEPTH) return this.violate(path, `must not nest deeper than ${MAX_DEPTH} levels`, 'MAX');
    const nodes: FilterNode[] = [];
    for (const [key, value] of Object.entries(filter)) {
      const node = this.entry(key, value, path, depth, prefix);
      if (node) nodes.push(node);
    }
    return nodes.length === 1 ? nodes[0] : { kind: 'and', nodes };
  }

  entry(key: string, value: unknown, path: string, depth: number, prefix: string): FilterNode | undefined {
    if (key === '$and' || key === '$or') {
      const at = `${path}.${key}`;
      if (!Array.isArray(value)) return this.violate(at, `${key} must be an array of filters`, 'FORMAT');
      const nodes = value.map((item, i) => this.object(item, `${at}[${i}]`, depth + 1, prefix)).filter((n): n is FilterNode => n !== undefined);
      return { kind: key === '$and' ? 'and' : 'or', nodes };
    }
    if (key === '$not') {
      const node = this.object(value, `${path}.$not`, depth + 1, prefix);
      return node && { kind: 'not', node };
    }
    if (key.startsWith('$')) {
      return this.violate(`${path}.${key}`, `is not a known operator here; use a field name, $and, $or or $not`, 'FIELD_NOT_ALLOWED');
    }
    const field = prefix + key;
    const at = `${path}.${key}`;
    const spec = ownEntry(this.fields, field);
    if (!spec) {
      // `{ priceData: { price: { $gt: 1 } } }` is the nested form of `{ "priceData.price": { $gt: 1 } }`.
      const nested = isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => !k.startsWith('$'));
      if (nested && Object.keys(this.fields).some((name) => name.startsWith(`${field}.`))) return this.object(value, at, depth + 1, `${field}.`);
      return this.violate(at, `is not a field that can be filtered; fields: ${Object.keys(this.fields).join(', ')}`, 'FIELD_NOT_ALLOWED');
    }
    const isDateValue = isPlainObject(value) && Object.keys(value).length === 1 && typeof value.$date === 'string';
    if (!isPlainObject(value) || isDateValue || Object.keys(value).length === 0 || !Object.keys(value).every((k) => k.startsWith('$'))) {
      // A bare value means $eq.
      return this.condition(field, spec, '$eq', value, at);
    }
    const nodes: FilterNode[] = [];
    for (const [operator, operand] of Object.entries(value)) {
      const node = this.condition(field, spec, operator, operand, at);
      if (node) nodes.push(node);
    }
    return nodes.length === 1 ? nodes[0] : { kind: 'and', nodes };
  }

  condition(field: string, spec: FilterFieldSpec, operator: string, operand: unknown, at: string): FilterNode | undefined {
    const allowed = spec.operators ?? OPERATORS_BY_KIND[spec.kind];
    if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) {
      return this.violate(at, `uses an unknown operator ${operator}; operators: ${allowed.join(', ')}`, 'INVALID_ENUM_VALUE', { operator, allowed });
    }
    const op = operator as FilterOperator;
    if (!allowed.includes(op)) {
      return this.violate(at, `does not support ${op}; operators: ${allowed.join(', ')}`, 'INVALID_ENUM_VALUE', { operator, allowed });
    }
    if (++this.#conditions > MAX_CONDITIONS) return this.violate(at, `the filter must have at most ${MAX_CONDITIONS} conditions`, 'MAX');
    const invalid = (expected: string) => {
      const values = Array.isArray(operand) ? operand : [operand];
      const tooPrecise =
        spec.kind === 'money' &&
        values.length > 0 &&
        values.every((v) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())));
      if (tooPrecise)
        return this.violate(at, `${op} takes amounts with at most ${this.digits} decimals`, 'DECIMAL_MAX_SCALE', { operator: op, maxScale: this.digits });
      return this.violate(at, `Invalid ${op} parameter value [${typeOf(operand)}]. ${op} parameter must be ${expected}.`, 'FORMAT', { operator: op });
    };
    switch (op) {
      case '$exists':
        return typeof operand === 'boolean' ? { kind: 'condition', field, operator: op, value: operand } : invalid('a Boolean');
      case '$in':
      case '$hasSome':
      case '$hasAll': {
        if (!Array.isArray(operand)) return invalid(`an Array of ${TYPE_NAMES[spec.kind]}`);
        if (operand.length > MAX_VALUES) return this.violate(at, `${op} takes at most ${MAX_VALUES} values`, 'MAX_SIZE');
        const values: FilterScalar[] = [];
        for (const item of operand) {
          const converted = this.scalar(spec, item);
          if (converted === undefined) return invalid(`an Array of ${TYPE_NAMES[spec.kind]}`);
          values.push(converted);
        }
        return { kind: 'condition', field, operator: op, value: values };
      }
      case '$startsWith':
      case '$contains':
        return typeof operand === 'string' && !operand.includes('\0') ? { kind: 'condition', field, operator: op, value: operand } : invalid('a String');
      case '$eq':
      case '$ne': {
        if (operand === null) return { kind: 'condition', field, operator: op, value: null };
        const converted = this.scalar(spec, operand);
        return converted === undefined ? invalid(`a ${TYPE_NAMES[spec.kind]}`) : { kind: 'condition', field, operator: op, value: converted };
      }
      default: {
        const converted = spec.kind === 'boolean' ? undefined : this.scalar(spec, operand);
        return converted === undefined ? invalid(`a ${TYPE_NAMES[spec.kind]}`) : { kind: 'condition', field, operator: op, value: converted };
      }
    }
  }

  /** Checks and converts one value of a field's kind; undefined when it does not fit. */
  scalar(spec: FilterFieldSpec, value: unknown): FilterScalar | undefined {
    switch (spec.kind) {
      case 'string':
      case 'set':
        return typeof value === 'string' && !value.includes('\0') ? value : undefined;
      case 'enum':
        return typeof value === 'string' && (spec.values ?? []).includes(value) ? value : undefined;
      case 'boolean':
        return typeof value === 'boolean' ? value : undefined;
      case 'integer': {
        const number = typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
        return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
      }
      case 'money':
        return typeof value === 'number' || typeof value === 'string' ? decimalToScaled(value, this.digits) : undefined;
      case 'date': {
        const text = isPlainObject(value) && typeof value.$date === 'string' ? value.$date : value;
        if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
        const date = new Date(text);
        const year = date.getUTCFullYear();
        return Number.isNaN(date.getTime()) || year < 1 || year > 9999 ? undefined : date;
      }
    }
  }
}

/**
 * Parses a filter; throws one validation error with every violation, each naming its JSON path
 * (`query.filter.price`, `query.filter.$or[1].name`). An absent or empty filter matches everything.
 */
export function parseFilter(filter: unknown, fields: Readonly<Record<string, FilterFieldSpec>>, options: FilterParseOptions = {}): FilterNode | undefined {
  if (filter === undefined || filter === null) return undefined;
  const path = options.path ?? 'query.filter';
  const parser = new FilterParser(fields, options.currencyDigits ?? 2);
  const node = parser.object(filter, path, 0);
  if (parser.violations.length > 0) throw validationError(parser.violations);
  if (node && node.kind === 'and' && node.nodes.length === 0) return undefined;
  return node;
}

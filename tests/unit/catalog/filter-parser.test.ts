// The filter parser: Wix filter JSON → a checked tree with values converted for SQL, or field violations.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/server/http/http-error.js';
import { parseFilter, type FilterFieldSpec } from '../../../src/server/query/filter-parser.js';

const FIELDS: Record<string, FilterFieldSpec> = {
  name: { kind: 'string' },
  price: { kind: 'money' },
  'priceData.price': { kind: 'money' },
  visible: { kind: 'boolean' },
  numericId: { kind: 'integer' },
  createdDate: { kind: 'date' },
  productType: { kind: 'enum', values: ['physical', 'digital'] },
  collectionIds: { kind: 'set' },
};

function violations(filter: unknown): { field: string; violatedRule: string; description: string }[] {
  try {
    parseFilter(filter, FIELDS);
  } catch (error) {
    if (error instanceof HttpError) return error.body.details.validationError?.fieldViolations as never;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('parseFilter', () => {
  it('reads bare values as $eq and ANDs the keys of an object', () => {
    expect(parseFilter({ name: 'Tee', visible: true }, FIELDS)).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'condition', field: 'name', operator: '$eq', value: 'Tee' },
        { kind: 'condition', field: 'visible', operator: '$eq', value: true },
      ],
    });
  });

  it('matches everything for an absent or empty filter', () => {
    expect(parseFilter(undefined, FIELDS)).toBeUndefined();
    expect(parseFilter(null, FIELDS)).toBeUndefined();
    expect(parseFilter({}, FIELDS)).toBeUndefined();
  });

  it('converts money to minor units exactly and rejects extra decimals', () => {
    expect(parseFilter({ price: { $gte: 12.5 } }, FIELDS, { currencyDigits: 2 })).toEqual({ kind: 'condition', field: 'price', operator: '$gte', value: 1250 });
    expect(parseFilter({ price: { $lt: '0.07' } }, FIELDS)).toMatchObject({ value: 7 });
    expect(parseFilter({ price: 1000 }, FIELDS, { currencyDigits: 0 })).toMatchObject({ value: 1000 });
    expect(violations({ price: { $lt: 0.001 } })[0]).toMatchObject({ field: 'query.filter.price', violatedRule: 'DECIMAL_MAX_SCALE' });
  });

  it('converts dates, accepts {$date} and numeric-id strings', () => {
    expect(parseFilter({ createdDate: { $gt: { $date: '2024-05-01T00:00:00Z' } } }, FIELDS)).toMatchObject({ value: new Date('2024-05-01T00:00:00Z') });
    expect(parseFilter({ numericId: { $in: ['12', 13] } }, FIELDS)).toMatchObject({ value: [12, 13] });
    expect(violations({ createdDate: 'soon' })[0]?.field).toBe('query.filter.createdDate');
  });

  it('reads the nested form of dotted field names', () => {
    expect(parseFilter({ priceData: { price: { $lt: 5 } } }, FIELDS)).toEqual({ kind: 'condition', field: 'priceData.price', operator: '$lt', value: 500 });
  });

  it('parses $and, $or and $not', () => {
    expect(parseFilter({ $or: [{ name: 'a' }, { $not: { visible: false } }] }, FIELDS)).toEqual({
      kind: 'or',
      nodes: [
        { kind: 'condition', field: 'name', operator: '$eq', value: 'a' },
        { kind: 'not', node: { kind: 'condition', field: 'visible', operator: '$eq', value: false } },
      ],
    });
  });

  it('reports every mistake at once, by JSON path and rule', () => {
    const found = violations({ colour: 'red', name: { $like: 'x' }, visible: { $gt: true }, productType: 'chair', $or: [{ price: 'x' }], $xor: 1 });
    expect(found.map((v) => [v.field, v.violatedRule])).toEqual([
      ['query.filter.$or[0].price', 'FORMAT'],
      ['query.filter.$xor', 'FIELD_NOT_ALLOWED'],
      ['query.filter.colour', 'FIELD_NOT_ALLOWED'],
      ['query.filter.name', 'INVALID_ENUM_VALUE'],
      ['query.filter.productType', 'FORMAT'],
      ['query.filter.visible', 'INVALID_ENUM_VALUE'],
    ]);
  });

  it('describes a wrong-typed value as the SDK does', () => {
    expect(violations({ name: { $startsWith: 1 } })[0]?.description).toBe(
      'Invalid $startsWith parameter value [number]. $startsWith parameter must be a String.',
    );
    expect(violations({ collectionIds: { $hasSome: 'a' } })[0]?.description).toBe(
      'Invalid $hasSome parameter value [string]. $hasSome parameter must be an Array of String.',
    );
  });

  it('bounds the size of a filter', () => {
    const deep = { $not: { $not: { $not: { $not: { $not: { $not: { $not: { $not: { $not: { name: 'x' } } } } } } } } } };
    expect(violations(deep)[0]?.violatedRule).toBe('MAX');
    expect(violations({ name: { $in: Array.from({ length: 1001 }, (_, i) => String(i)) } })[0]?.violatedRule).toBe('MAX_SIZE');
    expect(violations({ $or: Array.from({ length: 101 }, () => ({ name: 'x' })) }).some((v) => v.violatedRule === 'MAX')).toBe(true);
  });

  it('uses the path it is given', () => {
    try {
      parseFilter({ nope: 1 }, FIELDS, { path: 'filter' });
    } catch (error) {
      expect((error as HttpError).body.details.validationError?.fieldViolations[0]?.field).toBe('filter.nope');
    }
  });
});

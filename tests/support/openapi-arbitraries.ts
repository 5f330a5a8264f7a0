// fast-check arbitraries for requests read from an OpenAPI document: values that fit its schemas, and hostile ones that do not.
import fc from 'fast-check';

/** The subset of OpenAPI 3.0 schemas the store's document uses (TypeBox output through @fastify/swagger). */
export interface Schema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

/** Names of Object.prototype members: as keys, filter fields and sort fields they once found the prototype's. */
export const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'prototype'] as const;

/** Field names the store's queries know, so generated filters and sorts sometimes hit real columns. */
const FIELD_NAMES = [
  'id',
  'name',
  'slug',
  'price',
  'priceData.price',
  'numericId',
  'sku',
  'createdDate',
  'lastUpdated',
  'collections.id',
  'collectionIds',
  'productType',
  'visible',
  'number',
  'status',
];

/** Strings PostgreSQL, JSON or number parsing choke on. */
export const HOSTILE_STRINGS = [
  '\ud800',
  'a\udc00b',
  '\udbff\udbff',
  '\u0000',
  'x\u0000y',
  '',
  ' ',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '9007199254740993',
  '99999999999999999999.99',
  '0x10',
  '{}',
  '[]',
  'null',
  '%00',
  '%ED%A0%80',
  '../../etc/passwd',
  "'; drop table products; --",
  '\u202e\u200b',
  '😀'.repeat(50),
  'x'.repeat(5_000),
  ...PROTOTYPE_NAMES,
];

/** Numbers at and past the edges: 2^53, -0, the largest doubles, fractions of a cent. */
export const HOSTILE_NUMBERS = [
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  -0,
  0.1 + 0.2,
  1e-7,
  -1,
  0,
  1e21,
  999_999_999.99,
  10_000_000.01,
  4_294_967_296,
];

/** What generation draws ids and names from, besides random text. */
export interface Samples {
  /** Real ids, slugs and codes of the test data (products, variants, collections, cart lines, checkouts). */
  strings: readonly string[];
}

/** An object with own enumerable properties even for `__proto__`, so JSON.stringify writes every key. */
export function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

/** `{"a":{"a":...1}}` as a value, `depth` objects deep. */
export function deepValue(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Any hostile value: strings and numbers above, deep nesting, long arrays, wrong types, prototype keys. */
export function hostileValue(samples: Samples): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}) },
    { weight: 1, arbitrary: fc.constantFrom(40, 1_000).map(deepValue) },
    { weight: 1, arbitrary: fc.constantFrom(...samples.strings) },
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...HOSTILE_STRINGS, ...samples.strings), { minLength: 0, maxLength: 400 }) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES).map((key) => objectOf([[key, { $eq: 1 }]])) },
  );
}

/** A Wix query filter: real and prototype field names, known and unknown operators, nesting. */
export function filterValue(samples: Samples): fc.Arbitrary<unknown> {
  const field = fc.constantFrom(...FIELD_NAMES, ...PROTOTYPE_NAMES);
  const operand = fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, ...samples.strings, true, null),
    fc.array(fc.constantFrom('a', 1, ...samples.strings), { maxLength: 3 }),
  );
  const operator = fc.constantFrom(
    '$eq',
    '$ne',
    '$gt',
    '$lte',
    '$in',
    '$hasSome',
    '$hasAll',
    '$startsWith',
    '$contains',
    '$exists',
    '$regex',
    ...PROTOTYPE_NAMES,
  );
  const condition = fc
    .tuple(
      field,
      fc.oneof(
        operand,
        fc.tuple(operator, operand).map(([op, value]) => objectOf([[op, value]])),
      ),
    )
    .map(([name, value]) => objectOf([[name, value]]));
  return fc.oneof(
    { weight: 3, arbitrary: condition },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('$and', '$or', '$not', '$nor'), fc.array(condition, { maxLength: 3 }))
        .map(([op, items]) => objectOf([[op, op === '$not' ? (items[0] ?? {}) : items]])),
    },
    { weight: 1, arbitrary: hostileValue(samples) },
  );
}

/** A sort: real and prototype field names, in the platformized form. */
export function sortValue(): fc.Arbitrary<unknown> {
  return fc.array(fc.record({ fieldName: fc.constantFrom(...FIELD_NAMES, ...PROTOTYPE_NAMES), order: fc.constantFrom('ASC', 'DESC', 'asc', 'sideways') }), {
    maxLength: 3,
  });
}

function typesOf(schema: Schema): string[] {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return schema.nullable && !types.includes('null') ? [...types, 'null'] : types;
}

/** A string for a schema: mostly short text, sometimes a real id or a field name. */
function stringFor(schema: Schema, samples: Samples): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  return fc.oneof(
    { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 3, arbitrary: fc.constantFrom(...samples.strings) },
    { weight: 1, arbitrary: fc.constantFrom(...FIELD_NAMES, 'US', 'DE', 'WEB', 'a@b.co', 'https://example.com/x', '2024-01-01T00:00:00Z') },
  );
}

/**
 * Values for a schema. `hostility` is the weight of a hostile value against 10 for a fitting one, at every node
 * (0: fitting values only). Properties named `filter` and `sort` get query filters and sorts.
 */
export function valueFor(schema: Schema | undefined, samples: Samples, hostility: number, depth = 0): fc.Arbitrary<unknown> {
  const fitting = fittingValue(schema ?? {}, samples, hostility, depth);
  return hostility > 0 ? fc.oneof({ weight: 10, arbitrary: fitting }, { weight: hostility, arbitrary: hostileValue(samples) }) : fitting;
}

function fittingValue(schema: Schema, samples: Samples, hostility: number, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map((branch) => fittingValue(branch, samples, hostility, depth)));
  const types = typesOf(schema);
  if (types.length === 0) {
    // Free-form: any JSON, sometimes deep.
    return depth > 3 ? fc.constant({}) : fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(deepValue(50)));
  }
  return fc.oneof(...types.map((type) => valueOfType(type, schema, samples, hostility, depth)));
}

function valueOfType(type: string, schema: Schema, samples: Samples, hostility: number, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? -1_000;
      const max = schema.maximum ?? 100_000;
      return fc.oneof(fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }), fc.constantFrom(min, max));
    }
    case 'number': {
      const min = schema.minimum ?? -1_000;
      const max = schema.maximum ?? 1_000_000;
      return fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(min, max, Math.round((min + max) / 2)));
    }
    case 'string':
      return stringFor(schema, samples);
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const maxLength = Math.min(schema.maxItems ?? 3, 3);
      return fc.array(valueFor(schema.items, samples, hostility, depth + 1), { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
    }
    case 'object':
      return objectFor(schema, samples, hostility, depth);
    default:
      return fc.constant(null);
  }
}

function objectFor(schema: Schema, samples: Samples, hostility: number, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant({});
  const required = new Set(schema.required ?? []);
  const named = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const value =
      name === 'filter'
        ? filterValue(samples)
        : name === 'sort' && hostility > 0
          ? fc.oneof(sortValue(), valueFor(property, samples, hostility, depth + 1))
          : valueFor(property, samples, hostility, depth + 1);
    // Required fields are mostly present; missing ones are hostile too.
    const presence = required.has(name)
      ? hostility > 0
        ? fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) })
        : fc.constant(true)
      : fc.boolean();
    return fc.tuple(presence, value).map(([present, v]) => (present ? ([[name, v]] as [string, unknown][]) : []));
  });
  const extras =
    schema.additionalProperties === false && hostility === 0
      ? fc.constant([] as [string, unknown][])
      : fc.array(
          fc.tuple(
            fc.constantFrom(...PROTOTYPE_NAMES, 'extra', 'x'),
            typeof schema.additionalProperties === 'object'
              ? valueFor(schema.additionalProperties, samples, hostility, depth + 1)
              : fc.jsonValue({ maxDepth: 1 }),
          ),
          { maxLength: hostility > 0 ? 2 : 1 },
        );
  return fc.tuple(fc.tuple(...named), extras).map(([pairs, extra]) => objectOf([...pairs.flat(), ...extra]));
}

/** Paths of the leaves of a JSON value (strings and numbers), in document order. */
function leafPaths(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(value)) value.forEach((item, i) => leafPaths(item, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) leafPaths(item, [...path, key], out);
  else if (path.length > 0) out.push(path);
  return out;
}

/** A copy of `value` with the leaf at `path` replaced (objects rebuilt with {@link objectOf}, so `__proto__` keys stay keys). */
function replaceAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  return objectOf(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, key === head ? replaceAt(item, rest, replacement) : item] as const),
  );
}

/**
 * A fitting value with exactly one leaf made hostile: such a request passes every other check and takes its one bad
 * value as deep as it goes (to the database, the totals, the JSON columns).
 */
export function oneHostileLeaf(schema: Schema | undefined, samples: Samples): fc.Arbitrary<unknown> {
  const replacement = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS), fc.constant(deepValue(40)));
  return fc.tuple(valueFor(schema, samples, 0), fc.nat(), replacement).map(([value, pick, bad]) => {
    const leaves = leafPaths(value);
    return leaves.length === 0 ? value : replaceAt(value, leaves[pick % leaves.length]!, bad);
  });
}

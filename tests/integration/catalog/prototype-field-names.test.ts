// Filter and sort field names that are properties of Object.prototype (`constructor`, `__proto__`, ...) are unknown fields, not a 500.
import { describe, expect, it } from 'vitest';
import { encodeDotR } from '../../../src/server/http/dot-r.js';
import { CATALOG } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

const PROTOTYPE_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

/** The queries of the store: path, and the body holding a filter and a sort (`filter`/`sort` given). */
const QUERIES: { name: string; path: string; body: (filter: unknown, sort: unknown) => unknown; filterField: string; sortField: string }[] = [
  {
    name: 'products',
    path: `${CATALOG.read}/products/query-platformized`,
    body: (filter, sort) => ({ query: { filter, sort } }),
    filterField: 'query.filter',
    sortField: 'query.sort[0].fieldName',
  },
  {
    name: 'collections (v2)',
    path: '/v2/collections/query',
    body: (filter, sort) => ({ query: { filter, sort } }),
    filterField: 'query.filter',
    sortField: 'query.sort[0].fieldName',
  },
  {
    name: 'variants',
    path: `${CATALOG.read}/variants/query`,
    body: (filter, sort) => ({ query: { filter, sort } }),
    filterField: 'query.filter',
    sortField: 'query.sort[0].fieldName',
  },
  {
    name: 'orders',
    path: '/ecom/v1/orders/search',
    body: (filter, sort) => ({ search: { filter, sort } }),
    filterField: 'search.filter',
    sortField: 'search.sort[0].fieldName',
  },
  {
    name: 'collections (v1, JSON strings)',
    path: `${CATALOG.read}/collections/query`,
    body: (filter, sort) => ({
      query: {
        filter: filter === undefined ? null : JSON.stringify(filter),
        sort: sort === undefined ? null : `[${(sort as { fieldName: string }[]).map((s) => `{${JSON.stringify(s.fieldName)}:"asc"}`).join(',')}]`,
      },
    }),
    filterField: 'query.filter',
    sortField: 'query.sort[0].fieldName',
  },
];

describe('prototype names as query fields (issue 10: `this.fields[field]` found Object.prototype members)', () => {
  for (const query of QUERIES) {
    it(`answers ${query.name} filters on ${PROTOTYPE_NAMES.join(', ')} with an unknown-field violation`, async () => {
      const key = await t.merchantKey();
      for (const name of PROTOTYPE_NAMES) {
        // JSON text built by hand: `{ [name]: ... }` with __proto__ would set a prototype, not a key.
        const filter = JSON.parse(`{${JSON.stringify(name)}: "x"}`) as unknown;
        const response = await t.call('POST', query.path, { token: key, body: JSON.stringify(query.body(filter, undefined)) });
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
        // The JSON parser refuses a `__proto__` key of a body outright; in a v1 filter string it reaches the filter parser.
        if (name === '__proto__' && !query.name.includes('v1')) {
          expect(response.json().details.applicationError.code).toBe('INVALID_JSON');
          continue;
        }
        expect(response.json().details.validationError.fieldViolations[0], name).toMatchObject({
          field: `${query.filterField}.${name}`,
          violatedRule: 'FIELD_NOT_ALLOWED',
        });
      }
    });

    it(`answers ${query.name} sorts by ${PROTOTYPE_NAMES.join(', ')} with an unknown-field violation`, async () => {
      const key = await t.merchantKey();
      for (const name of PROTOTYPE_NAMES) {
        const response = await t.call('POST', query.path, { token: key, body: query.body(undefined, [{ fieldName: name, order: 'ASC' }]) });
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
        expect(response.json().details.validationError.fieldViolations[0], name).toMatchObject({ field: query.sortField, violatedRule: 'INVALID_ENUM_VALUE' });
      }
    });
  }

  it('answers the GET form (`.r`) of a product query sorted by constructor the same way', async () => {
    const response = await t.call(
      'GET',
      `${CATALOG.read}/products/query-platformized?.r=${encodeDotR({ query: { sort: [{ fieldName: 'constructor' }], filter: { valueOf: 1 } } })}`,
      { token: await t.visitorToken() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(
      expect.arrayContaining(['query.filter.valueOf']),
    );
  });
});

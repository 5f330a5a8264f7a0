// Bad catalog queries get 400 field violations in the wire format, never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, queryProducts, violatedFields } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let visitor: string;

beforeAll(async () => {
  visitor = await t.visitorToken();
});

async function rejects(query: Record<string, unknown>) {
  const response = await queryProducts(t, visitor, query);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.message).toMatch(/^INVALID_ARGUMENT: /);
  return body.details.validationError.fieldViolations as { field: string; description: string; violatedRule: string }[];
}

describe('filters the store cannot run', () => {
  it('names an unknown field as query.filter.<field>', async () => {
    const [violation] = await rejects({ filter: { colour: 'red' } });
    expect(violation).toMatchObject({ field: 'query.filter.colour', violatedRule: 'FIELD_NOT_ALLOWED' });
    expect(violation?.description).toContain('is not a field that can be filtered');
  });

  it('names an unknown operator', async () => {
    const [violation] = await rejects({ filter: { name: { $like: 'Tee%' } } });
    expect(violation).toMatchObject({ field: 'query.filter.name', violatedRule: 'INVALID_ENUM_VALUE' });
    expect(violation?.description).toContain('unknown operator $like');
  });

  it('refuses an operator the field does not take', async () => {
    const [violation] = await rejects({ filter: { visible: { $startsWith: 't' } } });
    expect(violation).toMatchObject({ field: 'query.filter.visible', violatedRule: 'INVALID_ENUM_VALUE' });
  });

  it('refuses a value of the wrong type in the words of the SDK', async () => {
    const [violation] = await rejects({ filter: { name: { $startsWith: 5 } } });
    expect(violation).toMatchObject({
      field: 'query.filter.name',
      violatedRule: 'FORMAT',
      description: 'Invalid $startsWith parameter value [number]. $startsWith parameter must be a String.',
    });
    expect((await rejects({ filter: { price: { $gt: 'cheap' } } }))[0]?.field).toBe('query.filter.price');
    expect((await rejects({ filter: { visible: 'yes' } }))[0]?.field).toBe('query.filter.visible');
    expect((await rejects({ filter: { slug: { $in: 'classic-tee' } } }))[0]?.description).toContain('must be an Array');
    expect((await rejects({ filter: { createdDate: { $gt: 'yesterday' } } }))[0]?.field).toBe('query.filter.createdDate');
    expect((await rejects({ filter: { productType: 'furniture' } }))[0]?.field).toBe('query.filter.productType');
    expect((await rejects({ filter: { ribbon: { $exists: 'yes' } } }))[0]?.description).toContain('must be a Boolean');
  });

  it('refuses an amount with more decimals than the currency has', async () => {
    const [violation] = await rejects({ filter: { price: { $lt: 10.001 } } });
    expect(violation).toMatchObject({ field: 'query.filter.price', violatedRule: 'DECIMAL_MAX_SCALE' });
  });

  it('names problems inside $and, $or and $not by their path, all at once', async () => {
    const violations = await rejects({ filter: { $or: [{ name: 'x' }, { size: 'M' }], $not: { price: { $gt: true } }, $and: 'nope' } });
    expect(violations.map((v) => v.field)).toEqual(['query.filter.$and', 'query.filter.$not.price', 'query.filter.$or[1].size']);
  });

  it('refuses NUL characters and dates the database cannot hold, instead of failing with a 500', async () => {
    const [nul] = await rejects({ filter: { name: 'Tee\u0000' } });
    expect(nul).toMatchObject({ field: 'query.filter.name', violatedRule: 'FORMAT', description: 'must not contain NUL characters' });
    expect((await rejects({ filter: { createdDate: { $gt: '0000-01-01T00:00:00Z' } } }))[0]?.field).toBe('query.filter.createdDate');
    const path = await t.call('GET', `${CATALOG.read}/products/abc%00`, { token: visitor });
    expect(path.statusCode).toBe(400);
    expect(violatedFields(path.json())).toEqual(['id']);
  });

  it('refuses a filter that is not an object', async () => {
    expect((await rejects({ filter: 'name = 1' }))[0]?.field).toBe('query.filter');
    expect((await rejects({ filter: { $nor: [] } }))[0]?.field).toBe('query.filter.$nor');
  });
});

describe('sorting and paging the store cannot do', () => {
  it('refuses an unknown sort field and an unknown order', async () => {
    expect((await rejects({ sort: [{ fieldName: 'colour' }] }))[0]).toMatchObject({ field: 'query.sort[0].fieldName', violatedRule: 'INVALID_ENUM_VALUE' });
    expect((await rejects({ sort: [{ fieldName: 'name', order: 'UP' }] }))[0]).toMatchObject({
      field: 'query.sort[0].order',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
  });

  it('refuses a page larger than 100 and a negative offset', async () => {
    expect((await rejects({ paging: { limit: 101 } }))[0]).toMatchObject({ field: 'query.paging.limit', violatedRule: 'MAX' });
    expect((await rejects({ paging: { offset: -1 } }))[0]).toMatchObject({ field: 'query.paging.offset', violatedRule: 'MIN' });
    expect((await rejects({ paging: { limit: '10' } }))[0]).toMatchObject({ field: 'query.paging.limit', violatedRule: 'FORMAT' });
  });

  it('refuses cursor paging with a cursor and unknown query fields', async () => {
    expect((await rejects({ cursorPaging: { cursor: 'abc' } }))[0]?.field).toBe('query.cursorPaging.cursor');
    expect((await rejects({ fliter: {} }))[0]).toMatchObject({ field: 'query.fliter', violatedRule: 'FIELD_NOT_ALLOWED' });
  });
});

describe('the .r parameter and the body', () => {
  it('refuses a .r that is not base64url JSON of an object', async () => {
    for (const value of ['%%%', 'bm90IGpzb24', 'WzEsMl0']) {
      const response = await t.call('GET', `${CATALOG.read}/products/query-platformized?.r=${value}`, { token: visitor });
      expect(response.statusCode, value).toBe(400);
      expect(violatedFields(response.json())).toEqual(['.r']);
    }
  });

  it('checks a GET query as strictly as a POST', async () => {
    const r = Buffer.from(JSON.stringify({ query: { filter: { colour: 'red' } } })).toString('base64url');
    const response = await t.call('GET', `${CATALOG.read}/products/query-platformized?.r=${r}`, { token: visitor });
    expect(response.statusCode).toBe(400);
    expect(violatedFields(response.json())).toEqual(['query.filter.colour']);
  });

  it('answers malformed JSON with INVALID_JSON', async () => {
    const response = await t.call('POST', `${CATALOG.read}/products/query-platformized`, { token: visitor, body: '{"query": {' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('INVALID_JSON');
  });

  it('refuses a v1 filter string that is not JSON', async () => {
    const response = await t.call('POST', `${CATALOG.read}/products/query`, { token: visitor, body: { query: { filter: '{name:' } } });
    expect(response.statusCode).toBe(400);
    expect(violatedFields(response.json())).toEqual(['query.filter']);
    const sort = await t.call('POST', `${CATALOG.read}/products/query`, { token: visitor, body: { query: { sort: '[{"price":"up"}]' } } });
    expect(violatedFields(sort.json())).toEqual(['query.sort[0]']);
  });

  it('asks for a credential before it looks at the query', async () => {
    const response = await t.call('POST', `${CATALOG.read}/products/query-platformized`, { body: { query: { filter: { colour: 'red' } } } });
    expect(response.statusCode).toBe(401);
  });
});

// GraphQL refusals: bad documents, bad variables, too deep, too costly, too large and unauthorised, each with its code; introspection works within the same limits.
import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_COST, MAX_DEPTH, MAX_QUERY_LENGTH, MAX_QUERY_TOKENS, MAX_TYPE_REF_DEPTH } from '../../../src/server/graphql/limits.js';
import { errorCodes, gql } from '../../support/graphql-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

describe('documents and variables', () => {
  it('refuses an unknown field before running anything, with GRAPHQL_VALIDATION_FAILED and no data', async () => {
    const { response, body } = await gql(t, await t.visitorToken(), `{ storesProductsV1Products { items { id colour } } }`);
    expect(response.statusCode).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      expect.objectContaining({ message: 'Cannot query field "colour" on type "CatalogV1Product".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
    ]);
  });

  it('refuses variables that do not fit their types with BAD_USER_INPUT', async () => {
    const { body } = await gql(
      t,
      await t.visitorToken(),
      `query($limit: Int) { storesProductsV1Products(queryInput: { query: { paging: { limit: $limit } } }) { items { id } } }`,
      { limit: 'ten' },
    );
    expect(body.data).toBeUndefined();
    expect(errorCodes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors![0]!.message).toContain('$limit');
  });

  it('answers a document that does not parse with GRAPHQL_PARSE_FAILED and its place', async () => {
    const { body } = await gql(t, await t.visitorToken(), `{ storesProductsV1Products { items { id }`);
    expect(body.errors).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_PARSE_FAILED' }, locations: [{ line: 1, column: 42 }] })]);
  });

  it('answers a body without a query with HTTP 400 BAD_REQUEST, and two operations without operationName with an error', async () => {
    const noQuery = await t.call('POST', '/graphql/alpha', { token: await t.visitorToken(), body: { variables: {} } });
    expect(noQuery.statusCode).toBe(400);
    expect(noQuery.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(noQuery.json().details.validationError.fieldViolations).toEqual([expect.objectContaining({ field: 'query', violatedRule: 'FORMAT' })]);
    const two = await gql(t, await t.visitorToken(), `query A { __typename } query B { __typename }`);
    expect(errorCodes(two.body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('answers bodies that are not GraphQL requests with HTTP 400, never a 500', async () => {
    const token = await t.visitorToken();
    const bodies: unknown[] = [
      [],
      'text',
      5,
      {},
      { query: 5 },
      { query: '  ' },
      { query: '{ __typename }', variables: [] },
      { query: '{ __typename }', operationName: 5 },
    ];
    for (const body of bodies) {
      const response = await t.call('POST', '/graphql/alpha', { token, body: JSON.stringify(body) });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // A body nested past the store's JSON depth is refused before GraphQL reads it, as every body is.
    const tooDeep = JSON.parse('{"$and":['.repeat(200) + '{"name":"x"}' + ']}'.repeat(200));
    const document = 'query($f: JSON) { storesProductsV1Products(queryInput: { query: { filter: $f } }) { items { id } } }';
    expect((await gql(t, token, document, { f: tooDeep })).response.statusCode).toBe(400);
    // A filter nested past the filter parser's depth: refused as REST refuses it.
    const filter = JSON.parse('{"$and":['.repeat(9) + '{"name":"x"}' + ']}'.repeat(9));
    const deep = await gql(t, token, document, { f: filter });
    const rest = await t.call('POST', '/stores-reader/v1/products/query-platformized', { token, body: { query: { filter } } });
    expect(rest.statusCode).toBe(400);
    expect(deep.body.errors![0]!.extensions).toEqual({ code: 'INVALID_ARGUMENT', httpStatus: 400, validationError: rest.json().details.validationError });
  });

  it('answers at /graphql too, and lets anyone introspect the schema', async () => {
    const { body } = await gql(t, undefined, getIntrospectionQuery(), undefined, '/graphql');
    expect(body.errors).toBeUndefined();
    const names = (body.data!.__schema.types as { name: string }[]).map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining(['CatalogV1Product', 'CatalogV1Collection', 'CatalogV1StoreVariant', 'EcomCartV1Cart', 'JSON']));
    expect(body.data!.__schema.mutationType).toMatchObject({ name: 'Mutation' });
  });
});

describe('limits', () => {
  it(`refuses fields nested deeper than ${MAX_DEPTH} with QUERY_TOO_DEEP`, async () => {
    const { body } = await gql(
      t,
      await t.visitorToken(),
      `query Deep { storesProductsV1GetCollectionBySlug(input: { slug: "x" }) { collection { productsVirtualReference { items {
        productOptions { choices { media { mainMedia { video { files { url } } } } } } } } } } }`,
    );
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP', depth: 11, maxDepth: MAX_DEPTH } })]);
  });

  it('answers the standard introspection query of GraphiQL and graphql-js, with every option, within the limits', async () => {
    const everything = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    for (const query of [everything, getIntrospectionQuery({ typeDepth: MAX_TYPE_REF_DEPTH })]) {
      const { body } = await gql(t, await t.visitorToken(), query);
      expect(body.errors).toBeUndefined();
      expect((body.data!.__schema.types as unknown[]).length).toBeGreaterThan(50);
    }
  });

  it(`refuses introspection nested deeper than ${MAX_DEPTH} with QUERY_TOO_DEEP, as any other query`, async () => {
    const token = await t.visitorToken();
    const nest = (levels: number, inner = 'name') => 'fields { type { '.repeat(levels) + inner + ' } }'.repeat(levels);
    const schema = await gql(t, token, `{ __schema { types { ${nest(5)} } } }`);
    expect(schema.body.data).toBeUndefined();
    expect(schema.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP', depth: 13, maxDepth: MAX_DEPTH } })]);
    const twelve = await gql(t, token, `{ __schema { queryType { ${nest(4, 'interfaces { name }')} } } }`);
    expect(twelve.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP', depth: 12, maxDepth: MAX_DEPTH } })]);
    const type = await gql(t, token, `{ __type(name: "Query") { ${nest(5)} } }`);
    expect(type.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP', depth: 12, maxDepth: MAX_DEPTH } })]);
    const wrappers = MAX_TYPE_REF_DEPTH + 1;
    const chain = await gql(t, token, `{ __type(name: "Query") { ${'ofType { '.repeat(wrappers)}name${' }'.repeat(wrappers)} } }`);
    expect(chain.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP', depth: wrappers, maxDepth: MAX_TYPE_REF_DEPTH } })]);
  });

  it('refuses lists of introspection types nested 3 deep with QUERY_TOO_DEEP, and counts introspection in the cost', async () => {
    const token = await t.visitorToken();
    const nested = await gql(t, token, `{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }`);
    expect(nested.body.data).toBeUndefined();
    expect(nested.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP' } })]);
    const aliases = Array.from({ length: 30 }, (_, i) => `s${i}: __schema { types { fields { args { name } } } }`).join(' ');
    const repeated = await gql(t, token, `{ ${aliases} }`);
    expect(repeated.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_COSTLY' }) })]);
  });

  it('refuses the products of 100 collections with their variants as too costly, and counts a page size given as a variable', async () => {
    const query = `query($limit: Int) { storesCollectionsV1Collections(queryInput: { query: { paging: { limit: $limit } } }) {
      items { productsVirtualReference(query: { query: { paging: { limit: $limit } } }) { items { variants { id } } } } } }`;
    const token = await t.visitorToken();
    const costly = await gql(t, token, query, { limit: 100 });
    expect(costly.body.data).toBeUndefined();
    expect(costly.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_COSTLY', cost: expect.any(Number), maxCost: MAX_COST } })]);
    expect(costly.body.errors![0]!.extensions.cost as number).toBeGreaterThan(MAX_COST);
    const cheap = await gql(t, token, query, { limit: 3 });
    expect(cheap.body.errors).toBeUndefined();
    expect(cheap.body.data!.storesCollectionsV1Collections.items.length).toBeGreaterThan(0);
  });

  it('allows a storefront page of 100 products with options, variants and media', async () => {
    const { body } = await gql(
      t,
      await t.visitorToken(),
      `{ storesProductsV1Products(queryInput: { query: { paging: { limit: 100 } } }) { items {
        id name stock { inventoryStatus } media { mainMedia { image { url } } items { image { url } } } price { price currency }
        variants { id choices variant { priceData { price } } stock { quantity } } productOptions { name choices { value description } }
      } } }`,
    );
    expect(body.errors).toBeUndefined();
  });

  it(`refuses a document over ${MAX_QUERY_LENGTH} characters or ${MAX_QUERY_TOKENS} tokens with QUERY_TOO_LARGE`, async () => {
    const token = await t.visitorToken();
    const long = await gql(t, token, `{ __typename ${' '.repeat(MAX_QUERY_LENGTH)}}`);
    expect(errorCodes(long.body)).toEqual(['QUERY_TOO_LARGE']);
    const aliases = Array.from({ length: Math.ceil(MAX_QUERY_TOKENS / 3) + 1 }, (_, i) => `a${i}:__typename`).join(' ');
    const many = await gql(t, token, `{ ${aliases} }`);
    expect(errorCodes(many.body)).toEqual(['QUERY_TOO_LARGE']);
  });
});

describe('callers', () => {
  it('answers reads without a token, or with a bad one, with UNAUTHENTICATED on each field', async () => {
    const query = `{ storesProductsV1Products { items { id } } storesCollectionsV1Collections { items { id } } }`;
    const anonymous = await gql(t, undefined, query);
    expect(anonymous.response.statusCode).toBe(200);
    expect(anonymous.body.data).toEqual({ storesProductsV1Products: null, storesCollectionsV1Collections: null });
    expect(errorCodes(anonymous.body)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect(anonymous.body.errors![0]!.extensions).toMatchObject({ httpStatus: 401, applicationError: { code: 'UNAUTHENTICATED' } });
    const forged = await gql(t, 'not-a-token', query);
    expect(errorCodes(forged.body)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
  });
});

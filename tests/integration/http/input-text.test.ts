// Request text PostgreSQL cannot store (lone UTF-16 surrogates, NUL) and runaway nesting are refused as field violations, never a 500.
import { describe, expect, it } from 'vitest';
import { encodeDotR } from '../../../src/server/http/dot-r.js';
import { MAX_INPUT_DEPTH } from '../../../src/server/http/input-text.js';
import { CART_PATH } from '../../support/cart-fixtures.js';
import { CATALOG } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

/** [field, violatedRule] pairs of a validation error answer. */
function violations(response: { json(): any }): [string, string][] {
  return response.json().details.validationError.fieldViolations.map((v: { field: string; violatedRule: string }) => [v.field, v.violatedRule]);
}

/** JSON `{"key": <value>}` nested `depth` levels deep. */
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('lone UTF-16 surrogates (issue 10: stored as JSON, PostgreSQL refused them with a 500)', () => {
  it('refuses a lone high surrogate in a product option name with a FORMAT violation naming the field, and stores nothing', async () => {
    // Raw JSON text: JSON.stringify would write the escape the same way.
    const body =
      '{"product":{"name":"Lone","productType":"physical","priceData":{"price":5},"productOptions":[{"name":"Size\\ud800","choices":[{"value":"M"}]}]}}';
    const response = await t.call('POST', `${CATALOG.write}/products`, { token: await t.merchantKey(), body });
    expect(response.statusCode).toBe(400);
    expect(violations(response)).toEqual([['product.productOptions[0].name', 'FORMAT']]);
    expect(response.json().message).toContain('well-formed Unicode');
    expect(await t.handle.db.selectFrom('products').select('id').where('name', '=', 'Lone').execute()).toEqual([]);
  });

  it('refuses a lone low surrogate in a cart contact address the same way', async () => {
    const token = await t.visitorToken();
    const body = '{"cartInfo":{"contactInfo":{"address":{"country":"US","city":"\\udc00Springfield"}}}}';
    const response = await t.call('PATCH', CART_PATH, { token, body });
    expect(response.statusCode).toBe(400);
    expect(violations(response)).toEqual([['cartInfo.contactInfo.address.city', 'FORMAT']]);
  });

  it('refuses a lone surrogate in a key, in a `.r` query and in a query parameter', async () => {
    const token = await t.visitorToken();
    const key = await t.call('PATCH', CART_PATH, { token, body: '{"cartInfo":{"buyerNote":"hi","\\ud800":1}}' });
    expect(violations(key)).toEqual([['cartInfo.\\ud800', 'FORMAT']]);
    const dotR = await t.call('GET', `${CATALOG.read}/products/query-platformized?.r=${encodeDotR({ query: { filter: { name: '\ud800' } } })}`, { token });
    expect(dotR.statusCode).toBe(400);
    expect(violations(dotR)).toEqual([['query.filter.name', 'FORMAT']]);
    // A pair is fine: 😀 is \ud83d\ude00.
    const pair = await t.call('GET', `${CATALOG.read}/products/query-platformized?.r=${encodeDotR({ query: { filter: { name: '\ud83d\ude00' } } })}`, {
      token,
    });
    expect(pair.statusCode).toBe(200);
  });

  it('still refuses NUL characters', async () => {
    const token = await t.visitorToken();
    const response = await t.call('PATCH', CART_PATH, { token, body: { cartInfo: { buyerNote: 'a\u0000b' } } });
    expect(violations(response)).toEqual([['cartInfo.buyerNote', 'FORMAT']]);
  });
});

describe('deeply nested JSON (issue 10: a seoData thousands of levels deep answered 500)', () => {
  it(`refuses a seoData 5,000 levels deep with a MAX violation`, async () => {
    const body = `{"product":{"name":"Deep","productType":"physical","priceData":{"price":5},"seoData":${nested(5_000)}}}`;
    const response = await t.call('POST', `${CATALOG.write}/products`, { token: await t.merchantKey(), body });
    expect(response.statusCode).toBe(400);
    const [violation] = response.json().details.validationError.fieldViolations;
    expect(violation).toMatchObject({ violatedRule: 'MAX', data: { maxDepth: MAX_INPUT_DEPTH } });
    expect(violation.field).toMatch(/^product\.seoData(\.a)+$/);
  });

  it(`accepts a body exactly ${MAX_INPUT_DEPTH} levels deep and refuses one level more`, async () => {
    const token = await t.visitorToken();
    // The body is level 1: {"cartInfo": {"x": ...}} keeps the rest for the free-form part.
    const within = await t.call('PATCH', CART_PATH, { token, body: `{"cartInfo":{"buyerNote":"ok","x":${nested(MAX_INPUT_DEPTH - 2)}}}` });
    expect(within.statusCode, within.body).toBe(200);
    const beyond = await t.call('PATCH', CART_PATH, { token, body: `{"cartInfo":{"buyerNote":"ok","x":${nested(MAX_INPUT_DEPTH - 1)}}}` });
    expect(beyond.statusCode).toBe(400);
    expect(violations(beyond)[0]?.[1]).toBe('MAX');
  });

  it('refuses a `.r` query nested past the limit', async () => {
    const deep = JSON.parse(nested(200)) as unknown;
    const response = await t.call('GET', `${CATALOG.read}/products/query-platformized?.r=${encodeDotR({ query: { filter: deep } })}`, {
      token: await t.visitorToken(),
    });
    expect(response.statusCode).toBe(400);
    expect(violations(response)[0]?.[1]).toBe('MAX');
  });
});

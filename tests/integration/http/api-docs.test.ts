// The OpenAPI document at /docs/json describes the public calls: the visitor's cart and the product query among them.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

/** The methods the document lists for a path (lower case). */
function methodsOf(doc: { paths: Record<string, Record<string, unknown>> }, path: string): string[] {
  return Object.keys(doc.paths[path] ?? {}).sort();
}

describe('GET /docs/json', () => {
  it('is an OpenAPI 3 document listing the cart calls and the product query', async () => {
    const response = await t.call('GET', '/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Tote store API');
    expect(methodsOf(doc, '/ecom/v1/carts/current')).toEqual(['delete', 'get', 'patch']);
    for (const call of ['add-to-cart', 'remove-line-items', 'update-line-items-quantity', 'remove-coupon', 'estimate-totals', 'create-checkout']) {
      expect(methodsOf(doc, `/ecom/v1/carts/current/${call}`), call).toEqual(['post']);
    }
    // The GET form (`?.r=`) and the POST form of the same query (API.md "GET queries").
    expect(methodsOf(doc, '/stores-reader/v1/products/query-platformized')).toEqual(['get', 'post']);
    // The add-to-cart body is described, not just named.
    const addBody = doc.paths['/ecom/v1/carts/current/add-to-cart'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(addBody)).toContain('lineItems');
  });
});

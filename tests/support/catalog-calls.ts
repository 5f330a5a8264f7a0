// Catalog calls for tests: create products and collections as a merchant, read and query them as anyone.
import { expect } from 'vitest';
import type { Collection, Product } from '../../src/wire/catalog.js';
import type { TestApp } from './test-app.js';

/** Paths of the catalog calls. */
export const CATALOG = {
  read: '/stores-reader/v1',
  write: '/stores/v1',
} as const;

/** Creates a product as the merchant and returns it (fails the test on an error). */
export async function createProduct(t: TestApp, product: Record<string, unknown>): Promise<Product> {
  const response = await t.call('POST', `${CATALOG.write}/products`, { token: await t.merchantKey(), body: { product } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().product as Product;
}

/** Creates a collection as the merchant and returns it. */
export async function createCollection(t: TestApp, collection: Record<string, unknown>): Promise<Collection> {
  const response = await t.call('POST', `${CATALOG.write}/collections`, { token: await t.merchantKey(), body: { collection } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().collection as Collection;
}

/** Gets a product by id with a token (any caller); returns the raw response. */
export function getProduct(t: TestApp, id: string, token: string, query = '') {
  return t.call('GET', `${CATALOG.read}/products/${id}${query}`, { token });
}

/** Runs a platformized product query by POST and returns the raw response. */
export function queryProducts(t: TestApp, token: string, query: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return t.call('POST', `${CATALOG.read}/products/query-platformized`, { token, body: { query, ...extra } });
}

/** The product with this slug (as a merchant sees it). */
export async function productBySlug(t: TestApp, slug: string): Promise<Product> {
  const response = await t.call('GET', `${CATALOG.read}/products/slug/${slug}?includeMerchantSpecificData=true`, { token: await t.merchantKey() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().product as Product;
}

/** Field names of a validation error answer, sorted as the server sorts them. */
export function violatedFields(body: { details?: { validationError?: { fieldViolations?: { field: string }[] } } }): string[] {
  return (body.details?.validationError?.fieldViolations ?? []).map((v) => v.field);
}

// Calls for database outage tests: store requests that touch the database, timed, and the checks of a 503 in the wire envelope.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CART_PATH, catalogRef } from './cart-fixtures.js';
import { CATALOG } from './catalog-calls.js';
import type { TestApp } from './test-app.js';

/** A response and how long it took. */
export interface TimedResponse {
  response: LightMyRequestResponse;
  ms: number;
}

/** A product query (reads) or an add-to-cart (a transaction of several statements), timed. */
export async function storeCall(t: TestApp, token: string, kind: 'read' | 'write', productId: string): Promise<TimedResponse> {
  const started = performance.now();
  const response =
    kind === 'read'
      ? await t.call('POST', `${CATALOG.read}/products/query-platformized`, { token, body: { query: { paging: { limit: 3 } } } })
      : await t.call('POST', `${CART_PATH}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: catalogRef(productId), quantity: 1 }] } });
  return { response, ms: performance.now() - started };
}

/** Asserts the 503 of an unreachable database: the application error envelope of API.md and a Retry-After. */
export function expectUnavailable(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({
    message: 'Service unavailable',
    details: { applicationError: { code: 'SERVICE_UNAVAILABLE', description: 'The database is not reachable; try again shortly', data: {} } },
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** Asserts a store answer during an outage: a success, or the 503 of {@link expectUnavailable}, never anything else. */
export function expectSuccessOrUnavailable(response: LightMyRequestResponse): void {
  if (response.statusCode === 200) return;
  expectUnavailable(response);
}

/**
 * Repeats `call` until it answers 200, at most `withinMs`; returns the milliseconds it took. Fails the test when the
 * time is up or when an answer is neither 200 nor the 503 of an unreachable database.
 */
export async function msUntilSuccess(call: () => Promise<LightMyRequestResponse>, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await call();
    if (response.statusCode === 200) return performance.now() - started;
    expectUnavailable(response);
    if (performance.now() - started > withinMs) throw new Error(`no success within ${withinMs} ms; last answer ${response.statusCode} ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

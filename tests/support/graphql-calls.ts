// GraphQL calls for tests: POST {query, variables} to the store's endpoint with a token, the answer parsed.
import type { LightMyRequestResponse } from 'fastify';
import type { GraphqlResponse } from '../../src/wire/graphql.js';
import type { TestApp } from './test-app.js';

/** The endpoint the official SDK's client.graphql() calls. */
export const GRAPHQL_PATH = '/graphql/alpha';

/** An answer of the endpoint: the HTTP response and its parsed body. */
export interface GraphqlCall<T> {
  response: LightMyRequestResponse;
  body: GraphqlResponse<T>;
}

/** Runs a GraphQL document with variables, as the caller of `token` (none: no Authorization). */
export async function gql<T = Record<string, any>>(
  t: TestApp,
  token: string | undefined,
  query: string,
  variables?: Record<string, unknown>,
  path: string = GRAPHQL_PATH,
): Promise<GraphqlCall<T>> {
  const response = await t.call('POST', path, { ...(token ? { token } : {}), body: { query, ...(variables ? { variables } : {}) } });
  return { response, body: response.json() as GraphqlResponse<T> };
}

/** The `extensions.code` of each error of an answer. */
export function errorCodes(body: GraphqlResponse<unknown>): string[] {
  return (body.errors ?? []).map((e) => e.extensions.code);
}

// POST /graphql/alpha (where the official SDK's client.graphql() sends) and POST /graphql: the store's GraphQL endpoint.
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { runGraphql } from '../run-graphql.js';

/** Paths of the endpoint: the official SDK's (`/graphql/{apiVersion}`, apiVersion `alpha`) and the plain one. */
export const GRAPHQL_PATHS = ['/graphql/alpha', '/graphql'] as const;

/** Registers the GraphQL endpoint (any visitor, member or API key; each field checks its caller as its REST call does). */
export function registerGraphqlRoutes(app: TypedApp, ctx: AppContext): void {
  for (const url of GRAPHQL_PATHS) {
    app.post(
      url,
      {
        preValidation: [emptyBodyAsObject],
        schema: {
          tags: ['graphql'],
          hide: url !== GRAPHQL_PATHS[0],
          summary: 'GraphQL: products, collections, variants, the current cart and its changes (body {query, variables, operationName})',
        },
      },
      async (request, reply) => {
        const answer = await runGraphql({ ctx, request }, request.body);
        reply.header('cache-control', 'no-store');
        return reply.status(answer.status).send(answer.body);
      },
    );
  }
}

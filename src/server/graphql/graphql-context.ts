// What every resolver gets: the store's context and the HTTP request (its Authorization names the caller, as in REST).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';

/** The context of one GraphQL request. */
export interface GraphqlContext {
  ctx: AppContext;
  request: FastifyRequest;
}

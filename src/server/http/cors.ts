// CORS for the origins registered for an OAuth client, with the headers API.md lists; nobody else.
import type { FastifyInstance } from 'fastify';
import { databaseErrorReason } from '../db/database-errors.js';
import { applicationError } from './http-error.js';
import type { OriginSightings } from '../site/index.js';
import type { OriginRegistry } from './origins.js';

const ALLOW_HEADERS = 'authorization, content-type, x-wix-bi-gateway, x-wix-consistent, idempotency-key';
const EXPOSE_HEADERS = 'x-wix-request-id, x-request-id, x-wix-consistent';
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route is not for browsers (health checks, metrics): no CORS headers, no preflight, no origin lookup. @default true */
    cors?: false;
  }
}

/**
 * Answers preflights and adds CORS headers for registered origins, on every route whose config does not say `cors: false`;
 * a registered origin's call is noted in `sightings` (at most once a minute per origin; a failed write is logged, never the request's).
 */
export function installCors(app: FastifyInstance, origins: OriginRegistry, sightings?: OriginSightings): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || request.routeOptions.config.cors === false) return;
    reply.header('vary', 'Origin');
    const allowed = await origins.isRegistered(origin);
    if (allowed) {
      await sightings?.seen(origin).catch((error: unknown) => request.log.warn({ reason: databaseErrorReason(error) }, 'could not note the origin as seen'));
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', EXPOSE_HEADERS);
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      if (!allowed) {
        const error = applicationError(403, 'ORIGIN_NOT_ALLOWED', 'Origin not allowed', `${origin} is not registered for any OAuth client of this store`);
        return reply.status(403).send(error.body);
      }
      reply.header('access-control-allow-methods', ALLOW_METHODS);
      reply.header('access-control-allow-headers', ALLOW_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
}

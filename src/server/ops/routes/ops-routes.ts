// GET /health (the process answers), GET /ready (the database answers, migrated) and GET /metrics (Prometheus, bearer token): for load balancers and monitoring, not for browsers.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { applicationError, unauthorized } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import type { AppMetrics } from '../metrics.js';
import { checkReadiness } from '../readiness.js';

/** Paths of the operations routes. */
export const HEALTH_PATH = '/health';
export const READY_PATH = '/ready';
export const METRICS_PATH = '/metrics';

/**
 * Route options they share: hidden from the API docs, no CORS (the CORS hook skips them, so no origin lookup either),
 * and logged only when something goes wrong: a probe every few seconds would fill the log.
 */
const OPS_ROUTE = { schema: { hide: true }, config: { cors: false }, logLevel: 'warn' } as const;

/**
 * Registers `/health` and `/ready` always, and `/metrics` when `metrics` is given (METRICS_TOKEN set; without it
 * `/metrics` is the plain 404 of an unknown path). None is rate limited.
 */
export function registerOpsRoutes(app: TypedApp, ctx: AppContext, metrics: AppMetrics | undefined): void {
  app.get(HEALTH_PATH, OPS_ROUTE, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get(READY_PATH, OPS_ROUTE, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const readiness = await checkReadiness(ctx.db);
    // A replica that is down does not make the store unready: catalog reads fall back to the primary.
    const replica = ctx.reads.replica();
    if (readiness.ready) return reply.send(replica ? { status: 'ready', replica: replica.up ? 'up' : 'down' } : { status: 'ready' });
    request.log.warn({ reason: readiness.reason, detail: readiness.detail }, 'not ready');
    const error = applicationError(503, 'SERVICE_UNAVAILABLE', 'Not ready', readiness.description, { reason: readiness.reason });
    return reply.status(503).header('retry-after', '5').send(error.body);
  });

  const token = ctx.config.metricsToken;
  if (!metrics || !token) return;
  const expected = digest(`Bearer ${token}`);
  app.get(METRICS_PATH, OPS_ROUTE, async (request, reply) => {
    // Digests of equal length, compared in constant time: the token's length and prefix stay secret too.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('/metrics needs Authorization: Bearer <METRICS_TOKEN>');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.render());
  });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

// Builds the store's Fastify app: validation, errors, request ids, CORS, compression, metrics, OpenAPI and every route.
import { installWriteMarks } from './catalog/index.js';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { ServerConfig } from './config.js';
import type { AppContext } from './context.js';
import type { PoolStats } from './db/connect.js';
import { replyFrameworkError, writeClientError } from './http/client-errors.js';
import { installCompression } from './http/compression.js';
import { installCors } from './http/cors.js';
import { OriginSightings } from './site/index.js';
import { installErrorHandling } from './http/error-handler.js';
import { installJsonParser } from './http/json-body.js';
import { describeOperations } from './http/openapi/document.js';
import { checkInputText } from './http/input-text.js';
import { requestIdOf } from './http/request-id.js';
import { docsCsp, installSecurityHeaders } from './http/security-headers.js';
import type { TypedApp } from './http/typed-app.js';
import { acceptPathParamsInBody } from './http/path-params-in-body.js';
import { typeboxValidatorCompiler } from './http/validation.js';
import { createMetrics, registerOpsRoutes } from './ops/index.js';
import { registerRoutes } from './routes.js';

/** Largest request body accepted, in bytes (1 MB). */
export const BODY_LIMIT = 1_048_576;

/** What {@link buildApp} takes besides the context. */
export interface BuildAppOptions {
  /** The PostgreSQL pool's connections, for `/metrics` (`DatabaseHandle.poolStats`). @default none (PGlite) */
  poolStats?: () => PoolStats;
}

/** Creates the app for a context; call `listen` or `inject` on it. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<TypedApp> {
  const app = Fastify({
    // JSON lines; each line of a request carries its id (`reqId`).
    logger: ctx.config.logLevel === 'silent' ? false : { level: ctx.config.logLevel },
    bodyLimit: BODY_LIMIT,
    genReqId: requestIdOf,
    // TRUST_PROXY: request.ip (rate limits, logs), request.protocol and request.host come from X-Forwarded-* of trusted proxies only.
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    routerOptions: { maxParamLength: 500 },
    // Headers past Node's 16 KB and malformed requests: the error envelope, not Fastify's own body.
    clientErrorHandler: writeClientError,
    // Bad URLs and over-long path parameters, refused by the router before any hook: the envelope too.
    frameworkErrors: replyFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(typeboxValidatorCompiler);
  installErrorHandling(app);
  installJsonParser(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-wix-request-id', request.id);
    reply.header('x-request-id', request.id);
  });
  installCors(app, ctx.origins, new OriginSightings(ctx.db, ctx.clock));
  const https = ctx.config.publicUrl.startsWith('https:');
  installSecurityHeaders(app, { https });
  // NUL, lone surrogates and runaway nesting would fail as a 500 (PostgreSQL, recursion): field violations instead.
  app.addHook('preValidation', checkInputText);
  // The official Wix packages repeat path parameters in the body: the same value is dropped, another one refused.
  app.addHook('preValidation', acceptPathParamsInBody);
  // Before any route: the plugin adds its hook to each route as it is registered.
  await installCompression(app);
  // Metrics cost a little on every request: only when someone may read them (METRICS_TOKEN).
  const metrics = ctx.config.metricsToken ? createMetrics({ db: ctx.db, clock: ctx.clock, poolStats: options.poolStats, reads: ctx.reads }) : undefined;
  metrics?.install(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tote store API',
        version: '1',
        description: 'The Wix headless REST protocol as served by a Tote store server.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // This store, at the origin browsers reach it (PUBLIC_URL).
      servers: [{ url: ctx.config.publicUrl, description: 'This Tote store' }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    // operationIds, 200 schemas and error responses: documentation only (no `response` in the routes, whose answers
    // fast-json-stringify would cut to the schema).
    transformObject: describeOperations,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (csp) => docsCsp(csp, { https }),
    uiConfig: { validatorUrl: null },
  });

  // A caller's writes keep its next catalog reads on the primary until the read replica has them.
  installWriteMarks(app, ctx);
  app.addHook('onClose', () => ctx.reads.close());
  registerOpsRoutes(app, ctx, metrics);
  registerRoutes(app, ctx);
  return app;
}

/** Fastify's `trustProxy` for TRUST_PROXY: a hop count becomes the function Fastify would build from it (its types take no number). */
function trustProxyOption(trust: ServerConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

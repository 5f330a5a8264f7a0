// Builds the store's Fastify app: validation, errors, request ids, CORS, OpenAPI and every route.
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { AppContext } from './context.js';
import { replyFrameworkError, writeClientError } from './http/client-errors.js';
import { installCors } from './http/cors.js';
import { installErrorHandling } from './http/error-handler.js';
import { installJsonParser } from './http/json-body.js';
import { checkInputText } from './http/input-text.js';
import { docsCsp, installSecurityHeaders } from './http/security-headers.js';
import type { TypedApp } from './http/typed-app.js';
import { typeboxValidatorCompiler } from './http/validation.js';
import { registerRoutes } from './routes.js';

/** Largest request body accepted, in bytes (1 MB). */
export const BODY_LIMIT = 1_048_576;

/** Creates the app for a context; call `listen` or `inject` on it. */
export async function buildApp(ctx: AppContext): Promise<TypedApp> {
  const app = Fastify({
    logger: ctx.config.logLevel === 'silent' ? false : { level: ctx.config.logLevel },
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    trustProxy: false,
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
  installCors(app, ctx.origins);
  const https = ctx.config.publicUrl.startsWith('https:');
  installSecurityHeaders(app, { https });
  // NUL, lone surrogates and runaway nesting would fail as a 500 (PostgreSQL, recursion): field violations instead.
  app.addHook('preValidation', checkInputText);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Tote store API', version: '1', description: 'The Wix headless REST protocol as served by a Tote store server.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (csp) => docsCsp(csp, { https }),
    uiConfig: { validatorUrl: null },
  });

  registerRoutes(app, ctx);
  return app;
}

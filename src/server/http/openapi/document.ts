// Completes the OpenAPI document @fastify/swagger builds: operationIds, 200 schemas and error responses, keyed by method + path.
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { TSchema } from 'typebox';
import { ERROR_ENVELOPE, ErrorEnvelopeSchema, errorResponses, errorStatusesOf } from './error-responses.js';
import { operationIdOf } from './operation-ids.js';
import { NAMED_SCHEMAS, responseSchemaOf } from './response-schemas.js';

/** The parts of an OpenAPI document this module reads and writes. */
interface Document {
  paths?: Record<string, Record<string, Operation> | undefined>;
  components?: { schemas?: Record<string, unknown> };
}

/** An operation object, loosely. */
interface Operation {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
}

/** Methods an OpenAPI path item can hold. */
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Calls a browser opens: they answer an HTML page or a redirect, not JSON. */
const BROWSER_PAGES: Record<string, { redirects: boolean }> = {
  'GET /oauth2/authorize': { redirects: true },
  'GET /_api/iam/authentication/v1/logout': { redirects: true },
  'GET /r/{id}': { redirects: true },
  'GET /_dev/mail': { redirects: false },
};

/** Dashboard calls that answer 204 without a body (the dashboard's own protocol, not the Wix one). */
const NO_CONTENT = new Set([
  'DELETE /tote/v1/admin/session',
  'POST /tote/v1/admin/password',
  'POST /tote/v1/admin/totp/confirm',
  'DELETE /tote/v1/admin/totp',
  'DELETE /tote/v1/admin/staff/invitations/{id}',
  'DELETE /tote/v1/admin/staff/{id}',
  'DELETE /tote/v1/api-keys/{id}',
]);

/** The success responses of an operation: its JSON 200, or a browser page's HTML 200 and redirect. */
function successResponses(method: string, path: string): Record<string, unknown> {
  const key = `${method.toUpperCase()} ${path}`;
  if (NO_CONTENT.has(key)) return { '204': { description: 'Done (no body)' } };
  const page = BROWSER_PAGES[key];
  if (!page) return { '200': { description: 'Success', content: { 'application/json': { schema: plain(responseSchemaOf(method, path)) } } } };
  return {
    '200': { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } },
    ...(page.redirects ? { '302': { description: 'A redirect to the next step (`Location`)' } } : {}),
  };
}

/** A plain JSON copy of a TypeBox schema (no symbols, nothing shared with the route's schemas). */
function plain(schema: TSchema): unknown {
  return JSON.parse(JSON.stringify(schema));
}

/** `transformObject` of @fastify/swagger: adds each operation's operationId and responses, and the named schemas. */
export const describeOperations: SwaggerTransformObject = (documentObject) => {
  const original = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
  const doc = original as Document;
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!METHODS.has(method)) continue;
      const secured = !(Array.isArray(operation.security) && operation.security.length === 0);
      operation.operationId = operationIdOf(method, path);
      operation.responses = {
        ...successResponses(method, path),
        ...errorResponses(errorStatusesOf(method, path, secured)),
      };
    }
  }
  doc.components ??= {};
  doc.components.schemas = {
    ...doc.components.schemas,
    [ERROR_ENVELOPE]: plain(ErrorEnvelopeSchema),
    ...Object.fromEntries(Object.entries(NAMED_SCHEMAS).map(([name, schema]) => [name, plain(schema)])),
  };
  return original;
};

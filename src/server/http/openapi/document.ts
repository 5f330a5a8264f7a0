// Completes the OpenAPI document @fastify/swagger builds: operationIds, 200 schemas and error responses, keyed by method + path.
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { TSchema } from 'typebox';
import { ERROR_ENVELOPE, ErrorEnvelopeSchema, errorResponses, errorStatusesOf } from './error-responses.js';
import { FILE_ANSWERS } from './file-answers.js';
import { operationIdOf } from './operation-ids.js';
import { NAMED_SCHEMAS, responseSchemaOf } from './response-schemas.js';

/** The parts of an OpenAPI document this module reads and writes. */
interface Document {
  tags?: { name: string; description: string }[];
  paths?: Record<string, Record<string, Operation> | undefined>;
  components?: { schemas?: Record<string, unknown> };
}

/** An operation object, loosely. */
interface Operation {
  operationId?: string;
  tags?: string[];
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

/** The domains the operations are tagged with (each route's `tags`), described for the document's `tags`. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  oauth: 'OAuth 2 tokens for visitors, members and merchants (Wix OAuth)',
  identity: 'Sign-in, registration, passwords and second factors of members (Wix Identity)',
  members: 'Members and their profiles (Wix Members)',
  redirects: 'Redirect sessions to hosted pages (Wix Redirects)',
  cart: "The visitor's or member's current cart (Wix eCommerce)",
  'cart-reminders': 'Reminders of left carts: restoring a reminded cart, and what the reminders brought back',
  checkout: 'Checkouts made from carts (Wix eCommerce)',
  'catalog: products': 'Products (Wix Stores catalog)',
  'catalog: variants': "Products' variants and inventory (Wix Stores catalog)",
  'catalog: collections': 'Collections of products (Wix Stores catalog)',
  media: 'Images of the media library',
  payments: 'Payment providers and Stripe',
  orders: 'Orders (Wix eCommerce)',
  'order fulfillments': "Orders' fulfillments (Wix eCommerce)",
  'order payments': "Orders' payments and refunds (Wix eCommerce)",
  'discounts: coupons': 'Coupons (Wix Marketing)',
  'discounts: discount rules': 'Automatic discounts (Wix eCommerce)',
  shipping: 'Shipping zones, rates and pickup locations',
  tax: 'Tax regions and rates',
  site: "The site's settings",
  memberships: 'Membership plans and their members',
  recommendations: 'Product recommendations (Wix eCommerce)',
  webhooks: 'Webhook endpoints, deliveries and the event log',
  'api-keys': 'Merchant API keys',
  dashboard: "The dashboard's own calls (sign-in, staff)",
  graphql: 'The GraphQL endpoint',
  development: 'Development helpers (not in production)',
};

/** The success responses of an operation: its JSON 200, or a browser page's HTML 200 and redirect. */
function successResponses(method: string, path: string): Record<string, unknown> {
  const key = `${method.toUpperCase()} ${path}`;
  if (NO_CONTENT.has(key)) return { '204': { description: 'Done (no body)' } };
  const file = FILE_ANSWERS[key];
  if (file)
    return {
      '200': {
        description: 'A file (Content-Disposition: attachment), streamed: CSV or a JSON array as `format` asks',
        content: { 'application/json': { schema: plain(file) }, 'text/csv': { schema: { type: 'string' } } },
      },
    };
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
  // Every tag the operations use, described once at the top, in the order of TAG_DESCRIPTIONS.
  const used = new Set(Object.values(doc.paths ?? {}).flatMap((item) => Object.values(item ?? {}).flatMap((operation) => operation.tags ?? [])));
  doc.tags = Object.entries(TAG_DESCRIPTIONS)
    .filter(([name]) => used.has(name))
    .map(([name, description]) => ({ name, description }));
  const undescribed = [...used].filter((name) => !Object.hasOwn(TAG_DESCRIPTIONS, name));
  if (undescribed.length > 0) throw new Error(`OpenAPI: describe the tags ${undescribed.join(', ')} in TAG_DESCRIPTIONS`);
  doc.components ??= {};
  doc.components.schemas = {
    ...doc.components.schemas,
    [ERROR_ENVELOPE]: plain(ErrorEnvelopeSchema),
    ...Object.fromEntries(Object.entries(NAMED_SCHEMAS).map(([name, schema]) => [name, plain(schema)])),
  };
  return original;
};

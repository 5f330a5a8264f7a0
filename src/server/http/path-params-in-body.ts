// Path parameters the official Wix packages repeat in the body (`createFulfillment(orderId, …)` sends `orderId` in both): accepted when equal, refused when not.
import type { FastifyRequest } from 'fastify';
import { fieldError } from './http-error.js';

/** The top-level property names a body schema declares (none for a schema without `properties`). */
function declaredFields(schema: unknown): ReadonlySet<string> {
  const properties = schema && typeof schema === 'object' ? (schema as { properties?: unknown }).properties : undefined;
  return new Set(properties && typeof properties === 'object' ? Object.keys(properties) : []);
}

/**
 * preValidation hook for every route: a top-level body field named like one of the route's path parameters, which the
 * route's body schema does not itself declare, is the path parameter echoed (Wix's request builders put the whole
 * request, path parameters included, in the body). Equal to the path's value (compared as text), it is dropped before
 * the schema sees it; different, the request gets a field violation naming it, since it is unclear which one was meant.
 */
export async function acceptPathParamsInBody(request: FastifyRequest): Promise<void> {
  const params = request.params as Record<string, unknown> | undefined;
  const body = request.body;
  if (!params || !body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  let declared: ReadonlySet<string> | undefined;
  for (const [name, value] of Object.entries(params)) {
    if (name === '*' || !Object.hasOwn(fields, name)) continue;
    declared ??= declaredFields(request.routeOptions.schema?.body);
    if (declared.has(name)) continue;
    const echoed = fields[name];
    if ((typeof echoed === 'string' || typeof echoed === 'number') && String(echoed) === String(value)) {
      delete fields[name];
      continue;
    }
    throw fieldError(name, `must equal the path's ${name} (${JSON.stringify(value)}) or be left out`, 'VALIDATION', { pathValue: value });
  }
}

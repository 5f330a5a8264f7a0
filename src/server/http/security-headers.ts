// Security headers on every answer the store serves: nosniff and a referrer policy always; a locked-down CSP and no framing for any HTML page that set none of its own.
import type { FastifyInstance } from 'fastify';

/** CSP of an HTML answer that brought none (error pages of plugins, anything new): nothing loads, nothing frames it. */
export const FALLBACK_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** One year, the usual HSTS lifetime. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Adds the headers every answer should carry, without overriding what a route chose: `x-content-type-options: nosniff`,
 * `referrer-policy` (`strict-origin-when-cross-origin` unless the route chose), HSTS when the store is served over https,
 * and, on HTML, a CSP and `x-frame-options: DENY` unless the page set its own (hosted pages do, with their own framing rules).
 */
export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (options.https && !reply.hasHeader('strict-transport-security')) reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', FALLBACK_HTML_CSP);
      const csp = String(reply.getHeader('content-security-policy'));
      if (!reply.hasHeader('x-frame-options') && !/frame-ancestors\s+(?!'none')/.test(csp)) reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}

/**
 * The CSP of the API docs page (`/docs`): Swagger UI's own, with its inline scripts allowed by hash, made stricter:
 * never framed, no image from the online validator, and no upgrade of requests when the store runs on plain http.
 */
export function docsCsp(swaggerCsp: string, options: { https: boolean }): string {
  let csp = swaggerCsp.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(' validator.swagger.io', '');
  if (!options.https) csp = csp.replace(/\s*upgrade-insecure-requests;?/, '');
  return csp;
}

// The security-header hook on a bare Fastify app: HSTS over https, the fallback CSP on HTML, a page's own CSP kept; the docs CSP made stricter.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { docsCsp, FALLBACK_HTML_CSP, installSecurityHeaders } from '../../../src/server/http/security-headers.js';

async function appWith(https: boolean) {
  const app = Fastify();
  installSecurityHeaders(app, { https });
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
  app.get('/framed', async (_request, reply) =>
    reply.type('text/html').header('content-security-policy', 'frame-ancestors https://shop.example').send('<p>hi</p>'),
  );
  app.get('/json', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('installSecurityHeaders', () => {
  it('adds HSTS over https only', async () => {
    expect((await (await appWith(true)).inject('/json')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await (await appWith(false)).inject('/json')).headers['strict-transport-security']).toBeUndefined();
  });

  it('gives an HTML answer without a CSP the locked-down one, and no framing', async () => {
    const response = await (await appWith(false)).inject('/page');
    expect(response.headers['content-security-policy']).toBe(FALLBACK_HTML_CSP);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it("keeps a page's own CSP and its framing rule", async () => {
    const response = await (await appWith(false)).inject('/framed');
    expect(response.headers['content-security-policy']).toBe('frame-ancestors https://shop.example');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('docsCsp', () => {
  it('forbids framing, drops the online validator, and upgrades requests only over https', () => {
    const swagger = "default-src 'self'; frame-ancestors 'self'; img-src 'self' data: validator.swagger.io; upgrade-insecure-requests;";
    expect(docsCsp(swagger, { https: false })).toBe("default-src 'self'; frame-ancestors 'none'; img-src 'self' data:;");
    expect(docsCsp(swagger, { https: true })).toContain('upgrade-insecure-requests');
  });
});

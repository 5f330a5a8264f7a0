// Security headers on every answer the store serves: API answers, errors, the API docs page and the hosted pages.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

describe('security headers', () => {
  it('put nosniff and a referrer policy on API answers and errors', async () => {
    for (const [method, url] of [
      ['GET', '/ecom/v1/carts/current'],
      ['GET', '/no/such/route'],
      ['POST', '/oauth2/token'],
    ] as const) {
      const response = await t.call(method, url, method === 'POST' ? { body: {} } : {});
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBeTruthy();
    }
  });

  it('give the API docs page a CSP that allows its own scripts only and forbids framing', async () => {
    let response = await t.call('GET', '/docs');
    for (let hops = 0; hops < 3 && response.statusCode >= 300 && response.statusCode < 400; hops++) {
      response = await t.call('GET', new URL(String(response.headers.location), 'http://localhost:8787/docs/').pathname);
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('validator.swagger.io');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("keep the hosted pages' own CSP", async () => {
    const response = await t.call('GET', '/hosted/login');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('give HSTS only when the store is served over https', async () => {
    expect((await t.call('GET', '/ecom/v1/carts/current')).headers['strict-transport-security']).toBeUndefined();
  });
});

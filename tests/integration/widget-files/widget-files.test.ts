// GET /tote.js and /widget/*: content types, caching, conditional requests and CORS for pages on other origins.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../support/test-app.js';

const dist = mkdtempSync(path.join(tmpdir(), 'tote-dist-'));
mkdirSync(path.join(dist, 'loader'));
mkdirSync(path.join(dist, 'widget'));
writeFileSync(path.join(dist, 'loader/tote.js'), '(()=>{console.log("tote")})();');
writeFileSync(path.join(dist, 'widget/buy-box-Ab12Cd34.js'), 'export function define(){}');
writeFileSync(path.join(dist, 'widget/manifest.json'), '{}');
writeFileSync(path.join(dist, 'secret.txt'), 'outside the widget folder');
const built = new Date('2030-01-02T03:04:05Z');
utimesSync(path.join(dist, 'loader/tote.js'), built, built);

const t = useTestApp({ env: { DIST_DIR: dist } });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('GET /tote.js', () => {
  it('serves the loader as JavaScript cached for 5 minutes with validators', async () => {
    const response = await t.call('GET', '/tote.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('(()=>{console.log("tote")})();');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300\b/);
    expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers['last-modified']).toBe(built.toUTCString());
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const { etag } = (await t.call('GET', '/tote.js')).headers;
    const cached = await t.call('GET', '/tote.js', { headers: { 'if-none-match': String(etag) } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    const stale = await t.call('GET', '/tote.js', { headers: { 'if-none-match': 'W/"0-0"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 304 to If-Modified-Since at or after the build, 200 before it', async () => {
    const same = await t.call('GET', '/tote.js', { headers: { 'if-modified-since': built.toUTCString() } });
    expect(same.statusCode).toBe(304);
    const earlier = await t.call('GET', '/tote.js', { headers: { 'if-modified-since': new Date(built.getTime() - 60_000).toUTCString() } });
    expect(earlier.statusCode).toBe(200);
  });

  it('lets any origin load it, also one no OAuth client registered', async () => {
    const response = await t.call('GET', '/tote.js', { headers: { origin: 'https://any-shop.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.call('HEAD', '/tote.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('30');
    expect(response.body).toBe('');
  });
});

describe('GET /widget/*', () => {
  it('serves a hashed chunk as immutable for a year', async () => {
    const response = await t.call('GET', '/widget/buy-box-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export function define(){}');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives module scripts from the demo shop the CORS header they need, the same for every origin', async () => {
    for (const origin of ['http://localhost:8788', 'https://elsewhere.example']) {
      const response = await t.call('GET', '/widget/buy-box-Ab12Cd34.js', { headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers.vary).toBe('accept-encoding');
    }
  });

  it('revalidates files without a hash in their name', async () => {
    const response = await t.call('GET', '/widget/manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown file with a wire-format 404', async () => {
    const response = await t.call('GET', '/widget/nope-12345678.js');
    expect(response.statusCode).toBe(404);
    expect(response.json().details.applicationError.code).toBe('WIDGET_FILE_NOT_FOUND');
  });

  it('does not serve files outside the widget folder', async () => {
    for (const url of ['/widget/../secret.txt', '/widget/%2e%2e/secret.txt', '/widget/..%2fsecret.txt', '/widget/%2e%2e%2fsecret.txt']) {
      const response = await t.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('outside the widget folder');
    }
  });
});

describe('before a build', () => {
  it('answers /tote.js with 404 WIDGET_NOT_BUILT when dist has no loader', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'tote-empty-dist-'));
    const app = await startTestApp({ env: { DIST_DIR: empty } });
    try {
      const response = await app.call('GET', '/tote.js');
      expect(response.statusCode).toBe(404);
      expect(response.json().details.applicationError.code).toBe('WIDGET_NOT_BUILT');
    } finally {
      await app.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

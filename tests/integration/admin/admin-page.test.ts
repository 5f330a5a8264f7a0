// GET /admin and /admin/assets/*: the dashboard's page with its strict CSP, never framed or cached, and its precompressed, immutable files.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';

const SCRIPT = 'export const admin = "the dashboard";';

/** A dist folder with a built-looking dashboard: its manifest, entry script (with .br and .gz copies) and style sheet. */
function fakeAdminDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'tote-admin-dist-'));
  const admin = path.join(dist, 'admin');
  mkdirSync(admin);
  const manifest = {
    'src/admin/entries/admin.tsx': {
      file: 'admin-Hash1234.js',
      name: 'admin',
      isEntry: true,
      css: ['admin-Css12345.css'],
      imports: ['_core-Hash4321.js'],
      dynamicImports: ['src/admin/i18n/de.ts', 'src/admin/pages/orders-page.tsx'],
    },
    '_core-Hash4321.js': { file: 'core-Hash4321.js' },
    'src/admin/i18n/de.ts': { file: 'de-Hash5678.js', isDynamicEntry: true },
    'src/admin/pages/orders-page.tsx': { file: 'orders-page-Hash8765.js', isDynamicEntry: true, imports: ['_core-Hash4321.js'] },
  };
  writeFileSync(path.join(admin, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(admin, 'admin-Hash1234.js'), SCRIPT);
  writeFileSync(path.join(admin, 'admin-Hash1234.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(admin, 'admin-Hash1234.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(admin, 'admin-Css12345.css'), 'body{}');
  return dist;
}

describe('the dashboard page at /admin', () => {
  const t = useTestApp({ env: { DIST_DIR: fakeAdminDist() } });

  it('answers the same shell at /admin, /admin/ and client routes, with a strict CSP, no framing and no caching', async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders/some-order']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(page.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "base-uri 'none'",
      ])
        expect(csp).toContain(directive);
      expect(csp).not.toContain('unsafe-inline');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<script type="module" src="/admin/assets/admin-Hash1234.js"></script>');
      expect(page.body).toContain('<link rel="stylesheet" href="/admin/assets/admin-Css12345.css">');
      // The shared chunk the entry imports loads with it; the lazy pages' chunks do not.
      expect(page.body).toContain('<link rel="modulepreload" href="/admin/assets/core-Hash4321.js">');
      expect(page.body).not.toContain('orders-page');
      // No inline script (the CSP would block it): the only <script> is the module of the store's origin.
      expect(page.body.match(/<script/g)).toHaveLength(1);
    }
  });

  it('speaks German to a browser that prefers it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/admin', headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Shop-Verwaltung');
    expect(page.headers.vary).toContain('accept-language');
  });

  it('serves the hashed script precompressed and immutable, brotli before gzip, plain without Accept-Encoding', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/admin/assets/admin-Hash1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await t.app.inject({ method: 'GET', url: '/admin/assets/admin-Hash1234.js', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/admin/assets/admin-Hash1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // A file without built copies (the build skips files under 1 KB) is served as it is, or compressed on the fly.
    const css = await t.app.inject({ method: 'GET', url: '/admin/assets/admin-Css12345.css' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{}');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('keeps the manifest private and refuses paths outside the folder with 404 in the error envelope', async () => {
    for (const url of ['/admin/assets/manifest.json', '/admin/assets/..%2F..%2Fpackage.json', '/admin/assets/missing-Hash0000.js']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().details.applicationError.code).toBe('ADMIN_FILE_NOT_FOUND');
    }
  });
});

describe('the dashboard page before a build', () => {
  const t = useTestApp({ env: { DIST_DIR: mkdtempSync(path.join(tmpdir(), 'tote-empty-dist-')) } });

  it('answers 503 with a page that says to build it, under the same CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

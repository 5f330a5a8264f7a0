// Compressed answers: br or gzip above 1 KB for API answers, the build's .br/.gz copies of built files, never images, Vary always.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolders } from '../../../scripts/precompress.js';
import { useTestApp } from '../../support/test-app.js';

const dist = mkdtempSync(path.join(tmpdir(), 'tote-compress-'));
mkdirSync(path.join(dist, 'loader'));
mkdirSync(path.join(dist, 'widget'));
/** A chunk like the real ones: JavaScript well over the threshold. */
const CHUNK = `export const rows = [${Array.from({ length: 800 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
writeFileSync(path.join(dist, 'widget/elements-Ab12Cd34.js'), CHUNK);
writeFileSync(path.join(dist, 'widget/small-Ab12Cd34.js'), 'export {};\n');
writeFileSync(path.join(dist, 'loader/tote.js'), CHUNK);
// An image: already compressed, never compressed again, however large.
writeFileSync(path.join(dist, 'widget/photo-Ab12Cd34.png'), Buffer.alloc(8_000, 7));
const written = await precompressFolders([path.join(dist, 'loader'), path.join(dist, 'widget')]);

const t = useTestApp({ env: { DIST_DIR: dist } });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the build step', () => {
  it('writes .br and .gz (zopfli) copies of the files of 1 KB and more that decompress to the file, and none of small ones or images', () => {
    expect(written).toBe(4);
    const file = path.join(dist, 'widget/elements-Ab12Cd34.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(CHUNK);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(CHUNK);
    // zopfli's gzip: the same format, fewer bytes than zlib's best level.
    expect(readFileSync(`${file}.gz`).length).toBeLessThan(gzipSync(CHUNK, { level: 9 }).length);
    expect(() => readFileSync(path.join(dist, 'widget/small-Ab12Cd34.js.br'))).toThrow(/ENOENT/);
    expect(() => readFileSync(path.join(dist, 'widget/photo-Ab12Cd34.png.gz'))).toThrow(/ENOENT/);
  });
});

describe('built files', () => {
  it('serves the .br copy to a browser that accepts br and gzip, with its own ETag and Vary', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/widget/elements-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(CHUNK.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CHUNK);
    expect(response.headers.etag).toMatch(/-br"$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const cached = await t.app.inject({
      method: 'GET',
      url: '/widget/elements-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(response.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('serves the .gz copy when br is refused or not offered, and the plain file to a client that accepts neither', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const response = await t.app.inject({ method: 'GET', url: '/tote.js', headers: { 'accept-encoding': acceptEncoding } });
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(CHUNK);
      expect(response.headers.etag).toMatch(/-gzip"$/);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/tote.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(CHUNK);
    const identity = await t.app.inject({ method: 'GET', url: '/tote.js', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an image', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/widget/photo-Ab12Cd34.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(8_000);
  });
});

describe('API answers', () => {
  it('compresses a JSON answer of 1 KB and more with br, or gzip, keeping the security headers', async () => {
    const query = { query: { paging: { limit: 100 } } };
    const token = await t.visitorToken();
    const plain = await t.call('POST', '/stores/v1/products/query', { body: query, token });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await t.call('POST', '/stores/v1/products/query', { body: query, token, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['x-request-id']).toBeDefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    console.log(`products query: ${plain.body.length} B plain, ${br.rawPayload.length} B br`);
    const gzip = await t.call('POST', '/stores/v1/products/query', { body: query, token, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends answers under 1 KB as they are', async () => {
    const response = await t.call('GET', '/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('does not inflate a compressed request body: the API takes plain JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('INVALID_JSON');
  });
});

// Image uploads (multipart and Wix's upload URL), the resized versions served, the file reads, and an upload used on a product.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/wire/catalog.js';
import type { FileDescriptor } from '../../../src/wire/media.js';
import { CATALOG, createProduct, getProduct } from '../../support/catalog-calls.js';
import { multipartBody, solidImage, tempDataDir, uploadMultipart, uploadThroughUrl } from '../../support/media-files.js';
import { useTestApp } from '../../support/test-app.js';

const dataDir = tempDataDir();
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const ORIGIN = 'http://localhost:8787';
let key: string;

beforeAll(async () => {
  key = await t.merchantKey();
});

function pathOf(url: string): string {
  expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
  return url.slice(ORIGIN.length);
}

describe('POST /tote/v1/media/upload', () => {
  it('stores a PNG by its content, answers its file descriptor and serves it with immutable, nosniff and a CSP', async () => {
    const png = await solidImage(800, 600, 'png');
    const response = await uploadMultipart(t, 'sofa.png', 'image/png', png);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().file as FileDescriptor;
    expect(file).toMatchObject({
      displayName: 'sofa.png',
      mediaType: 'IMAGE',
      operationStatus: 'READY',
      sizeInBytes: String(png.length),
      private: false,
      siteId: 'tote-demo',
    });
    expect(file.id).toMatch(/^[0-9a-f]{32}$/);
    expect(file.url).toBe(`${ORIGIN}/media/tote-demo/${file.id}/original.png`);
    expect(file.media.image.image).toMatchObject({ id: file.id, url: file.url, width: 800, height: 600 });
    expect(file.thumbnailUrl).toBe(`${ORIGIN}/media/tote-demo/${file.id}/w160.webp`);
    expect(
      readdirSync(path.join(dataDir, 'media', 'tote-demo'))
        .filter((f) => f.startsWith(file.id))
        .sort(),
    ).toEqual([`${file.id}-w160.webp`, `${file.id}-w320.webp`, `${file.id}-w640.webp`, `${file.id}.png`]);

    const original = await t.app.inject({ method: 'GET', url: pathOf(file.url) });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(original.rawPayload.equals(png)).toBe(true);
  });

  it('serves WebP versions 160, 320 and 640 px wide of an 800 px image, and none wider', async () => {
    const file = (await uploadMultipart(t, 'wide.png', 'image/png', await solidImage(800, 400, 'png'))).json().file as FileDescriptor;
    for (const width of [160, 320, 640]) {
      const version = await t.app.inject({ method: 'GET', url: `/media/tote-demo/${file.id}/w${width}.webp` });
      expect(version.statusCode).toBe(200);
      expect(version.headers['content-type']).toBe('image/webp');
      expect(version.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(version.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    expect((await t.app.inject({ method: 'GET', url: `/media/tote-demo/${file.id}/w1280.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/tote-demo/${file.id}/original.jpg` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/tote-demo/..%2F..%2Fetc/original.png` })).statusCode).toBe(404);
  });

  it('refuses a visitor (403) and a call without a key (401)', async () => {
    const png = await solidImage(20, 20, 'png');
    const visitor = await t.visitorToken();
    const body = multipartBody('file', 'a.png', 'image/png', png);
    const asVisitor = await t.app.inject({
      method: 'POST',
      url: '/tote/v1/media/upload',
      headers: { authorization: visitor, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(asVisitor.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/tote/v1/media/upload',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('generate an upload URL, then PUT the bytes (Wix flow)', () => {
  it('uploads a JPEG once: the URL is signed, single use, and answers the file descriptor', async () => {
    const jpeg = await solidImage(2000, 1000, 'jpeg');
    const { generated, uploadPath, put } = await uploadThroughUrl(t, 'image/jpeg', 'beach.jpg', jpeg);
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().uploadUrl).toMatch(/^http:\/\/localhost:8787\/site-media\/v1\/upload\/[\w-]+\.[\w-]+$/);
    expect(put?.statusCode, put?.body).toBe(200);
    const file = put?.json().file as FileDescriptor;
    expect(file).toMatchObject({ displayName: 'beach.jpg', mediaType: 'IMAGE', media: { image: { image: { width: 2000, height: 1000 } } } });
    expect(file.url.endsWith('/original.jpg')).toBe(true);
    const large = await t.app.inject({ method: 'GET', url: `/media/tote-demo/${file.id}/w1280.webp` });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 1280, height: 640 });

    const again = await t.app.inject({ method: 'PUT', url: uploadPath, headers: { 'content-type': 'image/jpeg' }, payload: jpeg });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError.code).toBe('UPLOAD_URL_USED');
  });

  it('takes the name from ?filename= and the type from the bytes, whatever Content-Type says', async () => {
    const generated = await t.call('POST', '/site-media/v1/files/generate-file-upload-url', { token: key, body: { mimeType: 'application/octet-stream' } });
    expect(generated.statusCode, generated.body).toBe(200);
    const url = new URL(generated.json().uploadUrl as string);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${url.pathname}?filename=logo.png`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: await solidImage(100, 50, 'webp'),
    });
    expect(put.statusCode, put.body).toBe(200);
    const file = put.json().file as FileDescriptor;
    expect(file.displayName).toBe('logo.png');
    expect(file.url.endsWith('/original.webp')).toBe(true);
    expect(file.thumbnailUrl).toBe(file.url);
  });

  it('refuses a forged or altered upload URL before reading the body', async () => {
    const { uploadPath } = await uploadThroughUrl(t, 'image/png', 'a.png', await solidImage(10, 10, 'png'));
    const forged = uploadPath.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const response = await t.app.inject({ method: 'PUT', url: forged, headers: { 'content-type': 'image/png' }, payload: await solidImage(10, 10, 'png') });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('INVALID_UPLOAD_URL');
  });

  it('needs a merchant key to generate an upload URL', async () => {
    const response = await t.call('POST', '/site-media/v1/files/generate-upload-url', { token: await t.visitorToken(), body: { mimeType: 'image/png' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /site-media/v1/files', () => {
  it('accepts GIF and AVIF, gets a file by id (both paths) and lists files newest first with a cursor', async () => {
    const first = (await uploadMultipart(t, 'one.gif', 'image/gif', await solidImage(30, 30, 'gif'))).json().file as FileDescriptor;
    const second = (await uploadMultipart(t, 'two.avif', 'image/avif', await solidImage(30, 30, 'avif'))).json().file as FileDescriptor;
    expect(first.url.endsWith('/original.gif')).toBe(true);
    expect(second.url.endsWith('/original.avif')).toBe(true);
    const byId = await t.call('GET', `/site-media/v1/files/${first.id}`, { token: key });
    expect(byId.json().file).toEqual(first);
    const byQuery = await t.call('GET', `/site-media/v1/files/get-file-by-id?fileId=${second.id}`, { token: key });
    expect(byQuery.json().file).toEqual(second);
    expect((await t.call('GET', '/site-media/v1/files/0123456789abcdef0123456789abcdef', { token: key })).statusCode).toBe(404);

    const page = await t.call('GET', '/site-media/v1/files?paging.limit=1', { token: key });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().files.map((f: FileDescriptor) => f.id)).toEqual([second.id]);
    const next = page.json().nextCursor.cursors.next as string;
    const after = await t.call('GET', `/site-media/v1/files?paging.limit=1&paging.cursor=${next}`, { token: key });
    expect(after.json().files.map((f: FileDescriptor) => f.id)).toEqual([first.id]);
  });
});

describe('an uploaded image on a product', () => {
  it('is added by its file id and read back with its URL, size and a resized thumbnail', async () => {
    const file = (await uploadMultipart(t, 'Lamp.png', 'image/png', await solidImage(1000, 800, 'png'))).json().file as FileDescriptor;
    const product = await createProduct(t, { name: `Lamp ${Math.random().toString(36).slice(2, 8)}`, priceData: { price: 40 } });
    const added = await t.call('POST', `${CATALOG.write}/products/${product.id}/media`, { token: key, body: { media: [{ mediaId: file.id }] } });
    expect(added.statusCode, added.body).toBe(200);
    const read = await getProduct(t, product.id, await t.visitorToken());
    const media = (read.json().product as Product).media;
    expect(media.mainMedia).toMatchObject({
      id: file.id,
      title: 'Lamp',
      mediaType: 'image',
      image: { url: file.url, width: 1000, height: 800, format: 'png' },
      thumbnail: { url: `${ORIGIN}/media/tote-demo/${file.id}/w160.webp`, width: 160, height: 128, format: 'webp' },
    });
    expect(media.items[0]?.image?.url).toBe(file.url);
  });

  it("does not take another site's or an unknown file id", async () => {
    const product = await createProduct(t, { name: `Vase ${Math.random().toString(36).slice(2, 8)}`, priceData: { price: 20 } });
    const response = await t.call('POST', `${CATALOG.write}/products/${product.id}/media`, {
      token: key,
      body: { media: [{ mediaId: 'ffffffffffffffffffffffffffffffff' }] },
    });
    expect(response.statusCode).toBe(400);
  });
});

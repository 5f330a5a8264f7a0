// Media test helpers: real images made with sharp, a hand-built multipart body, a PNG header that claims a huge size, and the upload calls.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from './test-app.js';

/** A fresh data folder for one test file's app. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'tote-media-'));
}

/** A solid-colour image of this size in this format. */
export function solidImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of noise: large in bytes for its size in pixels. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A tiny PNG whose header claims `width` × `height` pixels: what a decompression bomb looks like before it is decoded. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file field. */
export function multipartBody(field: string, fileName: string, contentType: string, bytes: Uint8Array): { payload: Buffer; contentType: string } {
  const boundary = `----tote${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a file through `POST /tote/v1/media/upload` as the merchant. */
export async function uploadMultipart(t: TestApp, fileName: string, contentType: string, bytes: Uint8Array, field = 'file') {
  const body = multipartBody(field, fileName, contentType, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/tote/v1/media/upload',
    headers: { authorization: await t.merchantKey(), 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Wix's flow: generate an upload URL as the merchant, then PUT the bytes to it; returns both answers and the URL's path. */
export async function uploadThroughUrl(t: TestApp, mimeType: string, fileName: string, bytes: Uint8Array) {
  const generated = await t.call('POST', '/site-media/v1/files/generate-upload-url', { token: await t.merchantKey(), body: { mimeType, fileName } });
  const uploadUrl = (generated.json() as { uploadUrl?: string }).uploadUrl;
  const uploadPath = uploadUrl ? new URL(uploadUrl).pathname : '';
  const put = uploadPath
    ? await t.app.inject({ method: 'PUT', url: uploadPath, headers: { 'content-type': mimeType }, payload: Buffer.from(bytes) })
    : undefined;
  return { generated, uploadPath, put };
}

// Uploads refused with a clear 400: not an image (whatever its name), SVG, too many bytes, too many pixels, a damaged file; nothing is kept.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noisyPng, pngClaiming, solidImage, tempDataDir, uploadMultipart, uploadThroughUrl } from '../../support/media-files.js';
import { useTestApp } from '../../support/test-app.js';

const MAX_BYTES = 100_000;
const dataDir = tempDataDir();
const t = useTestApp({ env: { DATA_DIR: dataDir, MEDIA_MAX_BYTES: String(MAX_BYTES) } });

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';

function codeOf(response: { json(): unknown }): string | undefined {
  return (response.json() as { details?: { applicationError?: { code?: string } } }).details?.applicationError?.code;
}

function storedFiles(): string[] {
  try {
    return readdirSync(path.join(dataDir, 'media', 'tote-demo'));
  } catch {
    return [];
  }
}

describe('refused uploads', () => {
  it('refuses a text file named .png and sent as image/png (INVALID_IMAGE)', async () => {
    const response = await uploadMultipart(t, 'notes.png', 'image/png', Buffer.from('just some text, not a picture\n'.repeat(20)));
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('INVALID_IMAGE');
  });

  it('refuses an SVG and says why, in both upload flows', async () => {
    const multipart = await uploadMultipart(t, 'logo.svg', 'image/svg+xml', Buffer.from(SVG));
    expect(multipart.statusCode).toBe(400);
    expect(codeOf(multipart)).toBe('INVALID_IMAGE');
    expect(multipart.json().details.applicationError.description).toMatch(/SVG/);
    const declared = await uploadThroughUrl(t, 'image/svg+xml', 'logo.svg', Buffer.from(SVG));
    expect(declared.generated.statusCode).toBe(400);
    expect(codeOf(declared.generated)).toBe('INVALID_IMAGE');
    const disguised = await uploadThroughUrl(t, 'image/png', 'logo.png', Buffer.from(SVG));
    expect(disguised.put?.statusCode).toBe(400);
    expect(codeOf(disguised.put!)).toBe('INVALID_IMAGE');
  });

  it('refuses a file over MEDIA_MAX_BYTES (FILE_TOO_LARGE), multipart and PUT', async () => {
    const big = await noisyPng(300, 300);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const multipart = await uploadMultipart(t, 'big.png', 'image/png', big);
    expect(multipart.statusCode).toBe(400);
    expect(codeOf(multipart)).toBe('FILE_TOO_LARGE');
    const put = await uploadThroughUrl(t, 'image/png', 'big.png', big);
    expect(put.put?.statusCode).toBe(400);
    expect(codeOf(put.put!)).toBe('FILE_TOO_LARGE');
  });

  it('refuses a decompression bomb by its pixel count, before decoding it', async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const response = await uploadMultipart(t, 'bomb.png', 'image/png', bomb);
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('INVALID_IMAGE');
    expect(response.json().details.applicationError.description).toMatch(/pixels/);
  });

  it('refuses a damaged JPEG (cut in half)', async () => {
    const jpeg = await solidImage(400, 300, 'jpeg');
    const response = await uploadMultipart(t, 'cut.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('INVALID_IMAGE');
  });

  it('refuses a multipart body without a file field', async () => {
    const response = await uploadMultipart(t, 'a.png', 'image/png', await solidImage(10, 10, 'png'), 'picture');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0].field).toBe('file');
  });

  it('kept no file and no row of any refused upload', async () => {
    expect(storedFiles()).toEqual([]);
    const rows = await t.handle.db.selectFrom('media_files').select('id').execute();
    expect(rows).toEqual([]);
  });
});

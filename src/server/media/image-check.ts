// Decides what an uploaded file is from its bytes (sharp reads the magic bytes and header), never from its name or Content-Type.
import sharp, { type Metadata } from 'sharp';
import { invalidImage } from './media-errors.js';

/** The image types accepted, by sharp's format name: MIME type and file extension. */
const ACCEPTED: Record<string, { mimeType: string; extension: string }> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
  gif: { mimeType: 'image/gif', extension: 'gif' },
  avif: { mimeType: 'image/avif', extension: 'avif' },
};

/** What the bytes of an accepted image are. */
export interface CheckedImage {
  mimeType: string;
  extension: string;
  /** Width and height as shown (EXIF orientation applied). */
  width: number;
  height: number;
}

/**
 * Reads the header of an upload and accepts JPEG, PNG, WebP, GIF and AVIF only, with at most `maxPixels` pixels
 * (all frames counted). SVG is refused: it is a document that can carry scripts, styles and external references,
 * and no sanitiser here is trusted enough to serve one from the store's origin. Throws INVALID_IMAGE otherwise.
 */
export async function checkImage(bytes: Uint8Array, maxPixels: number): Promise<CheckedImage> {
  let meta: Metadata;
  try {
    // Header only: nothing is decoded here, so a huge image costs nothing yet.
    meta = await sharp(bytes, { limitInputPixels: false, pages: -1 }).metadata();
  } catch {
    throw invalidImage('The file is not an image of a supported type (JPEG, PNG, WebP, GIF or AVIF)');
  }
  if (meta.format === 'svg') throw invalidImage('SVG images are not accepted: they can carry scripts and cannot be made safe here; upload a PNG or WebP');
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  const type = ACCEPTED[format];
  if (!type) throw invalidImage(`${String(meta.format).toUpperCase()} images are not accepted; upload a JPEG, PNG, WebP, GIF or AVIF`);
  const frames = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height / frames;
  if (!(meta.width > 0 && frameHeight > 0)) throw invalidImage('The image has no size');
  if (meta.width * frameHeight * frames > maxPixels) throw invalidImage(`The image has too many pixels: at most ${maxPixels} (width × height × frames)`);
  const rotated = (meta.orientation ?? 1) >= 5;
  return { ...type, width: rotated ? Math.round(frameHeight) : meta.width, height: rotated ? meta.width : Math.round(frameHeight) };
}

// The resized WebP versions of an uploaded image, made with sharp when it is uploaded.
import sharp from 'sharp';
import { variantWidths } from '../../wire/media-variants.js';
import { invalidImage } from './media-errors.js';

/** Quality of the WebP versions. */
const WEBP_QUALITY = 80;

/** One resized version: its width and its WebP bytes. */
export interface ImageVariant {
  width: number;
  bytes: Buffer;
}

/**
 * The WebP versions of an image `width` px wide (as shown), one per width of `MEDIA_WIDTHS` below it, first frame only,
 * EXIF orientation applied and metadata dropped. Every image is decoded once here, also a small one without versions,
 * so a truncated or corrupt file is refused (INVALID_IMAGE) instead of stored. `maxPixels` bounds the decoder.
 */
export async function makeVariants(bytes: Uint8Array, width: number, maxPixels: number): Promise<ImageVariant[]> {
  const options = { limitInputPixels: maxPixels, failOn: 'error' } as const;
  try {
    const widths = variantWidths(width);
    if (widths.length === 0) {
      await sharp(bytes, options).autoOrient().raw().toBuffer();
      return [];
    }
    return await Promise.all(
      widths.map(async (w) => ({ width: w, bytes: await sharp(bytes, options).autoOrient().resize({ width: w }).webp({ quality: WEBP_QUALITY }).toBuffer() })),
    );
  } catch {
    throw invalidImage('The image could not be read: the file is damaged or incomplete');
  }
}

// Resized versions of uploaded images: which widths exist and their URLs, shared by the server, the widget and the hosted pages.

/** Widths (px) of the WebP versions made of every uploaded image that is wider. */
export const MEDIA_WIDTHS = [160, 320, 640, 1280] as const;

/** Matches the URL of an uploaded original (`…/media/<site>/<id of 32 hex>/original.<ext>`); group 1 is the folder with its slash. */
const ORIGINAL = /(.*\/\w{32}\/)original\./;

/** The widths of the resized versions of an image `width` px wide (only smaller ones are made). */
export function variantWidths(width: number): number[] {
  return MEDIA_WIDTHS.filter((w) => w < width);
}

/** URL of the WebP version `width` px wide of an uploaded original, or undefined when the URL is not one of ours. */
export function variantUrl(originalUrl: string, width: number): string | undefined {
  const folder = ORIGINAL.exec(originalUrl)?.[1];
  return folder && `${folder}w${width}.webp`;
}

/**
 * A `srcset` for an uploaded original `width` px wide (its resized versions, then itself), or undefined for other URLs.
 * Written small for the widget's size budget: an array joins with commas, and a leading comma (no versions) is allowed.
 */
export function srcsetOf(url: string, width: number): string | undefined {
  const folder = ORIGINAL.exec(url)?.[1];
  return folder && MEDIA_WIDTHS.filter((w) => w < width).map((w) => `${folder}w${w}.webp ${w}w`) + `,${url} ${width}w`;
}

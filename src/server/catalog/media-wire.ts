// Stored media → wire media: absolute URLs on the store's public URL, sizes, thumbnails.
import type { Media, MediaItem, MediaItemUrlAndSize } from '../../wire/catalog.js';
import { variantUrl, variantWidths } from '../../wire/media-variants.js';
import type { StoredMedia } from '../db/catalog-tables.js';

/** Width of the thumbnails the wire lists beside each image. */
const THUMBNAIL_WIDTH = 50;
/** Width of the resized version of an uploaded image given as its thumbnail. */
const UPLOADED_THUMBNAIL_WIDTH = 160;

/** A stored URL made absolute: paths are on the store's public URL, absolute URLs stay. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/** One stored image as a wire media item, with a thumbnail. */
export function mediaItem(media: StoredMedia, publicUrl: string): MediaItem {
  const url = absoluteUrl(media.url, publicUrl);
  const format = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(media.url)?.[1]?.toLowerCase();
  const image = {
    url,
    width: media.width,
    height: media.height,
    ...(format ? { format } : {}),
    ...(media.altText ? { altText: media.altText } : {}),
  };
  const thumbnailHeight = media.width > 0 ? Math.round((THUMBNAIL_WIDTH * media.height) / media.width) : 0;
  return {
    id: media.id,
    mediaType: media.mediaType,
    title: media.title,
    ...(media.mediaType === 'video' ? { video: { files: [image] } } : { image }),
    thumbnail: uploadedThumbnail(url, media) ?? { url, width: media.width > 0 ? THUMBNAIL_WIDTH : 0, height: thumbnailHeight, ...(format ? { format } : {}) },
  };
}

/** The thumbnail of an uploaded image: its resized WebP version (or the original when it is that small already). */
function uploadedThumbnail(url: string, media: StoredMedia): MediaItemUrlAndSize | undefined {
  if (!variantUrl(url, UPLOADED_THUMBNAIL_WIDTH) || media.mediaType !== 'image') return undefined;
  if (!variantWidths(media.width).includes(UPLOADED_THUMBNAIL_WIDTH)) return { url, width: media.width, height: media.height };
  const height = Math.round((UPLOADED_THUMBNAIL_WIDTH * media.height) / media.width);
  return { url: variantUrl(url, UPLOADED_THUMBNAIL_WIDTH) as string, width: UPLOADED_THUMBNAIL_WIDTH, height, format: 'webp' };
}

/** A list of stored media as wire media: the first item is the main one. */
export function mediaOf(items: readonly StoredMedia[], publicUrl: string): Media {
  const wire = items.map((m) => mediaItem(m, publicUrl));
  return wire[0] ? { mainMedia: wire[0], items: wire } : { items: [] };
}

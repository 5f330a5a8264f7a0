// Stored media → wire media: absolute URLs on the store's public URL, sizes, thumbnails.
import type { Media, MediaItem } from '../../wire/catalog.js';
import type { StoredMedia } from '../db/catalog-tables.js';

/** Width of the thumbnails the wire lists beside each image. */
const THUMBNAIL_WIDTH = 50;

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
    thumbnail: { url, width: media.width > 0 ? THUMBNAIL_WIDTH : 0, height: thumbnailHeight, ...(format ? { format } : {}) },
  };
}

/** A list of stored media as wire media: the first item is the main one. */
export function mediaOf(items: readonly StoredMedia[], publicUrl: string): Media {
  const wire = items.map((m) => mediaItem(m, publicUrl));
  return wire[0] ? { mainMedia: wire[0], items: wire } : { items: [] };
}

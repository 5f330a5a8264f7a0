// Stored media file → Wix's file descriptor and the product media entry that points at it.
import type { Selectable } from 'kysely';
import { variantUrl, variantWidths } from '../../wire/media-variants.js';
import type { FileDescriptor, MediaImage } from '../../wire/media.js';
import type { StoredMedia } from '../db/catalog-tables.js';
import type { MediaFilesTable } from '../db/media-tables.js';

/** Width of the version given as `thumbnailUrl` and of the preview image. */
const THUMBNAIL_WIDTH = 160;
const PREVIEW_WIDTH = 640;

/** A media file row as read (the generated columns resolved). */
export type MediaFileRow = Selectable<MediaFilesTable>;

/** Path on the store of an uploaded original: `/media/<site>/<id>/original.<ext>` (a path, made absolute on the wire). */
export function originalPath(row: Pick<MediaFileRow, 'site_id' | 'id' | 'extension'>): string {
  return `/media/${row.site_id}/${row.id}/original.${row.extension}`;
}

function versionImage(row: MediaFileRow, original: string, width: number): MediaImage | undefined {
  const url = variantWidths(row.width).includes(width) ? variantUrl(original, width) : undefined;
  return url ? { id: row.id, url, width, height: Math.round((row.height * width) / row.width) } : undefined;
}

/** The file descriptor of an uploaded image, with absolute URLs on `publicUrl`. */
export function fileDescriptor(row: MediaFileRow, publicUrl: string): FileDescriptor {
  const url = `${publicUrl}${originalPath(row)}`;
  const sizeInBytes = String(row.size_bytes);
  const preview = versionImage(row, url, PREVIEW_WIDTH);
  const date = row.created_at.toISOString();
  return {
    id: row.id,
    displayName: row.display_name,
    url,
    parentFolderId: 'media-root',
    hash: row.hash,
    sizeInBytes,
    private: false,
    mediaType: 'IMAGE',
    media: {
      image: {
        image: { id: row.id, url, width: row.width, height: row.height, filename: row.display_name, sizeInBytes },
        ...(preview ? { previewImage: preview } : {}),
      },
    },
    operationStatus: 'READY',
    thumbnailUrl: versionImage(row, url, THUMBNAIL_WIDTH)?.url ?? url,
    labels: [],
    siteId: row.site_id,
    state: 'OK',
    createdDate: date,
    updatedDate: date,
  };
}

/** The product media entry of an uploaded image: its id, its name without extension, the original's path and size. */
export function storedMediaOf(row: MediaFileRow): StoredMedia {
  return { id: row.id, mediaType: 'image', title: row.display_name.replace(/\.[a-z0-9]+$/i, ''), url: originalPath(row), width: row.width, height: row.height };
}

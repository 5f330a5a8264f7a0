// The store's media library: image files shipped with the store, served at /media/<file> and addressable by media id (the file name).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findStaticFile } from '../http/static-files.js';
import { FROM_SERVER_PACKAGE, INSTALL_ROOT } from '../install-root.js';

/** Folder of the media files: src/server/seed/images, or seed/images of the server package. */
export const MEDIA_ROOT = path.join(INSTALL_ROOT, FROM_SERVER_PACKAGE ? '' : 'src/server', 'seed/images');

/** URL path the media files are served under. */
export const MEDIA_PATH = '/media';

/** An image of the library: its store path and size. */
export interface LibraryImage {
  /** The media id: the file name, e.g. `classic-tee-navy.svg`. */
  id: string;
  /** Path on the store, e.g. `/media/classic-tee-navy.svg`. */
  url: string;
  width: number;
  height: number;
}

/** Width and height of an SVG (its width/height, else its viewBox) or PNG; 0 × 0 when unknown. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes.length > 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  const head = new TextDecoder().decode(bytes.subarray(0, 2048));
  const svg = /<svg\b[^>]*>/i.exec(head)?.[0];
  if (svg) {
    const width = /\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
    const height = /\sheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
    if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
    const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svg);
    if (box?.[1] && box[2]) return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
  }
  return { width: 0, height: 0 };
}

/** The library image with this media id, or undefined. */
export async function findLibraryImage(mediaId: string): Promise<LibraryImage | undefined> {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/.test(mediaId)) return undefined;
  const file = await findStaticFile(MEDIA_ROOT, mediaId);
  if (!file || !file.contentType.startsWith('image/')) return undefined;
  const size = imageSize(await readFile(file.absolutePath));
  return { id: mediaId, url: `${MEDIA_PATH}/${mediaId}`, ...size };
}

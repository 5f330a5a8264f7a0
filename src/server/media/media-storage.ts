// Where uploaded images live on disk: `<MEDIA_DIR>/<site>/<id>.<ext>` (MEDIA_DIR defaults to `<DATA_DIR>/media`), the resized versions as `<id>-w<width>.webp` beside it.
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariant } from './image-variants.js';

/** Site ids and file ids as they may appear in a path: nothing that could leave the folder. */
const SAFE_SEGMENT = /^[\w-]{1,100}$/;

/** Folder of a site's uploaded media. */
export function siteMediaFolder(mediaDir: string, siteId: string): string {
  if (!SAFE_SEGMENT.test(siteId)) throw new Error(`unsafe site id for a media path: ${siteId}`);
  return path.join(path.resolve(mediaDir), siteId);
}

/** Path of an original (`variantWidth` undefined) or of one of its WebP versions; undefined for unsafe ids. */
export function mediaFilePath(mediaDir: string, siteId: string, id: string, file: { extension: string } | { variantWidth: number }): string | undefined {
  if (!SAFE_SEGMENT.test(siteId) || !SAFE_SEGMENT.test(id)) return undefined;
  const name = 'variantWidth' in file ? `${id}-w${file.variantWidth}.webp` : `${id}.${file.extension}`;
  return path.join(siteMediaFolder(mediaDir, siteId), name);
}

/** Writes an original and its versions (the caller removes them with {@link removeFiles} if what follows fails). */
export async function writeFiles(
  mediaDir: string,
  siteId: string,
  id: string,
  extension: string,
  bytes: Uint8Array,
  variants: readonly ImageVariant[],
): Promise<string[]> {
  await mkdir(siteMediaFolder(mediaDir, siteId), { recursive: true });
  const wanted: [string | undefined, Uint8Array][] = [
    [mediaFilePath(mediaDir, siteId, id, { extension }), bytes],
    ...variants.map((v): [string | undefined, Uint8Array] => [mediaFilePath(mediaDir, siteId, id, { variantWidth: v.width }), v.bytes]),
  ];
  const written: string[] = [];
  try {
    for (const [file, content] of wanted) {
      if (!file) throw new Error(`unsafe media file id: ${id}`);
      // `wx`: ids are random and never reused, so an existing file is a bug, never something to overwrite (or remove).
      await writeFile(file, content, { flag: 'wx' });
      written.push(file);
    }
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  return written;
}

/** Removes files written by {@link writeFiles}; missing ones are fine. */
export async function removeFiles(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/** Size in bytes of a stored file, or undefined when there is none. */
export async function storedFileSize(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

// Images of imported products: fetched safely (outbound-fetch) and stored as uploads, so the catalog serves them from /media.
import { createHash } from 'node:crypto';
import { HttpError } from '../../http/http-error.js';
import { outboundGet, OutboundFetchError, type OutboundFetchOptions } from '../../http/outbound-fetch.js';
import { storeUpload, type UploadDeps } from '../../media/index.js';
import type { WholeMediaInput } from '../write/whole-product-writes.js';
import type { ImportProblem, Locator } from './import-problems.js';
import type { MediaImport } from './product-import.js';

/** What fetching and storing imported images needs: the upload deps and the outbound fetch options. */
export interface ImageImportDeps extends UploadDeps {
  /**
   * Options of every image fetch. `allowPrivate` is for development and tests only (images on the same machine);
   * the CLI passes it outside production alone. `maxBytes` is the media limit (`MEDIA_MAX_BYTES`).
   * @default no private addresses, 10 s per image
   */
  fetch?: Omit<OutboundFetchOptions, 'maxBytes'>;
}

/** Fetches an image URL into the site's media and returns the media file id. */
export type ImageFetcher = (url: string) => Promise<string>;

/**
 * Fetches an image URL (never from a private address, see {@link outboundGet}) and stores it through the media
 * upload checks (content sniffed, resized versions made); returns the id of the site's media file. A file with the
 * same bytes already in the site's media is reused, so importing again stores nothing twice.
 * Throws {@link OutboundFetchError} when the fetch fails and the upload's HttpError (INVALID_IMAGE, FILE_TOO_LARGE)
 * when the bytes are not an acceptable image.
 */
export async function importImage(deps: ImageImportDeps, siteId: string, url: string): Promise<string> {
  const { bytes, url: finalUrl } = await outboundGet(url, {
    ...deps.fetch,
    maxBytes: deps.config.mediaMaxBytes,
    headers: { accept: 'image/*', ...deps.fetch?.headers },
  });
  const hash = createHash('sha256').update(bytes).digest('hex');
  const same = await deps.db.selectFrom('media_files').select('id').where('site_id', '=', siteId).where('hash', '=', hash).orderBy('seq').executeTakeFirst();
  if (same) return same.id;
  const fileName = decodeURIComponent(new URL(finalUrl).pathname.split('/').pop() ?? '') || undefined;
  const row = await storeUpload(deps, { siteId, bytes, fileName });
  return row.id;
}

/** An {@link ImageFetcher} for one import: each URL fetched once, however many products show it. */
export function imageFetcher(deps: ImageImportDeps, siteId: string): ImageFetcher {
  const fetched = new Map<string, Promise<string>>();
  return (url) => {
    let id = fetched.get(url);
    if (!id) fetched.set(url, (id = importImage(deps, siteId, url)));
    return id;
  };
}

/** Why an image was not imported, in a few words. */
function failureOf(error: unknown): string {
  if (error instanceof OutboundFetchError) {
    switch (error.reason) {
      case 'private-address':
        return `points at a private address (${error.message})`;
      case 'bad-url':
        return 'is not an http(s) URL';
      case 'timeout':
        return 'did not answer in time';
      case 'too-large':
        return 'is too large';
      case 'status':
        return `could not be fetched (${error.message})`;
      case 'network':
        return `could not be fetched (${error.message})`;
    }
  }
  if (error instanceof HttpError) return `is not a usable image (${error.body.details?.applicationError?.description ?? error.message})`;
  throw error;
}

/**
 * A product's images as the whole-product write takes them: each fetched and stored (by media id). An image that
 * cannot be fetched or is not an image is skipped with a note naming its line and column; the product is written
 * without it. Runs before the product's transaction opens.
 */
export async function importImages(
  media: readonly MediaImport[],
  fetchImage: ImageFetcher,
  locate: Locator,
): Promise<{ media: WholeMediaInput[]; notes: ImportProblem[] }> {
  const notes: ImportProblem[] = [];
  const resolved: WholeMediaInput[] = [];
  for (const [i, item] of media.entries()) {
    try {
      const mediaId = await fetchImage(item.url);
      // Two URLs with the same bytes are one image of the product, shown for the choices of both.
      const same = resolved.find((m) => 'mediaId' in m && m.mediaId === mediaId);
      if (same) same.choices = [...(same.choices ?? []), ...(item.choices ?? [])];
      else resolved.push({ mediaId, ...(item.altText ? { altText: item.altText } : {}), ...(item.choices ? { choices: [...item.choices] } : {}) });
    } catch (error) {
      const place = locate(`media[${i}]`);
      const column = place.column ?? 'image';
      notes.push({
        code: 'IMAGE_SKIPPED',
        where: place.where,
        column,
        message: `${column} ${item.url.slice(0, 200)} ${failureOf(error)}; the product was imported without it`,
      });
    }
  }
  return { media: resolved, notes };
}

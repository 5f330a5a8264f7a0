// A product's images through the public API: upload to the media library, add to a product, remove, and put in order.
import { adminHttp } from './admin-client.js';

/** An uploaded image as the dashboard shows it before and after it belongs to a product. */
export interface UploadedImage {
  /** The media id (the product's media item keeps it). */
  id: string;
  url: string;
  thumbnailUrl: string;
  title: string;
}

/** A file's name as a product image's title (the store drops the extension too). */
function titleOf(fileName: string): string {
  return fileName.replace(/\.[a-z0-9]+$/i, '') || fileName;
}

/** Uploads one image to the site's media library. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { file: uploaded } = await adminHttp().upload<{ file: { id: string; url: string; thumbnailUrl?: string; displayName: string } }>(
    '/tote/v1/media/upload',
    form,
  );
  return { id: uploaded.id, url: uploaded.url, thumbnailUrl: uploaded.thumbnailUrl ?? uploaded.url, title: titleOf(uploaded.displayName) };
}

/** Adds uploaded images (by media id, in order) to a product. */
export async function addProductMedia(productId: string, mediaIds: readonly string[]): Promise<void> {
  if (mediaIds.length === 0) return;
  await adminHttp().request({
    method: 'POST',
    path: `/stores/v1/products/${encodeURIComponent(productId)}/media`,
    body: { media: mediaIds.map((mediaId) => ({ mediaId })) },
  });
}

/** Removes one image from a product. */
export async function removeProductMedia(productId: string, mediaId: string): Promise<void> {
  await adminHttp().request({ method: 'POST', path: `/stores/v1/products/${encodeURIComponent(productId)}/media/delete`, body: { mediaIds: [mediaId] } });
}

/** Puts a product's images in this order (every media id once). */
export async function orderProductMedia(productId: string, mediaIds: readonly string[]): Promise<void> {
  await adminHttp().request({ method: 'PUT', path: `/tote/v1/products/${encodeURIComponent(productId)}/media/order`, body: { mediaIds } });
}

/**
 * Ties one of a product's images to a choice of an option (Wix's choice `media`), replacing the image it had; `mediaId` undefined
 * unties it. Two calls: the choice's media are removed, then the image is added.
 */
export async function setChoiceImage(productId: string, option: string, choice: string, mediaId: string | undefined): Promise<void> {
  const path = `/stores/v1/products/${encodeURIComponent(productId)}/choices/media`;
  await adminHttp().request({ method: 'POST', path: `${path}/delete`, body: { media: [{ option, choice }] } });
  if (mediaId) await adminHttp().request({ method: 'PATCH', path, body: { media: [{ option, choice, mediaIds: [mediaId] }] } });
}

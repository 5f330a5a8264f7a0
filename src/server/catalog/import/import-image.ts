// Images of imported products: for now their URLs are kept as they are.

/**
 * The URL a product image is kept under. For now the URL itself: the catalog shows images by absolute URL.
 *
 * Once uploaded media storage lands, this will fetch the image (refusing private, loopback and link-local addresses
 * and anything that is not an image), store it in the site's media and return the stored media's URL.
 */
export async function importImage(url: string): Promise<string> {
  return url;
}

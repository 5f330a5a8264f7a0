// Catalog reads of the buy box and the addToCart command: a product by slug or id, and which choices can be bought.
// They go through the SDK's request core rather than its products module, whose query builder the widget never uses (2 KB gzip).
import type { Product, ProductOptionsAvailabilityResponse } from '../../wire/catalog.js';
import { pageClient } from './page-client.js';

const READ = '/stores-reader/v1/products';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const products = new Map<string, Promise<Product>>();

/** A product by slug or id (`product="classic-tee"`); several buy boxes of one product on a page share one read. */
export function loadProduct(ref: string): Promise<Product> {
  let product = products.get(ref);
  if (!product) {
    const path = `${READ}/${UUID.test(ref) ? '' : 'slug/'}${encodeURIComponent(ref)}`;
    product = pageClient()
      .core.http.request<{ product: Product }>({ method: 'GET', path, read: true })
      .then((answer) => answer.product);
    // A failure is not kept: the next try reads again.
    product.catch(() => products.delete(ref));
    products.set(ref, product);
  }
  return product;
}

/** Stock and visibility of each choice given the other chosen ones, and the variant when every option is chosen. */
export function optionsAvailability(productId: string, chosen: Record<string, string>): Promise<ProductOptionsAvailabilityResponse> {
  return pageClient().core.http.request({
    method: 'POST',
    path: `${READ}/${encodeURIComponent(productId)}/productOptionsAvailability`,
    body: { options: chosen },
    read: true,
    safe: true,
  });
}

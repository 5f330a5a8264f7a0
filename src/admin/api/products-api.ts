// Products as the merchant API has them: query (hidden ones included), one product, create, change, images by upload.
import type { GetProductResponse, Product, QueryProductsResponse } from '../../wire/catalog.js';
import { adminHttp } from './admin-client.js';

/** Products per page of the list. */
export const PRODUCTS_PAGE_SIZE = 20;

/** One page of products whose name starts with `text`, by name. */
export function queryProducts(text: string, offset: number, limit = PRODUCTS_PAGE_SIZE, extra: Record<string, unknown> = {}): Promise<QueryProductsResponse> {
  const filter: Record<string, unknown> = { ...extra };
  if (text.trim()) filter.name = { $startsWith: text.trim() };
  return adminHttp().request<QueryProductsResponse>({
    method: 'POST',
    path: '/stores-reader/v1/products/query-platformized',
    body: { query: { filter, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit, offset } }, includeVariants: false },
    safe: true,
  });
}

/** One product with its variants. */
export async function getProduct(id: string): Promise<Product> {
  return (await adminHttp().request<GetProductResponse>({ method: 'GET', path: `/stores-reader/v1/products/${encodeURIComponent(id)}` })).product;
}

/** The fields the product form writes. */
export interface ProductInput {
  name: string;
  description: string;
  /** The price as typed (a decimal string); the server checks its digits. */
  price: string;
  sku: string;
  visible: boolean;
  trackInventory: boolean;
  /** Units in stock when tracked, as typed. */
  quantity: string;
}

/** The wire `product` of the form's fields (a typed number goes as a number, anything else as typed, for the server to refuse). */
export function productBody(input: ProductInput, withStock: boolean): Record<string, unknown> {
  const asNumber = (value: string) => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);
  return {
    name: input.name,
    description: input.description,
    priceData: { price: asNumber(input.price) },
    sku: input.sku.trim() === '' ? null : input.sku,
    visible: input.visible,
    ...(withStock ? { stock: { trackInventory: input.trackInventory, ...(input.trackInventory ? { quantity: asNumber(input.quantity) } : {}) } } : {}),
  };
}

/** Creates a product. */
export async function createProduct(input: ProductInput): Promise<Product> {
  return (await adminHttp().request<{ product: Product }>({ method: 'POST', path: '/stores/v1/products', body: { product: productBody(input, true) } }))
    .product;
}

/** Changes a product (its stock too when it has no options: variants keep their own). */
export async function updateProduct(id: string, input: ProductInput, withStock: boolean): Promise<Product> {
  return (
    await adminHttp().request<{ product: Product }>({
      method: 'PATCH',
      path: `/stores/v1/products/${encodeURIComponent(id)}`,
      body: { product: productBody(input, withStock) },
    })
  ).product;
}

/** Uploads an image to the media library and adds it to the product. */
export async function addProductImage(productId: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  const uploaded = await adminHttp().upload<{ file: { id: string } }>('/tote/v1/media/upload', form);
  await adminHttp().request({
    method: 'POST',
    path: `/stores/v1/products/${encodeURIComponent(productId)}/media`,
    body: { media: [{ mediaId: uploaded.file.id }] },
  });
}

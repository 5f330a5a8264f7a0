// Products as the merchant API has them: query (hidden ones included), one product, create, change, variants and their stock.
import type { GetProductResponse, Product, QueryProductsResponse, SeoSchema } from '../../wire/catalog.js';
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

/** One product with its variants, cost included. */
export async function getProduct(id: string): Promise<Product> {
  return (
    await adminHttp().request<GetProductResponse>({
      method: 'GET',
      path: `/stores-reader/v1/products/${encodeURIComponent(id)}`,
      params: { includeMerchantSpecificData: true },
    })
  ).product;
}

/** The fields the product form writes. */
export interface ProductInput {
  name: string;
  description: string;
  /** The price shoppers pay, as typed (a decimal string); the server checks its digits. */
  price: string;
  /** The higher price shown struck through, as typed; empty for none. */
  compareAt: string;
  /** What one unit costs the shop, as typed; empty for unknown. */
  cost: string;
  sku: string;
  /** Weight in the site's unit, as typed; empty for none. */
  weight: string;
  visible: boolean;
  trackInventory: boolean;
  /** Units in stock when tracked, as typed. */
  quantity: string;
  /** The short label on the product's picture (`New`, `Sale`); empty for none. */
  ribbon: string;
  /** Empty for none. */
  brand: string;
  /** The product page's path name (`harbour-beanie`); empty keeps the store's (made from the name for a new product). */
  slug: string;
  /** The page title search engines show; empty for the product's name. */
  seoTitle: string;
  /** The description search engines show; empty for none. */
  seoDescription: string;
}

/** The SEO title and description of a product's `seoData` tags (Wix's shape: a `title` tag, a `meta` tag named description). */
export function seoTextsOf(seo: SeoSchema | undefined): { seoTitle: string; seoDescription: string } {
  const tags = seo?.tags ?? [];
  return {
    seoTitle: tags.find((tag) => tag.type === 'title')?.children ?? '',
    seoDescription: String(tags.find((tag) => tag.type === 'meta' && tag.props?.name === 'description')?.props?.content ?? ''),
  };
}

/** The `seoData` of the typed title and description: the product's other tags and settings stay as they were. */
export function seoDataOf(input: Pick<ProductInput, 'seoTitle' | 'seoDescription'>, before: SeoSchema | undefined): SeoSchema {
  const others = (before?.tags ?? []).filter((tag) => tag.type !== 'title' && !(tag.type === 'meta' && tag.props?.name === 'description'));
  const title = input.seoTitle.trim();
  const description = input.seoDescription.trim();
  return {
    tags: [
      ...(title ? [{ type: 'title', children: title, custom: true, disabled: false }] : []),
      ...(description ? [{ type: 'meta', props: { name: 'description', content: description }, custom: true, disabled: false }] : []),
      ...others,
    ],
    settings: before?.settings ?? { preventAutoRedirect: false, keywords: [] },
  };
}

/** A typed number as a number, anything else as typed (for the server to refuse with its reason at the field). */
export function typedNumber(value: string): number | string {
  // A decimal comma (12,50) reads as a decimal point; anything else goes as typed.
  const text = /^\s*\d+,\d{1,4}\s*$/.test(value) ? value.replace(',', '.') : value;
  return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : value;
}

/** A typed optional number: empty is null (cleared). */
export function typedOptionalNumber(value: string): number | string | null {
  return value.trim() === '' ? null : typedNumber(value);
}

/** An option as the product body has it. */
export interface OptionBody {
  name: string;
  choices: { value: string }[];
}

/** What the form worked out besides the typed fields: prices in the catalog's form, options, whether stock goes with the product. */
export interface ProductBodyExtras {
  /** The product's original price and discount; absent: prices unchanged. */
  pricing?: { price: number | string; discount: { type: 'NONE' } | { type: 'AMOUNT'; value: number } };
  /** The options; absent: unchanged. */
  options?: OptionBody[];
  /** The product's own stock (false for a product with options: its variants keep theirs). */
  withStock: boolean;
  /** The saved product's `seoData` (its tags other than the title and description stay). */
  seo?: SeoSchema | undefined;
}

/** The wire `product` of the form's fields. */
export function productBody(input: ProductInput, extras: ProductBodyExtras): Record<string, unknown> {
  return {
    name: input.name,
    description: input.description,
    ...(extras.pricing ? { priceData: { price: extras.pricing.price }, discount: extras.pricing.discount } : {}),
    costAndProfitData: { itemCost: typedOptionalNumber(input.cost) },
    sku: input.sku.trim() === '' ? null : input.sku,
    weight: typedOptionalNumber(input.weight),
    visible: input.visible,
    ribbon: input.ribbon.trim() === '' ? null : input.ribbon,
    brand: input.brand.trim() === '' ? null : input.brand,
    ...(input.slug.trim() === '' ? {} : { slug: input.slug.trim() }),
    seoData: seoDataOf(input, extras.seo),
    ...(extras.options ? { productOptions: extras.options, manageVariants: extras.options.length > 0 } : {}),
    ...(extras.withStock
      ? { stock: { trackInventory: input.trackInventory, ...(input.trackInventory ? { quantity: typedNumber(input.quantity) } : {}) } }
      : {}),
  };
}

/** Creates a product. */
export async function createProduct(body: Record<string, unknown>): Promise<Product> {
  return (await adminHttp().request<{ product: Product }>({ method: 'POST', path: '/stores/v1/products', body: { product: body } })).product;
}

/** Changes a product (only the fields in `body`). */
export async function updateProduct(id: string, body: Record<string, unknown>): Promise<Product> {
  return (await adminHttp().request<{ product: Product }>({ method: 'PATCH', path: `/stores/v1/products/${encodeURIComponent(id)}`, body: { product: body } }))
    .product;
}

/** One variant's own values by its choices; null clears a value (the product's applies). */
export interface VariantOverride {
  choices: Record<string, string>;
  price?: number | string | null;
  cost: number | string | null;
  weight: number | string | null;
  sku: string | null;
}

/** Gives variants their own price, cost, weight and SKU (the product must manage its variants). */
export async function updateVariants(productId: string, variants: readonly VariantOverride[]): Promise<void> {
  await adminHttp().request({ method: 'PATCH', path: `/stores/v1/products/${encodeURIComponent(productId)}/variants`, body: { variants } });
}

/** Sets whether a product's stock is counted and each variant's units in stock. */
export async function updateVariantStock(
  productId: string,
  trackQuantity: boolean,
  variants: readonly { variantId: string; quantity?: number | string }[],
): Promise<void> {
  await adminHttp().request({
    method: 'PATCH',
    path: `/stores/v1/inventoryItems/product/${encodeURIComponent(productId)}`,
    body: { inventoryItem: { trackQuantity, variants } },
  });
}

// Products of the catalog (stores v1): reads and the query builder for everyone, writes for merchants (two modules, so shop pages carry no writes).
import type {
  BulkProductsResponse,
  Collection,
  GetProductResponse,
  Product,
  ProductInput,
  ProductOptionsAvailabilityResponse,
  QueryProductsResponse,
  QueryProductVariantsRequest,
  QueryProductVariantsResponse,
  Variant,
  VariantOverride,
} from '../../wire/catalog.js';
import type { ToteCore } from '../core/core.js';
import type { HttpMethod } from '../core/http.js';
import type { FromWire } from '../core/json.js';
import { QueryBuilder } from '../query/query-builder.js';

const READ = '/stores-reader/v1';
const WRITE = '/stores/v1';

/** A product as the SDK returns it: `createdDate` and `lastUpdated` as `Date`s. */
export type SdkProduct = FromWire<Product>;

/** Options of product reads. */
export interface ProductReadOptions {
  /** Add cost and profit data (merchants only). @default false */
  includeMerchantSpecificData?: boolean;
}

/** Options of {@link ProductsModule.query}. */
export interface ProductQueryOptions extends ProductReadOptions {
  /** Add each product's variants to the answer. @default false */
  includeVariants?: boolean;
}

/** New values for {@link ProductsModule.bulkUpdate}: one property. */
export type BulkSet = { price: number } | { cost: number } | { weight: number } | { ribbon: string } | { brand: string };
/** An amount to add, or a percentage (`rate` −100 to 1000) to apply. */
export type Adjustment = { amount: number } | { percentage: { rate: number; roundToInt?: boolean } };
/** Changes for {@link ProductsModule.bulkAdjust}: one property. */
export type BulkAdjust = { price: Adjustment } | { cost: Adjustment } | { weight: Adjustment };

/** Media to add: an existing media id or a URL, optionally shown for one choice. */
export type MediaForWrite = ({ mediaId: string } | { url: string }) & { choice?: { option: string; choice: string } };

/** Media shown when a choice is selected: the option, the choice and the media ids. */
export interface ChoiceMedia {
  option: string;
  choice: string;
  mediaIds: string[];
}

/** Product reads: the query builder, a product by id, option availability, a product's variants. */
export interface ProductsModule {
  /** A query of products: `products.query().eq('slug', s).find()`. */
  query(options?: ProductQueryOptions): QueryBuilder<SdkProduct>;
  /** A product by id. */
  get(id: string, options?: ProductReadOptions): Promise<SdkProduct>;
  /** A product by slug (a Tote extension of the protocol; `query().eq('slug', s)` works everywhere). */
  getBySlug(slug: string, options?: ProductReadOptions): Promise<SdkProduct>;
  /** A collection by slug (stores v1; see also `collections.getBySlug`). */
  getCollectionBySlug(slug: string): Promise<Collection>;
  /** Which choices are in stock and visible given some selected choices; the variant when all options are chosen. */
  getOptionsAvailability(id: string, options: Record<string, string>): Promise<ProductOptionsAvailabilityResponse>;
  /** Variants of a product, filtered by choices or ids. */
  queryVariants(id: string, options?: QueryProductVariantsRequest): Promise<QueryProductVariantsResponse>;
}

/** Product writes of a merchant (a client with `apiKey`). */
export interface ProductWritesModule {
  /** Creates a product (merchant). */
  create(product: ProductInput): Promise<SdkProduct>;
  /** Changes a product (merchant). */
  update(id: string, product: ProductInput): Promise<SdkProduct>;
  /** Deletes a product (merchant). */
  delete(id: string): Promise<void>;
  /** Changes the variants that match each override's choices or ids (merchant). */
  updateVariants(id: string, variants: VariantOverride[]): Promise<Variant[]>;
  /** Resets every variant's price, cost, weight, SKU and visibility to the product's (merchant). */
  resetVariants(id: string): Promise<void>;
  /** Adds media by id or URL (merchant). */
  addMedia(id: string, media: MediaForWrite[]): Promise<void>;
  /** Removes media by id (merchant). */
  removeMedia(id: string, mediaIds: string[]): Promise<void>;
  /** Shows media when a choice is selected (merchant). */
  addMediaToChoices(id: string, media: ChoiceMedia[]): Promise<void>;
  /** Stops showing media for choices (merchant). */
  removeMediaFromChoices(id: string, media: ChoiceMedia[]): Promise<void>;
  /** Removes every option, leaving one default variant (merchant). */
  deleteOptions(id: string): Promise<void>;
  /** Removes the brand (merchant). */
  removeBrand(id: string): Promise<void>;
  /** Removes the ribbon (merchant). */
  removeRibbon(id: string): Promise<void>;
  /** Sets price, cost or weight of many products (merchant). */
  bulkUpdate(ids: string[], set: BulkSet): Promise<BulkProductsResponse>;
  /** Adds an amount or a percentage to price, cost or weight of many products (merchant). */
  bulkAdjust(ids: string[], adjust: BulkAdjust): Promise<BulkProductsResponse>;
}

/** The product reads of a client. */
export function productsModule(core: ToteCore): ProductsModule {
  const { http } = core;
  return {
    query: (options = {}) =>
      new QueryBuilder(async (query) => {
        const answer = await http.request<FromWire<QueryProductsResponse>>({
          method: 'GET',
          path: `${READ}/products/query-platformized`,
          // The server lists variants unless told not to (as Wix does); this client's default is a lean list.
          body: { query, includeVariants: false, ...options },
          read: true,
          args: { query: 'query' },
        });
        return { items: answer.products, metadata: answer.metadata };
      }),
    get: async (id, options = {}) =>
      (
        await http.request<FromWire<GetProductResponse>>({
          method: 'GET',
          path: `${READ}/products/${encodeURIComponent(id)}`,
          params: { ...options },
          read: true,
        })
      ).product,
    getBySlug: async (slug, options = {}) =>
      (
        await http.request<FromWire<GetProductResponse>>({
          method: 'GET',
          path: `${READ}/products/slug/${encodeURIComponent(slug)}`,
          params: { ...options },
          read: true,
        })
      ).product,
    getCollectionBySlug: async (slug) =>
      (await http.request<{ collection: Collection }>({ method: 'GET', path: `${READ}/collections/slug/${encodeURIComponent(slug)}`, read: true })).collection,
    // POSTs that only read: sent to the read host and retried.
    getOptionsAvailability: (id, options) =>
      http.request({
        method: 'POST',
        path: `${READ}/products/${encodeURIComponent(id)}/productOptionsAvailability`,
        body: { options },
        read: true,
        safe: true,
      }),
    queryVariants: (id, options = {}) =>
      http.request({
        method: 'POST',
        path: `${READ}/products/${encodeURIComponent(id)}/variants/query`,
        body: options,
        read: true,
        safe: true,
        args: 'options',
      }),
  };
}

/** The product writes of a client (merchant). */
export function productWritesModule(core: ToteCore): ProductWritesModule {
  const write = <T>(method: HttpMethod, path: string, body?: unknown, args?: Record<string, string>) =>
    core.http.request<T>({ method, path: `${WRITE}/products${path}`, body, args });
  const done = async (method: HttpMethod, path: string, body?: unknown) => {
    await write(method, path, body);
  };
  const product = async (method: HttpMethod, path: string, body: unknown) =>
    (await write<{ product: SdkProduct }>(method, path, body, { product: 'product' })).product;
  const at = (id: string, rest = '') => `/${encodeURIComponent(id)}${rest}`;
  return {
    create: (input) => product('POST', '', { product: input }),
    update: (id, input) => product('PATCH', at(id), { product: { ...input, id } }),
    delete: (id) => done('DELETE', at(id)),
    updateVariants: async (id, variants) =>
      (await write<{ variants: Variant[] }>('PATCH', at(id, '/variants'), { variants }, { variants: 'variants' })).variants,
    resetVariants: (id) => done('POST', at(id, '/variants/resetToDefault')),
    addMedia: (id, media) => done('POST', at(id, '/media'), { media }),
    removeMedia: (id, mediaIds) => done('POST', at(id, '/media/delete'), { mediaIds }),
    addMediaToChoices: (id, media) => done('PATCH', at(id, '/choices/media'), { media }),
    removeMediaFromChoices: (id, media) => done('POST', at(id, '/choices/media/delete'), { media }),
    deleteOptions: (id) => done('DELETE', at(id, '/options')),
    removeBrand: (id) => done('POST', at(id, '/remove-brand')),
    removeRibbon: (id) => done('POST', at(id, '/remove-ribbon')),
    bulkUpdate: (ids, set) => core.http.request({ method: 'POST', path: `${WRITE}/bulk/products/update`, body: { ids, set } }),
    bulkAdjust: (ids, adjust) => core.http.request({ method: 'POST', path: `${WRITE}/bulk/products/adjust-properties`, body: { ids, adjust } }),
  };
}

// Wire types of the catalog (Wix stores v1 protocol): products, variants, collections, options, media and queries.
import type { CatalogDiscountType, InventoryStatus, MeasurementUnit, MediaItemType, OptionType, ProductType } from './enums.js';
import type { Filter, Paging, Sorting } from './query.js';

/** The query shapes and enumerations the catalog types use, re-exported for catalog consumers. */
export type { Filter, Paging, Sorting } from './query.js';
export type { InventoryStatus, MeasurementUnit, MediaItemType, OptionType, ProductType, SortOrder } from './enums.js';

/** Id of the collection every product belongs to, as Wix has it. */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';

/** Variant id of a product without options: its single default variant, as Wix has it. */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

/** Default page size of catalog queries. */
export const DEFAULT_QUERY_LIMIT = 50;

/** Largest page size of catalog queries. */
export const MAX_QUERY_LIMIT = 100;

/** Kinds of catalog discount. */
export type DiscountType = CatalogDiscountType;

/** Minimum and maximum of a property over a product's variants. */
export interface NumericPropertyRange {
  minValue: number;
  maxValue: number;
}

/** Prices formatted with the currency for display (`"$25.00"`). */
export interface FormattedPrice {
  price: string;
  discountedPrice: string;
  pricePerUnit?: string;
}

/** A price in the site currency; amounts are numbers in major units (`12.5`). */
export interface PriceData {
  currency: string;
  price: number;
  /** The price after the product's discount; equal to `price` without one. */
  discountedPrice: number;
  formatted: FormattedPrice;
  pricePerUnit?: number;
}

/** Cost and profit; only in answers to merchants who ask for merchant-specific data. */
export interface CostAndProfitData {
  itemCost: number;
  formattedItemCost: string;
  /** `discountedPrice - itemCost`. */
  profit: number;
  formattedProfit: string;
  /** `profit / discountedPrice`, rounded to 4 decimals. */
  profitMargin: number;
}

/** Price per unit: the product holds `totalQuantity` units, shown per `baseQuantity` units. */
export interface PricePerUnitData {
  totalQuantity: number;
  totalMeasurementUnit: MeasurementUnit;
  baseQuantity: number;
  baseMeasurementUnit: MeasurementUnit;
}

/** Stock of a product, summed over its variants. */
export interface Stock {
  trackInventory: boolean;
  /** Units in stock over all variants, when inventory is tracked. */
  quantity?: number;
  inStock: boolean;
  inventoryStatus: InventoryStatus;
}

/** Stock of one variant. */
export interface VariantStock {
  trackQuantity: boolean;
  /** Units in stock, when inventory is tracked. */
  quantity?: number;
  inStock: boolean;
}

/** An image's URL and size. */
export interface MediaItemUrlAndSize {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  format?: string;
  altText?: string;
}

/** A video's files. */
export interface MediaItemVideo {
  files: MediaItemUrlAndSize[];
  stillFrameMediaId?: string;
}

/** One image (or video) of a product, choice or collection. */
export interface MediaItem {
  id: string;
  mediaType: MediaItemType;
  title: string;
  image?: MediaItemUrlAndSize;
  video?: MediaItemVideo;
  thumbnail?: MediaItemUrlAndSize;
}

/** Media of a product, choice or collection: the main item and all items in order. */
export interface Media {
  mainMedia?: MediaItem;
  items: MediaItem[];
}

/** One choice of an option (`M`, or `Navy` with value `#1f2a44`). */
export interface Choice {
  /** The choice's value: the text of a drop-down choice, the CSS colour of a colour choice. */
  value: string;
  /** The choice as shoppers see it; variants' `choices` and cart options use this text. */
  description: string;
  media?: Media;
  /** Some variant with this choice (and the other selected choices) is in stock. */
  inStock: boolean;
  /** Some variant with this choice (and the other selected choices) is visible. */
  visible: boolean;
}

/** An option of a product (`Size`, `Color`) and its choices. */
export interface ProductOption {
  optionType: OptionType;
  name: string;
  choices: Choice[];
}

/** A discount on a product's price. */
export interface Discount {
  type: DiscountType;
  /** AMOUNT: major units off (`5` is 5 dollars); PERCENT: percent off (`10`). */
  value: number;
}

/** A titled text section of a product page. */
export interface AdditionalInfoSection {
  title: string;
  description: string;
}

/** Ribbon text (deprecated list form). */
export interface Ribbon {
  text: string;
}

/** Where a product's page is. */
export interface PageUrl {
  base: string;
  path: string;
}

/** Variant data without stock. */
export interface VariantDataWithNoStock {
  priceData: PriceData;
  convertedPriceData: PriceData;
  costAndProfitData?: CostAndProfitData;
  weight?: number;
  sku?: string;
  visible: boolean;
}

/** A variant of a product: one combination of choices. */
export interface Variant {
  id: string;
  /** Option name → choice description, e.g. `{ Size: 'M', Color: 'Navy' }`; `{}` for the default variant. */
  choices: Record<string, string>;
  variant: VariantDataWithNoStock;
  stock: VariantStock;
}

/** SEO data of a product. */
export interface SeoSchema {
  tags: { type: string; props?: Record<string, unknown>; meta?: Record<string, unknown>; children?: string; custom?: boolean; disabled?: boolean }[];
  settings: { preventAutoRedirect: boolean; keywords: { term: string; isMain: boolean; origin?: string }[] };
}

/** A product as the catalog answers it. */
export interface Product {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  productType: ProductType;
  description: string;
  sku?: string;
  /** Weight in the site's unit (KG). */
  weight?: number;
  weightRange: NumericPropertyRange;
  stock: Stock;
  /** Deprecated copy of `priceData`. */
  price: PriceData;
  priceData: PriceData;
  /** The same as `priceData` (no currency conversion). */
  convertedPriceData: PriceData;
  priceRange: NumericPropertyRange;
  /** Merchants only, with includeMerchantSpecificData. */
  costAndProfitData?: CostAndProfitData;
  /** Merchants only, with includeMerchantSpecificData. */
  costRange?: NumericPropertyRange;
  pricePerUnitData?: PricePerUnitData;
  additionalInfoSections: AdditionalInfoSection[];
  /** Deprecated list form of `ribbon`. */
  ribbons: Ribbon[];
  media: Media;
  customTextFields: { title: string; maxLength: number; mandatory: boolean }[];
  manageVariants: boolean;
  productOptions: ProductOption[];
  productPageUrl: PageUrl;
  /** Ascending number of the product, as a string (int64). */
  numericId: string;
  inventoryItemId: string;
  discount: Discount;
  /** Collections the product is in, the All Products collection included. */
  collectionIds: string[];
  /** The product's variants (get calls; queries only when asked for them). */
  variants?: Variant[];
  /** ISO date. */
  lastUpdated: string;
  /** ISO date. */
  createdDate: string;
  seoData: SeoSchema;
  ribbon?: string;
  brand?: string;
  /** Tote: which rate of the site's tax rates the product pays (STANDARD, REDUCED, EXEMPT); merchants only. */
  taxGroup?: 'STANDARD' | 'REDUCED' | 'EXEMPT';
}

/** A collection of products. */
export interface Collection {
  id: string;
  name: string;
  media: Media;
  numberOfProducts: number;
  description: string;
  slug: string;
  visible: boolean;
}

/** A platformized query: filter, sort and offset paging. */
export interface PlatformQuery {
  filter?: Filter;
  sort?: Sorting[];
  paging?: Paging;
}

/** Paging facts of a query answer; the SDK's `totalCount` is `total`. */
export interface PagingMetadata {
  /** Items in this page. */
  count: number;
  offset: number;
  /** Items matching the query; past 1,000 it is 1,000 (a lower bound) and `tooManyToCount` is true. */
  total: number;
  tooManyToCount: boolean;
}

/** Paging facts of the older v1 query answers. */
export interface LegacyPagingMetadata {
  items: number;
  offset: number;
}

/** POST (or GET `.r`) `/stores-reader/v1/products/query-platformized`. */
export interface QueryProductsRequest {
  query?: PlatformQuery;
  /** Merchants only: add cost and profit data. */
  includeMerchantSpecificData?: boolean;
  /** Each product's `variants`, as Wix answers the official queryProducts(); `false` leaves them out (a Tote extension). @default true */
  includeVariants?: boolean;
}

/** Answer of the product query. */
export interface QueryProductsResponse {
  products: Product[];
  metadata: PagingMetadata;
}

/** POST `/stores/v1/products/query`: the older query with filter and sort as JSON strings. */
export interface LegacyQueryProductsRequest {
  query?: { filter?: string; sort?: string; paging?: Paging };
  includeVariants?: boolean;
  includeHiddenProducts?: boolean;
  includeMerchantSpecificData?: boolean;
}

/** Answer of the older product query. */
export interface LegacyQueryProductsResponse {
  products: Product[];
  metadata: LegacyPagingMetadata;
  totalResults: number;
}

/** Answer of get product (by id). */
export interface GetProductResponse {
  product: Product;
}

/** POST `/stores-reader/v1/products/{id}/productOptionsAvailability`. */
export interface ProductOptionsAvailabilityRequest {
  /** Selected choices: option name → choice description (some or all options). */
  options: Record<string, string>;
}

/** The variant that a complete selection of choices picks. */
export interface VariantData {
  price: PriceData;
  convertedPriceData: PriceData;
  weight?: number;
  sku: string;
  /** Units in stock when inventory is tracked. */
  quantity?: number;
  inStock: boolean;
  visible: boolean;
}

/** Answer of productOptionsAvailability. */
export interface ProductOptionsAvailabilityResponse {
  /** Present when every option has a selected choice. */
  selectedVariant?: VariantData;
  /** Media of the selected choices, else the product's. */
  media: Media;
  /** The options with each choice's `inStock`/`visible` given the other selected choices. */
  productOptions: ProductOption[];
  /** The selection names a visible variant that is in stock. */
  availableForPurchase: boolean;
}

/** POST `/stores-reader/v1/products/{id}/variants/query`. */
export interface QueryProductVariantsRequest {
  /** Choices the variants must have (some or all options). */
  choices?: Record<string, string>;
  variantIds?: string[];
  paging?: Paging;
  includeMerchantSpecificData?: boolean;
}

/** Answer of the variants query of one product. */
export interface QueryProductVariantsResponse {
  variants: Variant[];
  metadata: LegacyPagingMetadata;
  totalResults: number;
}

/** A variant across the store, as the store-variants query answers it. */
export interface StoreVariant {
  /** `{productId}-{variantId}`. */
  id: string;
  variantId: string;
  productId: string;
  variantName: string;
  productName: string;
  managedVariant: boolean;
  sku?: string;
  stock: VariantStock;
  choices: Record<string, string>;
  collectionIds: string[];
  /** The variant's image URL (its choice's image, else the product's main image). */
  media?: { image?: string; video?: string };
  preorderInfo: { enabled: boolean };
}

/** POST `/stores-reader/v1/variants/query`. */
export interface QueryStoreVariantsRequest {
  query?: PlatformQuery;
}

/** Answer of the store-variants query. */
export interface QueryStoreVariantsResponse {
  variants: StoreVariant[];
  metadata: PagingMetadata;
}

/** Answer of GET `/stores-reader/v1/variants/{id}`. */
export interface GetStoreVariantResponse {
  variant: StoreVariant;
}

/** Answer of every single-collection read. */
export interface GetCollectionResponse {
  collection: Collection;
}

/** GET (`.r`) or POST `/v2/collections/query`. */
export interface QueryCollectionsRequest {
  query?: PlatformQuery;
}

/** Answer of the collection query. */
export interface QueryCollectionsResponse {
  collections: Collection[];
  metadata: PagingMetadata;
}

/** A product as a merchant writes it (create and update); read-only fields are ignored. */
export interface ProductInput {
  name?: string;
  slug?: string;
  visible?: boolean;
  productType?: 'physical' | 'digital';
  description?: string;
  sku?: string | null;
  weight?: number | null;
  /** `price` is required on create. */
  priceData?: { price?: number };
  costAndProfitData?: { itemCost?: number | null };
  pricePerUnitData?: PricePerUnitData | null;
  additionalInfoSections?: AdditionalInfoSection[];
  manageVariants?: boolean;
  /** Replaces the options; variants are regenerated (one per choice combination), kept where their choices survive. */
  productOptions?: { name: string; optionType?: 'drop_down' | 'color'; choices: { value: string; description?: string }[] }[];
  discount?: { type: DiscountType; value?: number };
  ribbon?: string | null;
  brand?: string | null;
  /** Tote: which rate of the site's tax rates the product pays. @default 'STANDARD' */
  taxGroup?: 'STANDARD' | 'REDUCED' | 'EXEMPT';
  /** Applies to every variant: switches quantity tracking, sets the quantity or the in-stock flag. */
  stock?: { trackInventory?: boolean; quantity?: number; inStock?: boolean };
  seoData?: Partial<SeoSchema>;
}

/** Changes to the variants that match `choices` (some or all options) or `variantIds`. */
export interface VariantOverride {
  choices?: Record<string, string>;
  variantIds?: string[];
  price?: number | null;
  cost?: number | null;
  weight?: number | null;
  sku?: string | null;
  visible?: boolean | null;
}

/** One item of a bulk write's answer. */
export interface BulkProductResult {
  itemMetadata: {
    id: string;
    originalIndex: number;
    success: boolean;
    error?: { code: string; description: string; data: Record<string, unknown> };
  };
}

/** Answer of the bulk writes. */
export interface BulkProductsResponse {
  results: BulkProductResult[];
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}

/** The stock of one variant of an inventory item. */
export interface InventoryItemVariant {
  variantId: string;
  inStock: boolean;
  /** Units in stock; only when the quantity is tracked. */
  quantity?: number;
}

/** A product's stock (Wix Stores' inventory item, named by the product's id), as inventory events carry it. */
export interface InventoryItem {
  id: string;
  productId: string;
  trackQuantity: boolean;
  variants: InventoryItemVariant[];
  /** ISO timestamp. */
  lastUpdated: string;
}

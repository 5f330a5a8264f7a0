// Row types of the catalog: products, variants, collections and their membership.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './core-tables.js';

/** A product option as stored: the wire's `productOptions[]` entry. */
export interface StoredOption {
  name: string;
  optionType: 'drop_down' | 'color';
  choices: StoredChoice[];
}

/** One choice of an option; `description` is what a variant's `choices` maps the option name to (as on the wire). */
export interface StoredChoice {
  value: string;
  /** The text shown to shoppers (for colours, the colour's name; `value` holds the CSS colour). */
  description: string;
  /** Media ids shown when this choice is selected. */
  mediaIds?: string[];
}

/** An image of a product or collection, in the sizes the shop serves. */
export interface StoredMedia {
  id: string;
  mediaType: 'image' | 'video';
  title: string;
  /** An absolute URL, or a path on the store (`/media/classic-tee-navy.svg`) served absolute. */
  url: string;
  width: number;
  height: number;
  altText?: string;
}

/** Price-per-unit facts as stored (quantities are decimal numbers, units the wire's MeasurementUnit). */
export interface PricePerUnitData {
  totalQuantity: number;
  totalMeasurementUnit: string;
  baseQuantity: number;
  baseMeasurementUnit: string;
}

/** The tax rate a product is sold at: the rate's standard one, its reduced one, or none. */
export type TaxGroup = 'STANDARD' | 'REDUCED' | 'EXEMPT';

/** A product of a site's catalog. */
export interface ProductsTable {
  id: string;
  site_id: string;
  numeric_id: Generated<number>;
  name: string;
  slug: string;
  description: string;
  sku: string | null;
  product_type: 'physical' | 'digital';
  visible: boolean;
  /** Price in minor units of the site's currency. */
  price: number;
  /** Price after the product's own discount, minor units (kept in step by every write). */
  discounted_price: number;
  discount_type: 'NONE' | 'AMOUNT' | 'PERCENT';
  /** AMOUNT: minor units off; PERCENT: percent off (decimal string). */
  discount_value: ColumnType<string, string | number, string | number>;
  /** Cost in minor units (merchant only). */
  cost: number | null;
  /** Weight in the site's unit (KG), decimal string. */
  weight: ColumnType<string | null, string | number | null, string | number | null>;
  brand: string | null;
  ribbon: string | null;
  /** Shopify's free-text product Type, e.g. "Shirts" (migration 0027; kept for the CSV round trip, not on the Wix wire). */
  item_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** Shopify's Tags, in order (migration 0027; kept for the CSV round trip, not on the Wix wire). */
  tags: ColumnType<string[], string | undefined, string>;
  /** Which of a tax rate's rates applies to the product (migration 0012). */
  tax_group: Generated<TaxGroup>;
  /** Stock is counted per variant (`variants.quantity`) when true; else each variant's `in_stock` flags it. */
  track_inventory: boolean;
  /** Some variant is in stock (quantity > 0 when tracked, else its flag); kept in step by every write. */
  in_stock: boolean;
  manage_variants: boolean;
  options: Json<StoredOption[]>;
  media: Json<StoredMedia[]>;
  additional_info: Json<{ title: string; description: string }[]>;
  price_per_unit: Json<PricePerUnitData | null>;
  seo: Json<Record<string, unknown> | null>;
  created_date: CreatedAt;
  last_updated: CreatedAt;
  /** Ids of the collections the product is in, kept from `collection_products` by a trigger (write memberships there). */
  collection_ids: Generated<string[]>;
  /**
   * Changes (to a new number of one sequence, never reused) whenever the product row or one of its variants changes,
   * by triggers (migration 0006): (id, revision) names one content of the product and its variants.
   */
  revision: Generated<number>;
}

/** A variant: one combination of a product's choices; every product has at least one (the default variant without options). */
export interface VariantsTable {
  id: string;
  site_id: string;
  product_id: string;
  /** Option name → choice description, e.g. `{ "Size": "M", "Color": "Red" }`; `{}` for the default variant. */
  choices: Json<Record<string, string>>;
  /** Own price in minor units; null means the product's price. */
  price: number | null;
  cost: number | null;
  weight: ColumnType<string | null, string | number | null, string | number | null>;
  sku: string | null;
  visible: boolean;
  /** Units in stock when the product tracks inventory. */
  quantity: number | null;
  /**
   * A "was" price of this variant in minor units, shown nowhere: kept when an import's compare-at prices differ by
   * variant in a way the product's one discount cannot express, so the export gives them back (migration 0027).
   */
  compare_at_price: ColumnType<number | null, number | null | undefined, number | null>;
  /** In stock when the product does not track inventory. */
  in_stock: boolean;
  position: number;
}

/** A collection of products (the All Products collection is not stored: it is every product). */
export interface CollectionsTable {
  id: string;
  site_id: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  media: Json<StoredMedia[]>;
  created_date: CreatedAt;
  last_updated: CreatedAt;
}

/** Membership of a product in a collection. */
export interface CollectionProductsTable {
  site_id: string;
  collection_id: string;
  product_id: string;
  position: number;
}

/**
 * The version of a site's catalog: a new number (never reused) in the commit of every change of its products,
 * variants, collections or collection membership (deferred triggers of migration 0007). No row reads as version 0.
 */
export interface CatalogVersionsTable {
  site_id: string;
  version: number;
}

/** The catalog's tables, by name. */
export interface CatalogTables {
  products: ProductsTable;
  variants: VariantsTable;
  collections: CollectionsTable;
  collection_products: CollectionProductsTable;
  catalog_versions: CatalogVersionsTable;
}

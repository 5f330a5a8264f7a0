// A loaded product → the v1 wire Product: prices, ranges, stock, media, options, variants, merchant data.
import type { NumericPropertyRange, Product, SeoSchema } from '../../wire/catalog.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../../wire/catalog.js';
import type { CatalogViewer } from './catalog-viewer.js';
import { inventoryStatus, totalQuantity, variantInStock } from './inventory.js';
import { mediaOf } from './media-wire.js';
import { minorToNumber, parseDecimal } from '../money.js';
import { optionsToWire } from './options-wire.js';
import { costAndProfitData, priceData } from './price-wire.js';
import type { LoadedProduct } from './product-rows.js';
import { decimalNumber, variantFacts } from './variant-facts.js';
import { variantToWire } from './variant-wire.js';

/** Options of {@link productToWire}. */
export interface ProductWireOptions {
  /** Add the `variants` list. @default true */
  includeVariants?: boolean;
}

/** Path of a product's page on the store (the hosted product page). */
export function productPagePath(slug: string): string {
  return `/hosted/product/${encodeURIComponent(slug)}`;
}

function range(values: readonly number[]): NumericPropertyRange {
  return values.length === 0 ? { minValue: 0, maxValue: 0 } : { minValue: Math.min(...values), maxValue: Math.max(...values) };
}

function seoOf(stored: Record<string, unknown> | null): SeoSchema {
  const seo = (stored ?? {}) as Partial<SeoSchema>;
  return {
    tags: Array.isArray(seo.tags) ? seo.tags : [],
    settings: { preventAutoRedirect: seo.settings?.preventAutoRedirect ?? false, keywords: seo.settings?.keywords ?? [] },
  };
}

/** The wire form of a product for a viewer: cost and profit only with merchant data. */
export function productToWire(product: LoadedProduct, viewer: CatalogViewer, options: ProductWireOptions = {}): Product {
  const facts = product.variants.map((v) => variantFacts(product, v));
  const prices = priceData(product.price, product.discounted_price, viewer, product.price_per_unit);
  const weight = decimalNumber(product.weight);
  const weights = facts.map((f) => f.weight ?? 0);
  const merchantData = viewer.merchantData;
  const costs = facts.map((f) => f.cost).filter((c): c is number => c !== null);
  const wire: Product = {
    id: product.id,
    name: product.name,
    slug: product.slug,
    visible: product.visible,
    productType: product.product_type,
    description: product.description,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(weight !== undefined ? { weight } : {}),
    weightRange: range(weights),
    stock: {
      trackInventory: product.track_inventory,
      ...(product.track_inventory ? { quantity: totalQuantity(product.variants) } : {}),
      inStock: product.variants.some((v) => variantInStock(product.track_inventory, v)),
      inventoryStatus: inventoryStatus(product.track_inventory, product.variants, product.manage_variants),
    },
    price: prices,
    priceData: prices,
    convertedPriceData: prices,
    priceRange: range(facts.map((f) => minorToNumber(f.price, viewer.digits))),
    ...(merchantData && product.cost !== null ? { costAndProfitData: costAndProfitData(product.cost, product.discounted_price, viewer) } : {}),
    ...(merchantData && costs.length > 0 ? { costRange: range(costs.map((c) => minorToNumber(c, viewer.digits))) } : {}),
    ...(product.price_per_unit ? { pricePerUnitData: { ...product.price_per_unit } as Product['pricePerUnitData'] } : {}),
    additionalInfoSections: product.additional_info,
    ribbons: product.ribbon ? [{ text: product.ribbon }] : [],
    media: mediaOf(product.media, viewer.publicUrl),
    customTextFields: [],
    manageVariants: product.manage_variants,
    productOptions: optionsToWire(product, viewer.publicUrl),
    productPageUrl: { base: viewer.publicUrl, path: productPagePath(product.slug) },
    numericId: String(product.numeric_id),
    inventoryItemId: product.id,
    discount: { type: product.discount_type, value: discountValue(product, viewer.digits) },
    collectionIds: [ALL_PRODUCTS_COLLECTION_ID, ...product.collection_ids],
    ...(options.includeVariants === false ? {} : { variants: product.variants.map((v) => variantToWire(product, v, viewer)) }),
    lastUpdated: product.last_updated.toISOString(),
    createdDate: product.created_date.toISOString(),
    seoData: seoOf(product.seo),
    ...(product.ribbon ? { ribbon: product.ribbon } : {}),
    ...(product.brand ? { brand: product.brand } : {}),
    ...(merchantData && product.tax_group ? { taxGroup: product.tax_group } : {}),
  };
  return wire;
}

/** The discount value as the wire has it: major units off for AMOUNT, percent for PERCENT, 0 for none. */
function discountValue(product: LoadedProduct, digits: number): number {
  if (product.discount_type === 'NONE') return 0;
  if (product.discount_type === 'AMOUNT') return minorToNumber(parseDecimal(product.discount_value, 0, 'half-up') ?? 0, digits);
  return Number(product.discount_value);
}

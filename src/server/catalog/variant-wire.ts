// Variants on the wire: in a product (Variant), picked by a selection (VariantData), and store-wide (StoreVariant).
import type { StoreVariant, Variant, VariantData } from '../../wire/catalog.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../../wire/catalog.js';
import type { CatalogViewer } from './catalog-viewer.js';
import { absoluteUrl } from './media-wire.js';
import { costAndProfitData, priceData } from './price-wire.js';
import type { LoadedProduct, ProductRow, VariantRow } from './product-rows.js';
import { variantFacts } from './variant-facts.js';

/** A variant as it appears in a product and in variant queries. */
export function variantToWire(product: ProductRow, variant: VariantRow, viewer: CatalogViewer): Variant {
  const facts = variantFacts(product, variant);
  const prices = priceData(facts.price, facts.discounted, viewer, product.price_per_unit);
  return {
    id: variant.id,
    choices: variant.choices,
    variant: {
      priceData: prices,
      convertedPriceData: prices,
      ...(viewer.merchantData && facts.cost !== null ? { costAndProfitData: costAndProfitData(facts.cost, facts.discounted, viewer) } : {}),
      ...(facts.weight !== undefined ? { weight: facts.weight } : {}),
      sku: facts.sku,
      visible: facts.visible,
    },
    stock: {
      trackQuantity: product.track_inventory,
      ...(facts.quantity !== undefined ? { quantity: facts.quantity } : {}),
      inStock: facts.inStock,
    },
  };
}

/** The variant a complete selection picks, as productOptionsAvailability answers it. */
export function variantDataToWire(product: ProductRow, variant: VariantRow, viewer: CatalogViewer): VariantData {
  const facts = variantFacts(product, variant);
  const prices = priceData(facts.price, facts.discounted, viewer, product.price_per_unit);
  return {
    price: prices,
    convertedPriceData: prices,
    ...(facts.weight !== undefined ? { weight: facts.weight } : {}),
    sku: facts.sku,
    ...(facts.quantity !== undefined ? { quantity: facts.quantity } : {}),
    inStock: facts.inStock,
    visible: facts.visible,
  };
}

/** `S | Navy` for a variant's choices, in option order; the product's name for the default variant. */
export function variantName(product: ProductRow, variant: VariantRow): string {
  const parts = product.options.map((o) => variant.choices[o.name]).filter((c): c is string => c !== undefined);
  return parts.length > 0 ? parts.join(' | ') : product.name;
}

/** The image of a variant: the first image of one of its choices, else the product's main image. */
export function variantImageUrl(product: ProductRow, variant: VariantRow, publicUrl: string): string | undefined {
  for (const option of product.options) {
    const choice = option.choices.find((c) => c.description === variant.choices[option.name]);
    const mediaId = choice?.mediaIds?.find((id) => product.media.some((m) => m.id === id));
    const media = mediaId ? product.media.find((m) => m.id === mediaId) : undefined;
    if (media) return absoluteUrl(media.url, publicUrl);
  }
  const main = product.media[0];
  return main ? absoluteUrl(main.url, publicUrl) : undefined;
}

/** A variant as the store-wide variant query answers it. */
export function storeVariantToWire(product: LoadedProduct, variant: VariantRow, viewer: CatalogViewer): StoreVariant {
  const facts = variantFacts(product, variant);
  const image = variantImageUrl(product, variant, viewer.publicUrl);
  return {
    id: `${product.id}-${variant.id}`,
    variantId: variant.id,
    productId: product.id,
    variantName: variantName(product, variant),
    productName: product.name,
    managedVariant: product.manage_variants,
    ...(facts.sku ? { sku: facts.sku } : {}),
    stock: {
      trackQuantity: product.track_inventory,
      ...(facts.quantity !== undefined ? { quantity: facts.quantity } : {}),
      inStock: facts.inStock,
    },
    choices: variant.choices,
    collectionIds: [ALL_PRODUCTS_COLLECTION_ID, ...product.collection_ids],
    ...(image ? { media: { image } } : {}),
    preorderInfo: { enabled: false },
  };
}

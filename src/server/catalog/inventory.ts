// Stock of variants and products: tracked quantities or in-stock flags, and the product's inventory status.
import type { InventoryItem, InventoryStatus } from '../../wire/catalog.js';

/** The stock facts of one variant as stored. */
export interface VariantStockRow {
  quantity: number | null;
  in_stock: boolean;
}

/** Whether a variant can be sold now: quantity above 0 when tracked, else its flag. */
export function variantInStock(trackInventory: boolean, variant: VariantStockRow): boolean {
  return trackInventory ? (variant.quantity ?? 0) > 0 : variant.in_stock;
}

/**
 * OUT_OF_STOCK when no variant is in stock; IN_STOCK when every one is. When only some are: PARTIALLY_OUT_OF_STOCK for a
 * product that manages its variants, and IN_STOCK for one that does not, whose stock Wix reports for the product as a
 * whole (storefronts written for Wix sell it only when they read IN_STOCK).
 */
export function inventoryStatus(trackInventory: boolean, variants: readonly VariantStockRow[], manageVariants: boolean): InventoryStatus {
  const inStock = variants.filter((v) => variantInStock(trackInventory, v)).length;
  if (inStock === 0) return 'OUT_OF_STOCK';
  return inStock === variants.length || !manageVariants ? 'IN_STOCK' : 'PARTIALLY_OUT_OF_STOCK';
}

/** Units in stock over all variants (tracked products only). */
export function totalQuantity(variants: readonly VariantStockRow[]): number {
  return variants.reduce((sum, v) => sum + (v.quantity ?? 0), 0);
}

/** The stock of a product's variants (in position order), as a write left it. */
export interface ProductStock {
  productId: string;
  trackInventory: boolean;
  variants: readonly (VariantStockRow & { id: string })[];
  lastUpdated: Date;
}

/** A product's stock as an inventory item (the inventory calls name it by the product's id). */
export function inventoryItemToWire(stock: ProductStock): InventoryItem {
  return {
    id: stock.productId,
    productId: stock.productId,
    trackQuantity: stock.trackInventory,
    variants: stock.variants.map((v) => ({
      variantId: v.id,
      inStock: variantInStock(stock.trackInventory, v),
      ...(stock.trackInventory ? { quantity: v.quantity ?? 0 } : {}),
    })),
    lastUpdated: stock.lastUpdated.toISOString(),
  };
}

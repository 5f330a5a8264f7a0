// A cart line priced from the catalog: unit prices, line total and availability from stock, at the time of the call.
import type { DescriptionLine, WireImage } from '../../wire/cart.js';
import type { ItemAvailabilityStatus } from '../../wire/enums.js';
import type { TaxGroup } from '../db/catalog-tables.js';

/** What pricing knows about the catalog item a line points at, read from the catalog for this call. */
export interface CatalogItem {
  productId: string;
  /** The resolved variant; null for a product without variants. */
  variantId: string | null;
  name: string;
  slug: string;
  productType: 'physical' | 'digital';
  /** The product and the variant are both visible to shoppers. */
  visible: boolean;
  /** Unit price before the catalog's discount, minor units. */
  fullPrice: number;
  /** Unit price after the catalog's discount, minor units. */
  price: number;
  /** Weight of one unit in grams (thousandths of a KG), or null when unknown. */
  weightGrams: number | null;
  /** Which rate of a tax rate the product pays. @default 'STANDARD' */
  taxGroup?: TaxGroup;
  sku: string | null;
  trackInventory: boolean;
  /** Units in stock when inventory is tracked. */
  stockQuantity: number | null;
  /** In stock when inventory is not tracked. */
  inStock: boolean;
  image?: WireImage;
  descriptionLines: DescriptionLine[];
}

/** A line as stored: which item, how many. */
export interface CartLineRef {
  id: string;
  quantity: number;
}

/** Whether and how much of a line can be bought. */
export interface Availability {
  status: ItemAvailabilityStatus;
  quantityAvailable?: number;
}

/** A line with its prices and availability. */
export interface PricedLine extends CartLineRef {
  /** Undefined when the product or variant no longer exists. */
  item: CatalogItem | undefined;
  availability: Availability;
  /** AVAILABLE or PARTIALLY_AVAILABLE: the line counts toward totals. */
  purchasable: boolean;
  /** Unit price after the catalog's discount (0 when not found). */
  unitPrice: number;
  /** Unit price before the catalog's discount. */
  fullUnitPrice: number;
  /** `unitPrice × quantity`. */
  total: number;
  /** Shipped (physical and purchasable). */
  shippable: boolean;
}

/** Availability of `quantity` units of an item: NOT_FOUND, NOT_AVAILABLE (hidden or out of stock), PARTIALLY_AVAILABLE or AVAILABLE. */
export function availabilityOf(
  item: Pick<CatalogItem, 'visible' | 'trackInventory' | 'stockQuantity' | 'inStock'> | undefined,
  quantity: number,
): Availability {
  if (!item) return { status: 'NOT_FOUND' };
  if (!item.visible) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
  if (item.trackInventory) {
    const stock = Math.max(0, item.stockQuantity ?? 0);
    if (stock === 0) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
    if (stock < quantity) return { status: 'PARTIALLY_AVAILABLE', quantityAvailable: stock };
    return { status: 'AVAILABLE', quantityAvailable: stock };
  }
  return item.inStock ? { status: 'AVAILABLE' } : { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
}

/** Prices a line from its catalog item. */
export function priceLine(line: CartLineRef, item: CatalogItem | undefined): PricedLine {
  const availability = availabilityOf(item, line.quantity);
  const purchasable = availability.status === 'AVAILABLE' || availability.status === 'PARTIALLY_AVAILABLE';
  const unitPrice = item?.price ?? 0;
  return {
    id: line.id,
    quantity: line.quantity,
    item,
    availability,
    purchasable,
    unitPrice,
    fullUnitPrice: item?.fullPrice ?? 0,
    total: unitPrice * line.quantity,
    shippable: purchasable && item?.productType === 'physical',
  };
}

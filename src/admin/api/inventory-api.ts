// Stock of every variant as the merchant API has it: the store-variants query, and the inventory item call that corrects it.
import type { QueryStoreVariantsResponse, StoreVariant } from '../../wire/catalog.js';
import { adminHttp } from './admin-client.js';

/** Variants per page of the inventory list. */
export const INVENTORY_PAGE_SIZE = 25;

/** What the inventory list shows. */
export interface InventoryFilter {
  /** Part of the product's name or the SKU; empty for all. */
  text: string;
  /** Only tracked variants with at most this many units; undefined for all. */
  lowStockUnits: number | undefined;
}

/** A typed number as a number, anything else as typed (for the server to refuse with its reason). */
export function asNumber(value: string): number | string {
  return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

/** One page of the store's variants (hidden products included) by product name. */
export function queryInventory(filter: InventoryFilter, offset: number, limit = INVENTORY_PAGE_SIZE): Promise<QueryStoreVariantsResponse> {
  const and: Record<string, unknown>[] = [];
  const text = filter.text.trim();
  if (text) and.push({ $or: [{ productName: { $contains: text } }, { sku: { $contains: text } }] });
  if (filter.lowStockUnits !== undefined) and.push({ 'stock.trackQuantity': { $eq: true } }, { 'stock.quantity': { $lte: filter.lowStockUnits } });
  return adminHttp().request<QueryStoreVariantsResponse>({
    method: 'POST',
    path: '/stores-reader/v1/variants/query',
    body: {
      query: {
        ...(and.length > 0 ? { filter: { $and: and } } : {}),
        sort: [
          { fieldName: 'productName', order: 'ASC' },
          { fieldName: 'variantId', order: 'ASC' },
        ],
        paging: { limit, offset },
      },
    },
    safe: true,
  });
}

/** One variant as the store has it now (`{productId}-{variantId}`). */
export async function getVariant(id: string): Promise<StoreVariant> {
  return (await adminHttp().request<{ variant: StoreVariant }>({ method: 'GET', path: `/stores-reader/v1/variants/${encodeURIComponent(id)}` })).variant;
}

/** Sets the stock of variants of one product: a tracked quantity (as typed) or an in-stock flag. */
export async function setVariantStock(
  productId: string,
  variants: { variantId: string; quantity?: string; inStock?: boolean }[],
  trackQuantity?: boolean,
): Promise<void> {
  await adminHttp().request({
    method: 'PATCH',
    path: `/stores/v2/inventoryItems/product/${encodeURIComponent(productId)}`,
    body: {
      inventoryItem: {
        ...(trackQuantity === undefined ? {} : { trackQuantity }),
        variants: variants.map(({ variantId, quantity, inStock }) => ({
          variantId,
          ...(quantity === undefined ? {} : { quantity: asNumber(quantity) }),
          ...(inStock === undefined ? {} : { inStock }),
        })),
      },
    },
  });
}

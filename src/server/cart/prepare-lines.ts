// Checks lines to add against the catalog and turns them into lines to store: unknown items, options and sold-out stock are refused.
import { MAX_LINE_QUANTITY, STORES_APP_ID } from '../../wire/cart.js';
import type { ShopperCaller } from '../auth/index.js';
import type { AppContext } from '../context.js';
import type { HttpError } from '../http/http-error.js';
import { fieldError } from '../http/http-error.js';
import { availabilityOf } from '../pricing/index.js';
import type { ProductForAdd, ReferenceOptions } from './catalog-items.js';
import { lineKey, resolveReference } from './catalog-items.js';
import { loadCartProducts } from './cart-products.js';
import { cartError } from './cart-errors.js';
import type { NewLine } from './cart-store.js';

/** App ids that name the store's own catalog: the stores catalog v1 id, and Wix Stores' app id that some clients send. */
export const CATALOG_APP_IDS: ReadonlySet<string> = new Set([STORES_APP_ID, '215238eb-22a5-4c36-9e7b-e7c08025e04e']);

/** A line to add, as the request names it. */
export interface AddLineInput {
  catalogReference: { catalogItemId: string; appId: string; options?: ReferenceOptions };
  quantity: number;
}

/** A line ready to store, with the index of the request item it came from (for errors). */
export interface PreparedLine extends NewLine {
  index: number;
}

/**
 * Checks the lines to add against the catalog and turns them into stored lines: unknown products, variants, options
 * and choices, hidden products and sold-out items are refused with the request field named. Lines of the same item merge.
 * The products are loaded unless given (`products`: by id, e.g. kept ones a later write checks by revision).
 */
export async function prepareLines(
  ctx: AppContext,
  caller: ShopperCaller,
  items: readonly AddLineInput[],
  field: string,
  products?: ReadonlyMap<string, ProductForAdd>,
): Promise<PreparedLine[]> {
  items.forEach((item, i) => {
    if (!CATALOG_APP_IDS.has(item.catalogReference.appId)) {
      throw cartError('CATALOG_NOT_FOUND', `No catalog answers to app id ${item.catalogReference.appId}; the store's catalog is ${STORES_APP_ID}`, {
        field: `${field}[${i}].catalogReference.appId`,
      });
    }
  });
  products ??= await loadCartProducts(
    ctx.db,
    caller.siteId,
    items.map((i) => i.catalogReference.catalogItemId),
  );
  const byKey = new Map<string, PreparedLine>();
  items.forEach((item, i) => {
    const ref = item.catalogReference;
    const at = `${field}[${i}]`;
    const product = products.get(ref.catalogItemId);
    if (!product || !product.visible) {
      throw cartError('PRODUCT_NOT_FOUND', `Product ${ref.catalogItemId} not found`, {
        field: `${at}.catalogReference.catalogItemId`,
        productId: ref.catalogItemId,
      });
    }
    const resolved = resolveReference(product, ref.options, `${at}.catalogReference.options`);
    if (!resolved.ok) throw cartError(resolved.code, resolved.description, { field: resolved.field, productId: product.id });
    const variant = resolved.variantId === null ? undefined : product.variants.find((v) => v.id === resolved.variantId);
    if (variant && !variant.visible) {
      throw cartError('VARIANT_NOT_FOUND', `Variant ${variant.id} of product ${product.id} is not for sale`, {
        field: `${at}.catalogReference.options`,
        productId: product.id,
      });
    }
    const availability = availabilityOf(
      {
        visible: true,
        trackInventory: product.track_inventory,
        stockQuantity: variant?.quantity ?? null,
        inStock: product.in_stock && (variant?.in_stock ?? true),
      },
      item.quantity,
    );
    if (availability.status === 'NOT_AVAILABLE') {
      throw cartError('INSUFFICIENT_INVENTORY', `${product.name} is out of stock`, { field: `${at}.quantity`, productId: product.id, quantityAvailable: 0 });
    }
    const appId = ref.appId;
    const key = lineKey(STORES_APP_ID, product.id, resolved.variantId, resolved.choices);
    const existing = byKey.get(key);
    if (existing) {
      existing.quantity += item.quantity;
      if (existing.quantity > MAX_LINE_QUANTITY)
        throw fieldError(`${at}.quantity`, `adds up to more than ${MAX_LINE_QUANTITY} of one item`, 'MAX', { max: MAX_LINE_QUANTITY });
      return;
    }
    const options: Record<string, unknown> =
      resolved.variantId !== null ? { variantId: resolved.variantId } : Object.keys(resolved.choices).length > 0 ? { options: resolved.choices } : {};
    if (ref.options?.options && resolved.variantId !== null) options.options = ref.options.options;
    byKey.set(key, { index: i, lineKey: key, appId, productId: product.id, variantId: resolved.variantId, options, quantity: item.quantity });
  });
  return [...byKey.values()];
}

/** The MAX violation of the request line whose merged quantity would pass {@link MAX_LINE_QUANTITY}. */
export function overMaximumError(key: string, lines: readonly PreparedLine[], field: string): HttpError {
  const index = lines.find((l) => l.lineKey === key)?.index ?? 0;
  return fieldError(`${field}[${index}].quantity`, `would bring the line to more than ${MAX_LINE_QUANTITY} units`, 'MAX', { max: MAX_LINE_QUANTITY });
}

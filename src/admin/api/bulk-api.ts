// Bulk edits of the products list: a price set or changed by a percentage (one bulk call), stock set product by product.
import type { BulkProductsResponse } from '../../wire/catalog.js';
import { reasonOf } from '../core/server-errors.js';
import { adminHttp } from './admin-client.js';
import { asNumber, setVariantStock } from './inventory-api.js';
import { getProduct } from './products-api.js';

/** The bulk edits the products list offers. */
export type BulkEditKind = 'setPrice' | 'adjustPrice' | 'setStock';

/** What a bulk edit did: how many products changed, and why each other one did not. */
export interface BulkOutcome {
  changed: number;
  failures: { id: string; reason: string }[];
}

function outcomeOf(answer: BulkProductsResponse): BulkOutcome {
  const failures = answer.results
    .filter((r) => !r.itemMetadata.success)
    .map((r) => ({ id: r.itemMetadata.id, reason: r.itemMetadata.error?.description ?? r.itemMetadata.error?.code ?? '' }));
  return { changed: answer.bulkActionMetadata.totalSuccesses, failures };
}

/** Sets the price of products (their variants' own prices move with it). */
export async function bulkSetPrice(ids: string[], price: string): Promise<BulkOutcome> {
  return outcomeOf(
    await adminHttp().request<BulkProductsResponse>({
      method: 'POST',
      path: '/stores/v1/bulk/products/update',
      body: { ids, set: { price: asNumber(price) } },
    }),
  );
}

/** Changes the price of products (and their variants' own prices) by a percentage (`-10` is 10 % off). */
export async function bulkAdjustPrice(ids: string[], percent: string): Promise<BulkOutcome> {
  return outcomeOf(
    await adminHttp().request<BulkProductsResponse>({
      method: 'POST',
      path: '/stores/v1/bulk/products/adjust-properties',
      body: { ids, adjust: { price: { percentage: { rate: asNumber(percent) } } } },
    }),
  );
}

/**
 * Tracks the stock of products and sets every variant to `quantity` units, one inventory call per product (the bulk
 * API has no stock); a refusal stops only its product. A quantity the store refuses for the first product is thrown.
 */
export async function bulkSetStock(ids: string[], quantity: string): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { changed: 0, failures: [] };
  for (const [index, id] of ids.entries()) {
    try {
      const product = await getProduct(id);
      await setVariantStock(
        id,
        (product.variants ?? []).map((v) => ({ variantId: v.id, quantity })),
        true,
      );
      outcome.changed++;
    } catch (error) {
      if (index === 0 && (error as { code?: string }).code === 'INVALID_ARGUMENT') throw error;
      outcome.failures.push({ id, reason: reasonOf(error) });
    }
  }
  return outcome;
}

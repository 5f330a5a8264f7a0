// The sales summary as the merchant API has it (`/tote/v1/orders/sales-summary`): exact counts and totals the store sums in SQL.
import { SALES_SUMMARY_PATH, type SalesSummary, type SalesSummaryResponse } from '../../wire/sales-summary.js';
import { adminHttp } from './admin-client.js';

export type { SalesSummary } from '../../wire/sales-summary.js';

/** Orders created from `from` (inclusive) to `to` (exclusive), either side open when left out. */
export async function readSalesSummary(range: { from?: Date; to?: Date } = {}): Promise<SalesSummary> {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from.toISOString());
  if (range.to) query.set('to', range.to.toISOString());
  const path = query.toString() !== '' ? `${SALES_SUMMARY_PATH}?${query.toString()}` : SALES_SUMMARY_PATH;
  return (await adminHttp().request<SalesSummaryResponse>({ method: 'GET', path })).summary;
}

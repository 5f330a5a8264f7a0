// The wire of the merchant's sales summary (GET /tote/v1/orders/sales-summary): exact counts and totals of a time range.
import type { OrderPrice } from './orders.js';

/** Path of the sales summary. */
export const SALES_SUMMARY_PATH = '/tote/v1/orders/sales-summary';

/** Orders of a time range, summed in SQL: every order counts, none is left out by paging. */
export interface SalesSummary {
  /** Orders created in the range that are not cancelled. */
  orderCount: number;
  /** Sum of their totals in the site currency (orders placed in another currency are counted, not summed). */
  total: OrderPrice;
  /** What was refunded of those orders, in the site currency. */
  refunded: OrderPrice;
  /** Sales net of refunds: `total` less `refunded`. */
  net: OrderPrice;
  /** The site currency the total is in. */
  currency: string;
  /** Orders of the range, not cancelled, waiting to be fulfilled. */
  unfulfilledCount: number;
}

/** Answer of the sales summary. */
export interface SalesSummaryResponse {
  summary: SalesSummary;
}

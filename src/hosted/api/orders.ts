// The signed-in member's orders (ecom orders `searchOrders`, newest first): whatever the store's orders service answers.
import type { HostedClient } from '../core/hosted-client.js';

/** The parts of an order the account page shows (ecom order fields; everything optional, the page shows what is there). */
export interface OrderSummary {
  id?: string;
  number?: string;
  createdDate?: string | Date;
  status?: string;
  paymentStatus?: string;
  fulfillmentStatus?: string;
  priceSummary?: { total?: { amount?: string; formattedAmount?: string } };
  currency?: string;
  lineItems?: { id?: string; quantity?: number; productName?: { original?: string; translated?: string } }[];
}

/** What the search answers. */
export interface OrdersPage {
  orders: OrderSummary[];
}

/** How many orders the page lists. */
export const ORDERS_PAGE_SIZE = 50;

/** The member's orders, newest first. */
export async function searchMyOrders(client: HostedClient): Promise<OrdersPage> {
  const answer = await client.core.http.request<{ orders?: OrderSummary[] }>({
    method: 'POST',
    path: '/ecom/v1/orders/search',
    body: { search: { sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: ORDERS_PAGE_SIZE } } },
    // Searching changes nothing: retried like a read.
    safe: true,
  });
  return { orders: answer.orders ?? [] };
}

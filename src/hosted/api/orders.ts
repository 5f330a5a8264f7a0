// The signed-in member's orders (ecom orders `searchOrders`, newest first; whatever the store's orders service answers), one order's details, and "buy again".
import type { HostedClient } from '../core/hosted-client.js';
import { BUY_AGAIN_PATH, MY_ORDER_PATH, type BuyAgainResponse, type MyOrderResponse } from '../../wire/member-orders.js';
import type { FromWire } from '../../sdk/core/json.js';

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

/** The member's own order with its shipments and refunds (Tote's details call). */
export async function myOrder(client: HostedClient, orderId: string): Promise<FromWire<MyOrderResponse>> {
  return client.core.http.request<FromWire<MyOrderResponse>>({ method: 'GET', path: MY_ORDER_PATH.replace('{id}', encodeURIComponent(orderId)) });
}

/** "Buy again": the order's lines back in the member's current cart; what could not be added is in the answer. A retry adds nothing. */
export async function buyAgain(client: HostedClient, orderId: string): Promise<FromWire<BuyAgainResponse>> {
  return client.core.http.request<FromWire<BuyAgainResponse>>({
    method: 'POST',
    path: BUY_AGAIN_PATH.replace('{id}', encodeURIComponent(orderId)),
    // The store keeps the larger quantity of each item: retried like a read.
    safe: true,
  });
}

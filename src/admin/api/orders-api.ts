// Orders as the merchant API has them: search with filters and cursor paging, one order, fulfil, mark paid, refund, cancel.
import type { Fulfillment, OrderResponse, OrderWithFulfillmentsResponse, Refundability, TriggerRefundResponse } from '../../wire/order-operations.js';
import type { GetOrderResponse, Order, SearchOrdersResponse } from '../../wire/orders.js';
import { ORDER_EXPORT_PATH } from '../../wire/exports.js';
import { adminHttp } from './admin-client.js';

/** Orders per page of the list. */
export const ORDERS_PAGE_SIZE = 20;

/** What the orders list filters by. */
export interface OrderFilters {
  /** An order number, or (part of) the buyer's e-mail or billing name. */
  text?: string;
  paymentStatus?: string;
  fulfillmentStatus?: string;
  /** First day (YYYY-MM-DD), inclusive. */
  from?: string;
  /** Last day (YYYY-MM-DD), inclusive. */
  to?: string;
}

/**
 * The address of the order export of the filters' days (From and To as the list reads them: local days, To inclusive),
 * as CSV or JSON; a plain link downloads it with the dashboard's session (a GET needs no CSRF token).
 */
export function orderExportUrl(filters: Pick<OrderFilters, 'from' | 'to'>, format: 'csv' | 'json'): string {
  const query = new URLSearchParams({ format });
  if (filters.from) query.set('from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) query.set('to', new Date(new Date(`${filters.to}T00:00:00`).getTime() + 86_400_000).toISOString());
  return `${ORDER_EXPORT_PATH}?${query}`;
}

/** The Wix filter of the list's filters. */
export function orderFilter(filters: OrderFilters): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const text = filters.text?.trim().replace(/^#/, '') ?? '';
  if (/^\d+$/.test(text)) filter.number = { $eq: Number(text) };
  else if (text) filter.$or = [{ 'buyerInfo.email': { $contains: text.toLowerCase() } }, { 'billingInfo.contactDetails.fullName': { $contains: text } }];
  if (filters.paymentStatus) filter.paymentStatus = { $eq: filters.paymentStatus };
  if (filters.fulfillmentStatus) filter.fulfillmentStatus = { $eq: filters.fulfillmentStatus };
  const created: Record<string, string> = {};
  if (filters.from) created.$gte = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to) created.$lt = new Date(new Date(`${filters.to}T00:00:00`).getTime() + 86_400_000).toISOString();
  if (Object.keys(created).length > 0) filter.createdDate = created;
  return filter;
}

/** One page of orders, newest first: the first page of a filter, or the page a cursor points to. */
export function searchOrders(filters: OrderFilters, cursor?: string, limit = ORDERS_PAGE_SIZE): Promise<SearchOrdersResponse> {
  const search = cursor
    ? { cursorPaging: { limit, cursor } }
    : { filter: orderFilter(filters), sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit } };
  return adminHttp().request<SearchOrdersResponse>({ method: 'POST', path: '/ecom/v1/orders/search', body: { search }, safe: true });
}

/** One order. */
export async function getOrder(id: string): Promise<GetOrderResponse['order']> {
  return (await adminHttp().request<GetOrderResponse>({ method: 'GET', path: `/ecom/v1/orders/${encodeURIComponent(id)}` })).order;
}

/** The fulfilments (shipments) of an order. */
export function listFulfillments(orderId: string): Promise<OrderWithFulfillmentsResponse> {
  return adminHttp().request({ method: 'GET', path: `/ecom/v1/fulfillments/orders/${encodeURIComponent(orderId)}` });
}

/** What a fulfilment carries. */
export interface TrackingInput {
  shippingProvider: string;
  trackingNumber: string;
  trackingLink?: string;
}

/** The units of each line no fulfilment has taken yet. */
export function unfulfilledLines(order: Pick<Order, 'lineItems'>, fulfillments: Pick<Fulfillment, 'lineItems'>[]): { id: string; quantity: number }[] {
  const fulfilled = new Map<string, number>();
  for (const f of fulfillments) for (const line of f.lineItems) fulfilled.set(line.id, (fulfilled.get(line.id) ?? 0) + line.quantity);
  return order.lineItems.map((line) => ({ id: line.id, quantity: line.quantity - (fulfilled.get(line.id) ?? 0) })).filter((line) => line.quantity > 0);
}

/** Fulfils these units of an order with its tracking (retried safely: the idempotency key names this one attempt). */
export function fulfilOrder(
  orderId: string,
  lineItems: { id: string; quantity: number }[],
  tracking: TrackingInput,
  idempotencyKey: string,
): Promise<OrderWithFulfillmentsResponse> {
  const trackingInfo: Record<string, string> = {};
  if (tracking.shippingProvider.trim()) trackingInfo.shippingProvider = tracking.shippingProvider.trim();
  if (tracking.trackingNumber.trim()) trackingInfo.trackingNumber = tracking.trackingNumber.trim();
  if (tracking.trackingLink?.trim()) trackingInfo.trackingLink = tracking.trackingLink.trim();
  return adminHttp().request({
    method: 'POST',
    path: `/ecom/v1/fulfillments/orders/${encodeURIComponent(orderId)}/create-fulfillment`,
    body: { fulfillment: { lineItems, ...(Object.keys(trackingInfo).length > 0 ? { trackingInfo } : {}) } },
    idempotencyKey,
  });
}

/** Marks an offline order paid. */
export async function markOrderPaid(orderId: string): Promise<void> {
  await adminHttp().request({ method: 'POST', path: `/ecom/v1/payments-collector/orders/${encodeURIComponent(orderId)}/mark-as-paid`, body: {} });
}

/** Whether the order's payment can be refunded, and its payment id (one payment per order). */
export async function getRefundability(orderId: string): Promise<Refundability> {
  const answer = await adminHttp().request<{ refundabilities: Refundability[] }>({
    method: 'GET',
    path: `/ecom/v1/payments-collector/orders/${encodeURIComponent(orderId)}/refundability`,
  });
  return answer.refundabilities[0]!;
}

/** What a refund gives back: everything left, chosen line units (worth their share, shipping optional), or an amount. */
export type RefundChoice =
  { kind: 'all' } | { kind: 'lines'; lineItems: { lineItemId: string; quantity: number }[]; shippingIncluded: boolean } | { kind: 'amount'; amount: string };

/** What else a refund does. */
export interface RefundOptions {
  reason: string;
  /** Put the refunded units back into tracked stock. */
  restock: boolean;
  /** Only record a refund the merchant made by hand (offline payments: the store cannot send money back). */
  external: boolean;
}

/** Refunds an order's payment (retried safely: the idempotency key names this one attempt). */
export function refundOrder(
  orderId: string,
  paymentId: string,
  choice: RefundChoice,
  options: RefundOptions,
  idempotencyKey: string,
): Promise<TriggerRefundResponse> {
  const lineItems = choice.kind === 'lines' ? choice.lineItems : [];
  const reason = options.reason.trim();
  const details = {
    ...(lineItems.length > 0 ? { lineItems } : {}),
    ...(choice.kind === 'lines' && choice.shippingIncluded ? { shippingIncluded: true } : {}),
    ...(reason ? { reason } : {}),
  };
  const restockInfo = !options.restock
    ? { type: 'NO_ITEMS' }
    : choice.kind === 'lines'
      ? { type: 'SOME_ITEMS', items: lineItems }
      : choice.kind === 'all'
        ? { type: 'ALL_ITEMS' }
        : { type: 'NO_ITEMS' };
  return adminHttp().request({
    method: 'POST',
    path: `/ecom/v1/payments-collector/orders/${encodeURIComponent(orderId)}/trigger-refund`,
    body: {
      payments: [
        { paymentId, ...(choice.kind === 'amount' ? { amount: { amount: choice.amount.trim() } } : {}), ...(options.external ? { externalRefund: true } : {}) },
      ],
      ...(Object.keys(details).length > 0 ? { details } : {}),
      sideEffects: { restockInfo },
    },
    idempotencyKey,
  });
}

/** Cancels an order (the buyer is e-mailed, tracked stock given back). */
export async function cancelOrder(orderId: string): Promise<OrderResponse['order']> {
  return (await adminHttp().request<OrderResponse>({ method: 'POST', path: `/ecom/v1/orders/${encodeURIComponent(orderId)}/cancel`, body: {} })).order;
}

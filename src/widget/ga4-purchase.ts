// GA4 `purchase` once per order, when the shopper comes back from the hosted checkout: the order read from the store, the ids of
// orders already sent kept in localStorage so a reload or a second tab never sends one twice.
import type { ThankYouResponse } from '../wire/checkout.js';
import { widgetConfig } from './config.js';
import { ga4Purchase, pushEvent } from './ga4.js';
import { pageClient } from './store/page-client.js';

/** How many sent order ids the browser keeps (the newest). */
const KEPT = 50;

/** Where the ids of the orders whose `purchase` was pushed are kept (per client id). */
export function sentPurchasesKey(clientId: string): string {
  return `tote:${clientId}:ga4-purchases`;
}

function sentOrders(key: string): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id == 'string') : [];
  } catch {
    return []; // storage blocked or unreadable: nothing remembered
  }
}

/**
 * Pushes GA4's `purchase` for the order placed from `checkoutId`, unless this browser sent it already. The order comes from the
 * store (the checkout's thank-you call, with the shopper's token); a store that does not answer, or another order, sends nothing.
 */
export async function reportPurchase(orderId: string, checkoutId: string): Promise<void> {
  const key = sentPurchasesKey(widgetConfig().clientId);
  if (!orderId || !checkoutId || sentOrders(key).includes(orderId)) return;
  let order: ThankYouResponse['order'];
  try {
    ({ order } = await pageClient().core.http.request<ThankYouResponse>({
      method: 'GET',
      path: `/ecom/v1/checkouts/${encodeURIComponent(checkoutId)}/thank-you`,
    }));
  } catch {
    return;
  }
  // Read again: another tab may have sent it while the order loaded.
  const sent = sentOrders(key);
  if (order.id !== orderId || sent.includes(orderId)) return;
  try {
    localStorage.setItem(key, JSON.stringify([...sent, orderId].slice(-KEPT)));
  } catch {
    // storage blocked: sent once on this page all the same
  }
  pushEvent(ga4Purchase(order));
}

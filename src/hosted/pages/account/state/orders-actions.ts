// The member's orders for the orders section: from the store's orders service, an honest "no service", or a failure to retry.
import { searchMyOrders } from '../../../api/orders.js';
import { applicationCode, errorText } from '../../../core/error-text.js';
import type { OrdersLoad } from './account-state.js';
import type { AccountStore } from './account-store.js';

/** What a failed search means for the section: no orders service in this store (yet), or a failure to retry. */
export function ordersFailure(error: unknown): OrdersLoad {
  return applicationCode(error) === 'NOT_FOUND' ? { status: 'unavailable' } : { status: 'failed', error: errorText(error) };
}

/** Loads the member's newest orders (again, for a retry or a return to the section); an answer overtaken by a newer load is dropped. */
export async function loadOrders(account: AccountStore): Promise<void> {
  const ask = ++account.ordersAsk;
  account.setState({ orders: { status: 'loading' } });
  let next: OrdersLoad;
  try {
    next = { status: 'ready', orders: (await searchMyOrders(account.client)).orders };
  } catch (error) {
    next = ordersFailure(error);
  }
  if (ask === account.ordersAsk) account.setState({ orders: next });
}

/** The section closed: a search still running is dropped, and the next opening starts from "loading". */
export function stopOrders(account: AccountStore): void {
  account.ordersAsk += 1;
  account.setState({ orders: { status: 'loading' } });
}

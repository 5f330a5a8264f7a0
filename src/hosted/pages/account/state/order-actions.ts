// One order of the member opened from the list: its details loaded (again, for a retry), closed, and "buy again", which refills the cart and takes the member to it on the owner's site.
import { buyAgain, myOrder } from '../../../api/orders.js';
import { errorText } from '../../../core/error-text.js';
import type { OrderLoad } from './account-state.js';
import type { AccountStore } from './account-store.js';

/** Loads the open order's details; an answer overtaken by a newer read or by {@link closeOrder} is dropped. */
export async function loadOrder(account: AccountStore, id: string): Promise<void> {
  const ask = ++account.orderAsk;
  account.setState({ order: { status: 'loading', id }, again: { status: 'idle' } });
  let next: OrderLoad;
  try {
    next = { status: 'ready', id, details: await myOrder(account.client, id) };
  } catch (error) {
    next = { status: 'failed', id, error: errorText(error) };
  }
  if (ask === account.orderAsk) account.setState({ order: next });
}

/** Back to the list: a read still running is dropped. */
export function closeOrder(account: AccountStore): void {
  account.orderAsk += 1;
  account.setState({ order: { status: 'closed' }, again: { status: 'idle' } });
}

/**
 * "Buy again": the open order's lines into the member's cart (one call; a retry adds nothing). When every line went in, the
 * member is taken to the owner's site, where the widget's cart is theirs; else what could not be added stays on the page,
 * with the way to the cart.
 */
export async function buyOrderAgain(account: AccountStore): Promise<void> {
  const { order, again } = account.getState();
  if (order.status !== 'ready' || again.status === 'busy') return;
  account.setState({ again: { status: 'busy' } });
  try {
    const { cart: _cart, ...report } = await buyAgain(account.client, order.id);
    account.setState({ again: { status: 'done', report } });
    if (report.missing.length === 0 && report.limited.length === 0 && account.backUrl) account.browser.leave(account.backUrl);
  } catch (error) {
    account.setState({ again: { status: 'failed', error: errorText(error) } });
  }
}

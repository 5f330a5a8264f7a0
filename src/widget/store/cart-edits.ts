// What shoppers do in the drawer (its chunk): change quantities, remove lines (the coupon's actions are in coupon-actions.ts).
import { drawerMessages } from '../i18n/drawer.js';
import { pageMessages } from '../i18n/index.js';
import { acceptCart, serial } from './cart-actions.js';
import { cartLines, type CartState } from './cart-state.js';
import { errorText } from './error-text.js';
import { pageClient } from './page-client.js';
import { announce, store } from './store.js';

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** The shopper's sentence for a failed call of the drawer (its translations of the store's refusals). */
export function drawerErrorText(error: unknown): string {
  return errorText(error, drawerMessages().errors);
}

/** Sets a line's quantity (0 removes it); the drawer shows it at once and rolls back with the reason on a refusal. */
export async function setLineQuantity(lineId: string, quantity: number): Promise<void> {
  const line = cartLines(store.getState().cart).find((l) => l.id === lineId);
  if (!line) return;
  const t = drawerMessages();
  const name = line.productName.translated ?? line.productName.original;
  store.setState((s) => ({ pendingQuantities: { ...s.pendingQuantities, [lineId]: quantity }, lineErrors: without(s.lineErrors, lineId) }));
  const settled = (s: CartState) => ({
    pendingQuantities: s.pendingQuantities[lineId] === quantity ? without(s.pendingQuantities, lineId) : s.pendingQuantities,
  });
  try {
    const { cart } = pageClient();
    acceptCart(await serial(() => (quantity > 0 ? cart.updateLineItemsQuantity([{ id: lineId, quantity }]) : cart.removeLineItems([lineId]))), settled);
    announce(quantity > 0 ? t.quantityChanged(name, quantity) : t.removed(name));
  } catch (error) {
    const message = drawerErrorText(error);
    store.setState((s) => ({ ...settled(s), lineErrors: { ...s.lineErrors, [lineId]: message } }));
    announce(message);
  }
}

/** Says on the line (visibly, and to screen readers) that the quantity typed was lowered to the `max` in stock. */
export function noteLineLimit(lineId: string, max: number): void {
  const message = pageMessages().onlyLeft(max);
  store.setState((s) => ({ lineErrors: { ...s.lineErrors, [lineId]: message } }));
  announce(message);
}

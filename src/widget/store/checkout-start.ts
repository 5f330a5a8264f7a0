// Checkout from the drawer's chunk: what it needs of the drawer (the tab's estimate, the drawer's error texts) is read here, and the
// checkout itself (checkout-actions.ts) is a chunk of its own, loaded when the shopper points at Checkout or presses it.
import { once } from '../hooks/use-chunk.js';
import { loadCart } from './cart-actions.js';
import { drawerErrorText } from './cart-edits.js';
import { errorCode } from './error-text.js';
import { savedEstimate } from './saved-estimate.js';
import { store } from './store.js';

/** Loads the checkout's chunk once (again after a failure). */
const loadCheckout = once(() => import('../entries/checkout-actions.js'));

/** Starts loading the checkout's chunk early (the shopper points at or focuses Checkout); a failure is left to the press. */
export function preloadCheckout(): void {
  loadCheckout().catch(() => undefined);
}

/**
 * Checks out the cart, or one of its lines (Buy now), with the drawer's estimate (this page's, else the tab's). A refusal, or a chunk that
 * does not load, is said in the drawer and the buy box; lines that cannot be bought as they are get read again to show their problem.
 */
export async function checkout(only?: { id: string; quantity: number }): Promise<void> {
  const state = store.getState();
  store.setState({ checkingOut: true, checkoutError: undefined });
  try {
    await (await loadCheckout()).checkout(state.destination ? state : { ...state, ...savedEstimate() }, only);
  } catch (error) {
    store.setState({ checkingOut: false, checkoutError: drawerErrorText(error) });
    if (errorCode(error) === 'CART_ITEMS_NOT_AVAILABLE') await loadCart();
  }
}

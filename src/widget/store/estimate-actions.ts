// Estimating shipping and tax for a destination and a delivery option (the drawer's chunk; choosing them is in estimate-choices.ts).
import { acceptCart } from './cart-actions.js';
import { drawerErrorText } from './cart-edits.js';
import { cartLines } from './cart-state.js';
import { pageClient } from './page-client.js';
import { savedEstimate } from './saved-estimate.js';
import { store } from './store.js';

let estimateRun = 0;

/** Starts from the estimate the shopper made on an earlier page of the tab, when this page has none yet (the drawer calls it as it loads). */
export function restoreEstimate(): void {
  const saved = savedEstimate();
  if (saved && !store.getState().destination) store.setState(saved);
}

/** Estimates the totals of the cart for the chosen destination and delivery option (the subtotal and coupon without one). */
export async function estimateTotals(): Promise<void> {
  const { cart, destination, shippingCode } = store.getState();
  const run = ++estimateRun;
  if (cartLines(cart).length === 0) return store.setState({ estimate: undefined, estimating: false, estimateError: undefined });
  store.setState({ estimating: true });
  try {
    const estimate = await pageClient().cart.estimateTotals({
      ...(destination ? { shippingAddress: destination } : { calculateShipping: false, calculateTax: false }),
      ...(shippingCode ? { selectedShippingOption: { code: shippingCode } } : {}),
    });
    if (run === estimateRun) acceptCart(estimate.cart, () => ({ estimate, estimating: false, estimateError: undefined }), false);
  } catch (error) {
    if (run === estimateRun) store.setState({ estimating: false, estimateError: drawerErrorText(error) });
  }
}

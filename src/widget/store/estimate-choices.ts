// What the shopper chooses in the estimate form (its chunk): where to estimate for and which delivery option, kept for the tab.
import type { Destination } from './cart-state.js';
import { estimateTotals } from './estimate-actions.js';
import { estimateKey } from './saved-estimate.js';
import { store } from './store.js';

/** Keeps the destination and delivery option for the tab (undefined forgets them). Storage errors are ignored. */
function saveEstimate(destination: Destination | undefined, shippingCode: string | undefined): void {
  try {
    if (destination) sessionStorage.setItem(estimateKey(), JSON.stringify({ destination, shippingCode }));
    else sessionStorage.removeItem(estimateKey());
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): the estimate then lasts for this page only.
  }
}

/** Sets where to estimate for (a new destination starts with the store's default delivery option) and estimates. */
export function setDestination(destination: Destination | undefined): Promise<void> {
  store.setState({ destination, shippingCode: undefined });
  saveEstimate(destination, undefined);
  return estimateTotals();
}

/** Chooses a delivery option and estimates again. */
export function chooseShipping(shippingCode: string): Promise<void> {
  store.setState({ shippingCode });
  saveEstimate(store.getState().destination, shippingCode);
  return estimateTotals();
}

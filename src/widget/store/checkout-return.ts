// Coming back from the hosted checkout: the thank-you callback after an order, or the browser's Back button.
import { loadCart } from './cart-actions.js';
import { withGa4 } from '../events.js';
import { cleanPageUrl, CHECKOUT_PARAM, RETURN_PARAM, THANK_YOU } from './page-url.js';
import { store } from './store.js';

/**
 * After the hosted checkout placed an order and sent the shopper back: the confirmation in an open drawer, the URL cleaned, and on
 * pages with GA4 the order's `purchase` (once per order: ga4-purchase.ts).
 */
export function readCheckoutReturn(): void {
  const params = new URL(location.href).searchParams;
  if (params.get(RETURN_PARAM) !== THANK_YOU) return;
  const orderId = params.get('orderId') ?? '';
  store.setState({ placedOrder: orderId, drawerOpen: true, estimate: undefined, shippingCode: undefined });
  cleanPageUrl();
  void withGa4((chunk) => chunk.reportPurchase(orderId, params.get(CHECKOUT_PARAM) ?? ''));
}

/** Back from the hosted checkout with the browser's Back button (a page restored from the back-forward cache). */
export function resumeAfterLeaving(): void {
  store.setState({ checkingOut: false });
  void loadCart();
}

/** Starts the checkout of the cart, or of one of its lines (Buy now); its code (in the drawer's chunk) loads on the first call. */
export async function startCheckout(line?: { id: string; quantity: number }): Promise<void> {
  await (await import('../entries/drawer.js')).checkout(line);
}

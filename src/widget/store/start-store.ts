// Starts the page's store once: tabs in step, the cart hint and events on every change, the way back from hosted pages, the commands.
import { RESTORE_FRAGMENT } from '../../wire/cart-reminders.js';
import { writeCartHint } from '../cart-hint.js';
import { registerCommand } from '../commands.js';
import { widgetConfig } from '../config.js';
import { emitToteEvent } from '../events.js';
import { acceptCart, addToCart, loadCart } from './cart-actions.js';
import { cartSubtotal, itemCount } from './cart-state.js';
import { loadProduct } from './catalog.js';
import { readCheckoutReturn, resumeAfterLeaving, startCheckout } from './checkout-return.js';
import { store } from './store.js';
import { listenToTabs } from './tab-sync.js';

/** What `tote('addToCart', {...})` takes: a product by slug or id, its options or variant, a quantity. */
export interface AddToCartCommand {
  product?: string;
  productId?: string;
  variantId?: string;
  options?: Record<string, string>;
  quantity?: number;
}

let started = false;

/** Adds a product by slug or id (`tote('addToCart', ...)`, `useCart().addToCart`); rejects with the reason the store refused it. */
export async function addProductToCart(command: AddToCartCommand): Promise<void> {
  const ref = command.productId ?? command.product;
  if (!ref) throw new TypeError('addToCart needs { product: "<slug or id>" } or { productId }');
  const product = await loadProduct(ref);
  const { variantId, options, quantity } = command;
  const result = await addToCart({ productId: product.id, name: product.name, variantId, options, quantity });
  if (!result.ok) throw new Error(result.message);
}

/** Starts the store for the page (later calls do nothing). */
export function startStore(): void {
  if (started) return;
  started = true;
  const { clientId } = widgetConfig();

  listenToTabs((message) => {
    if ('cart' in message) acceptCart(message.cart, undefined, false);
    else {
      store.setState((s) => ({ authChanges: s.authChanges + 1 }));
      void loadCart();
    }
  });

  // Every change of the cart: the loader's hint for the next page, and `tote:cart-updated` for the page.
  store.subscribe((state, previous) => {
    if (state.cart === previous.cart) return;
    const count = itemCount({ cart: state.cart, pendingUnits: 0, pendingQuantities: {} });
    writeCartHint(clientId, count);
    void emitToteEvent('cart-updated', { itemCount: count, subtotal: cartSubtotal(state.cart), currency: state.cart?.currency ?? '' });
  });

  readCheckoutReturn();
  void loadCart();
  // A cart reminder's link: its code is a chunk of its own, loaded only on such a page (after loadCart, in the same queue).
  if (location.hash.includes(RESTORE_FRAGMENT)) void import('../entries/cart-restore.js').then((chunk) => chunk.restoreFromLink());

  addEventListener('pageshow', (event) => {
    if (event.persisted) resumeAfterLeaving();
  });

  registerCommand('addToCart', (input) => addProductToCart((input ?? {}) as AddToCartCommand));
  registerCommand('checkout', () => startCheckout());
}

// Sending an addition to the cart (the badge counts it at once in cart-actions.ts): a chunk of its own, loaded when the shopper points at
// Add to cart or Buy now, or adds.
import { STORES_APP_ID } from '../../wire/cart.js';
import { emitToteEvent, type ToteEventItem } from '../events.js';
import { pageMessages } from '../i18n/index.js';
import { acceptCart, serial, type CartItemInput, type ChangeResult } from './cart-actions.js';
import { cartLines, itemCount, type CartState } from './cart-state.js';
import { errorText } from './error-text.js';
import { pageClient } from './page-client.js';
import { announce, store } from './store.js';

/**
 * Sends an addition the badge already counts (cart-actions.ts): the store's cart replaces the guess (`settle` takes the guess back),
 * a refusal rolls it back and says why.
 */
export async function sendAddition(item: CartItemInput, quantity: number, settle: (s: CartState) => Partial<CartState>): Promise<ChangeResult> {
  const { productId, variantId, options, name } = item;
  const chosen = variantId ? { variantId } : options && Object.keys(options).length > 0 ? { options } : undefined;
  try {
    const cart = await serial(() =>
      pageClient().cart.addToCart({
        lineItems: [{ catalogReference: { catalogItemId: productId, appId: STORES_APP_ID, ...(chosen ? { options: chosen } : {}) }, quantity }],
      }),
    );
    acceptCart(cart, settle);
    announce(pageMessages().added(name, itemCount(store.getState())));
    // The event's line, priced by the cart the store answered.
    const line = cartLines(cart).find(
      (l) => l.catalogReference.catalogItemId === productId && (!variantId || l.catalogReference.options?.variantId === variantId),
    );
    const event: ToteEventItem = {
      productId,
      ...(variantId ? { variantId } : {}),
      name,
      ...(options ? { options } : {}),
      price: line?.price.amount ?? '0',
      quantity,
    };
    void emitToteEvent('add-to-cart', { items: [event], currency: cart.currency });
    return { ok: true, lineId: line?.id };
  } catch (error) {
    store.setState(settle);
    return { ok: false, message: errorText(error) };
  }
}

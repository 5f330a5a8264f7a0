// The cart calls a shopper's page makes (read, change, estimate): the cart module without creating a checkout or deleting the cart, so a
// bundle can ship them in its first chunk and create checkouts in a later one (cart-checkout.ts).
import type { CartResponse } from '../../wire/cart.js';
import type { ToteCore } from '../core/core.js';
import type { HttpMethod } from '../core/http.js';
import type { FromWire } from '../core/json.js';
import type { CartModule, SdkCart, SdkEstimateTotals } from './cart.js';

/** The current cart's path. */
export const CART_PATH = '/ecom/v1/carts/current';

/** What a shopper's page changes in the cart: the {@link CartModule} without `createCheckout` and `deleteCart` (the widget's first chunk). */
export type CartEditsModule<C = SdkCart, E = SdkEstimateTotals> = Omit<CartModule<C, E>, 'createCheckout' | 'deleteCart'>;

/**
 * The empty cart of a 404 OWNED_CART_NOT_FOUND (the caller has no cart yet, as Wix answers; the store puts the cart a
 * shop shows meanwhile, without `id`, in the error's data), or undefined for any other failure.
 */
function emptyCartOf(error: unknown): SdkCart | undefined {
  const details = (error as { details?: { applicationError?: { code?: unknown; data?: { cart?: unknown } } } } | null)?.details;
  if (details?.applicationError?.code !== 'OWNED_CART_NOT_FOUND') return undefined;
  const cart = details.applicationError.data?.cart;
  return cart && typeof cart === 'object' ? (cart as SdkCart) : undefined;
}

/** The cart calls of {@link cartEditsModule}: read, change and estimate the cart. */
export function cartEditsModule(core: ToteCore): CartEditsModule {
  const send = async (method: HttpMethod, path: string, body?: unknown, args?: string) =>
    (await core.http.request<FromWire<CartResponse>>({ method, path: CART_PATH + path, body, args })).cart;
  return {
    // Always the write host: a replica may lag behind the last change (SPEC §7: the current cart is never read from a replica).
    getCart: async () => {
      try {
        return await send('GET', '');
      } catch (error) {
        const empty = emptyCartOf(error);
        if (empty) return empty;
        throw error;
      }
    },
    updateCart: (options) => send('PATCH', '', options, 'options'),
    addToCart: (options) => send('POST', '/add-to-cart', options, 'options'),
    removeLineItems: (lineItemIds) => send('POST', '/remove-line-items', { lineItemIds }),
    updateLineItemsQuantity: (lineItems) => send('POST', '/update-line-items-quantity', { lineItems }),
    removeCoupon: () => send('POST', '/remove-coupon'),
    estimateTotals: (options = {}) =>
      // Estimating changes nothing, so it is retried like a read.
      core.http.request({ method: 'POST', path: `${CART_PATH}/estimate-totals`, body: options, args: 'options', safe: true }),
  };
}

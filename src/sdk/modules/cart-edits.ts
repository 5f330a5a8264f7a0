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

/** The cart calls of {@link cartEditsModule}: read, change and estimate the cart. */
export function cartEditsModule(core: ToteCore): CartEditsModule {
  const send = async (method: HttpMethod, path: string, body?: unknown, args?: string) =>
    (await core.http.request<FromWire<CartResponse>>({ method, path: CART_PATH + path, body, args })).cart;
  return {
    // Always the write host: a replica may lag behind the last change (SPEC §7: the current cart is never read from a replica).
    // A shopper without a cart gets the empty cart (`ifMissing=empty`), not Wix's 404: no failed request logged on every new visit.
    getCart: async () => (await core.http.request<FromWire<CartResponse>>({ method: 'GET', path: CART_PATH, params: { ifMissing: 'empty' } })).cart,
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

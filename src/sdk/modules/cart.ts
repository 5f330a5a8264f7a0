// The current visitor's or member's cart (/ecom/v1/carts/current): read, change, estimate totals, create a checkout.
import type {
  AddLineItem,
  Cart,
  CartResponse,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  EstimateTotalsRequest,
  EstimateTotalsResponse,
  UpdateCartRequest,
} from '../../wire/cart.js';
import type { ToteCore } from '../core/core.js';
import type { HttpMethod } from '../core/http.js';
import type { FromWire, ToWire } from '../core/json.js';
import { randomId } from '../core/random-id.js';

const PATH = '/ecom/v1/carts/current';

/** A cart as the SDK returns it: `createdDate` and `updatedDate` as `Date`s, the contact address in SDK naming. */
export type SdkCart = FromWire<Cart>;
/** Estimated totals as the SDK returns them. */
export type SdkEstimateTotals = FromWire<EstimateTotalsResponse>;

/** Options of {@link CartModule.addToCart}. */
export interface AddToCartOptions {
  /** Lines to add: a catalog reference and a quantity; a line of the same item and options grows instead. */
  lineItems: AddLineItem[];
}

/** Options of {@link CartModule.updateCart}. */
export type UpdateCartOptions = ToWire<UpdateCartRequest>;
/** Options of {@link CartModule.estimateTotals}. */
export type EstimateTotalsOptions = ToWire<EstimateTotalsRequest>;
/** Options of {@link CartModule.createCheckout}. */
export type CreateCheckoutOptions = ToWire<CreateCheckoutRequest>;

/**
 * The cart of whoever the client's tokens belong to. `C` and `E` are the cart and the totals as the core reads them: the SDK's
 * forms by default, the wire's (`Cart`, `EstimateTotalsResponse`) on a core of `createPlainCore`.
 */
export interface CartModule<C = SdkCart, E = SdkEstimateTotals> {
  /** The current cart (an empty one, without `id`, before the first line is added). */
  getCart(): Promise<C>;
  /** Changes the buyer note, contact info, shipping option or coupon, or adds lines. */
  updateCart(options: UpdateCartOptions): Promise<C>;
  /** Adds lines; creates the cart when there is none. */
  addToCart(options: AddToCartOptions): Promise<C>;
  /** Removes lines by id. */
  removeLineItems(lineItemIds: string[]): Promise<C>;
  /** Sets the quantities of lines by id. */
  updateLineItemsQuantity(lineItems: { id: string; quantity: number }[]): Promise<C>;
  /** Removes the coupon. */
  removeCoupon(): Promise<C>;
  /** Totals for an address and shipping option: lines, shipping, tax, discounts. */
  estimateTotals(options?: EstimateTotalsOptions): Promise<E>;
  /** Creates a checkout from the cart; safe to retry (it carries an idempotency key). */
  createCheckout(options?: CreateCheckoutOptions): Promise<CreateCheckoutResponse>;
  /** Deletes the cart. */
  deleteCart(): Promise<void>;
}

/** The cart module of a client. */
export function cartModule(core: ToteCore): CartModule {
  const send = async (method: HttpMethod, path: string, body?: unknown, args?: string) =>
    (await core.http.request<FromWire<CartResponse>>({ method, path: PATH + path, body, args })).cart;
  return {
    // Always the write host: a replica may lag behind the last change (SPEC §7: the current cart is never read from a replica).
    getCart: () => send('GET', ''),
    updateCart: (options) => send('PATCH', '', options, 'options'),
    addToCart: (options) => send('POST', '/add-to-cart', options, 'options'),
    removeLineItems: (lineItemIds) => send('POST', '/remove-line-items', { lineItemIds }),
    updateLineItemsQuantity: (lineItems) => send('POST', '/update-line-items-quantity', { lineItems }),
    removeCoupon: () => send('POST', '/remove-coupon'),
    estimateTotals: (options = {}) =>
      // Estimating changes nothing, so it is retried like a read.
      core.http.request({ method: 'POST', path: `${PATH}/estimate-totals`, body: options, args: 'options', safe: true }),
    createCheckout: (options = {}) =>
      core.http.request({ method: 'POST', path: `${PATH}/create-checkout`, body: options, args: 'options', idempotencyKey: randomId() }),
    deleteCart: async () => {
      await core.http.request({ method: 'DELETE', path: PATH });
    },
  };
}

// The current visitor's or member's cart (/ecom/v1/carts/current): read, change, estimate totals, create a checkout.
import type {
  AddLineItem,
  Cart,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  EstimateTotalsRequest,
  EstimateTotalsResponse,
  UpdateCartRequest,
} from '../../wire/cart.js';
import type { ToteCore } from '../core/core.js';
import type { FromWire, ToWire } from '../core/json.js';
import { createCheckout } from './cart-checkout.js';
import { cartEditsModule, CART_PATH } from './cart-edits.js';

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
  return {
    ...cartEditsModule(core),
    createCheckout: (options) => createCheckout(core, options),
    deleteCart: async () => {
      await core.http.request({ method: 'DELETE', path: CART_PATH });
    },
  };
}

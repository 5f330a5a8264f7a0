// The cart's part of the page's state: the server's cart, what is in flight, the drawer, the estimate; and what is derived from it.
import type { Cart, EstimateTotalsResponse } from '../../wire/cart.js';
import { sumDecimals } from '../decimal.js';

/** Where the shopper wants an estimate for: a country and a postal code (the store finds the state or province from the postal code). */
export interface Destination {
  country: string;
  postalCode: string;
}

/** The cart state every element shares. */
export interface CartState {
  /** The cart as the store last answered; undefined while the shopper has none or it is not loaded. */
  cart: Cart | undefined;
  /** Units added optimistically that the store has not confirmed yet (the badge counts them at once). */
  pendingUnits: number;
  /** Quantities shown for lines whose change is in flight, by line id (0: being removed). */
  pendingQuantities: Record<string, number>;
  /** Why the last change of a line failed, by line id. */
  lineErrors: Record<string, string>;
  /** The drawer is open. */
  drawerOpen: boolean;
  /** What the cart's live region says about the last change. */
  announcement: string;
  /** The last estimate of totals, for the current cart, destination and delivery option. */
  estimate: EstimateTotalsResponse | undefined;
  /** Why the last estimate failed. */
  estimateError: string | undefined;
  /** True while an estimate is running. */
  estimating: boolean;
  /** The destination of the shipping and tax estimate. */
  destination: Destination | undefined;
  /** The delivery option the shopper chose (`standard`, `express`, ...). */
  shippingCode: string | undefined;
  /** True from Checkout until the browser leaves for the hosted checkout. */
  checkingOut: boolean;
  /** Why the checkout could not start. */
  checkoutError: string | undefined;
  /** Set when the shopper came back from placing an order: the order id ('' when the store did not say). */
  placedOrder: string | undefined;
  /** Set when a reminder's link opened this page: what the drawer says, and whether the cart came back. */
  restoreNote: { text: string; ok: boolean } | undefined;
}

/** The state before anything is loaded. */
export const initialCartState: CartState = {
  cart: undefined,
  pendingUnits: 0,
  pendingQuantities: {},
  lineErrors: {},
  drawerOpen: false,
  announcement: '',
  estimate: undefined,
  estimateError: undefined,
  estimating: false,
  destination: undefined,
  shippingCode: undefined,
  checkingOut: false,
  checkoutError: undefined,
  placedOrder: undefined,
  restoreNote: undefined,
};

/** The lines of a cart (none without a cart). */
export function cartLines(cart: Cart | undefined): Cart['lineItems'] {
  return cart?.lineItems ?? [];
}

/** The units in the cart as the shopper sees them: the store's, with changes in flight applied at once. */
export function itemCount(state: Pick<CartState, 'cart' | 'pendingUnits' | 'pendingQuantities'>): number {
  return cartLines(state.cart).reduce((sum, line) => sum + (state.pendingQuantities[line.id] ?? line.quantity), state.pendingUnits);
}

/** The sum of the lines' prices as an exact decimal string. */
export function cartSubtotal(cart: Cart | undefined): string {
  return sumDecimals(cartLines(cart).map((line) => line.lineItemPrice.amount));
}

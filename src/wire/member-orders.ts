// A member's own order on the account page (Tote's own calls): its details (the order, its shipments, its refunds) and "buy again".
import type { Cart } from './cart.js';
import type { Fulfillment } from './order-operations.js';
import type { Order, OrderPrice } from './orders.js';

/** GET path of an order's details for its member; `{id}` is the order's id. The member's access token. */
export const MY_ORDER_PATH = '/tote/v1/orders/{id}/details';

/** A refund of the order as its buyer sees it. */
export interface MyOrderRefund {
  id: string;
  createdDate: string;
  amount: OrderPrice;
  /** The merchant's reason, when they gave one. */
  reason?: string;
}

/** What the details call answers: the order, its shipments (oldest first, with tracking links), its refunds (oldest first). */
export interface MyOrderResponse {
  order: Order;
  fulfillments: Fulfillment[];
  refunds: MyOrderRefund[];
}

/** POST path of "buy again"; `{id}` is the order's id. The member's access token; no body. */
export const BUY_AGAIN_PATH = '/tote/v1/orders/{id}/buy-again';

/** Why an order's line was not put back in the cart: the product (or its variant, or its choices) is no longer for sale, or it is sold out. */
export type BuyAgainMissingReason = 'NOT_FOR_SALE' | 'SOLD_OUT';

/** An order line "buy again" could not add (whole or in part). */
export interface BuyAgainMissingLine {
  /** The order line's id. */
  lineItemId: string;
  /** The product's name as ordered. */
  productName: string;
  reason: BuyAgainMissingReason;
}

/** An order line put back with fewer units than ordered (only that many are in stock). */
export interface BuyAgainLimitedLine {
  lineItemId: string;
  productName: string;
  ordered: number;
  added: number;
}

/** What "buy again" answers. */
export interface BuyAgainResponse {
  /** The member's cart after the refill. */
  cart: Cart;
  /** Ids of the order's lines now in the cart (at least the quantity ordered, or as many as are in stock). */
  addedLineItemIds: string[];
  /** Lines sold in fewer units than ordered. */
  limited: BuyAgainLimitedLine[];
  /** Lines not added, with why. */
  missing: BuyAgainMissingLine[];
}

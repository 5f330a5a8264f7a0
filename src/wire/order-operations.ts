// Wire types of order operations (@wix/ecom order fulfillments, order transactions, payments collector; REST names): requests' answers and their entities.
import { OrderEventType } from './events.js';
import type { Order, OrderPrice } from './orders.js';

/** Entity name of fulfilments in events. */
export const FULFILLMENTS_ENTITY_FQDN = 'wix.ecom.v1.fulfillments';

/** The event of any change to an order's fulfilments: `{orderWithFulfillments}`-like entity. */
export const FULFILLMENTS_UPDATED_EVENT = OrderEventType.FULFILLMENTS_UPDATED;

/** Entity name of order transactions in events. */
export const ORDER_TRANSACTIONS_ENTITY_FQDN = 'wix.ecom.v1.order_transactions';

/** The event of a completed refund: `{orderId, refund, sideEffects, orderTransactions}`. */
export const REFUND_COMPLETED_EVENT = OrderEventType.REFUND_COMPLETED;

/** Tracking of a shipment; a link is made for the predefined providers `fedex`, `ups`, `usps`, `dhl`, `canadaPost`. */
export interface FulfillmentTrackingInfo {
  trackingNumber?: string;
  shippingProvider?: string;
  trackingLink?: string;
}

/** A fulfilment: which units of which lines left (or were handed over), with tracking. */
export interface Fulfillment {
  id: string;
  createdDate: string;
  lineItems: { id: string; quantity: number }[];
  trackingInfo?: FulfillmentTrackingInfo;
  customInfo?: { fieldsData: Record<string, string> };
  status?: string;
  completed?: boolean;
}

/** An order id and its fulfilments, oldest first. */
export interface OrderWithFulfillments {
  orderId: string;
  fulfillments: Fulfillment[];
}

/** Answer of the fulfilment calls (create adds `fulfillmentId`). */
export interface OrderWithFulfillmentsResponse {
  orderWithFulfillments: OrderWithFulfillments;
  fulfillmentId?: string;
}

/** Status of a payment transaction. */
export type TransactionStatus =
  'UNDEFINED' | 'APPROVED' | 'PENDING' | 'PENDING_MERCHANT' | 'CANCELED' | 'DECLINED' | 'REFUNDED' | 'PARTIALLY_REFUNDED' | 'AUTHORIZED' | 'VOIDED';

/** A payment of an order (Tote has one per order). */
export interface OrderPayment {
  id: string;
  createdDate: string;
  updatedDate: string;
  amount: OrderPrice;
  refundDisabled: boolean;
  regularPaymentDetails: {
    offlinePayment: boolean;
    status: TransactionStatus;
    paymentMethod: string;
    providerTransactionId?: string;
    creditCardDetails?: { lastFourDigits: string; brand: string };
  };
}

/** What a refund gave back: lines and units, shipping, why. */
export interface RefundDetails {
  items: { lineItemId: string; quantity: number }[];
  lineItems: { lineItemId: string; quantity: number }[];
  shippingIncluded: boolean;
  reason?: string;
}

/** A refund of an order, with its one transaction. */
export interface OrderRefund {
  id: string;
  createdDate: string;
  details: RefundDetails;
  transactions: { paymentId: string; amount: OrderPrice; refundStatus: 'SUCCEEDED'; externalRefund: boolean; providerRefundId?: string }[];
  summary: { requestedRefund: OrderPrice; refunded: OrderPrice; pendingRefund: OrderPrice; pending: boolean };
}

/** An order's payments and refunds. */
export interface OrderTransactions {
  orderId: string;
  payments: OrderPayment[];
  refunds: OrderRefund[];
}

/** Answer of trigger-refund. */
export interface TriggerRefundResponse {
  orderTransactions: OrderTransactions;
  refundId: string;
  failedPaymentIds: never[];
}

/** Whether a payment can be refunded (get-refundability). */
export interface Refundability {
  paymentId: string;
  refundabilityStatus: 'REFUNDABLE' | 'NOT_REFUNDABLE' | 'MANUAL';
  nonRefundableReason?:
    | 'NONE'
    | 'ALREADY_REFUNDED'
    | 'PROVIDER_IS_DOWN'
    | 'INTERNAL_ERROR'
    | 'NOT_PAID'
    | 'ACCESS_DENIED'
    | 'ZERO_PRICE'
    | 'DISABLED_BY_PROVIDER'
    | 'PENDING_REFUND'
    | 'FORBIDDEN'
    | 'TRANSACTION_NOT_FOUND'
    | 'ORDER_IS_PENDING'
    | 'ORDER_IS_REJECTED';
  manuallyRefundableReason?: 'EXPIRED' | 'NOT_SUPPORTED' | 'OFFLINE' | 'REQUIRES_CARD_READER';
}

/** An answer carrying the order after a change. */
export interface OrderResponse {
  order: Order;
}

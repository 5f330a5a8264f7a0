// Wire types of orders (@wix/ecom orders, REST names): the order, its lines and activities, search and get answers, and the order events.
import type { AddressWithContact, CatalogReference, DescriptionLine, TranslatableText, WireAddress, WireImage } from './cart.js';
import type { CartDiscountType, JurisdictionType, PaymentOptionType, WeightUnit } from './enums.js';
import { OrderEventType } from './events.js';

/** The event type of a new order (the official packages' `onOrderCreated`). */
export const ORDER_CREATED_EVENT = OrderEventType.CREATED;

/** The event of a cancelled order (`onOrderCanceled`): `{order, restockAllItems, sendOrderCanceledEmail, customMessage}`. */
export const ORDER_CANCELED_EVENT = OrderEventType.CANCELED;

/** The event of an order whose every line was fulfilled (`onOrderFulfilled`): `{order}`. */
export const ORDER_FULFILLED_EVENT = OrderEventType.FULFILLED;

/** The event of a payment status change, paid or refunded (`onOrderPaymentStatusUpdated`): `{order, previousPaymentStatus}`. */
export const ORDER_PAYMENT_STATUS_UPDATED_EVENT = OrderEventType.PAYMENT_STATUS_UPDATED;

/** The entity name of orders in events. */
export const ORDER_ENTITY_FQDN = 'wix.ecom.v1.order';

/** An amount as orders send it: a decimal string and the formatted text. */
export interface OrderPrice {
  amount: string;
  formattedAmount: string;
}

/** Order status (SPEC-aligned with the official enumeration). */
export type OrderStatus = 'INITIALIZED' | 'APPROVED' | 'CANCELED' | 'PENDING' | 'REJECTED';

/** Payment status of an order. */
export type OrderPaymentStatus = 'NOT_PAID' | 'PAID' | 'PENDING' | 'PARTIALLY_PAID' | 'PARTIALLY_REFUNDED' | 'FULLY_REFUNDED' | 'CANCELED' | 'DECLINED';

/** Fulfillment status of an order. */
export type OrderFulfillmentStatus = 'NOT_FULFILLED' | 'FULFILLED' | 'PARTIALLY_FULFILLED';

/** Tax of an order line or of its shipping. */
export interface OrderTaxDetails {
  taxableAmount: OrderPrice;
  /** Decimal fraction, `"0.0725"`. */
  taxRate: string;
  totalTax: OrderPrice;
  rateBreakdown: { name: string; rate: string; tax: OrderPrice }[];
}

/** A line of an order: what was bought, at which prices. */
export interface OrderLineItem {
  id: string;
  productName: TranslatableText;
  catalogReference: CatalogReference;
  quantity: number;
  totalDiscount: OrderPrice;
  descriptionLines: DescriptionLine[];
  image?: WireImage;
  physicalProperties: { weight?: number; sku?: string; shippable: boolean };
  itemType: { preset: 'PHYSICAL' | 'DIGITAL' };
  /** Unit price after the catalog's own discount. */
  price: OrderPrice;
  priceBeforeDiscounts: OrderPrice;
  /** Unit price before the catalog's own discount. */
  fullPrice: OrderPrice;
  /** `price` × `quantity`. */
  lineItemPrice: OrderPrice;
  totalPriceBeforeTax: OrderPrice;
  totalPriceAfterTax: OrderPrice;
  paymentOption: PaymentOptionType;
  taxDetails: OrderTaxDetails;
  rootCatalogItemId: string;
  /** Units refunded. */
  refundQuantity: number;
  /** Units given back to stock (cancel, refund). */
  restockQuantity: number;
}

/** Types of order activities Tote writes (Wix's `activities[].type`). */
export type OrderActivityType =
  | 'ORDER_PLACED'
  | 'ORDER_PAID'
  | 'ORDER_FULFILLED'
  | 'ORDER_NOT_FULFILLED'
  | 'ORDER_CANCELED'
  | 'ORDER_REFUNDED'
  | 'TRACKING_NUMBER_ADDED'
  | 'TRACKING_NUMBER_EDITED'
  | 'TRACKING_LINK_ADDED'
  | 'SHIPPING_CONFIRMATION_EMAIL_SENT'
  | 'MERCHANT_COMMENT'
  | 'CUSTOM_ACTIVITY';

/** An entry of an order's timeline, as Wix shapes it (`type` and its replacement `activityType` carry the same value). */
export interface OrderActivity {
  id: string;
  createdDate: string;
  type: OrderActivityType;
  activityType?: Exclude<OrderActivityType, 'CUSTOM_ACTIVITY'>;
  authorEmail?: string;
  merchantComment?: { message: string };
  orderRefunded?: { manual: boolean; amount: OrderPrice; reason?: string };
  customActivity?: { appId?: string; type: string; additionalData?: Record<string, string> };
}

/** Shipping of an order: the option, its cost and where it goes (or where it is picked up). */
export interface OrderShippingInfo {
  carrierId?: string;
  code: string;
  title: string;
  logistics: {
    deliveryTime?: string;
    instructions?: string;
    shippingDestination?: AddressWithContact;
    pickupDetails?: { address: WireAddress; pickupMethod: 'STORE_PICKUP' | 'PICKUP_POINT' };
  };
  cost: {
    price: OrderPrice;
    totalPriceBeforeTax: OrderPrice;
    totalPriceAfterTax: OrderPrice;
    taxDetails: OrderTaxDetails;
    discount: OrderPrice;
  };
  region?: { id: string; name: string };
}

/** A discount an order got. */
export interface OrderAppliedDiscount {
  discountType: CartDiscountType;
  lineItemIds: string[];
  coupon?: { id: string; code: string; name: string; amount: OrderPrice };
  discountRule?: { id: string; name: TranslatableText; amount: OrderPrice };
}

/** How the order is paid (Tote's addition: the provider, and for cards only brand and last four digits). */
export interface OrderPaymentDetails {
  providerId: string;
  title: string;
  kind: PaymentOptionType;
  /** A test provider took the payment: no money moved. */
  test: boolean;
  /** The provider's reference of the payment. */
  reference?: string;
  card?: { brand: string; last4: string };
  /** Offline payment instructions the buyer was shown. */
  instructions?: string;
}

/** An order. */
export interface Order {
  id: string;
  /** Sequential per site, from 10001. */
  number: string;
  createdDate: string;
  updatedDate: string;
  checkoutId: string;
  purchaseFlowId?: string;
  lineItems: OrderLineItem[];
  buyerInfo: { visitorId?: string; memberId?: string; email: string };
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  fulfillmentStatus: OrderFulfillmentStatus;
  archived: boolean;
  currency: string;
  weightUnit: WeightUnit;
  taxIncludedInPrices: boolean;
  siteLanguage: string;
  buyerLanguage: string;
  buyerNote?: string;
  priceSummary: { subtotal: OrderPrice; shipping: OrderPrice; tax: OrderPrice; discount: OrderPrice; total: OrderPrice; totalAdditionalFees: OrderPrice };
  billingInfo?: AddressWithContact;
  shippingInfo?: OrderShippingInfo;
  /** Who receives the order (the buyer's address; differs from the shipping destination for pickups). */
  recipientInfo?: AddressWithContact;
  appliedDiscounts: OrderAppliedDiscount[];
  taxSummary: { totalTax: OrderPrice };
  taxInfo: {
    totalTax: OrderPrice;
    taxBreakdown: { taxName: string; jurisdiction?: string; jurisdictionType: JurisdictionType; rate: string; aggregatedTaxAmount: OrderPrice }[];
  };
  createdBy: { visitorId?: string; memberId?: string };
  channelInfo: { type: string };
  balanceSummary: { balance: { amount: string; formattedAmount: string }; paid: OrderPrice; refunded: OrderPrice };
  activities: OrderActivity[];
  paymentDetails: OrderPaymentDetails;
}

/** Answer of GET `/ecom/v1/orders/{id}`. */
export interface GetOrderResponse {
  order: Order;
}

/** Answer of POST `/ecom/v1/orders/search`. */
export interface SearchOrdersResponse {
  orders: Order[];
  metadata: { count: number; cursors: { next?: string; prev?: string }; hasNext: boolean };
}

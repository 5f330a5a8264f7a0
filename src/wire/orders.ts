// Wire types of orders (@wix/ecom orders, REST names): the order, its lines, search and get answers, and the order-created event.
import type { AddressWithContact, CatalogReference, DescriptionLine, TranslatableText, WireAddress, WireImage } from './cart.js';
import type { CartDiscountType, JurisdictionType, PaymentOptionType, WeightUnit } from './enums.js';

/** The event type of a new order (the official packages' `onOrderCreated`). */
export const ORDER_CREATED_EVENT = 'wix.ecom.v1.order_created';

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
  balanceSummary: { balance: { amount: string; formattedAmount: string }; paid: OrderPrice };
  activities: { id: string; type: string; createdDate: string }[];
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

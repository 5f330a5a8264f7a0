// Row types of orders: orders and their lines, order numbers, checkout page sessions, the event outbox, the columns migration 0005 adds to checkouts, and the order operations of migration 0011.
import type { ColumnType, Generated } from 'kysely';
import type { ShippingKind, StoredAddress, StoredContactInfo } from './commerce-tables.js';
import type { CreatedAt, Json, Timestamp } from './core-tables.js';

/** Contact details of an address as stored (no nulls: absent fields are left out). */
export type StoredContactDetails = NonNullable<StoredContactInfo['contactDetails']>;

declare module './commerce-tables.js' {
  /** Columns migration 0005 (orders) adds to checkouts: what the buyer set on the checkout page, and its completion. */
  interface CheckoutsTable {
    buyer_note: ColumnType<string | null, string | null | undefined, string | null>;
    /** Name, phone and company of the shipping recipient. */
    shipping_contact: ColumnType<StoredContactDetails | null, string | null | undefined, string | null>;
    /** Name, phone and company of the billing contact. */
    billing_contact: ColumnType<StoredContactDetails | null, string | null | undefined, string | null>;
    updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** When an order was created from the checkout (or it was marked completed). */
    completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** The order created from the checkout. */
    order_id: ColumnType<string | null, string | null | undefined, string | null>;
  }
}

/** A checkout page's session: the cookie a redirect session was exchanged for, bound to one checkout and its owner. */
export interface CheckoutSessionsTable {
  /** SHA-256 of the cookie's value. */
  token_hash: string;
  site_id: string;
  checkout_id: string;
  /** The checkout's owner (visitor id or member identity id) at the exchange. */
  owner_id: string;
  /** The OAuth client of the redirect session. */
  client_id: string;
  /** The redirect session's callback URLs (thankYouPageUrl, postFlowUrl, cartPageUrl, ...). */
  callbacks: Json<Record<string, string>>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** The last order number a site gave out. */
export interface OrderNumbersTable {
  site_id: string;
  last_number: number;
}

/** One tax authority's part of a tax, as stored (millionths for the rate). */
export interface StoredTaxComponent {
  name: string;
  rateParts: number;
  jurisdiction: string;
  jurisdictionType: 'COUNTRY' | 'STATE' | 'COUNTY' | 'CITY' | 'SPECIAL';
  tax: number;
}

/** Tax of a line or of shipping, in minor units. */
export interface StoredTax {
  taxable: number;
  tax: number;
  rateParts: number;
  components: StoredTaxComponent[];
}

/** Shipping of an order as stored, amounts in minor units. */
export interface StoredOrderShipping {
  code: string;
  title: string;
  kind: ShippingKind;
  price: number;
  discount: number;
  tax: StoredTax;
  totalBeforeTax: number;
  totalAfterTax: number;
  deliveryTime: string | null;
  instructions: string | null;
  pickup: { name: string; address: StoredAddress } | null;
  region: { id: string; name: string } | null;
  /** Where it goes: the buyer's address and contact (absent for pickups). */
  destination: StoredContactInfo | null;
}

/** A discount an order got, amounts in minor units. */
export interface StoredOrderDiscount {
  source: 'coupon' | 'merchant';
  id: string;
  name: string;
  code: string | null;
  type: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
  amount: number;
  lineItemIds: string[];
}

/** The sums of an order in minor units. */
export interface StoredOrderSummary {
  subtotal: number;
  shipping: number;
  itemDiscount: number;
  shippingDiscount: number;
  discount: number;
  tax: number;
  total: number;
}

/** How an order is paid, as stored (never a card number: brand and last four digits only). */
export interface StoredPayment {
  providerId: string;
  title: string;
  kind: 'FULL_PAYMENT_OFFLINE' | 'FULL_PAYMENT_ONLINE';
  test: boolean;
  reference: string | null;
  card: { brand: string; last4: string } | null;
  instructions: string | null;
}

/** An order: its number, states, buyer, addresses, shipping, discounts, sums and payment; lines in `order_line_items`. */
export interface OrdersTable {
  id: string;
  site_id: string;
  number: number;
  checkout_id: string;
  cart_id: string | null;
  status: 'INITIALIZED' | 'APPROVED' | 'CANCELED' | 'PENDING' | 'REJECTED';
  payment_status: 'NOT_PAID' | 'PAID' | 'PENDING' | 'PARTIALLY_PAID' | 'PARTIALLY_REFUNDED' | 'FULLY_REFUNDED' | 'CANCELED' | 'DECLINED';
  fulfillment_status: 'NOT_FULFILLED' | 'FULFILLED' | 'PARTIALLY_FULFILLED';
  channel_type: string;
  buyer_kind: 'visitor' | 'member';
  /** Visitor id or member identity id. */
  buyer_id: string;
  buyer_email: string;
  buyer_note: string | null;
  currency: string;
  tax_included: boolean;
  billing_info: Json<StoredContactInfo> | null;
  shipping_info: Json<StoredOrderShipping> | null;
  /** The buyer's own address and contact (also for pickups). */
  recipient_info: Json<StoredContactInfo> | null;
  applied_discounts: Json<StoredOrderDiscount[]>;
  price_summary: Json<StoredOrderSummary>;
  /** Tax summed per authority over lines and shipping. */
  tax_breakdown: Json<StoredTaxComponent[]>;
  payment: Json<StoredPayment>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The order's one payment, as order transactions list it (migration 0011). */
  payment_id: ColumnType<string, string | undefined, string>;
  /** Sum of the order's refunds, minor units (migration 0011). */
  refunded_amount: ColumnType<number, number | undefined, number>;
}

/** A line of an order: what was bought and at which prices (minor units), as priced when the order was placed. */
export interface OrderLineItemsTable {
  order_id: string;
  /** The checkout line's id. */
  id: string;
  site_id: string;
  position: number;
  app_id: string;
  product_id: string;
  variant_id: string | null;
  options: Json<Record<string, unknown>>;
  name: string;
  sku: string | null;
  product_type: 'physical' | 'digital';
  description_lines: Json<unknown[]>;
  image: Json<{ url: string; width?: number; height?: number; altText?: string }> | null;
  quantity: number;
  weight_grams: number | null;
  /** Unit price after the catalog's discount, minor units. */
  unit_price: number;
  full_unit_price: number;
  /** unit_price × quantity. */
  total: number;
  /** Cart discounts on this line. */
  discount: number;
  tax: number;
  tax_details: Json<StoredTax>;
  /** Units the order took out of tracked stock (0 when the variant's stock is not tracked). */
  stock_taken: ColumnType<number, number | undefined, number>;
  /** Units given back to stock since (cancel, refund). */
  restocked: ColumnType<number, number | undefined, number>;
  /** Units refunded. */
  refunded_quantity: ColumnType<number, number | undefined, number>;
  /** The membership that paid this line (paymentOption MEMBERSHIP); null: paid with the order's payment. */
  membership_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A line of a fulfilment: an order line's id and how many of its units. */
export interface StoredFulfillmentLine {
  id: string;
  quantity: number;
}

/** Tracking of a fulfilment, as the wire has it. */
export interface StoredTrackingInfo {
  trackingNumber?: string;
  shippingProvider?: string;
  trackingLink?: string;
}

/** A fulfilment (shipment or delivery) of some units of an order's lines. */
export interface OrderFulfillmentsTable {
  id: string;
  site_id: string;
  order_id: string;
  line_items: Json<StoredFulfillmentLine[]>;
  tracking_info: Json<StoredTrackingInfo> | null;
  /** `customInfo.fieldsData`. */
  custom_info: Json<Record<string, string>> | null;
  /** Free-text status (`Pending`, `In_Delivery`, ...); informational. */
  status: string | null;
  completed: boolean | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A refund of (part of) an order's payment, minor units. */
export interface OrderRefundsTable {
  id: string;
  site_id: string;
  order_id: string;
  payment_id: string;
  amount: number;
  /** Refunded lines and units. */
  line_items: Json<{ lineItemId: string; quantity: number }[]>;
  shipping_included: boolean;
  reason: string | null;
  /** Recorded only: the money went back outside the payment provider. */
  external: boolean;
  /** The provider's reference of the refund. */
  provider_reference: string | null;
  created_at: Timestamp;
}

/** An entry of an order's activity timeline (Wix order `activities`). */
export interface OrderActivitiesTable {
  id: string;
  /** Insertion order (activities of one instant keep theirs). */
  seq: Generated<number>;
  site_id: string;
  order_id: string;
  /** ORDER_PLACED, ORDER_PAID, ORDER_FULFILLED, TRACKING_NUMBER_ADDED, ORDER_CANCELED, ORDER_REFUNDED, MERCHANT_COMMENT, ... */
  type: string;
  author_email: string | null;
  /** The activity's content: `{merchantComment}`, `{orderRefunded}`, `{customActivity}`, tracking details. */
  details: Json<Record<string, unknown>> | null;
  created_at: Timestamp;
}

/** A request an order operation already answered: its key (an idempotency key, or a hash of the body), for safe retries. */
export interface OrderRequestKeysTable {
  order_id: string;
  /** `create-fulfillment`, `trigger-refund`, ... */
  operation: string;
  key: string;
  request_hash: string;
  /** What the request created (fulfilment id, refund id). */
  result_id: string;
  created_at: Timestamp;
}

/** An event written in the transaction that caused it, for webhooks and other consumers to read after commit. */
export interface EventOutboxTable {
  id: string;
  site_id: string;
  /** `wix.ecom.v1.order_created`, ... */
  event_type: string;
  entity_fqdn: string;
  entity_id: string;
  /** `{entity, metadata}` as subscribers receive it. */
  payload: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  /** Write order over all sites. */
  position: Generated<string>;
  /** 1, 2, ... among the events of its entity. */
  entity_seq: string | number;
  /** Who caused it (`{identityType, ...id}`). */
  identity: Json<Record<string, unknown>> | null;
}

/** An event not yet fanned out to the endpoints of its site (written with the event, deleted by fan-out). */
export interface EventOutboxPendingTable {
  /** The event's `position`. */
  position: string;
  event_id: string;
}

/** The tables of orders, by name. */
export interface OrderTables {
  checkout_sessions: CheckoutSessionsTable;
  order_numbers: OrderNumbersTable;
  orders: OrdersTable;
  order_line_items: OrderLineItemsTable;
  event_outbox: EventOutboxTable;
  event_outbox_pending: EventOutboxPendingTable;
  order_fulfillments: OrderFulfillmentsTable;
  order_refunds: OrderRefundsTable;
  order_activities: OrderActivitiesTable;
  order_request_keys: OrderRequestKeysTable;
}

// The wire of the merchant's exports (a Tote extension): order and customer files by date range, CSV or JSON, streamed.

/** Path of the order export: `?from=&to=&format=csv|json`. */
export const ORDER_EXPORT_PATH = '/tote/v1/orders/export';

/** Path of the customer (member) export: `?from=&to=&format=csv|json`. */
export const CUSTOMER_EXPORT_PATH = '/tote/v1/customers/export';

/** Formats an export is written in. */
export type ExportFormat = 'csv' | 'json';

/** The columns of the order CSV, one row per order line; the order's own columns are filled on its first row only. */
export const ORDER_EXPORT_COLUMNS = [
  'Order',
  'Order ID',
  'Created',
  'Email',
  'Status',
  'Payment Status',
  'Fulfillment Status',
  'Currency',
  'Subtotal',
  'Shipping',
  'Discount',
  'Tax',
  'Total',
  'Refunded',
  'Shipping Method',
  'Billing Name',
  'Shipping Name',
  'Shipping Country',
  'Lineitem quantity',
  'Lineitem name',
  'Lineitem sku',
  'Lineitem options',
  'Lineitem price',
  'Lineitem discount',
  'Lineitem tax',
] as const;

/**
 * The columns of the customer CSV, one row per member: Total Spent in the site currency (Currency), and what orders in
 * other currencies came to in Other Spent (`EUR 22.00; GBP 5.00`, usually empty).
 */
export const CUSTOMER_EXPORT_COLUMNS = ['Email', 'First Name', 'Last Name', 'Created', 'Orders Count', 'Currency', 'Total Spent', 'Other Spent'] as const;

/** A line of an exported order (JSON), amounts as decimal strings in the order's currency. */
export interface ExportedOrderLine {
  name: string;
  sku: string | null;
  options: Record<string, string>;
  quantity: number;
  /** Unit price after the catalog's discount. */
  price: string;
  /** Cart discounts on the line. */
  discount: string;
  tax: string;
}

/** An exported order (JSON): its number, states, buyer, sums (decimal strings in `currency`) and lines. */
export interface ExportedOrder {
  number: number;
  id: string;
  createdDate: string;
  email: string;
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  currency: string;
  subtotal: string;
  shipping: string;
  discount: string;
  tax: string;
  total: string;
  refunded: string;
  shippingMethod: string | null;
  billingName: string | null;
  shippingName: string | null;
  shippingCountry: string | null;
  lines: ExportedOrderLine[];
}

/** An exported customer (JSON): a member, its orders (not cancelled) and what they spent, per currency. */
export interface ExportedCustomer {
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdDate: string;
  ordersCount: number;
  /** Sum of the member's order totals in each currency they bought in (decimal strings). */
  totalSpent: Record<string, string>;
}

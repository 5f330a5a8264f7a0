// Orders inserted as rows in one statement (no lines, no checkout): many orders fast, for sums and counts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrdersTable } from '../../src/server/db/order-tables.js';
import type { Database } from '../../src/server/db/schema.js';

/** What an inserted order row varies in; the rest is a plain offline order. */
export interface OrderRow {
  /** Order total, minor units. */
  total: number;
  createdAt: Date;
  status?: OrdersTable['status'];
  fulfillmentStatus?: OrdersTable['fulfillment_status'];
  /** @default 'USD' */
  currency?: string;
  /** Refunded of the total, minor units. @default 0 */
  refunded?: number;
  /** The member who placed it (identity id and e-mail). @default a visitor */
  member?: { id: string; email: string };
}

let nextNumber = 900_000;

/** Inserts orders of a site as rows in one statement; returns their ids. */
export async function insertOrderRows(db: Kysely<Database>, siteId: string, rows: readonly OrderRow[]): Promise<string[]> {
  const values = rows.map((row) => {
    const id = `row-${randomUUID()}`;
    nextNumber += 1;
    return {
      id,
      site_id: siteId,
      number: nextNumber,
      checkout_id: id,
      cart_id: null,
      status: row.status ?? 'APPROVED',
      payment_status: 'NOT_PAID' as const,
      fulfillment_status: row.fulfillmentStatus ?? 'NOT_FULFILLED',
      channel_type: 'WEB',
      buyer_kind: row.member ? ('member' as const) : ('visitor' as const),
      buyer_id: row.member?.id ?? 'row-buyer',
      buyer_email: row.member?.email ?? 'rows@example.com',
      buyer_note: null,
      currency: row.currency ?? 'USD',
      tax_included: false,
      billing_info: null,
      shipping_info: null,
      recipient_info: null,
      applied_discounts: '[]',
      price_summary: JSON.stringify({ subtotal: row.total, shipping: 0, itemDiscount: 0, shippingDiscount: 0, discount: 0, tax: 0, total: row.total }),
      tax_breakdown: '[]',
      payment: JSON.stringify({
        providerId: 'offline',
        title: 'Offline',
        kind: 'FULL_PAYMENT_OFFLINE',
        test: false,
        reference: null,
        card: null,
        instructions: null,
      }),
      created_at: row.createdAt,
      updated_at: row.createdAt,
      refunded_amount: row.refunded ?? 0,
    };
  });
  if (values.length > 0) await db.insertInto('orders').values(values).execute();
  return values.map((v) => v.id);
}

/** A line inserted under an order row: its name, quantity and unit price (minor units); the rest is a plain physical line. */
export interface OrderLineRow {
  orderId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  sku?: string;
  /** Chosen options as description lines (`{Size: 'M'}`). @default none */
  options?: Record<string, string>;
}

/** Inserts order lines in one statement, positions in the order given per order. */
export async function insertOrderLineRows(db: Kysely<Database>, siteId: string, lines: readonly OrderLineRow[]): Promise<void> {
  const positions = new Map<string, number>();
  const values = lines.map((line) => {
    const position = positions.get(line.orderId) ?? 0;
    positions.set(line.orderId, position + 1);
    return {
      order_id: line.orderId,
      id: `line-${randomUUID()}`,
      site_id: siteId,
      position,
      app_id: 'row-app',
      product_id: 'row-product',
      variant_id: null,
      options: '{}',
      name: line.name,
      sku: line.sku ?? null,
      product_type: 'physical' as const,
      description_lines: JSON.stringify(
        Object.entries(line.options ?? {}).map(([name, text]) => ({ name: { original: name }, plainText: { original: text }, lineType: 'PLAIN_TEXT' })),
      ),
      image: null,
      quantity: line.quantity,
      weight_grams: null,
      unit_price: line.unitPrice,
      full_unit_price: line.unitPrice,
      total: line.unitPrice * line.quantity,
      discount: 0,
      tax: 0,
      tax_details: JSON.stringify({ taxable: 0, tax: 0, rateParts: 0, components: [] }),
    };
  });
  for (let i = 0; i < values.length; i += 1000)
    await db
      .insertInto('order_line_items')
      .values(values.slice(i, i + 1000))
      .execute();
}

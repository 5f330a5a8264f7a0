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
      buyer_kind: 'visitor' as const,
      buyer_id: 'row-buyer',
      buyer_email: 'rows@example.com',
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
    };
  });
  if (values.length > 0) await db.insertInto('orders').values(values).execute();
  return values.map((v) => v.id);
}

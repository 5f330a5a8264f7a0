// A site's orders of a date range read page by page (keyset on created date and id), each with its lines, as exported orders.
import type { Kysely } from 'kysely';
import type { DescriptionLine } from '../../wire/cart.js';
import type { ExportedOrder, ExportedOrderLine } from '../../wire/exports.js';
import type { StoredContactInfo } from '../db/commerce-tables.js';
import type { StoredOrderShipping, StoredOrderSummary } from '../db/order-tables.js';
import type { Database } from '../db/schema.js';
import { currencyDigits, minorToDecimal } from '../money.js';
import type { ExportRange } from './export-range.js';

/** Orders read per statement. @default 500 */
export const ORDER_EXPORT_PAGE = 500;

function contactName(info: StoredContactInfo | null | undefined): string | null {
  const c = info?.contactDetails;
  const name = [c?.firstName, c?.lastName].filter((part) => part !== undefined && part !== '').join(' ');
  return name === '' ? null : name;
}

/** A page of orders after the cursor (created date, id), oldest first. */
async function orderPage(db: Kysely<Database>, siteId: string, range: ExportRange, after: { at: Date; id: string } | undefined, size: number) {
  let query = db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'created_at',
      'buyer_email',
      'status',
      'payment_status',
      'fulfillment_status',
      'currency',
      'price_summary',
      'refunded_amount',
      'shipping_info',
      'billing_info',
      'recipient_info',
    ])
    .where('site_id', '=', siteId);
  if (range.from) query = query.where('created_at', '>=', range.from);
  if (range.to) query = query.where('created_at', '<', range.to);
  if (after) query = query.where((eb) => eb.or([eb('created_at', '>', after.at), eb.and([eb('created_at', '=', after.at), eb('id', '>', after.id)])]));
  return query.orderBy('created_at').orderBy('id').limit(size).execute();
}

/**
 * The site's orders created in `range`, oldest first, each with its lines in their order; amounts as decimal strings
 * in the order's own currency. Read `pageSize` orders per statement, so any number streams in bounded memory; an
 * order placed while the export runs is in it when its created date is after the page being read.
 */
export async function* exportOrders(db: Kysely<Database>, siteId: string, range: ExportRange, pageSize = ORDER_EXPORT_PAGE): AsyncGenerator<ExportedOrder> {
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    const orders = await orderPage(db, siteId, range, after, pageSize);
    if (orders.length === 0) return;
    const lines = await db
      .selectFrom('order_line_items')
      .select(['order_id', 'name', 'sku', 'description_lines', 'quantity', 'unit_price', 'discount', 'tax'])
      .where('site_id', '=', siteId)
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .orderBy('order_id')
      .orderBy('position')
      .execute();
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
    for (const order of orders) {
      const digits = currencyDigits(order.currency);
      const money = (minor: number) => minorToDecimal(minor, digits);
      const summary = order.price_summary as StoredOrderSummary;
      const shipping = order.shipping_info as StoredOrderShipping | null;
      yield {
        number: order.number,
        id: order.id,
        createdDate: order.created_at.toISOString(),
        email: order.buyer_email,
        status: order.status,
        paymentStatus: order.payment_status,
        fulfillmentStatus: order.fulfillment_status,
        currency: order.currency,
        subtotal: money(summary.subtotal),
        shipping: money(summary.shipping),
        discount: money(summary.discount),
        tax: money(summary.tax),
        total: money(summary.total),
        refunded: money(order.refunded_amount),
        shippingMethod: shipping?.title ?? null,
        billingName: contactName(order.billing_info as StoredContactInfo | null),
        shippingName: contactName((shipping?.destination ?? order.recipient_info) as StoredContactInfo | null),
        shippingCountry: (shipping?.destination ?? (order.recipient_info as StoredContactInfo | null))?.address?.country ?? null,
        lines: (linesOf.get(order.id) ?? []).map((line): ExportedOrderLine => ({
          name: line.name,
          sku: line.sku,
          options: optionTexts(line.description_lines),
          quantity: line.quantity,
          price: money(line.unit_price),
          discount: money(line.discount),
          tax: money(line.tax),
        })),
      };
    }
    const last = orders[orders.length - 1]!;
    after = { at: last.created_at, id: last.id };
    if (orders.length < pageSize) return;
  }
}

/** A line's description lines (its chosen options: `Size: M`, `Color: Navy`) as name → text. */
function optionTexts(descriptionLines: readonly unknown[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const line of descriptionLines as Partial<DescriptionLine>[]) {
    const name = line.name?.original;
    const text = line.plainText?.original ?? line.colorInfo?.original;
    if (name !== undefined && text !== undefined) texts[name] = text;
  }
  return texts;
}

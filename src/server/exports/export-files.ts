// Exported orders and customers as file text, chunk by chunk: CSV (every cell through the formula neutraliser) or a JSON array.
import { CUSTOMER_EXPORT_COLUMNS, ORDER_EXPORT_COLUMNS, type ExportedCustomer, type ExportedOrder, type ExportFormat } from '../../wire/exports.js';
import { csvRecords } from '../csv/index.js';
import { currencyDigits, minorToDecimal } from '../money.js';

/** Records written per chunk of text. */
const CHUNK = 200;

/**
 * An order as CSV records, one per line (one empty-lined record for an order without lines): the order's columns on
 * its first record only, as Shopify's order export does, so summing the Total column sums the orders.
 */
export function orderRecords(order: ExportedOrder): string[][] {
  const head = [
    String(order.number),
    order.id,
    order.createdDate,
    order.email,
    order.status,
    order.paymentStatus,
    order.fulfillmentStatus,
    order.currency,
    order.subtotal,
    order.shipping,
    order.discount,
    order.tax,
    order.total,
    order.refunded,
    order.shippingMethod ?? '',
    order.billingName ?? '',
    order.shippingName ?? '',
    order.shippingCountry ?? '',
  ];
  const blank = head.map((cell, i) => (i < 2 ? cell : ''));
  const lines = order.lines.map((line, i) => [
    ...(i === 0 ? head : blank),
    String(line.quantity),
    line.name,
    line.sku ?? '',
    Object.entries(line.options)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; '),
    line.price,
    line.discount,
    line.tax,
  ]);
  return lines.length > 0 ? lines : [[...head, '', '', '', '', '', '', '']];
}

/** A customer as a CSV record; Total Spent in `currency` (the site's), other currencies in Other Spent. */
export function customerRecord(customer: ExportedCustomer, currency: string): string[] {
  const others = Object.entries(customer.totalSpent).filter(([c]) => c !== currency);
  return [
    customer.email,
    customer.firstName ?? '',
    customer.lastName ?? '',
    customer.createdDate,
    String(customer.ordersCount),
    currency,
    customer.totalSpent[currency] ?? minorToDecimal(0, currencyDigits(currency)),
    others.map(([c, amount]) => `${c} ${amount}`).join('; '),
  ];
}

/**
 * Items as file text in chunks: CSV with a header (the records of each item, every cell neutralised), or a JSON array
 * (one item per line). The first chunk comes before the first item is read, so a reply starts at once.
 */
export async function* fileChunks<T>(
  items: AsyncIterable<T>,
  format: ExportFormat,
  csv: { header: readonly string[]; records: (item: T) => string[][] },
): AsyncGenerator<string> {
  if (format === 'csv') {
    yield csvRecords([csv.header]);
    let batch: string[][] = [];
    for await (const item of items) {
      batch.push(...csv.records(item));
      if (batch.length >= CHUNK) {
        yield csvRecords(batch);
        batch = [];
      }
    }
    if (batch.length > 0) yield csvRecords(batch);
    return;
  }
  yield '[';
  let first = true;
  for await (const item of items) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(item)}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

/** The CSV shape of the order export. */
export const ORDER_CSV = { header: ORDER_EXPORT_COLUMNS, records: orderRecords };

/** The CSV shape of the customer export in a site currency. */
export function customerCsv(currency: string) {
  return { header: CUSTOMER_EXPORT_COLUMNS, records: (customer: ExportedCustomer) => [customerRecord(customer, currency)] };
}

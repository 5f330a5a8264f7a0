// The rows of an order's totals laid out so they add up by eye: subtotal, the discount as a negative row, shipping, tax, total.
import type { Order } from '../../wire/orders.js';

/** What a totals row is (its label comes from the dashboard's texts). */
export type TotalsRowKind = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total' | 'taxIncluded';

/** A row of the totals: its kind and the amount as shown (`−€9.00` for the discount). */
export interface TotalsRow {
  kind: TotalsRowKind;
  amount: string;
}

/** The minus sign shown before a discount (U+2212, as typeset). */
export const MINUS = '\u2212';

/**
 * The totals of an order, top to bottom, each row adding to the total: the subtotal (the line totals, units × price),
 * the discount as a negative row (left out when there is none), shipping, then tax and the total. When catalog prices
 * include tax, the tax is already in the rows above: the total comes first and the tax follows as "including tax".
 */
export function orderTotalsRows(order: Pick<Order, 'priceSummary' | 'taxIncludedInPrices'>): TotalsRow[] {
  const sum = order.priceSummary;
  const rows: TotalsRow[] = [{ kind: 'subtotal', amount: sum.subtotal.formattedAmount }];
  if (Number(sum.discount.amount) !== 0) rows.push({ kind: 'discount', amount: `${MINUS}${sum.discount.formattedAmount}` });
  rows.push({ kind: 'shipping', amount: sum.shipping.formattedAmount });
  if (order.taxIncludedInPrices) {
    rows.push({ kind: 'total', amount: sum.total.formattedAmount });
    if (Number(sum.tax.amount) !== 0) rows.push({ kind: 'taxIncluded', amount: sum.tax.formattedAmount });
  } else {
    rows.push({ kind: 'tax', amount: sum.tax.formattedAmount }, { kind: 'total', amount: sum.total.formattedAmount });
  }
  return rows;
}

/** A line's total as the lines table shows it: units × unit price, before the order's discount and before tax is added. */
export function lineTotalOf(line: Pick<Order['lineItems'][number], 'lineItemPrice'>): string {
  return line.lineItemPrice.formattedAmount;
}

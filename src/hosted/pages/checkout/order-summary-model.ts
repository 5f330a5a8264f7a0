// What the thank-you view's order summary shows, from the placed order: lines and totals as the store formatted them (in the thank-you chunk).
import type { Order } from '../../../wire/orders.js';
import { discountsOf, isZero, summaryLineOf, type Summary } from './summary-model.js';

/** The summary of a placed order. */
export function orderSummary(order: Order, origin = location.origin): Summary {
  const lines = order.lineItems.map((line) => summaryLineOf(line, line.image, origin));
  const summary = order.priceSummary;
  const shipping = order.shippingInfo;
  return {
    lines,
    totals: {
      subtotal: summary.subtotal.formattedAmount,
      discounts: discountsOf(order.appliedDiscounts),
      ...(shipping ? { shipping: { title: shipping.title, amount: summary.shipping.formattedAmount, free: isZero(summary.shipping), pending: false } } : {}),
      ...(!isZero(summary.tax) ? { tax: summary.tax.formattedAmount } : {}),
      taxIncluded: order.taxIncludedInPrices,
      total: summary.total.formattedAmount,
      totalAmount: summary.total.amount,
    },
  };
}

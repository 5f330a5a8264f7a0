// The GA4 `dataLayer` copies of the widget's events (pushed only on pages with `data-analytics="ga4"`).
import { multiplyDecimal, sumDecimals } from './decimal.js';
import type { Order } from '../wire/orders.js';
import type { ToteEventDetails, ToteEventItem, ToteEventName } from './events.js';

/** The GA4 recommended event for a Tote event, or undefined when GA4 has none. */
export function ga4EventFor<N extends ToteEventName>(name: N, detail: ToteEventDetails[N]): Record<string, unknown> | undefined {
  switch (name) {
    case 'add-to-cart': {
      const d = detail as ToteEventDetails['add-to-cart'];
      return { event: 'add_to_cart', ecommerce: ecommerce(d.items, d.currency) };
    }
    case 'checkout': {
      const d = detail as ToteEventDetails['checkout'];
      return { event: 'begin_checkout', ecommerce: { ...ecommerce(d.items, d.currency), value: Number(d.subtotal) } };
    }
    case 'login':
      return { event: 'login', method: 'Tote' };
    default:
      return undefined;
  }
}

/** GA4's `purchase` of a placed order: its number as transaction_id, its total, tax, shipping, coupon and lines as the order has them. */
export function ga4Purchase(order: Order): Record<string, unknown> {
  const { priceSummary, lineItems } = order;
  const coupon = order.appliedDiscounts.find((d) => d.coupon)?.coupon?.code;
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      currency: order.currency,
      value: Number(priceSummary.total.amount),
      tax: Number(priceSummary.tax.amount),
      shipping: Number(priceSummary.shipping.amount),
      ...(coupon ? { coupon } : {}),
      items: lineItems.map((line) => ({
        item_id: line.rootCatalogItemId || line.catalogReference.catalogItemId,
        item_name: line.productName.original,
        price: Number(line.price.amount),
        quantity: line.quantity,
      })),
    },
  };
}

/** Pushes the GA4 event of a Tote event to `window.dataLayer` (none for events GA4 has no name for). */
export function pushToDataLayer<N extends ToteEventName>(name: N, detail: ToteEventDetails[N]): void {
  pushEvent(ga4EventFor(name, detail));
}

/** Pushes a GA4 event to `window.dataLayer`, clearing the previous ecommerce object first as GA4 asks. */
export function pushEvent(event: Record<string, unknown> | undefined): void {
  if (!event) return;
  const layer = (window.dataLayer ??= []);
  // GA4 asks to clear the previous ecommerce object before pushing a new one.
  if ('ecommerce' in event) layer.push({ ecommerce: null });
  layer.push(event);
}

// GA4 wants numbers: the sum is exact (decimal strings), only the final figures become numbers.
function ecommerce(items: ToteEventItem[], currency: string): Record<string, unknown> {
  return {
    currency,
    value: Number(sumDecimals(items.map((item) => multiplyDecimal(item.price, item.quantity)))),
    items: items.map((item) => ({
      item_id: item.productId,
      item_name: item.name,
      ...(item.options ? { item_variant: Object.values(item.options).join(' / ') } : {}),
      price: Number(item.price),
      quantity: item.quantity,
    })),
  };
}

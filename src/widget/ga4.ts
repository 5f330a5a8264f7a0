// The GA4 `dataLayer` copies of the widget's events (pushed only on pages with `data-analytics="ga4"`).
import { multiplyDecimal, sumDecimals } from './decimal.js';
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

/** Pushes the GA4 event of a Tote event to `window.dataLayer` (none for events GA4 has no name for). */
export function pushToDataLayer<N extends ToteEventName>(name: N, detail: ToteEventDetails[N]): void {
  const event = ga4EventFor(name, detail);
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

// The amount a refund will give back, worked out in the dashboard by the store's own rule (src/wire/refund-amount.ts) to confirm it before it is sent.
import type { Order } from '../../wire/orders.js';
import { refundAmount } from '../../wire/refund-amount.js';
import type { RefundChoice } from '../api/orders-api.js';
import { formatMoney } from './format.js';

/** Decimals of a currency (2 for EUR, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** A decimal amount (`"97.20"`, `"-3"`) in minor units, or undefined when it is not one with at most `digits` decimals. */
export function minorUnits(amount: string, digits: number): number | undefined {
  const match = /^(-?)(\d{1,13})(?:[.,](\d+))?$/.exec(amount.trim());
  if (!match) return undefined;
  const fraction = match[3] ?? '';
  if (fraction.length > digits && /[^0]/.test(fraction.slice(digits))) return undefined;
  const value = Number(match[2]) * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, '0') || '0');
  return match[1] === '-' ? -value : value;
}

/** What the order still has to refund: paid less refunded, minor units. */
function refundableOf(order: Pick<Order, 'balanceSummary'>, digits: number): number {
  return (minorUnits(order.balanceSummary.paid.amount, digits) ?? 0) - (minorUnits(order.balanceSummary.refunded.amount, digits) ?? 0);
}

/**
 * The amount `choice` refunds, formatted (`€97.20`), as the store will work it out; undefined when a typed amount is not
 * an amount (the store then answers why).
 */
export function refundPreview(order: Pick<Order, 'currency' | 'lineItems' | 'shippingInfo' | 'balanceSummary'>, choice: RefundChoice): string | undefined {
  const digits = currencyDigits(order.currency);
  const minor = (value: string | undefined) => (value === undefined ? 0 : (minorUnits(value, digits) ?? 0));
  let asked: number | undefined;
  if (choice.kind === 'amount') {
    asked = minorUnits(choice.amount, digits);
    if (asked === undefined) return undefined;
  }
  const units = new Map(choice.kind === 'lines' ? choice.lineItems.map((l) => [l.lineItemId, l.quantity]) : []);
  const amount = refundAmount(
    {
      ...(asked === undefined ? {} : { asked }),
      partial: choice.kind === 'lines',
      lines: order.lineItems
        .filter((line) => units.has(line.id))
        .map((line) => ({ totalAfterTax: minor(line.totalPriceAfterTax.amount), quantity: line.quantity, units: units.get(line.id) ?? 0 })),
      shipping: choice.kind === 'lines' && choice.shippingIncluded ? minor(order.shippingInfo?.cost.totalPriceAfterTax.amount) : 0,
    },
    refundableOf(order, digits),
  );
  return formatMoney(amount / 10 ** digits, order.currency);
}

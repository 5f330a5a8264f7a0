// An order's totals laid out so they add up: line totals before tax, the discount negative before tax, shipping, tax, total; tax-inclusive orders end on "including tax".
import { describe, expect, it } from 'vitest';
import { lineTotalOf, MINUS, orderTotalsRows } from '../../../src/admin/core/order-totals.js';
import type { Order, OrderPrice } from '../../../src/wire/orders.js';

const eur = (amount: string): OrderPrice => ({ amount, formattedAmount: `€${amount}` });

/** An order's sums: 3 × €30.00, 10 % off, €5.00 shipping. */
function order(taxIncludedInPrices: boolean, sums: Record<'subtotal' | 'discount' | 'shipping' | 'tax' | 'total', string>) {
  const priceSummary = {
    subtotal: eur(sums.subtotal),
    discount: eur(sums.discount),
    shipping: eur(sums.shipping),
    tax: eur(sums.tax),
    total: eur(sums.total),
    totalAdditionalFees: eur('0.00'),
  };
  return { taxIncludedInPrices, priceSummary } satisfies Pick<Order, 'priceSummary' | 'taxIncludedInPrices'>;
}

describe('order totals', () => {
  it('shows tax added at checkout as subtotal, the discount as a negative row, shipping, tax and the total, in that order', () => {
    // (90.00 − 9.00 + 5.00) × 8 % = 6.88; 90.00 − 9.00 + 5.00 + 6.88 = 92.88.
    const rows = orderTotalsRows(order(false, { subtotal: '90.00', discount: '9.00', shipping: '5.00', tax: '6.88', total: '92.88' }));
    expect(rows).toEqual([
      { kind: 'subtotal', amount: '€90.00' },
      { kind: 'discount', amount: `${MINUS}€9.00` },
      { kind: 'shipping', amount: '€5.00' },
      { kind: 'tax', amount: '€6.88' },
      { kind: 'total', amount: '€92.88' },
    ]);
    // The rows add up to the total as shown.
    const value = (text: string) => Number(text.replace(MINUS, '-').replace('€', ''));
    const [subtotal, discount, shipping, tax, total] = rows.map((row) => value(row.amount));
    expect(subtotal! + discount! + shipping! + tax!).toBeCloseTo(total!, 10);
  });

  it('leaves a discount of nothing out', () => {
    const rows = orderTotalsRows(order(false, { subtotal: '90.00', discount: '0.00', shipping: '5.00', tax: '7.60', total: '102.60' }));
    expect(rows.map((row) => row.kind)).toEqual(['subtotal', 'shipping', 'tax', 'total']);
  });

  it('ends a tax-inclusive order on the total and the tax it includes, which is not added again', () => {
    const rows = orderTotalsRows(order(true, { subtotal: '90.00', discount: '9.00', shipping: '5.00', tax: '13.73', total: '86.00' }));
    expect(rows).toEqual([
      { kind: 'subtotal', amount: '€90.00' },
      { kind: 'discount', amount: `${MINUS}€9.00` },
      { kind: 'shipping', amount: '€5.00' },
      { kind: 'total', amount: '€86.00' },
      { kind: 'taxIncluded', amount: '€13.73' },
    ]);
  });

  it('gives a line units × price, before discount and tax', () => {
    expect(lineTotalOf({ lineItemPrice: eur('90.00') })).toBe('€90.00');
  });
});

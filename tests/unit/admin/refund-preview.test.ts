// The refund's amount shown before it is sent, by the store's own rule: everything left, chosen units (their share, with shipping) capped at what is left, or an amount.
import { describe, expect, it } from 'vitest';
import { currencyDigits, minorUnits, refundPreview } from '../../../src/admin/core/refund-preview.js';
import type { Order, OrderLineItem, OrderPrice } from '../../../src/wire/orders.js';
import { refundAmount, shareOf } from '../../../src/wire/refund-amount.js';

const eur = (amount: string): OrderPrice => ({ amount, formattedAmount: `€${amount}` });

/** A paid order: 3 shirts of €32.40 after tax (€97.20), 1 cap of €10.00; shipping €5.95 after tax. */
function order(paid: string, refunded = '0.00'): Parameters<typeof refundPreview>[0] {
  const line = (id: string, quantity: number, afterTax: string) => ({ id, quantity, totalPriceAfterTax: eur(afterTax) }) as unknown as OrderLineItem;
  return {
    currency: 'EUR',
    lineItems: [line('shirt', 3, '97.20'), line('cap', 1, '10.00')],
    shippingInfo: { cost: { totalPriceAfterTax: eur('5.95') } } as Order['shippingInfo'],
    balanceSummary: { balance: eur('0.00'), paid: eur(paid), refunded: eur(refunded) },
  };
}

describe('the refund preview', () => {
  it('shows everything still refundable for "everything"', () => {
    expect(refundPreview(order('113.15', '10.00'), { kind: 'all' })).toBe('€103.15');
  });

  it('shows chosen units at their share of the line, with the shipping when asked', () => {
    expect(refundPreview(order('113.15'), { kind: 'lines', lineItems: [{ lineItemId: 'shirt', quantity: 1 }], shippingIncluded: false })).toBe('€32.40');
    expect(
      refundPreview(order('113.15'), {
        kind: 'lines',
        lineItems: [
          { lineItemId: 'shirt', quantity: 2 },
          { lineItemId: 'cap', quantity: 1 },
        ],
        shippingIncluded: true,
      }),
    ).toBe('€80.75');
  });

  it('caps chosen units at what is left to refund', () => {
    expect(refundPreview(order('113.15', '100.00'), { kind: 'lines', lineItems: [{ lineItemId: 'shirt', quantity: 3 }], shippingIncluded: false })).toBe(
      '€13.15',
    );
  });

  it('shows an amount as typed, and nothing for what is not an amount', () => {
    expect(refundPreview(order('113.15'), { kind: 'amount', amount: ' 12.5 ' })).toBe('€12.50');
    expect(refundPreview(order('113.15'), { kind: 'amount', amount: 'twelve' })).toBeUndefined();
    expect(refundPreview(order('113.15'), { kind: 'amount', amount: '1.234' })).toBeUndefined();
  });

  it('reads amounts in minor units by the currency’s decimals', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(minorUnits('97.20', 2)).toBe(9720);
    expect(minorUnits('-3', 2)).toBe(-300);
    expect(minorUnits('1.50', 0)).toBeUndefined();
    expect(minorUnits('12.000', 2)).toBe(1200);
  });

  it('rounds a share half away from zero, exactly, as the store does', () => {
    // 1 of 3 units of 10.00: 3.333… → 3.33; 1 of 2 units of 0.05: 0.025 → 0.03.
    expect(shareOf(1000, 1, 3)).toBe(333);
    expect(shareOf(5, 1, 2)).toBe(3);
    expect(refundAmount({ partial: true, lines: [{ totalAfterTax: 9720, quantity: 3, units: 3 }], shipping: 0 }, 5000)).toBe(5000);
    expect(refundAmount({ asked: 100, partial: false, lines: [], shipping: 0 }, 5000)).toBe(100);
    expect(refundAmount({ partial: false, lines: [], shipping: 0 }, 5000)).toBe(5000);
  });
});

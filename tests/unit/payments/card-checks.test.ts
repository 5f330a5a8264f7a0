// The test card provider's checks: Luhn, brands, expiry, CVC, and which test numbers are accepted or declined.
import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, notExpired, passesLuhn } from '../../../src/server/payments/card-checks.js';
import { testCardPayment } from '../../../src/server/payments/test-card-payment.js';

const NOW = new Date('2030-06-15T12:00:00Z');
const order = { orderId: 'o', siteId: 's', checkoutId: 'c', currency: 'USD', amount: 1000, buyerEmail: 'a@example.com' };

describe('card checks', () => {
  it('passes Luhn for the well-known test numbers and fails it for a changed digit', () => {
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '5555 5555 5555 4444', '3782 822463 10005'])
      expect(passesLuhn(cardDigits(number))).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42a2')).toBe(false);
  });

  it('tells brands apart by prefix', () => {
    expect([
      cardBrand('4242424242424242'),
      cardBrand('5555555555554444'),
      cardBrand('378282246310005'),
      cardBrand('6011111111111117'),
      cardBrand('9999'),
    ]).toEqual(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'UNKNOWN']);
  });

  it('counts a card valid through the last day of its expiry month', () => {
    expect(notExpired(6, 2030, NOW)).toBe(true);
    expect(notExpired(5, 2030, NOW)).toBe(false);
    expect(notExpired(1, 2031, NOW)).toBe(true);
  });
});

describe('the test card provider', () => {
  it('keeps only brand and last four digits of a checked card', () => {
    const checked = testCardPayment.checkDetails({ number: '4242-4242-4242-4242', expiryMonth: 12, expiryYear: 30, cvc: '123' }, 'card', NOW);
    expect(checked).toEqual({ ok: true, details: { digits: '4242424242424242', brand: 'VISA', last4: '4242' } });
  });

  it('wants four CVC digits for American Express', () => {
    const checked = testCardPayment.checkDetails({ number: '378282246310005', expiryMonth: 12, expiryYear: 2031, cvc: '123' }, 'card', NOW);
    expect(checked.ok ? [] : checked.violations.map((v) => v.field)).toEqual(['card.cvc']);
  });

  it('approves any other valid number and declines the decline numbers with their reasons', async () => {
    const approve = await testCardPayment.authorize(order, { digits: '5555555555554444', brand: 'MASTERCARD', last4: '4444' });
    expect(approve).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID', card: { brand: 'MASTERCARD', last4: '4444' } });
    const decline = await testCardPayment.authorize(order, { digits: '4000000000000069', brand: 'VISA', last4: '0069' });
    expect(decline).toEqual({ status: 'DECLINED', reason: 'expired_card', description: 'The card has expired.' });
  });
});

// The test card provider: what it keeps of a checked card, its CVC rule, and which test numbers are accepted or declined.
import { describe, expect, it } from 'vitest';
import { testCardPayment } from '../../../src/server/payments/test-card-payment.js';

const NOW = new Date('2030-06-15T12:00:00Z');
const order = { orderId: 'o', siteId: 's', checkoutId: 'c', currency: 'USD', amount: 1000, buyerEmail: 'a@example.com' };

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

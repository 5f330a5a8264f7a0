// The TEST card provider of the demo: checks a card like a real gateway would (Luhn, expiry, CVC) and accepts or declines by test number; no money moves.
import { randomUUID } from 'node:crypto';
import type { FieldViolation } from '../../wire/errors.js';
import { cardBrand, cardDigits, cvcLengthOf, fullYear, isCardNumber, notExpired } from '../../wire/card-number.js';
import type { PaymentProvider } from './payment-provider.js';

/** Id of the test card provider. */
export const TEST_CARD_PROVIDER_ID = 'test-card';

/** A card number the test provider accepts. */
export const TEST_CARD_ACCEPTED = '4242 4242 4242 4242';

/** Test numbers that are declined, with the reason a gateway would give. Every other number that passes Luhn is accepted. */
export const TEST_CARD_DECLINES: Readonly<Record<string, { reason: string; description: string }>> = {
  '4000000000000002': { reason: 'card_declined', description: 'The card was declined.' },
  '4000000000009995': { reason: 'insufficient_funds', description: 'The card has insufficient funds.' },
  '4000000000000069': { reason: 'expired_card', description: 'The card has expired.' },
};

/** Checked card details: only what authorization needs; the number leaves this module as brand and last four digits. */
export interface CheckedCard {
  digits: string;
  brand: string;
  last4: string;
}

function violation(field: string, description: string, rule: FieldViolation['violatedRule']): FieldViolation {
  return { field, description, violatedRule: rule, ruleName: rule };
}

/** The test card provider: clearly marked TEST everywhere it shows. */
export const testCardPayment: PaymentProvider<CheckedCard> = {
  id: TEST_CARD_PROVIDER_ID,
  kind: 'FULL_PAYMENT_ONLINE',
  test: true,
  describe() {
    return {
      id: TEST_CARD_PROVIDER_ID,
      title: 'TEST card payment (no real money is charged)',
      kind: 'FULL_PAYMENT_ONLINE',
      test: true,
      instructions: `TEST MODE: use ${TEST_CARD_ACCEPTED} to pay, 4000 0000 0000 0002 to see a declined card; any future expiry date and any 3-digit CVC.`,
      needsCard: true,
    };
  },
  checkDetails(input, field, now) {
    const card = (input ?? undefined) as Record<string, unknown> | undefined;
    if (!card || typeof card !== 'object') return { ok: false, violations: [violation(field, 'is required for card payments', 'REQUIRED_FIELD')] };
    const violations: FieldViolation[] = [];
    const digits = typeof card.number === 'string' ? cardDigits(card.number) : '';
    if (typeof card.number !== 'string' || card.number.trim() === '') violations.push(violation(`${field}.number`, 'is required', 'REQUIRED_FIELD'));
    else if (!isCardNumber(digits)) violations.push(violation(`${field}.number`, 'is not a valid card number', 'FORMAT'));
    const month = card.expiryMonth;
    const year = card.expiryYear;
    const monthOk = typeof month === 'number' && Number.isInteger(month) && month >= 1 && month <= 12;
    const yearOk = typeof year === 'number' && Number.isInteger(year) && ((year >= 0 && year < 100) || (year >= 2000 && year <= 2100));
    if (month === undefined) violations.push(violation(`${field}.expiryMonth`, 'is required', 'REQUIRED_FIELD'));
    else if (!monthOk) violations.push(violation(`${field}.expiryMonth`, 'must be a month from 1 to 12', 'FORMAT'));
    if (year === undefined) violations.push(violation(`${field}.expiryYear`, 'is required', 'REQUIRED_FIELD'));
    else if (!yearOk) violations.push(violation(`${field}.expiryYear`, 'must be a year such as 2030', 'FORMAT'));
    if (monthOk && yearOk && !notExpired(month, fullYear(year), now)) violations.push(violation(`${field}.expiryYear`, 'the card has expired', 'VALIDATION'));
    const brand = cardBrand(digits);
    const cvcLength = cvcLengthOf(digits);
    if (card.cvc === undefined || card.cvc === '') violations.push(violation(`${field}.cvc`, 'is required', 'REQUIRED_FIELD'));
    else if (typeof card.cvc !== 'string' || !new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc))
      violations.push(violation(`${field}.cvc`, `must be ${cvcLength} digits`, 'FORMAT'));
    if (card.holderName !== undefined && (typeof card.holderName !== 'string' || card.holderName.length > 100)) {
      violations.push(violation(`${field}.holderName`, 'must be a name of at most 100 characters', 'MAX_LENGTH'));
    }
    if (violations.length > 0) return { ok: false, violations };
    return { ok: true, details: { digits, brand, last4: digits.slice(-4) } };
  },
  async authorize(_order, card) {
    const decline = TEST_CARD_DECLINES[card.digits];
    if (decline) return { status: 'DECLINED', reason: decline.reason, description: decline.description };
    return { status: 'APPROVED', paymentStatus: 'PAID', reference: `test_${randomUUID()}`, card: { brand: card.brand, last4: card.last4 } };
  },
  async release() {
    // Nothing was taken: a test authorization holds no money.
  },
  async refund(request) {
    // A test payment moved no money, so its refund always succeeds; the reference follows the refund id (idempotent).
    return { status: 'REFUNDED', reference: `test_refund_${request.refundId}` };
  },
};

// Amounts in Stripe's minor units: two-decimal, zero-decimal (JPY), three-decimal (KWD, last digit 0) and the special cases (ISK, HUF), and back.
import { describe, expect, it } from 'vitest';
import { fromStripeAmount, stripeDigits, toStripeAmount } from '../../../src/server/payments/stripe/stripe-amounts.js';
import { keyProblem, modeOf, pairProblem } from '../../../src/server/payments/stripe/stripe-keys.js';

describe('Stripe amounts', () => {
  it('keeps Tote’s minor units where Stripe counts the same digits', () => {
    expect([toStripeAmount(1999, 'USD'), toStripeAmount(1999, 'eur'), toStripeAmount(4000, 'JPY'), toStripeAmount(1230, 'KWD')]).toEqual([
      1999, 1999, 4000, 1230,
    ]);
    expect([stripeDigits('usd'), stripeDigits('JPY'), stripeDigits('KRW'), stripeDigits('KWD'), stripeDigits('BHD')]).toEqual([2, 0, 0, 3, 3]);
  });

  it('refuses a three-decimal amount whose last digit is not 0, which Stripe cannot charge', () => {
    expect(toStripeAmount(1234, 'KWD')).toBeUndefined();
    expect(toStripeAmount(1230, 'OMR')).toBe(1230);
  });

  it('takes ISK and HUF, whole units in Tote, with the two decimals Stripe wants, and back', () => {
    expect(toStripeAmount(500, 'ISK')).toBe(50_000);
    expect(toStripeAmount(500, 'HUF')).toBe(50_000);
    expect(fromStripeAmount(50_000, 'isk')).toBe(500);
    expect(fromStripeAmount(50_050, 'huf')).toBeUndefined();
  });
});

describe('Stripe keys', () => {
  it('tells the kinds apart, names the one given by mistake, and reads the mode from the prefix', () => {
    expect(keyProblem('secret', 'sk_test_abcdefgh12')).toBeUndefined();
    expect(keyProblem('secret', 'rk_live_abcdefgh12')).toBeUndefined();
    expect(keyProblem('secret', 'pk_test_abcdefgh12')).toMatch(/^This is a publishable key/);
    expect(keyProblem('webhook', 'sk_test_abcdefgh12')).toMatch(/^This is a secret key/);
    expect(keyProblem('publishable', 'nonsense')).toMatch(/does not look like a publishable key/);
    expect([modeOf('sk_live_abcdefgh12'), modeOf('pk_test_abcdefgh12')]).toEqual(['live', 'test']);
    expect(pairProblem('sk_test_abcdefgh12', 'pk_live_abcdefgh12')).toMatch(/use both keys of one mode/);
    expect(pairProblem('sk_live_abcdefgh12', 'pk_live_abcdefgh12')).toBeUndefined();
  });
});

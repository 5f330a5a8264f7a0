// The checkout's card payment state in happy-dom (pure logic, no Stripe): Stripe.js only for the Stripe method and only from js.stripe.com,
// or the page says it is unavailable; the return from a 3-D Secure redirect; what the buyer reads for a refusal, a decline and an unreachable Stripe.
import { afterEach, describe, expect, it } from 'vitest';
import { errorFromResponse } from '../../../src/sdk/core/errors.js';
import { cardErrorText, PaymentRefused, refusalOf, stripeReturnOf, withoutReturnParams } from '../../../src/hosted/pages/checkout/stripe/card-state.js';
import { loadStripeJs, STRIPE_JS_URL, StripeUnavailable, type StripeFactory } from '../../../src/hosted/pages/checkout/stripe/stripe-js.js';
import { needsStripe, stripeTestMode } from '../../../src/hosted/pages/checkout/stripe/stripe-method.js';
import { enCheckoutLater } from '../../../src/hosted/i18n/en-checkout-later.js';

afterEach(() => {
  delete (globalThis as { Stripe?: unknown }).Stripe;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('when Stripe.js is needed', () => {
  it('is only for the Stripe method, and the banner only for Stripe with test keys', () => {
    expect(needsStripe({ id: 'stripe' })).toBe(true);
    expect(needsStripe({ id: 'offline' })).toBe(false);
    expect(needsStripe({ id: 'test-card' })).toBe(false);
    expect(needsStripe(undefined)).toBe(false);
    expect(
      stripeTestMode([
        { id: 'offline', test: false },
        { id: 'stripe', test: true },
      ]),
    ).toBe(true);
    expect(stripeTestMode([{ id: 'stripe', test: false }])).toBe(false);
    expect(stripeTestMode([{ id: 'test-card', test: true }])).toBe(false);
  });

  it('uses a Stripe.js already there without adding a script', async () => {
    const factory = (() => ({})) as unknown as StripeFactory;
    (globalThis as { Stripe?: StripeFactory }).Stripe = factory;
    expect(await loadStripeJs(50)).toBe(factory);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('adds one script of js.stripe.com; one that cannot load is removed and the page says Stripe is unavailable; the next call tries again', async () => {
    // happy-dom loads no script file: it answers each with an error event, as a browser does when js.stripe.com cannot be reached.
    let seen: HTMLScriptElement[] = [];
    const collect = (records: MutationRecord[]) => seen.push(...(records.flatMap((r) => [...r.addedNodes]) as HTMLScriptElement[]));
    const added = new MutationObserver(collect);
    added.observe(document.head, { childList: true });
    const scripts = () => {
      collect(added.takeRecords());
      const found = seen;
      seen = [];
      return found;
    };
    await expect(loadStripeJs(5_000)).rejects.toBeInstanceOf(StripeUnavailable);
    const first = scripts();
    expect(first.map((s) => s.getAttribute('src'))).toEqual([STRIPE_JS_URL]);
    expect(first[0]!.isConnected).toBe(false);
    await expect(loadStripeJs(5_000)).rejects.toThrow(/Stripe\.js unavailable: network error/);
    expect(scripts().map((s) => s.getAttribute('src'))).toEqual([STRIPE_JS_URL]);
    added.disconnect();
  });
});

describe('the return from a 3-D Secure redirect', () => {
  it('names the PaymentIntent only when Stripe’s parameters are there', () => {
    expect(stripeReturnOf('?payment_intent=pi_123abc&payment_intent_client_secret=pi_123abc_secret_x&redirect_status=succeeded')).toBe('pi_123abc');
    expect(stripeReturnOf('?payment_intent=pi_123abc')).toBeUndefined();
    expect(stripeReturnOf('?session=abc')).toBeUndefined();
    expect(stripeReturnOf('?payment_intent=<script>&payment_intent_client_secret=x')).toBeUndefined();
  });

  it('gives a return_url without Stripe’s parameters and keeps the others', () => {
    expect(withoutReturnParams('https://shop.example/hosted/checkout/c1?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=failed&x=1')).toBe(
      'https://shop.example/hosted/checkout/c1?x=1',
    );
    expect(withoutReturnParams('https://shop.example/hosted/checkout/c1')).toBe('https://shop.example/hosted/checkout/c1');
  });
});

describe('what the buyer reads', () => {
  it('is Stripe’s own message for a refusal of Stripe.js', () => {
    const refusal = refusalOf({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
    expect(refusal).toBeInstanceOf(PaymentRefused);
    expect(cardErrorText(refusal).text).toBe('Your card was declined.');
    expect(cardErrorText(refusalOf({ type: 'api_error' })).text).toBe(enCheckoutLater.cardUnavailable);
  });

  it('is the store’s description of a decline it read from Stripe (402 PAYMENT_DECLINED)', () => {
    const error = errorFromResponse({
      status: 402,
      body: {
        message: 'Payment declined: Your card has insufficient funds.',
        details: { applicationError: { code: 'PAYMENT_DECLINED', description: 'Your card has insufficient funds.', data: {} } },
      },
    });
    expect(cardErrorText(error).text).toBe('Your card has insufficient funds.');
  });

  it('says Stripe cannot be reached in the buyer’s language: Stripe.js timed out, or the store answered 503 PAYMENT_PROVIDER_UNAVAILABLE', () => {
    expect(cardErrorText(new StripeUnavailable('timed out')).text).toBe(enCheckoutLater.cardUnavailable);
    const unavailable = errorFromResponse({
      status: 503,
      body: {
        message: 'Stripe unavailable: Stripe could not be reached',
        details: { applicationError: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', description: 'Stripe could not be reached', data: {} } },
      },
    });
    expect(cardErrorText(unavailable).text).toBe(enCheckoutLater.cardUnavailable);
  });
});

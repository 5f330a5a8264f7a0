// The Stripe stand-in (tests only; Stripe cannot be reached from here) answers the official `stripe` package as Stripe's reference says Stripe does.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in.js';

const SECRET = 'sk_test_standin';
const WEBHOOK_SECRET = 'whsec_standin';
let standIn: StripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET });
  const url = new URL(standIn.url);
  stripe = new Stripe(SECRET, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => standIn.close());

describe('Stripe stand-in, driven by the official stripe package', () => {
  it('creates, updates, retrieves and cancels a PaymentIntent, form-encoded with nested metadata', async () => {
    const created = await stripe.paymentIntents.create({
      amount: 1999,
      currency: 'usd',
      metadata: { checkoutId: 'c1' },
      automatic_payment_methods: { enabled: true },
    });
    expect(created).toMatchObject({
      object: 'payment_intent',
      amount: 1999,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { checkoutId: 'c1' },
    });
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));
    const updated = await stripe.paymentIntents.update(created.id, { amount: 2500 });
    expect(updated.amount).toBe(2500);
    expect((await stripe.paymentIntents.retrieve(created.id)).amount).toBe(2500);
    expect((await stripe.paymentIntents.cancel(created.id)).status).toBe('canceled');
  });

  it('refuses unknown parameters, non-integer amounts and a wrong key the way Stripe does', async () => {
    const unknown = await stripe.paymentIntents.create({ amount: 100, currency: 'usd', surprise: 'x' } as never).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'surprise', statusCode: 400 });
    const fractional = await stripe.paymentIntents.create({ amount: 12.5, currency: 'usd' }).catch((e: unknown) => e);
    expect(fractional).toMatchObject({ code: 'parameter_invalid_integer', param: 'amount' });
    const wrongKey = await new Stripe('sk_test_other', {
      host: '127.0.0.1',
      port: new URL(standIn.url).port,
      protocol: 'http',
      maxNetworkRetries: 0,
    }).paymentIntents
      .retrieve('pi_x')
      .catch((e: unknown) => e);
    expect(wrongKey).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('answers a replayed idempotency key with the first answer, and refuses the key with other parameters', async () => {
    const first = await stripe.paymentIntents.create({ amount: 700, currency: 'jpy' }, { idempotencyKey: 'k-1' });
    const again = await stripe.paymentIntents.create({ amount: 700, currency: 'jpy' }, { idempotencyKey: 'k-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = await stripe.paymentIntents.create({ amount: 701, currency: 'jpy' }, { idempotencyKey: 'k-1' }).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('refunds a paid intent up to what was received, and refuses an update once it succeeded', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    standIn.pay(pi.id);
    expect(await stripe.paymentIntents.update(pi.id, { amount: 5 }).catch((e: unknown) => e)).toMatchObject({ code: 'payment_intent_unexpected_state' });
    const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 400 });
    expect(refund).toMatchObject({ object: 'refund', amount: 400, status: 'succeeded', payment_intent: pi.id });
    expect(await stripe.refunds.create({ payment_intent: pi.id, amount: 601 }).catch((e: unknown) => e)).toMatchObject({ param: 'amount', statusCode: 400 });
  });

  it('signs events that the package verifies, and whose tampering it detects', () => {
    const { payload, signature } = standIn.signedEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET).type).toBe('payment_intent.succeeded');
    expect(() => stripe.webhooks.constructEvent(payload.replace('pi_1', 'pi_2'), signature, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});

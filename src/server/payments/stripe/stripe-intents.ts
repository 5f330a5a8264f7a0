// The checkout's PaymentIntent: created, or updated to the checkout's exact total, before the buyer confirms it with Stripe.js; an idempotency key on every write.
import type Stripe from 'stripe';
import { type CheckoutAccess, ownedCheckout, checkoutError, priceCheckout, findCheckoutRow } from '../../checkout/index.js';
import type { AppContext } from '../../context.js';
import type { SiteSettings } from '../../db/core-tables.js';
import { applicationError } from '../../http/http-error.js';
import { toStripeAmount } from './stripe-amounts.js';
import { stripeClient, stripeFailure } from './stripe-client.js';
import { STRIPE_PROVIDER_ID } from './stripe-payment.js';
import { stripeKeysOf, type StripeKeys } from './stripe-settings.js';

/** What the checkout page needs to show Stripe's Payment Element and confirm the intent. */
export interface StripeIntentResponse {
  providerId: 'stripe';
  publishableKey: string;
  clientSecret: string;
  /** Tote's minor units of `currency`. */
  amount: number;
  currency: string;
  /** Test keys: the page shows a test-mode banner. */
  testMode: boolean;
  /** Stripe's status of the intent: `succeeded` means the buyer already paid (complete the payment). */
  status: string;
}

/** The site's Stripe keys, or 400 when it takes no Stripe payments. */
export async function siteStripeKeys(ctx: AppContext, siteId: string): Promise<StripeKeys> {
  const site = await ctx.db.selectFrom('sites').select('settings').where('id', '=', siteId).executeTakeFirst();
  const keys = stripeKeysOf(ctx.config, siteId, (site?.settings ?? {}) as SiteSettings);
  if (!keys) throw applicationError(400, 'PAYMENT_PROVIDER_NOT_CONFIGURED', 'Stripe not set up', 'This store does not take card payments through Stripe');
  return keys;
}

/**
 * Creates the checkout's PaymentIntent, or updates it to the checkout's total as it is now (priced as the order will
 * be), with metadata `{checkoutId, siteId}`. Idempotency keys follow what is asked (`create:<checkout>:<amount>:<currency>`,
 * `update:<intent>:<amount>:<currency>`), so a retry after a lost answer changes nothing twice.
 */
export async function prepareStripeIntent(ctx: AppContext, access: CheckoutAccess, checkoutId: string): Promise<StripeIntentResponse> {
  const keys = await siteStripeKeys(ctx, access.siteId);
  const row = ownedCheckout(access, checkoutId, await findCheckoutRow(ctx.db, access.siteId, checkoutId));
  if (row.order_id || row.completed_at) throw checkoutError('CHECKOUT_ALREADY_COMPLETED', 'This checkout already has its order', { checkoutId });
  const priced = await priceCheckout(ctx, ctx.db, row, ctx.clock(), { strictMemberships: true });
  const total = priced.computed.totals.total;
  const currency = priced.priced.loaded.site.currency;
  const amount = toStripeAmount(total, currency);
  if (total <= 0 || amount === undefined) {
    throw applicationError(
      400,
      'PAYMENT_AMOUNT_NOT_SUPPORTED',
      'Amount not payable by card',
      total <= 0 ? 'Nothing is due: place the order without a card payment' : `Stripe cannot charge ${total} minor units of ${currency} exactly`,
      { amount: total, currency },
    );
  }
  const stripe = stripeClient(keys.secretKey, ctx.config.stripe.apiBase);
  const stripeCurrency = currency.toLowerCase();
  const metadata = { checkoutId, siteId: access.siteId };
  const known = await ctx.db
    .selectFrom('payment_intents')
    .selectAll()
    .where('site_id', '=', access.siteId)
    .where('checkout_id', '=', checkoutId)
    .where('provider_id', '=', STRIPE_PROVIDER_ID)
    .executeTakeFirst();

  let intent: Stripe.PaymentIntent;
  try {
    if (known && ((known.amount === total && known.currency === currency && known.status !== 'canceled') || known.status === 'succeeded')) {
      // Asked for as it is, or already paid (the page then completes it): nothing to write.
      intent = await stripe.paymentIntents.retrieve(known.reference);
    } else if (known && known.status !== 'canceled' && known.status !== 'succeeded') {
      intent = await stripe.paymentIntents
        .update(
          known.reference,
          { amount, currency: stripeCurrency, metadata },
          { idempotencyKey: `tote-update:${known.reference}:${amount}:${stripeCurrency}` },
        )
        .catch(async (error: unknown) => {
          // An intent that meanwhile succeeded or was canceled is not changed: the page is told its status.
          if ((error as { code?: unknown }).code === 'payment_intent_unexpected_state') return stripe.paymentIntents.retrieve(known.reference);
          throw error;
        });
    } else {
      const after = known ? `:after:${known.reference}` : '';
      intent = await stripe.paymentIntents.create(
        { amount, currency: stripeCurrency, metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey: `tote-create:${access.siteId}:${checkoutId}:${amount}:${stripeCurrency}${after}` },
      );
    }
  } catch (error) {
    throw stripeFailure(error, 'preparing the payment');
  }
  if (intent.metadata.checkoutId !== checkoutId || intent.metadata.siteId !== access.siteId) {
    throw applicationError(502, 'PAYMENT_PROVIDER_ERROR', 'Stripe answered another payment', 'Stripe answered a payment of another checkout');
  }
  const now = ctx.clock();
  const values = { reference: intent.id, amount: total, currency, status: intent.status, updated_at: now };
  await ctx.db
    .insertInto('payment_intents')
    .values({ site_id: access.siteId, checkout_id: checkoutId, provider_id: STRIPE_PROVIDER_ID, ...values, created_at: now })
    .onConflict((oc) => oc.columns(['site_id', 'checkout_id', 'provider_id']).doUpdateSet(values))
    .execute();
  if (!intent.client_secret) throw applicationError(502, 'PAYMENT_PROVIDER_ERROR', 'Stripe answered no client secret', 'Stripe answered no client secret');
  return {
    providerId: STRIPE_PROVIDER_ID,
    publishableKey: keys.publishableKey,
    clientSecret: intent.client_secret,
    amount: total,
    currency,
    testMode: keys.mode === 'test',
    status: intent.status,
  };
}

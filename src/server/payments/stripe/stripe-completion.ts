// A Stripe payment finished: by the buyer's return (the server retrieves the intent from Stripe) or by Stripe's signed event; the order is placed once, either way.
import type Stripe from 'stripe';
import { type CheckoutAccess, ownedCheckout, checkoutError, type CheckoutRow, findCheckoutRow } from '../../checkout/index.js';
import type { AppContext } from '../../context.js';
import { applicationError, HttpError } from '../../http/http-error.js';
import { placeOrder, type PlacedOrder } from '../../orders/index.js';
import { stripeClient, stripeFailure } from './stripe-client.js';
import { siteStripeKeys } from './stripe-intents.js';
import { STRIPE_PROVIDER_ID, verifiedIntentOf, type VerifiedIntent } from './stripe-payment.js';
import type { StripeKeys } from './stripe-settings.js';

/** What logging completion needs. */
export interface CompletionLog {
  error(obj: unknown, msg: string): void;
}

/**
 * Gives a succeeded payment back in full, once (the idempotency key follows the intent): for money taken when no order
 * of it can exist. Throws when Stripe cannot be reached, so the caller fails and is retried (Stripe re-sends its event).
 */
async function refundUnplaced(ctx: AppContext, keys: StripeKeys, intent: VerifiedIntent, why: string, log: CompletionLog): Promise<void> {
  const { siteId, checkoutId } = intent.metadata;
  try {
    await stripeClient(keys.secretKey, ctx.config.stripe.apiBase).refunds.create(
      { payment_intent: intent.id, metadata: { siteId: siteId ?? '', checkoutId: checkoutId ?? '' } },
      // The same parameters whatever the reason, so concurrent callers (the return and the event) get one refund.
      { idempotencyKey: `tote-refund-unplaced:${intent.id}` },
    );
    log.error({ siteId, checkoutId, paymentIntent: intent.id, why }, 'stripe payment refunded in full: no order of it could be placed');
  } catch (error) {
    log.error({ err: error, siteId, checkoutId, paymentIntent: intent.id, why }, 'stripe payment without an order could not be refunded: refund it in Stripe');
    throw stripeFailure(error, 'giving back a payment whose order could not be placed');
  }
}

/** The error of an order that could not be placed, saying the payment was given back. */
function refunded(error: HttpError): HttpError {
  const application = error.body.details?.applicationError;
  if (!application) return error;
  const details = { ...error.body.details, applicationError: { ...application, data: { ...application.data, paymentRefunded: true } } };
  return new HttpError(error.status, { ...error.body, details }, { cause: error });
}

/**
 * Places the checkout's order on an intent read from Stripe (placeOrder locks the checkout: a second caller gets the
 * same order). When the order cannot be placed (stock ran out, prices changed since the payment) or the checkout's
 * order was placed with another payment, the payment is refunded in full, so no money is kept without its order.
 */
export async function placeStripeOrder(
  ctx: AppContext,
  keys: StripeKeys,
  checkout: CheckoutRow,
  intent: VerifiedIntent,
  log: CompletionLog,
): Promise<PlacedOrder> {
  const access: CheckoutAccess = { siteId: checkout.site_id, ownerId: checkout.owner_id, via: 'token' };
  await recordIntentStatus(ctx, intent);
  let placed: PlacedOrder;
  try {
    placed = await placeOrder(ctx, access, checkout.id, { providerId: STRIPE_PROVIDER_ID, verified: intent }, log);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    await refundUnplaced(ctx, keys, intent, error.body.details?.applicationError?.code ?? 'VALIDATION', log);
    throw refunded(error);
  }
  if (!placed.created) {
    const order = await ctx.db
      .selectFrom('orders')
      .select('payment')
      .where('site_id', '=', checkout.site_id)
      .where('id', '=', placed.orderId)
      .executeTakeFirst();
    if (order && order.payment.reference !== intent.id) await refundUnplaced(ctx, keys, intent, 'ORDER_PAID_OTHERWISE', log);
  }
  return placed;
}

function notStarted(checkoutId: string) {
  return applicationError(409, 'PAYMENT_NOT_STARTED', 'No Stripe payment', 'This checkout has no Stripe payment to complete; start the payment first', {
    checkoutId,
  });
}

/**
 * The buyer came back from confirming the payment: the server asks Stripe for the intent (never the browser's word),
 * and places the order when it succeeded. A declined card answers PAYMENT_DECLINED with Stripe's message (the checkout
 * stays, a retry works); an intent still processing or waiting for the buyer answers PAYMENT_NOT_COMPLETED.
 */
export async function completeStripePayment(
  ctx: AppContext,
  access: CheckoutAccess,
  checkoutId: string,
  intentId: string | undefined,
  log: CompletionLog,
): Promise<{ orderId: string }> {
  const keys = await siteStripeKeys(ctx, access.siteId);
  const checkout = ownedCheckout(access, checkoutId, await findCheckoutRow(ctx.db, access.siteId, checkoutId));
  if (checkout.order_id) return { orderId: checkout.order_id };
  const known = await ctx.db
    .selectFrom('payment_intents')
    .select('reference')
    .where('site_id', '=', access.siteId)
    .where('checkout_id', '=', checkoutId)
    .where('provider_id', '=', STRIPE_PROVIDER_ID)
    .executeTakeFirst();
  const reference = intentId ?? known?.reference;
  if (!reference || !/^pi_[0-9A-Za-z]+$/.test(reference)) throw notStarted(checkoutId);
  let retrieved: Stripe.PaymentIntent;
  try {
    retrieved = await stripeClient(keys.secretKey, ctx.config.stripe.apiBase).paymentIntents.retrieve(reference);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'resource_missing') throw notStarted(checkoutId);
    throw stripeFailure(error, 'checking the payment');
  }
  const intent = verifiedIntentOf(retrieved);
  // Only an intent this store made for this checkout counts.
  if (intent.metadata.checkoutId !== checkoutId || intent.metadata.siteId !== access.siteId) throw notStarted(checkoutId);
  if (intent.status === 'succeeded') return { orderId: (await placeStripeOrder(ctx, keys, checkout, intent, log)).orderId };
  await recordIntentStatus(ctx, intent);
  const failure = retrieved.last_payment_error;
  if (intent.status === 'requires_payment_method' && failure) {
    throw checkoutError('PAYMENT_DECLINED', failure.message ?? 'The card was declined', {
      reason: failure.decline_code ?? failure.code ?? 'card_declined',
      transactionStatus: 'DECLINED',
      failureDetails: failure.message ?? '',
    });
  }
  throw applicationError(
    409,
    'PAYMENT_NOT_COMPLETED',
    'Payment not complete',
    intent.status === 'processing'
      ? 'Stripe is still processing the payment; the order is placed as soon as Stripe confirms it'
      : 'The payment has not been confirmed yet',
    { status: intent.status },
  );
}

/** Keeps the intent's latest status from Stripe on its row (what the order's timeline and the owner read). */
async function recordIntentStatus(ctx: Pick<AppContext, 'db' | 'clock'>, intent: VerifiedIntent): Promise<void> {
  await ctx.db
    .updateTable('payment_intents')
    .set({ status: intent.status, updated_at: ctx.clock() })
    .where('provider_id', '=', STRIPE_PROVIDER_ID)
    .where('reference', '=', intent.id)
    .execute();
}

// Stripe's events at POST /payments/stripe/webhook: the signature verified with the official package, each event applied once, the order placed on payment_intent.succeeded.
import Stripe from 'stripe';
import { findCheckoutRow } from '../../checkout/index.js';
import type { AppContext } from '../../context.js';
import type { SiteSettings } from '../../db/core-tables.js';
import { applicationError, HttpError } from '../../http/http-error.js';
import { placeStripeOrder } from './stripe-completion.js';
import { orderOfPayment, recordDispute } from './stripe-disputes.js';
import { applyRefundEvent } from './stripe-refund-events.js';
import { STRIPE_PROVIDER_ID, verifiedIntentOf } from './stripe-payment.js';
import { stripeKeysOf, type StripeKeys } from './stripe-settings.js';

/** How old a signed event may be (Stripe's own default tolerance), in seconds. */
export const EVENT_TOLERANCE_SECONDS = 300;

/** What logging events needs. */
export interface EventLog {
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

/** What the endpoint answers Stripe. */
export interface EventReceipt {
  received: true;
  /** The event was handled before: nothing was done again. */
  duplicate: boolean;
  /** `applied`, `ignored: <why>`, or `refunded: <code>` (paid, but no order could be placed: the payment was given back). */
  outcome: string;
}

function signatureInvalid(description: string): HttpError {
  return applicationError(400, 'PAYMENT_SIGNATURE_INVALID', 'Signature not valid', description);
}

/** The site an event says it is about (its object's metadata, as this store wrote it), read before the signature is checked. */
function claimedSiteId(raw: Buffer): string | undefined {
  try {
    const siteId = (JSON.parse(raw.toString('utf8')) as { data?: { object?: { metadata?: { siteId?: unknown } } } }).data?.object?.metadata?.siteId;
    return typeof siteId === 'string' && siteId.length <= 100 ? siteId : undefined;
  } catch {
    return undefined;
  }
}

/** A secret that may have signed the event, and whose events it may be: one site's (its own secret) or those using the environment's keys. */
interface Signer {
  secret: string;
  siteId: string | undefined;
}

async function signersFor(ctx: AppContext, raw: Buffer): Promise<Signer[]> {
  const signers: Signer[] = [];
  const siteId = claimedSiteId(raw);
  if (siteId) {
    const site = await ctx.db.selectFrom('sites').select('settings').where('id', '=', siteId).executeTakeFirst();
    const keys = site?.settings.stripe ? stripeKeysOf(ctx.config, siteId, site.settings) : undefined;
    if (keys?.webhookSecret) signers.push({ secret: keys.webhookSecret, siteId });
  }
  if (ctx.config.stripe.webhookSecret) signers.push({ secret: ctx.config.stripe.webhookSecret, siteId: undefined });
  return signers;
}

/** Verifies the event with each secret that may have signed it; 400 when none did (missing, wrong or stale signature). */
async function verifiedEvent(ctx: AppContext, raw: Buffer, signature: string | undefined): Promise<{ event: Stripe.Event; signer: Signer }> {
  if (!signature) throw signatureInvalid('The Stripe-Signature header is missing');
  const signers = await signersFor(ctx, raw);
  if (signers.length === 0) throw signatureInvalid('This store has no Stripe webhook signing secret to check events with');
  let reason = 'The signature does not match';
  for (const signer of signers) {
    try {
      const event = Stripe.webhooks.constructEvent(raw, signature, signer.secret, EVENT_TOLERANCE_SECONDS, undefined, ctx.clock().getTime());
      return { event, signer };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw signatureInvalid('The event is not a Stripe event');
      if (/tolerance/i.test(error.message)) reason = 'The signature is too old (replayed or delayed more than 5 minutes)';
    }
  }
  throw signatureInvalid(reason);
}

/** The site's keys when an event verified by `signer` may act on `siteId`, else why it may not (`ignored: …`). */
async function keysFor(ctx: AppContext, signer: Signer, siteId: string): Promise<StripeKeys | string> {
  // A site's own secret speaks for that site only; the environment's for the sites that use the environment's keys.
  if (signer.siteId !== undefined && signer.siteId !== siteId) return 'ignored: another site';
  const site = await ctx.db.selectFrom('sites').select('settings').where('id', '=', siteId).executeTakeFirst();
  if (!site) return 'ignored: unknown site';
  const keys = stripeKeysOf(ctx.config, siteId, site.settings as SiteSettings);
  if (!keys || (signer.siteId === undefined && keys.source !== 'environment')) return 'ignored: another site';
  return keys;
}

/** A dispute (on the order's timeline, mailed to the owner) or a refund (recorded on the order when made in Stripe). */
async function applyOrderEvent(ctx: AppContext, event: Stripe.Event, signer: Signer, log: EventLog): Promise<string> {
  const order = await orderOfPayment(ctx, event.data.object as { payment_intent?: string | { id: string } | null });
  if (!order) return 'ignored: not an order of this store';
  const keys = await keysFor(ctx, signer, order.siteId);
  if (typeof keys === 'string') return keys;
  if (event.type.startsWith('refund.')) return applyRefundEvent(ctx, event.data.object as Stripe.Refund, order, log);
  await recordDispute(ctx, event, order, log);
  return 'applied';
}

/** Applies a verified event; answers what came of it. Only a failure worth Stripe's retry (the database) throws. */
async function applyEvent(ctx: AppContext, event: Stripe.Event, signer: Signer, log: EventLog): Promise<string> {
  if (event.type.startsWith('charge.dispute.') || event.type === 'refund.created' || event.type === 'refund.updated')
    return applyOrderEvent(ctx, event, signer, log);
  if (!event.type.startsWith('payment_intent.')) return `ignored: ${event.type} is not handled`;
  const intent = verifiedIntentOf(event.data.object as Stripe.PaymentIntent);
  const { siteId, checkoutId } = intent.metadata;
  if (!siteId || !checkoutId) return 'ignored: not a payment of this store';
  const keys = await keysFor(ctx, signer, siteId);
  if (typeof keys === 'string') return keys;
  const checkout = await findCheckoutRow(ctx.db, siteId, checkoutId);
  if (!checkout) return 'ignored: unknown checkout';
  if (event.type !== 'payment_intent.succeeded') {
    await ctx.db
      .updateTable('payment_intents')
      .set({ status: intent.status, updated_at: ctx.clock() })
      .where('provider_id', '=', STRIPE_PROVIDER_ID)
      .where('reference', '=', intent.id)
      .where('site_id', '=', siteId)
      .execute();
    return 'applied';
  }
  try {
    const placed = await placeStripeOrder(ctx, keys, checkout, intent, log);
    log.info({ siteId, checkoutId, orderId: placed.orderId, created: placed.created, paymentIntent: intent.id }, 'stripe payment succeeded: order placed');
    return 'applied';
  } catch (error) {
    // The order cannot be placed (stock ran out, prices changed) and the payment was refunded: Stripe's retry would not help.
    if (error instanceof HttpError && error.status < 500) return `refunded: ${error.body.details?.applicationError?.code ?? 'VALIDATION'}`;
    throw error;
  }
}

/**
 * Receives one event: verifies its signature (400 and nothing changed when it is missing, wrong or stale), answers a
 * duplicate without applying it again, applies it, and records its id. An event about an unknown intent or another
 * site is ignored and logged.
 */
export async function receiveStripeEvent(ctx: AppContext, raw: Buffer, signature: string | undefined, log: EventLog): Promise<EventReceipt> {
  const { event, signer } = await verifiedEvent(ctx, raw, signature);
  const seen = await ctx.db
    .selectFrom('payment_events')
    .select('outcome')
    .where('provider_id', '=', STRIPE_PROVIDER_ID)
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  if (seen) return { received: true, duplicate: true, outcome: seen.outcome };
  const outcome = await applyEvent(ctx, event, signer, log);
  if (outcome.startsWith('ignored')) log.warn({ eventId: event.id, type: event.type, outcome }, 'stripe event ignored');
  const metadata = (event.data.object as { metadata?: Record<string, string> }).metadata;
  await ctx.db
    .insertInto('payment_events')
    .values({ provider_id: STRIPE_PROVIDER_ID, event_id: event.id, site_id: metadata?.siteId ?? null, type: event.type, outcome, received_at: ctx.clock() })
    .onConflict((oc) => oc.columns(['provider_id', 'event_id']).doNothing())
    .execute();
  return { received: true, duplicate: false, outcome };
}

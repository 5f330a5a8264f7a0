// Stripe's charge.dispute.* events: each on the order's timeline, and the owner mailed, in one transaction.
import type Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import { brandOf, mailDocument, mailTexts, queueMail, type OutgoingMail, deliverSoon } from '../../mail/index.js';
import { escapeHtml } from '../../oauth/index.js';
import { addActivities } from '../../orders/index.js';
import { formatMoney } from '../../money.js';
import { ownerEmailOf, localeOf } from '../../site/index.js';
import { fromStripeAmount } from './stripe-amounts.js';
import { STRIPE_PROVIDER_ID } from './stripe-payment.js';

/** The site a payment (of a dispute, a refund) belongs to, and its order; undefined when the payment is not one of this store's orders. */
export async function orderOfPayment(
  ctx: AppContext,
  object: { payment_intent?: string | { id: string } | null },
): Promise<{ siteId: string; orderId: string; number: string; currency: string } | undefined> {
  const reference = typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id;
  if (!reference) return undefined;
  const intent = await ctx.db
    .selectFrom('payment_intents')
    .select(['site_id', 'checkout_id'])
    .where('provider_id', '=', STRIPE_PROVIDER_ID)
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!intent) return undefined;
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'number', 'currency'])
    .where('site_id', '=', intent.site_id)
    .where('checkout_id', '=', intent.checkout_id)
    .executeTakeFirst();
  return order && { siteId: intent.site_id, orderId: order.id, number: String(order.number), currency: order.currency };
}

/** Writes the dispute event on the order's timeline (`STRIPE_DISPUTE`) and mails the site's owner. */
export async function recordDispute(
  ctx: AppContext,
  event: Stripe.Event,
  order: { siteId: string; orderId: string; number: string; currency: string },
  log: { error(obj: unknown, msg: string): void },
): Promise<void> {
  const dispute = event.data.object as Stripe.Dispute;
  const minor = fromStripeAmount(dispute.amount, dispute.currency);
  const site = await ctx.db.selectFrom('sites').select(['name', 'settings']).where('id', '=', order.siteId).executeTakeFirstOrThrow();
  const locale = localeOf(site.settings);
  const amount = minor === undefined ? `${dispute.amount} ${dispute.currency.toUpperCase()}` : formatMoney(minor, dispute.currency.toUpperCase(), locale);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    const data = { dispute: dispute.id, event: event.type, status: dispute.status, reason: dispute.reason, amount };
    await addActivities(
      trx,
      { id: order.orderId, site_id: order.siteId },
      [{ type: 'CUSTOM_ACTIVITY', details: { customActivity: { type: 'STRIPE_DISPUTE', additionalData: data } } }],
      now,
    );
    const owner = await ownerEmailOf(trx, order.siteId);
    if (!owner) return;
    const brand = brandOf(site);
    const t = mailTexts(brand.locale).merchantDispute;
    const paragraphs = [[t.intro(order.number, amount)], [t.state(dispute.reason, dispute.status)], [t.action]];
    const mail: OutgoingMail = {
      siteId: order.siteId,
      kind: 'merchant-dispute',
      to: owner,
      subject: t.subject(brand.name, order.number),
      text: paragraphs.map((p) => p.join('\n')).join('\n\n'),
      html: mailDocument(brand, paragraphs.map((p) => `<p>${p.map(escapeHtml).join('<br>')}</p>`).join('')),
    };
    await queueMail(trx, mail, now);
  });
  deliverSoon(ctx, log);
}

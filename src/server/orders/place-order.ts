// Place order: one transaction re-prices the checkout, takes stock, counts the coupon, authorizes payment, writes the order and its first activities, empties the cart, queues the event and the e-mails.
import { brandOf, queueMail, deliverSoon } from '../mail/index.js';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { queueCartReread, redeemCoupon } from '../cart/index.js';
import { type CheckoutAccess, ownedCheckout, checkoutError, priceCheckout, type SnapshotLine, findCheckoutRow, memberEmail } from '../checkout/index.js';
import type { AppContext } from '../context.js';
import type { SiteSettings } from '../db/core-tables.js';
import type { StoredPayment } from '../db/order-tables.js';
import type { Database } from '../db/schema.js';
import { identityOfOwner, queueEvent } from '../events/index.js';
import { validationError } from '../http/http-error.js';
import { OFFLINE_PROVIDER_ID, type PaymentOrder, type PaymentProvider, type PaymentResult, providersOf } from '../payments/index.js';
import { ORDER_CREATED_EVENT, ORDER_ENTITY_FQDN } from '../../wire/orders.js';
import { addActivities } from './order-activities.js';
import { orderConfirmationMail } from './order-mail.js';
import { chargeMemberships } from '../memberships/index.js';
import { buildOrder, insertOrder } from './order-record.js';
import { orderViolations, refuseUnconfirmedChanges, shippingProblem } from './order-requirements.js';
import { nextOrderNumber } from './order-numbers.js';
import { newOrderMerchantMail } from './order-update-mail.js';
import { ownerEmailOf, localeOf } from '../site/index.js';
import { toWireOrder } from './order-view.js';
import { removeOrderedLines } from './ordered-lines.js';
import { takeStock, type StockTake } from './stock.js';

/** How the buyer pays: a provider id (offline when absent) and its details (card details for the test card provider). */
export interface PlaceOrderInput {
  providerId?: string;
  card?: unknown;
  /**
   * For a provider that `confirmsInBrowser`: what the server itself read from the provider (a Stripe PaymentIntent
   * retrieved, or one of its signed events), passed to `authorize` in place of checked buyer details. Never set from a
   * request body.
   */
  verified?: unknown;
}

/** The order of a checkout, and whether this call created it (false for a retry or a concurrent duplicate). */
export interface PlacedOrder {
  orderId: string;
  created: boolean;
}

/** Attempts of the transaction when PostgreSQL picks it as a deadlock or serialization victim (it is safe to run again). */
const MAX_ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** An approved payment, kept so it can be released when the order's transaction fails after it. */
interface Approval {
  order: PaymentOrder;
  result: Extract<PaymentResult, { status: 'APPROVED' }>;
}

async function siteOf(db: Kysely<Database>, siteId: string): Promise<{ name: string; settings: SiteSettings }> {
  const site = await db.selectFrom('sites').select(['name', 'settings']).where('id', '=', siteId).executeTakeFirst();
  return { name: site?.name ?? 'Store', settings: site?.settings ?? {} };
}

/**
 * Creates the order of a checkout, once: the checkout row is locked first, so concurrent calls for one checkout queue and
 * all but the first find its order and answer it. Refuses (and writes nothing) when stock ran short (OUT_OF_STOCK),
 * prices or discounts changed unconfirmed (CHECKOUT_CHANGED), the checkout is incomplete (field violations), shipping
 * is not possible, the coupon is used up, or the payment is declined (PAYMENT_DECLINED): the cart stays as it was.
 */
export async function placeOrder(
  ctx: AppContext,
  access: CheckoutAccess,
  checkoutId: string,
  input: PlaceOrderInput,
  log: { error(obj: unknown, msg: string): void },
): Promise<PlacedOrder> {
  const known = ownedCheckout(access, checkoutId, await findCheckoutRow(ctx.db, access.siteId, checkoutId));
  // A retry after success answers the order, whatever payment details it carries.
  if (known.order_id) return { orderId: known.order_id, created: false };
  const site = await siteOf(ctx.db, access.siteId);
  const providers = providersOf(ctx.config, access.siteId, site.settings as Record<string, unknown>);
  const providerId = input.providerId ?? OFFLINE_PROVIDER_ID;
  const provider: PaymentProvider<unknown> | undefined = providers.find((p) => p.id === providerId);
  if (!provider) {
    throw checkoutError('PAYMENT_METHOD_NOT_AVAILABLE', `This store does not take payments by ${providerId}`, {
      field: 'paymentMethod.providerId',
      providerId,
      available: providers.map((p) => p.id),
    });
  }
  const details =
    input.verified !== undefined && provider.confirmsInBrowser
      ? { ok: true as const, details: input.verified }
      : provider.checkDetails(input.card, 'paymentMethod.card', ctx.clock());
  if (!details.ok) throw validationError(details.violations);

  let approval: Approval | undefined;
  const release = async () => {
    if (!approval) return;
    const held = approval;
    approval = undefined;
    await provider.release?.(held.order, held.result).catch((error: unknown) => log.error({ err: error }, 'releasing a payment authorization failed'));
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const placed = await ctx.db.transaction().execute(async (trx): Promise<PlacedOrder> => {
        const row = ownedCheckout(access, checkoutId, await findCheckoutRow(trx, access.siteId, checkoutId, true));
        if (row.order_id) return { orderId: row.order_id, created: false };
        if (row.completed_at)
          throw checkoutError('CHECKOUT_ALREADY_COMPLETED', 'This checkout was completed without an order here; start a new checkout', { checkoutId });
        if ((row.line_items as unknown as SnapshotLine[]).length === 0) throw checkoutError('CHECKOUT_EMPTY', 'The checkout has no items left', { checkoutId });
        const now = ctx.clock();
        const priced = await priceCheckout(ctx, trx, row, now, { strictMemberships: true });
        refuseUnconfirmedChanges(row, priced);
        const email = row.email ?? (await memberEmail(trx, row));
        const violations = orderViolations(row, priced, email);
        if (violations.length > 0) throw validationError(violations);
        const problem = shippingProblem(priced);
        if (problem) throw problem;
        const { totals } = priced.computed;

        const takes: StockTake[] = priced.priced.lines.flatMap(({ stored, priced: line }) =>
          line.item?.trackInventory && stored.variantId !== null
            ? [{ lineItemId: stored.id, productId: stored.productId, variantId: stored.variantId, productName: line.item.name, quantity: stored.quantity }]
            : [],
        );
        const buyer = identityOfOwner(row.owner_kind, row.owner_id);
        await takeStock(trx, access.siteId, takes, now, buyer);
        const quantities = new Map(priced.priced.lines.map(({ stored }) => [stored.id, stored.quantity]));
        await chargeMemberships(trx, access.siteId, priced.memberships.paidBy, (lineId) => quantities.get(lineId) ?? 0, now);

        const coupon = totals.applied.find((a) => a.rule.source === 'coupon');
        if (coupon && !(await redeemCoupon(trx, access.siteId, coupon.rule.id))) {
          throw checkoutError('ERROR_COUPON_USAGE_EXCEEDED', `Coupon ${coupon.rule.code ?? coupon.rule.name} has been used the most times it may be`, {
            couponCode: coupon.rule.code,
          });
        }

        const orderId = randomUUID();
        const paymentOrder: PaymentOrder = {
          orderId,
          siteId: access.siteId,
          checkoutId,
          currency: priced.priced.loaded.site.currency,
          amount: totals.total,
          buyerEmail: email!,
        };
        await release();
        const result = await provider.authorize(paymentOrder, details.details);
        if (result.status === 'DECLINED') {
          throw checkoutError('PAYMENT_DECLINED', result.description, {
            reason: result.reason,
            transactionStatus: 'DECLINED',
            failureDetails: result.description,
          });
        }
        approval = { order: paymentOrder, result };

        const number = await nextOrderNumber(trx, access.siteId);
        const shown = provider.describe(site.settings as Record<string, unknown>);
        const payment: StoredPayment = {
          providerId: provider.id,
          title: shown.title,
          kind: provider.kind,
          test: provider.test,
          reference: result.reference,
          card: result.card ?? null,
          instructions: provider.kind === 'FULL_PAYMENT_OFFLINE' ? (shown.instructions ?? null) : null,
        };
        const { order, lines } = buildOrder({ id: orderId, number, row, priced, email: email!, payment, paymentStatus: result.paymentStatus, now });
        await insertOrder(trx, order, lines);
        const activities = await addActivities(
          trx,
          order,
          [
            { type: 'ORDER_PLACED' },
            ...(order.payment_status === 'PAID' ? [{ type: 'ORDER_PAID' as const }] : []),
            ...(result.attention
              ? [{ type: 'CUSTOM_ACTIVITY' as const, details: { customActivity: { type: result.attention.type, additionalData: result.attention.data } } }]
              : []),
          ],
          now,
        );
        const cartOwner = await removeOrderedLines(trx, access.siteId, row.cart_id, lines, now);
        // The cart moved to a member when the visitor signed in after checking out.
        if (cartOwner !== undefined) {
          const kind = cartOwner === row.owner_id ? row.owner_kind : 'member';
          await queueCartReread(trx, { kind, subjectId: cartOwner, siteId: access.siteId }, ctx.config.publicUrl, now);
        }
        await trx
          .updateTable('checkouts')
          .set({ completed_at: now, order_id: orderId, updated_at: now })
          .where('site_id', '=', access.siteId)
          .where('id', '=', checkoutId)
          .execute();
        const wire = toWireOrder(order, lines, activities, localeOf(site.settings));
        await queueEvent(
          trx,
          {
            siteId: access.siteId,
            eventType: ORDER_CREATED_EVENT,
            entityFqdn: ORDER_ENTITY_FQDN,
            entityId: orderId,
            entity: wire,
            identity: buyer,
          },
          now,
        );
        await queueMail(trx, orderConfirmationMail(access.siteId, brandOf(site), wire), now);
        // The site's owner (the account `tote init` made) hears of every new order; a site without an owner tells no one.
        const ownerEmail = await ownerEmailOf(trx, access.siteId);
        if (ownerEmail) await queueMail(trx, newOrderMerchantMail(access.siteId, brandOf(site), ownerEmail, wire), now);
        return { orderId, created: true };
      });
      approval = undefined;
      if (placed.created) deliverSoon(ctx, log);
      return placed;
    } catch (error) {
      await release();
      if (attempt < MAX_ATTEMPTS && isRetryable(error)) continue;
      throw error;
    }
  }
}

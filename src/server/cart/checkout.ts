// Create checkout: snapshots the priced cart into a checkout row; an unchanged cart (or a repeated idempotency key) gives the same checkout.
import { checkoutSnapshot } from '../checkout/index.js';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CreateCheckoutResponse } from '../../wire/cart.js';
import type { ShopperCaller } from '../auth/index.js';
import type { AppContext } from '../context.js';
import type { CheckoutsTable, StoredAddress } from '../db/commerce-tables.js';
import type { Database } from '../db/schema.js';
import { idempotencyKeyReused, requestHashOf } from '../http/idempotency.js';
import { cartError } from './cart-errors.js';
import { queueCartChanged } from './cart-events.js';
import { loadPricedCart, render, type PricedCart } from './cart-service.js';
import { priceLines } from './cart-view.js';
import * as store from './cart-store.js';
import { computeCartTotals } from './cart-totals.js';
import { toWireEstimate } from './totals-view.js';
import { memberDestination } from './member-destination.js';

/** What the shopper sends to create a checkout. */
export interface CheckoutInput {
  channelType: string;
  shippingAddress?: StoredAddress;
  billingAddress?: StoredAddress;
  selectedShippingOption?: { code: string };
  email?: string;
  /** Only these lines, each with at most its cart quantity (Tote's "Buy now"). @default the whole cart */
  lineItems?: { id: string; quantity: number }[];
}

/** The part of a priced cart a checkout takes: the chosen lines with the chosen quantities (capped at the cart's), or all of it. */
function chosenLines(ctx: AppContext, priced: PricedCart, chosen: CheckoutInput['lineItems']): PricedCart {
  if (!chosen) return priced;
  const wanted = new Map(chosen.map((l) => [l.id, l.quantity]));
  const missing = chosen.find((l) => !priced.loaded.lines.some((stored) => stored.id === l.id));
  if (missing) throw cartError('LINE_ITEM_NOT_FOUND', `The cart has no line ${missing.id}`, { lineItemId: missing.id });
  const lines = priced.loaded.lines
    .filter((stored) => wanted.has(stored.id))
    .map((stored) => ({ ...stored, quantity: Math.min(stored.quantity, wanted.get(stored.id)!) }));
  const loaded = { ...priced.loaded, lines };
  return { loaded, lines: priceLines(loaded, ctx.config.publicUrl) };
}

/**
 * Creates a checkout from the caller's cart (a member's starts at their default address when it was given no street). Refuses an empty cart and lines that cannot be bought as they are
 * (not found, out of stock, fewer in stock than asked). The same cart, prices and request give the same checkout id.
 */
export async function createCheckout(ctx: AppContext, caller: ShopperCaller, input: CheckoutInput, idempotencyKey?: string): Promise<CreateCheckoutResponse> {
  const requestHash = requestHashOf(input);
  return ctx.db.transaction().execute(async (trx) => {
    const cartId = await store.lockCartForRead(trx, caller.siteId, caller.subjectId);
    if (idempotencyKey) {
      const earlier = await trx
        .selectFrom('checkouts')
        .select(['id', 'request_hash'])
        .where('site_id', '=', caller.siteId)
        .where('owner_id', '=', caller.subjectId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (earlier) {
        if (earlier.request_hash !== requestHash) throw idempotencyKeyReused({ idempotencyKey });
        return { checkoutId: earlier.id };
      }
    }
    const whole = await loadPricedCart(ctx, caller, trx);
    const priced = chosenLines(ctx, whole, input.lineItems);
    if (!cartId || priced.lines.length === 0) throw cartError('CART_EMPTY', 'The cart has no items to check out');
    const unavailable = priced.lines.filter((l) => l.priced.availability.status !== 'AVAILABLE');
    if (unavailable.length > 0) {
      throw cartError('CART_ITEMS_NOT_AVAILABLE', `${unavailable.length} item(s) cannot be bought as they are; change or remove them first`, {
        lineItems: unavailable.map((l) => ({ id: l.stored.id, ...l.priced.availability })),
      });
    }
    const now = ctx.clock();
    const member = await memberDestination(trx, caller, input.shippingAddress);
    const shippingAddress = member?.address ?? input.shippingAddress;
    const computed = await computeCartTotals(trx, caller.siteId, priced, now, {
      ...(shippingAddress ? { shippingAddress } : {}),
      ...(input.billingAddress ? { billingAddress: input.billingAddress } : {}),
      ...(input.selectedShippingOption ? { shippingOptionCode: input.selectedShippingOption.code } : {}),
    });
    const { totals } = computed;
    const currency = priced.loaded.site.currency;
    const cart = priced.loaded.cart!;
    // The calculation's snapshot (the one builder), with who checks out, where to and how: all of it makes the fingerprint.
    const snapshot = {
      cartId,
      ownerId: caller.subjectId,
      channelType: input.channelType,
      email: input.email ?? null,
      currency,
      shippingAddress: computed.shippingAddress ?? null,
      billingAddress: computed.billingAddress ?? null,
      contactInfo: cart.contactInfo,
      couponId: cart.couponId,
      couponCode: cart.couponCode,
      merchantDiscounts: cart.merchantDiscounts,
      ...checkoutSnapshot(priced.lines, totals),
    };
    const fingerprint = requestHashOf(snapshot);
    const same = await trx
      .selectFrom('checkouts')
      .select('id')
      .where('site_id', '=', caller.siteId)
      .where('cart_id', '=', cartId)
      .where('fingerprint', '=', fingerprint)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (same && !idempotencyKey) return { checkoutId: same.id };
    const id = randomUUID();
    const wire = toWireEstimate(render(ctx, caller, priced), totals, currency, priced.loaded.site.locale);
    await trx
      .insertInto('checkouts')
      .values({
        id,
        site_id: caller.siteId,
        cart_id: cartId,
        owner_id: caller.subjectId,
        owner_kind: caller.kind,
        fingerprint,
        idempotency_key: idempotencyKey ?? null,
        request_hash: requestHash,
        channel_type: input.channelType,
        email: input.email ?? null,
        currency,
        shipping_address: snapshot.shippingAddress ? JSON.stringify(snapshot.shippingAddress) : null,
        ...(member?.contact ? { shipping_contact: JSON.stringify(member.contact) } : {}),
        billing_address: snapshot.billingAddress ? JSON.stringify(snapshot.billingAddress) : null,
        contact_info: snapshot.contactInfo ? JSON.stringify(snapshot.contactInfo) : null,
        shipping_option: snapshot.shippingOption ? JSON.stringify(snapshot.shippingOption) : null,
        coupon_id: snapshot.couponId,
        coupon_code: snapshot.couponCode,
        merchant_discounts: cart.merchantDiscounts.length > 0 ? JSON.stringify(cart.merchantDiscounts) : null,
        line_items: JSON.stringify(snapshot.lineItems),
        applied_discounts: JSON.stringify(snapshot.appliedDiscounts),
        price_summary: JSON.stringify(snapshot.priceSummary),
        totals: JSON.stringify(wire),
        created_at: now,
      })
      .execute();
    await store.updateCartFields(trx, cartId, { checkoutId: id });
    cart.checkoutId = id;
    await queueCartChanged(trx, caller, { wire: render(ctx, caller, whole), created: false }, now);
    return { checkoutId: id };
  });
}

/** A checkout of a site by id (for the hosted checkout page and redirect sessions), or undefined. */
export async function findCheckout(db: Kysely<Database>, siteId: string, checkoutId: string): Promise<Selectable<CheckoutsTable> | undefined> {
  return db.selectFrom('checkouts').selectAll().where('site_id', '=', siteId).where('id', '=', checkoutId).executeTakeFirst();
}

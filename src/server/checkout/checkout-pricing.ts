// Prices a checkout's own lines now, from the catalog, with the cart's pricing (the same loader, line pricing, discounts, shipping and tax).
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { type CartRow, linesJson, toLoadedCart, type PricedCart, computeCartTotals, type CartTotals, priceLines, loadCollectionsOf } from '../cart/index.js';
import type { AppContext } from '../context.js';
import type { CheckoutsTable, StoredAddress } from '../db/commerce-tables.js';
import type { SiteSettings } from '../db/core-tables.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/http-error.js';
import { cartMemberships, choicesOf, type CartMemberships, membershipNoLongerEligible, type MembershipChoice } from '../memberships/index.js';
import type { SnapshotLine } from './checkout-snapshot.js';

/** A checkout row as read. */
export type CheckoutRow = Selectable<CheckoutsTable>;

/** A checkout priced now: its lines with catalog prices and availability, and the totals for its address and option. */
export interface PricedCheckout {
  priced: PricedCart;
  computed: CartTotals;
  settings: SiteSettings;
  /** The owner's memberships for these lines, and the lines the chosen ones pay. */
  memberships: CartMemberships;
}

/** What to price instead of the row's own values (a confirmation's new quantities, a coupon being tried). */
export interface PricingOverrides {
  lines?: readonly Pick<SnapshotLine, 'id' | 'appId' | 'productId' | 'variantId' | 'options' | 'quantity' | 'custom'>[];
  couponId?: string | null;
  couponCode?: string | null;
  shippingAddress?: StoredAddress | null;
  billingAddress?: StoredAddress | null;
  shippingOptionCode?: string | null;
  /** A new choice of memberships (checked strictly: a 400 when it does not hold). */
  selectedMemberships?: readonly MembershipChoice[];
  /** The stored choice must still hold (placing the order): a 409 MEMBERSHIP_NOT_ELIGIBLE when it does not. @default false: it is dropped */
  strictMemberships?: boolean;
}

interface SiteLinesRow {
  currency: string;
  settings: SiteSettings | null;
  lines: CartRow['lines'];
}

/** The code of the shipping option a checkout holds, if any. */
export function shippingCodeOf(row: CheckoutRow): string | undefined {
  const code = (row.shipping_option as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code ? code : undefined;
}

/**
 * Loads the catalog rows of the checkout's lines (one query, as the cart loads its own) and prices them with the site's
 * discounts, shipping and tax for the checkout's addresses. Runs on `db`, a transaction when the caller holds one.
 */
export async function priceCheckout(
  ctx: AppContext,
  db: Kysely<Database>,
  row: CheckoutRow,
  now: Date,
  overrides: PricingOverrides = {},
): Promise<PricedCheckout> {
  const lines = overrides.lines ?? (row.line_items as unknown as SnapshotLine[]);
  const { rows } = await sql<SiteLinesRow>`
    with lines as (
      select v.id, v.app_id, v.product_id, v.variant_id, v.options::jsonb as options, v.quantity, v.custom::jsonb as custom, v.seq
      from unnest(${lines.map((l) => l.id)}::text[], ${lines.map((l) => l.appId)}::text[], ${lines.map((l) => l.productId)}::text[],
        ${lines.map((l) => l.variantId)}::text[], ${lines.map((l) => JSON.stringify(l.options ?? {}))}::text[], ${lines.map((l) => l.quantity)}::int[],
        ${lines.map((l) => (l.custom ? JSON.stringify(l.custom) : null))}::text[])
        with ordinality as v(id, app_id, product_id, variant_id, options, quantity, custom, seq)
    )
    select s.currency, s.settings, ${linesJson(sql`s.id`)} as lines from sites s where s.id = ${row.site_id}
  `.execute(db);
  const site = rows[0];
  const couponId = overrides.couponId === undefined ? row.coupon_id : overrides.couponId;
  const couponCode = overrides.couponCode === undefined ? row.coupon_code : overrides.couponCode;
  const shippingCode = overrides.shippingOptionCode === undefined ? shippingCodeOf(row) : (overrides.shippingOptionCode ?? undefined);
  const cartRow: CartRow | undefined = site && {
    currency: site.currency,
    settings: site.settings,
    cart_id: row.id,
    coupon_id: couponId,
    coupon_code: couponCode,
    buyer_note: row.buyer_note,
    contact_info: null,
    selected_shipping_option: shippingCode ? { code: shippingCode } : null,
    checkout_id: row.id,
    merchant_discounts: row.merchant_discounts,
    revision: 1,
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
    lines: site.lines,
  };
  const loaded = toLoadedCart(cartRow, row.owner_id);
  const priced: PricedCart = { loaded, lines: priceLines(loaded, ctx.config.publicUrl) };
  const shippingAddress = overrides.shippingAddress === undefined ? row.shipping_address : overrides.shippingAddress;
  const billingAddress = overrides.billingAddress === undefined ? row.billing_address : overrides.billingAddress;
  const memberships = await checkoutMemberships(db, row, priced, now, overrides);
  const computed = await computeCartTotals(db, row.site_id, priced, now, {
    ...(shippingAddress ? { shippingAddress } : {}),
    // Tax follows the billing address when nothing ships; the shipping address is the billing one by default.
    ...((billingAddress ?? shippingAddress) ? { billingAddress: (billingAddress ?? shippingAddress)! } : {}),
    ...(shippingCode ? { shippingOptionCode: shippingCode } : {}),
    paidByMembership: memberships.paidBy,
  });
  return { priced, computed, settings: site?.settings ?? {}, memberships };
}

/**
 * The owner's memberships for the checkout's lines: a new choice is checked strictly (400); the stored one is kept while
 * it holds, and otherwise dropped (a membership expired since) or, when placing the order, refused with a 409.
 */
async function checkoutMemberships(
  db: Kysely<Database>,
  row: CheckoutRow,
  priced: PricedCart,
  now: Date,
  overrides: PricingOverrides,
): Promise<CartMemberships> {
  const owner = { kind: row.owner_kind, siteId: row.site_id, subjectId: row.owner_id };
  const lines = priced.lines.map((l) => l.priced);
  const loadCollections = (productIds: readonly string[]) => loadCollectionsOf(db, row.site_id, productIds);
  const field = 'checkout.membershipOptions.selectedMemberships.memberships';
  if (overrides.selectedMemberships) return cartMemberships(db, owner, lines, overrides.selectedMemberships, now, field, loadCollections);
  const stored = choicesOf(row.selected_memberships);
  try {
    return await cartMemberships(db, owner, lines, stored, now, field, loadCollections);
  } catch (error) {
    if (!(error instanceof HttpError) || stored.length === 0) throw error;
    if (overrides.strictMemberships) throw membershipNoLongerEligible(stored[0]!.id!, 'A chosen membership can no longer pay its lines');
    return cartMemberships(db, owner, lines, [], now, field, loadCollections);
  }
}

// Checkouts in the database: read or lock one of a site, the buyer's e-mail, and the writes of the checkout page.
import type { Kysely } from 'kysely';
import type { StoredAddress, StoredMembershipSelection } from '../db/commerce-tables.js';
import type { StoredContactDetails } from '../db/order-tables.js';
import type { Database } from '../db/schema.js';
import type { CheckoutRow } from './checkout-pricing.js';
import type { SnapshotDiscount, SnapshotLine } from './checkout-snapshot.js';

/** Checkout ids are UUIDs; anything else cannot be one. */
export function isCheckoutId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** A checkout of a site, or undefined. With `lock` the row stays locked until the transaction ends (concurrent writes and orders queue). */
export async function findCheckoutRow(db: Kysely<Database>, siteId: string, id: string, lock = false): Promise<CheckoutRow | undefined> {
  if (!isCheckoutId(id)) return undefined;
  const query = db.selectFrom('checkouts').selectAll().where('site_id', '=', siteId).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A checkout by id alone (the session exchange learns the site from the redirect session), or undefined. */
export async function findCheckoutAnySite(db: Kysely<Database>, id: string): Promise<CheckoutRow | undefined> {
  if (!isCheckoutId(id)) return undefined;
  return db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member's e-mail (for a checkout a member owns), or undefined. */
export async function memberEmail(db: Kysely<Database>, row: Pick<CheckoutRow, 'site_id' | 'owner_id' | 'owner_kind'>): Promise<string | undefined> {
  if (row.owner_kind !== 'member') return undefined;
  const identity = await db.selectFrom('identities').select('email').where('site_id', '=', row.site_id).where('id', '=', row.owner_id).executeTakeFirst();
  return identity?.email;
}

/** The buyer's e-mail to use: the one set on the checkout, else the member's. */
export async function buyerEmailOf(db: Kysely<Database>, row: CheckoutRow): Promise<string | undefined> {
  return row.email ?? (await memberEmail(db, row));
}

/** Fields the checkout page writes; undefined ones are left as they are, null clears. */
export interface CheckoutFields {
  email?: string | null;
  buyerNote?: string | null;
  shippingAddress?: StoredAddress | null;
  shippingContact?: StoredContactDetails | null;
  billingAddress?: StoredAddress | null;
  billingContact?: StoredContactDetails | null;
  /** The option used now (code, title, price, ...), as create-checkout stores it. */
  shippingOption?: Record<string, unknown> | null;
  couponId?: string | null;
  couponCode?: string | null;
  /** A confirmed snapshot. */
  lineItems?: SnapshotLine[];
  appliedDiscounts?: SnapshotDiscount[];
  priceSummary?: Record<string, number>;
  totals?: Record<string, unknown>;
  /** Set when the snapshot is replaced, so create-checkout does not hand out this checkout for the old cart again. */
  fingerprint?: string;
  /** Which lines each chosen membership pays; null: none. */
  selectedMemberships?: StoredMembershipSelection[] | null;
}

function json(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}

/** Writes checkout fields and its update time. */
export async function updateCheckoutRow(db: Kysely<Database>, row: Pick<CheckoutRow, 'site_id' | 'id'>, fields: CheckoutFields, now: Date): Promise<void> {
  const set: Record<string, unknown> = { updated_at: now };
  if (fields.email !== undefined) set.email = fields.email;
  if (fields.buyerNote !== undefined) set.buyer_note = fields.buyerNote;
  if (fields.shippingAddress !== undefined) set.shipping_address = json(fields.shippingAddress);
  if (fields.shippingContact !== undefined) set.shipping_contact = json(fields.shippingContact);
  if (fields.billingAddress !== undefined) set.billing_address = json(fields.billingAddress);
  if (fields.billingContact !== undefined) set.billing_contact = json(fields.billingContact);
  if (fields.shippingOption !== undefined) set.shipping_option = json(fields.shippingOption);
  if (fields.couponId !== undefined) set.coupon_id = fields.couponId;
  if (fields.couponCode !== undefined) set.coupon_code = fields.couponCode;
  if (fields.lineItems !== undefined) set.line_items = JSON.stringify(fields.lineItems);
  if (fields.appliedDiscounts !== undefined) set.applied_discounts = JSON.stringify(fields.appliedDiscounts);
  if (fields.priceSummary !== undefined) set.price_summary = JSON.stringify(fields.priceSummary);
  if (fields.totals !== undefined) set.totals = JSON.stringify(fields.totals);
  if (fields.fingerprint !== undefined) set.fingerprint = fields.fingerprint;
  if (fields.selectedMemberships !== undefined) set.selected_memberships = fields.selectedMemberships && JSON.stringify(fields.selectedMemberships);
  await db.updateTable('checkouts').set(set).where('site_id', '=', row.site_id).where('id', '=', row.id).execute();
}

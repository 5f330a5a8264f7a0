// A coupon row as the Wix Coupons wire shows it: the specification with its kind's value field, usage and expiry.
import type { Selectable } from 'kysely';
import type { CouponScope, CouponSpecification, CouponType, WireCoupon } from '../../wire/discounts.js';
import type { CouponKind, CouponsTable } from '../db/commerce-tables.js';
import { minorToNumber } from '../money.js';

/** `specification.type` of each kind. */
export const COUPON_TYPES: Readonly<Record<CouponKind, CouponType>> = {
  FIXED_AMOUNT: 'MONEY_OFF_AMOUNT',
  PERCENTAGE: 'PERCENT_OFF_RATE',
  FREE_SHIPPING: 'FREE_SHIPPING',
  FIXED_PRICE: 'FIXED_PRICE_AMOUNT',
  BUY_X_GET_Y: 'BUY_X_GET_Y',
};

function scopeOf(row: Selectable<CouponsTable>): CouponScope | undefined {
  if (row.kind === 'FREE_SHIPPING') return undefined;
  const entityId = row.scope_ids[0];
  if (row.scope === 'PRODUCTS' && entityId) return { namespace: 'stores', group: { name: 'product', entityId } };
  if (row.scope === 'COLLECTIONS' && entityId) return { namespace: 'stores', group: { name: 'collection', entityId } };
  return { namespace: 'stores' };
}

function valueOf(row: Selectable<CouponsTable>, digits: number): Partial<CouponSpecification> {
  switch (row.kind) {
    case 'FIXED_AMOUNT':
      return { moneyOffAmount: minorToNumber(row.amount ?? 0, digits) };
    case 'PERCENTAGE':
      return { percentOffRate: Number(row.percentage) };
    case 'FREE_SHIPPING':
      return { freeShipping: true };
    case 'FIXED_PRICE':
      return { fixedPriceAmount: minorToNumber(row.fixed_price ?? 0, digits) };
    case 'BUY_X_GET_Y':
      return { buyXGetY: { x: row.buy_x ?? 1, y: row.get_y ?? 1 } };
  }
}

/** The specification of a stored coupon; amounts as numbers in the site currency, times as epoch milliseconds. */
export function couponSpecification(row: Selectable<CouponsTable>, digits: number): CouponSpecification {
  const scope = scopeOf(row);
  return {
    name: row.name,
    code: row.code,
    ...(row.starts_at ? { startTime: row.starts_at.getTime() } : {}),
    ...(row.expires_at ? { expirationTime: row.expires_at.getTime() } : {}),
    ...(row.usage_limit !== null ? { usageLimit: row.usage_limit } : {}),
    limitedToOneItem: row.limited_to_one_item,
    appliesToSubscriptions: false,
    active: row.active,
    ...(scope ? { scope } : {}),
    ...(row.minimum_subtotal !== null ? { minimumSubtotal: minorToNumber(Number(row.minimum_subtotal), digits) } : {}),
    type: COUPON_TYPES[row.kind],
    ...valueOf(row, digits),
  };
}

/** A stored coupon on the wire; `now` decides `expired`. */
export function wireCoupon(row: Selectable<CouponsTable>, digits: number, now: Date): WireCoupon {
  return {
    id: row.id,
    specification: couponSpecification(row, digits),
    dateCreated: row.created_at.getTime(),
    expired: row.expires_at !== null && row.expires_at.getTime() <= now.getTime(),
    numberOfUsages: row.times_used,
    displayData: { name: row.name },
  };
}

// Coupons as the merchant API has them (`/stores/v2/coupons`): query, create, switch on or off, delete.
import type { QueryCouponsResponse, WireCoupon } from '../../wire/discounts.js';
import { adminHttp } from './admin-client.js';

export type { WireCoupon } from '../../wire/discounts.js';

const COUPONS = '/stores/v2/coupons';

/** The kinds of coupon the form offers. */
export type CouponKind = 'PERCENT_OFF_RATE' | 'MONEY_OFF_AMOUNT' | 'FREE_SHIPPING';

/** The fields the coupon form writes, as typed. */
export interface CouponInput {
  code: string;
  name: string;
  kind: CouponKind;
  /** Percent or amount off, as typed (unused for free shipping). */
  value: string;
  /** Subtotal the cart needs, as typed; empty for none. */
  minimumSubtotal: string;
  /** Uses in total, as typed; empty for no limit. */
  usageLimit: string;
  /** `YYYY-MM-DD`; empty for today. */
  startDate: string;
  /** `YYYY-MM-DD`; empty for never. */
  expiryDate: string;
}

/** A typed number as a number, anything else as typed (for the server to refuse with its reason). */
function asNumber(value: string): number | string {
  return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

/** The wire `specification` of the form's fields: every product in scope, times at the start of the day (UTC). */
export function couponSpecification(input: CouponInput, now = new Date()): Record<string, unknown> {
  const spec: Record<string, unknown> = {
    code: input.code.trim(),
    name: input.name.trim() || input.code.trim(),
    startTime: input.startDate ? `${input.startDate}T00:00:00Z` : now.getTime(),
  };
  if (input.expiryDate) spec.expirationTime = `${input.expiryDate}T00:00:00Z`;
  if (input.usageLimit.trim()) spec.usageLimit = asNumber(input.usageLimit);
  if (input.minimumSubtotal.trim()) spec.minimumSubtotal = asNumber(input.minimumSubtotal);
  if (input.kind === 'FREE_SHIPPING') spec.freeShipping = true;
  else {
    spec.scope = { namespace: 'stores' };
    if (input.kind === 'PERCENT_OFF_RATE') spec.percentOffRate = asNumber(input.value);
    else spec.moneyOffAmount = asNumber(input.value);
  }
  return spec;
}

/** The site's coupons, newest first (at most 100). */
export async function queryCoupons(): Promise<WireCoupon[]> {
  const answer = await adminHttp().request<QueryCouponsResponse>({
    method: 'POST',
    path: `${COUPONS}/query`,
    body: { query: { sort: [{ fieldName: 'dateCreated', order: 'DESC' }], paging: { limit: 100 } } },
    safe: true,
  });
  return answer.coupons;
}

/** Creates a coupon. */
export async function createCoupon(input: CouponInput): Promise<WireCoupon> {
  return (await adminHttp().request<{ coupon: WireCoupon }>({ method: 'POST', path: COUPONS, body: { specification: couponSpecification(input) } })).coupon;
}

/** Switches a coupon on or off (the rest stays). */
export async function setCouponActive(id: string, active: boolean): Promise<WireCoupon> {
  return (
    await adminHttp().request<{ coupon: WireCoupon }>({
      method: 'PATCH',
      path: `${COUPONS}/${encodeURIComponent(id)}`,
      body: { specification: { active } },
    })
  ).coupon;
}

/** Deletes a coupon. */
export async function deleteCoupon(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: `${COUPONS}/${encodeURIComponent(id)}` });
}

// Coupons as the merchant API has them (`/stores/v2/coupons`): query, create, edit, switch on or off, delete.
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

/** The kind of a coupon the form edits, or undefined for kinds only the API makes (fixed price, buy X get Y). */
export function couponKindOf(coupon: WireCoupon): CouponKind | undefined {
  const spec = coupon.specification;
  if (spec.percentOffRate !== undefined) return 'PERCENT_OFF_RATE';
  if (spec.moneyOffAmount !== undefined) return 'MONEY_OFF_AMOUNT';
  if (spec.freeShipping) return 'FREE_SHIPPING';
  return undefined;
}

/** A time (ms) as the date field's `YYYY-MM-DD` (UTC, as the form writes it). */
function dateOf(time: number | undefined): string {
  return time === undefined ? '' : new Date(time).toISOString().slice(0, 10);
}

/** The form's fields of a stored coupon (its kind must be one the form offers). */
export function couponInputOf(coupon: WireCoupon, kind: CouponKind): CouponInput {
  const spec = coupon.specification;
  const value = kind === 'PERCENT_OFF_RATE' ? spec.percentOffRate : kind === 'MONEY_OFF_AMOUNT' ? spec.moneyOffAmount : undefined;
  return {
    code: spec.code ?? '',
    name: spec.name && spec.name !== spec.code ? spec.name : '',
    kind,
    value: value === undefined ? '' : String(value),
    minimumSubtotal: spec.minimumSubtotal === undefined ? '' : String(spec.minimumSubtotal),
    usageLimit: spec.usageLimit === undefined ? '' : String(spec.usageLimit),
    startDate: dateOf(spec.startTime),
    expiryDate: dateOf(spec.expirationTime),
  };
}

/**
 * Changes a coupon to the form's fields: emptied optional fields are cleared (null), a scope the coupon has is kept (the
 * form offers no scope), and whether it is on stays as it is.
 */
export async function updateCoupon(coupon: WireCoupon, input: CouponInput): Promise<WireCoupon> {
  const specification: Record<string, unknown> = { expirationTime: null, usageLimit: null, minimumSubtotal: null, ...couponSpecification(input) };
  if (coupon.specification.scope && specification.scope) delete specification.scope;
  return (await adminHttp().request<{ coupon: WireCoupon }>({ method: 'PATCH', path: `${COUPONS}/${encodeURIComponent(coupon.id)}`, body: { specification } }))
    .coupon;
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

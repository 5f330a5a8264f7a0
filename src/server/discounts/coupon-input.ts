// Checks a coupon specification as a whole (kind, scope, amounts, times) and turns it into column values.
import type { Insertable } from 'kysely';
import type { CouponsTable } from '../db/commerce-tables.js';
import type { Db } from '../catalog/index.js';
import { Violations } from './discount-errors.js';
import type { CouponSpecificationInput } from './coupon-schemas.js';
import { missingCollections, missingProducts } from './scope-entities.js';
import { readAmount, readPercentage, readTime } from './wire-amounts.js';

/** The value fields of a specification; exactly one is set. */
export const COUPON_VALUE_FIELDS = ['moneyOffAmount', 'percentOffRate', 'freeShipping', 'fixedPriceAmount', 'buyXGetY'] as const;

/** Column values of a coupon (all but ids, usage count and dates of the row). */
export type CouponValues = Omit<Insertable<CouponsTable>, 'id' | 'site_id' | 'times_used' | 'created_at' | 'updated_at'>;

const P = 'specification';

function valueFieldsOf(spec: CouponSpecificationInput): (typeof COUPON_VALUE_FIELDS)[number][] {
  return COUPON_VALUE_FIELDS.filter((f) => (f === 'freeShipping' ? spec.freeShipping === true : spec[f] !== undefined));
}

/** The scope as columns, or undefined after recording why it is not one this store has. */
async function readScope(
  db: Db,
  siteId: string,
  spec: CouponSpecificationInput,
  violations: Violations,
): Promise<Pick<CouponValues, 'scope' | 'scope_ids'> | undefined> {
  const scope = spec.scope;
  if (!scope) return { scope: 'ALL', scope_ids: [] };
  if (scope.namespace !== 'stores') {
    violations.add(`${P}.scope.namespace`, 'must be "stores": this store sells store products only', 'INVALID_ENUM_VALUE', { allowed: ['stores'] });
    return undefined;
  }
  if (!scope.group) return { scope: 'ALL', scope_ids: [] };
  const { name, entityId } = scope.group;
  if (name !== 'product' && name !== 'collection') {
    violations.add(`${P}.scope.group.name`, 'must be "product" or "collection"', 'INVALID_ENUM_VALUE', { allowed: ['product', 'collection'] });
    return undefined;
  }
  if (!entityId) {
    violations.add(`${P}.scope.group.entityId`, `is required: the id of the ${name}`, 'REQUIRED_FIELD');
    return undefined;
  }
  const missing = name === 'product' ? await missingProducts(db, siteId, [entityId]) : await missingCollections(db, siteId, [entityId]);
  if (missing.size > 0) {
    violations.add(`${P}.scope.group.entityId`, `is not a ${name} of this store`, 'VALIDATION', { id: entityId });
    return undefined;
  }
  return name === 'product' ? { scope: 'PRODUCTS', scope_ids: [entityId] } : { scope: 'COLLECTIONS', scope_ids: [entityId] };
}

/**
 * Checks a whole specification (on create, or merged with the stored one on update) and returns its columns; every
 * mistake is a field violation, all reported at once. `digits` are the site currency's decimals.
 */
export async function couponValues(db: Db, siteId: string, spec: CouponSpecificationInput, digits: number): Promise<CouponValues> {
  const violations = new Violations();
  const name = spec.name?.trim();
  const code = spec.code?.trim();
  if (!name) violations.add(`${P}.name`, 'is required', 'REQUIRED_FIELD');
  if (!code) violations.add(`${P}.code`, 'is required', 'REQUIRED_FIELD');
  if (spec.startTime === undefined) violations.add(`${P}.startTime`, 'is required', 'REQUIRED_FIELD');
  const startsAt = spec.startTime === undefined ? undefined : readTime(spec.startTime, `${P}.startTime`, violations);
  const expiresAt = spec.expirationTime === undefined || spec.expirationTime === null ? null : readTime(spec.expirationTime, `${P}.expirationTime`, violations);
  if (startsAt && expiresAt && expiresAt.getTime() <= startsAt.getTime()) {
    violations.add(`${P}.expirationTime`, 'must be after startTime', 'VALIDATION', { startTime: startsAt.getTime(), expirationTime: expiresAt.getTime() });
  }
  const minimumSubtotal =
    spec.minimumSubtotal === undefined || spec.minimumSubtotal === null
      ? null
      : readAmount(spec.minimumSubtotal, digits, `${P}.minimumSubtotal`, { positive: false }, violations);

  const fields = valueFieldsOf(spec);
  if (fields.length === 0) {
    violations.add(P, `must have one of ${COUPON_VALUE_FIELDS.join(', ')}: the kind of coupon`, 'REQUIRED_FIELD', { oneOf: [...COUPON_VALUE_FIELDS] });
  } else if (fields.length > 1) {
    violations.add(P, `must have only one of ${fields.join(', ')}`, 'ONE_OF_ALIGNMENT', { oneOf: fields });
  }
  if (spec.freeShipping === true && spec.scope)
    violations.add(`${P}.scope`, 'is not allowed on a free shipping coupon: it applies to the shipping', 'FIELD_NOT_ALLOWED');
  if (fields.length === 1 && spec.freeShipping !== true && !spec.scope && (spec.minimumSubtotal === undefined || spec.minimumSubtotal === null)) {
    violations.add(`${P}.scope`, 'is required unless minimumSubtotal is set: {"namespace": "stores"} applies to every product', 'REQUIRED_FIELD');
  }
  const scope = await readScope(db, siteId, spec, violations);

  let kindValues: Pick<CouponValues, 'kind' | 'percentage' | 'amount' | 'fixed_price' | 'buy_x' | 'get_y'> | undefined;
  const none = { percentage: null, amount: null, fixed_price: null, buy_x: null, get_y: null };
  if (fields.length === 1) {
    if (spec.moneyOffAmount !== undefined) {
      const amount = readAmount(spec.moneyOffAmount, digits, `${P}.moneyOffAmount`, { positive: true }, violations);
      if (amount !== undefined) kindValues = { ...none, kind: 'FIXED_AMOUNT', amount };
    } else if (spec.percentOffRate !== undefined) {
      const percentage = readPercentage(spec.percentOffRate, `${P}.percentOffRate`, violations);
      if (percentage !== undefined) kindValues = { ...none, kind: 'PERCENTAGE', percentage };
    } else if (spec.fixedPriceAmount !== undefined) {
      const price = readAmount(spec.fixedPriceAmount, digits, `${P}.fixedPriceAmount`, { positive: false }, violations);
      if (price !== undefined) kindValues = { ...none, kind: 'FIXED_PRICE', fixed_price: price };
    } else if (spec.buyXGetY !== undefined) {
      kindValues = { ...none, kind: 'BUY_X_GET_Y', buy_x: spec.buyXGetY.x, get_y: spec.buyXGetY.y };
    } else {
      kindValues = { ...none, kind: 'FREE_SHIPPING' };
    }
  }
  violations.throwIfAny();
  return {
    name: name!,
    code: code!,
    ...kindValues!,
    ...scope!,
    minimum_subtotal: minimumSubtotal ?? null,
    starts_at: startsAt!,
    expires_at: expiresAt ?? null,
    usage_limit: spec.usageLimit ?? null,
    limited_to_one_item: spec.limitedToOneItem ?? false,
    active: spec.active ?? true,
  };
}

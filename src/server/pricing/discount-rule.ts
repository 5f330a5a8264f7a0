// Coupons and automatic discounts as one rule shape, and the checks that say whether a rule applies now.
import type { CartDiscountType } from '../../wire/enums.js';
import type { CartErrorCode } from '../../wire/cart.js';
import type { CollectionsOf, TriggerCondition } from './discount-trigger.js';
import { lineInItemScope, triggerHolds } from './discount-trigger.js';
import { formatMoney } from '../money.js';
import type { PricedLine } from './line-pricing.js';

export { ALL_PRODUCTS_COLLECTION_ID, type CollectionsOf } from './discount-trigger.js';

/** A coupon or an automatic merchant discount, ready to apply. */
export interface DiscountRule {
  source: 'coupon' | 'merchant';
  id: string;
  name: string;
  /** The coupon's code. */
  code?: string;
  /** GLOBAL: every line; SPECIFIC_ITEMS: lines in scope; SHIPPING: the shipping price. */
  type: CartDiscountType;
  /** Share off in millionths (100 % = 1,000,000), or null with `amount`. */
  percentageParts: number | null;
  /** Minor units off, or null with `percentageParts`. */
  amount: number | null;
  /** Cart subtotal (minor units) the rule needs. */
  minimumSubtotal: number | null;
  /** SPECIFIC_ITEMS: products in scope. */
  productIds: readonly string[];
  /** SPECIFIC_ITEMS: collections in scope. */
  collectionIds: readonly string[];
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  usageLimit: number | null;
  timesUsed: number;
  /** Each unit in scope costs this many minor units (a fixed-price coupon or rule); with neither `percentageParts` nor `amount`. */
  fixedPrice?: number | null;
  /** `amount` comes off each unit in scope rather than off the lines together. @default false */
  amountPerUnit?: boolean;
  /** For every `x + y` units in scope, the `y` cheapest are free. */
  buyXGetY?: { x: number; y: number } | null;
  /** The value applies to one unit only, the dearest in scope (buy X get Y: one set only). @default false */
  oneItem?: boolean;
  /** Further conditions (a discount rule's trigger). @default none: always */
  trigger?: TriggerCondition | null;
}

/** Why a rule does not apply, as an application error code and a sentence. */
export interface RuleProblem {
  code: CartErrorCode;
  description: string;
}

/** True when the line is in the rule's scope (GLOBAL and SHIPPING rules take every line). */
export function inScope(rule: DiscountRule, line: PricedLine, collectionsOf: CollectionsOf): boolean {
  if (rule.type !== 'SPECIFIC_ITEMS') return true;
  return lineInItemScope(rule, line, collectionsOf);
}

/**
 * Why the rule cannot be used now on these lines, or undefined when it can: disabled, not started, expired,
 * used up, minimum subtotal not reached, or no line in scope.
 */
export function ruleProblem(
  rule: DiscountRule,
  lines: readonly PricedLine[],
  subtotal: number,
  now: Date,
  currency: string,
  collectionsOf: CollectionsOf,
): RuleProblem | undefined {
  const what = rule.source === 'coupon' ? `Coupon ${rule.code ?? rule.name}` : `Discount ${rule.name}`;
  if (!rule.active) return { code: 'ERROR_COUPON_IS_DISABLED', description: `${what} is disabled` };
  if (rule.startsAt && rule.startsAt.getTime() > now.getTime()) {
    return { code: 'ERROR_COUPON_IS_NOT_ACTIVE_YET', description: `${what} is valid from ${rule.startsAt.toISOString()}` };
  }
  if (rule.endsAt && rule.endsAt.getTime() <= now.getTime()) {
    return { code: 'ERROR_COUPON_HAS_EXPIRED', description: `${what} expired on ${rule.endsAt.toISOString()}` };
  }
  if (rule.usageLimit !== null && rule.timesUsed >= rule.usageLimit) {
    return { code: 'ERROR_COUPON_USAGE_EXCEEDED', description: `${what} has been used the most times it may be` };
  }
  if (rule.minimumSubtotal !== null && subtotal < rule.minimumSubtotal) {
    return {
      code: 'ERROR_INVALID_SUBTOTAL',
      description: `${what} needs a subtotal of at least ${formatMoney(rule.minimumSubtotal, currency)}; the cart's is ${formatMoney(subtotal, currency)}`,
    };
  }
  if (rule.type === 'SPECIFIC_ITEMS' && !lines.some((l) => l.purchasable && inScope(rule, l, collectionsOf))) {
    return { code: 'ERROR_COUPON_NOT_APPLICABLE', description: `${what} applies to none of the items in the cart` };
  }
  if (rule.buyXGetY) {
    const { x, y } = rule.buyXGetY;
    const units = lines.reduce((sum, l) => (l.purchasable && inScope(rule, l, collectionsOf) ? sum + l.quantity : sum), 0);
    if (units < x + y)
      return {
        code: 'ERROR_COUPON_NOT_APPLICABLE',
        description: `${what} needs ${x + y} items it applies to in the cart (buy ${x}, get ${y} free); the cart has ${units}`,
      };
  }
  if (rule.trigger && !triggerHolds(rule.trigger, lines, collectionsOf)) {
    return { code: 'ERROR_COUPON_NOT_APPLICABLE', description: `The cart does not meet the conditions of ${what}` };
  }
  return undefined;
}

// Checks a discount rule as a whole (name, discount, scopes, trigger, active time) and turns it into column values.
import type { DiscountScope, DiscountTrigger } from '../../wire/discounts.js';
import type { Db } from '../catalog/index.js';
import { Violations } from './discount-errors.js';
import type { DiscountRuleInput } from './discount-rule-schemas.js';
import { checkScopes, itemScopeOf } from './discount-scope.js';
import { checkTrigger } from './discount-trigger-wire.js';
import { readAmount, readPercentage } from './wire-amounts.js';

/** Column values of a discount rule (all but ids, position, revision and dates of the row). */
export interface DiscountRuleValues {
  name: string;
  active: boolean;
  discount_type: 'SPECIFIC_ITEMS';
  percentage: string | null;
  amount: number | null;
  fixed_price: number | null;
  amount_per_unit: boolean;
  minimum_subtotal: null;
  product_ids: string[];
  collection_ids: string[];
  starts_at: Date | null;
  ends_at: Date | null;
  trigger_rule: string | null;
  target_scopes: string;
}

const P = 'discountRule';

function readDate(value: string | null | undefined, field: string, violations: Violations): Date | null {
  if (value === undefined || value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
    violations.add(field, 'must be an ISO 8601 date and time', 'FORMAT');
    return null;
  }
  return date;
}

/** Checks a whole rule (on create, or merged with the stored one on update); every mistake is a field violation, all at once. */
export async function discountRuleValues(db: Db, siteId: string, rule: DiscountRuleInput, digits: number): Promise<DiscountRuleValues> {
  const violations = new Violations();
  const name = rule.name?.trim();
  if (!name) violations.add(`${P}.name`, 'is required', 'REQUIRED_FIELD');
  const startsAt = readDate(rule.activeTimeInfo?.start, `${P}.activeTimeInfo.start`, violations);
  const endsAt = readDate(rule.activeTimeInfo?.end, `${P}.activeTimeInfo.end`, violations);
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    violations.add(`${P}.activeTimeInfo.end`, 'must be after start', 'VALIDATION', { ruleName: 'INVALID_ACTIVE_TIME_RANGE' });

  let trigger: DiscountTrigger | undefined;
  if (rule.trigger) trigger = await checkTrigger(db, siteId, rule.trigger, `${P}.trigger`, digits, violations);

  const value = rule.discounts?.values[0];
  const at = `${P}.discounts.values[0]`;
  let scopes: DiscountScope[] = [];
  const amounts = { percentage: null as string | null, amount: null as number | null, fixed_price: null as number | null };
  if (!value) {
    violations.add(`${P}.discounts`, 'needs one discount in values', 'REQUIRED_FIELD');
  } else {
    const given = (['percentage', 'fixedAmount', 'fixedPrice'] as const).filter((f) => value[f] !== undefined);
    const expected = { PERCENTAGE: 'percentage', FIXED_AMOUNT: 'fixedAmount', FIXED_PRICE: 'fixedPrice' } as const;
    if (!value.discountType) violations.add(`${at}.discountType`, 'is required', 'REQUIRED_FIELD');
    else if (value.discountType === 'QUANTITY_BASED')
      violations.add(`${at}.discountType`, 'QUANTITY_BASED discounts are not supported by this store', 'INVALID_ENUM_VALUE', {
        allowed: Object.keys(expected),
      });
    else {
      const field = expected[value.discountType];
      if (given.length !== 1 || given[0] !== field)
        violations.add(`${at}.${field}`, `is required with discountType ${value.discountType}, and no other value field`, 'ONE_OF_ALIGNMENT');
      else if (field === 'percentage') amounts.percentage = readPercentage(value.percentage!, `${at}.percentage`, violations) ?? null;
      else if (field === 'fixedAmount') amounts.amount = readAmount(value.fixedAmount!, digits, `${at}.fixedAmount`, { positive: true }, violations) ?? null;
      else amounts.fixed_price = readAmount(value.fixedPrice!, digits, `${at}.fixedPrice`, { positive: false }, violations) ?? null;
    }
    const given_scopes = value.specificItemsInfo?.scopes ?? [];
    if (given_scopes.length === 0)
      violations.add(`${at}.specificItemsInfo.scopes`, 'needs at least one scope: the items the discount applies to', 'MIN_SIZE', { minSize: 1 });
    else scopes = await checkScopes(db, siteId, given_scopes, `${at}.specificItemsInfo.scopes`, violations);
  }
  violations.throwIfAny();
  const items = itemScopeOf(scopes);
  return {
    name: name!,
    active: rule.active ?? true,
    discount_type: 'SPECIFIC_ITEMS',
    ...amounts,
    amount_per_unit: amounts.amount !== null,
    minimum_subtotal: null,
    product_ids: [...items.productIds],
    collection_ids: [...items.collectionIds],
    starts_at: startsAt,
    ends_at: endsAt,
    trigger_rule: trigger ? JSON.stringify(trigger) : null,
    target_scopes: JSON.stringify(scopes),
  };
}

// Automatic discounts as the merchant API has them (`/ecom/v1/discount-rules`): query, create, edit, switch on or off, delete.
import { STORES_APP_ID } from '../../wire/cart.js';
import type { QueryDiscountRulesResponse, WireDiscountRule } from '../../wire/discounts.js';
import { adminHttp } from './admin-client.js';

export type { WireDiscountRule } from '../../wire/discounts.js';

const RULES = '/ecom/v1/discount-rules';

/** The fields the automatic discount form writes, as typed. */
export interface DiscountRuleInput {
  name: string;
  kind: 'PERCENTAGE' | 'FIXED_AMOUNT';
  /** Percent, or the amount off each item, as typed. */
  value: string;
  /** Subtotal from which it applies, as typed; empty for every cart. */
  minimumSubtotal: string;
}

/** The wire `discountRule` of the form's fields: every product of the store, a subtotal trigger when a minimum is given. */
export function discountRuleBody(input: DiscountRuleInput): Record<string, unknown> {
  const everyProduct = [{ type: 'CATALOG_ITEM', catalogItemFilter: { catalogAppId: STORES_APP_ID } }];
  const value = input.value.trim();
  return {
    name: input.name.trim(),
    active: true,
    ...(input.minimumSubtotal.trim() ? { trigger: { triggerType: 'SUBTOTAL_RANGE', subtotalRange: { from: input.minimumSubtotal.trim() } } } : {}),
    discounts: {
      values: [
        {
          targetType: 'SPECIFIC_ITEMS',
          specificItemsInfo: { scopes: everyProduct },
          discountType: input.kind,
          ...(input.kind === 'PERCENTAGE' ? { percentage: value } : { fixedAmount: value }),
        },
      ],
    },
  };
}

/** The site's automatic discounts, newest first (at most 100). */
export async function queryDiscountRules(): Promise<WireDiscountRule[]> {
  const answer = await adminHttp().request<QueryDiscountRulesResponse>({
    method: 'POST',
    path: `${RULES}/query`,
    body: { query: { sort: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: 100 } } },
    safe: true,
  });
  return answer.discountRules;
}

/** Creates an automatic discount. */
export async function createDiscountRule(input: DiscountRuleInput): Promise<WireDiscountRule> {
  return (await adminHttp().request<{ discountRule: WireDiscountRule }>({ method: 'POST', path: RULES, body: { discountRule: discountRuleBody(input) } }))
    .discountRule;
}

/**
 * The form's fields of a stored rule, or undefined when the form cannot show it (several discounts, a fixed price, a
 * trigger other than a subtotal from an amount: rules only the API makes).
 */
export function discountRuleInputOf(rule: WireDiscountRule): DiscountRuleInput | undefined {
  const [value, ...more] = rule.discounts.values;
  if (!value || more.length > 0 || value.discountType === 'FIXED_PRICE') return undefined;
  const trigger = rule.trigger;
  if (trigger && (trigger.triggerType !== 'SUBTOTAL_RANGE' || trigger.subtotalRange?.to !== undefined || trigger.subtotalRange?.scopes?.length))
    return undefined;
  return {
    name: rule.name,
    kind: value.discountType,
    value: String((value.discountType === 'PERCENTAGE' ? value.percentage : value.fixedAmount) ?? ''),
    minimumSubtotal: trigger?.subtotalRange?.from ?? '',
  };
}

/**
 * Changes an automatic discount to the form's fields at the revision the page read: its scopes stay (the form offers
 * none), an emptied minimum removes the trigger, and whether it is on stays as it is.
 */
export async function updateDiscountRule(rule: WireDiscountRule, input: DiscountRuleInput): Promise<WireDiscountRule> {
  const body = discountRuleBody(input) as { name: string; trigger?: unknown; discounts: { values: Record<string, unknown>[] } };
  const scopes = rule.discounts.values[0]?.specificItemsInfo;
  const values = body.discounts.values.map((value) => (scopes ? { ...value, specificItemsInfo: scopes } : value));
  return (
    await adminHttp().request<{ discountRule: WireDiscountRule }>({
      method: 'PATCH',
      path: `${RULES}/${encodeURIComponent(rule.id)}`,
      body: { discountRule: { revision: rule.revision, name: body.name, trigger: body.trigger ?? null, discounts: { values } } },
    })
  ).discountRule;
}

/** Switches an automatic discount on or off at the revision the page read. */
export async function setDiscountRuleActive(rule: WireDiscountRule, active: boolean): Promise<WireDiscountRule> {
  return (
    await adminHttp().request<{ discountRule: WireDiscountRule }>({
      method: 'PATCH',
      path: `${RULES}/${encodeURIComponent(rule.id)}`,
      body: { discountRule: { revision: rule.revision, active } },
    })
  ).discountRule;
}

/** Deletes an automatic discount. */
export async function deleteDiscountRule(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: `${RULES}/${encodeURIComponent(id)}` });
}

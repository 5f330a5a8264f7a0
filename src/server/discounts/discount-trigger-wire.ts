// A discount rule's wire trigger: checked and normalised for storage, and read back as the condition pricing checks.
import type { DiscountTrigger } from '../../wire/discounts.js';
import type { Db } from '../catalog/index.js';
import { decimalToScaled, minorToDecimal } from '../money.js';
import type { TriggerCondition } from '../pricing/index.js';
import type { Violations } from './discount-errors.js';
import type { DiscountTriggerInput } from './discount-rule-schemas.js';
import { checkScopes, itemScopeOf } from './discount-scope.js';
import { readAmount } from './wire-amounts.js';

type LeafInput = Omit<DiscountTriggerInput, 'and' | 'or'>;

async function checkLeaf(db: Db, siteId: string, leaf: LeafInput, path: string, digits: number, violations: Violations): Promise<DiscountTrigger | undefined> {
  switch (leaf.triggerType) {
    case 'SUBTOTAL_RANGE': {
      const range = leaf.subtotalRange;
      if (!range || ((range.from ?? null) === null && (range.to ?? null) === null)) {
        violations.add(`${path}.subtotalRange`, 'needs from or to', 'REQUIRED_FIELD');
        return undefined;
      }
      const from =
        range.from === undefined || range.from === null
          ? undefined
          : readAmount(range.from, digits, `${path}.subtotalRange.from`, { positive: false }, violations);
      const to =
        range.to === undefined || range.to === null ? undefined : readAmount(range.to, digits, `${path}.subtotalRange.to`, { positive: false }, violations);
      if (from !== undefined && to !== undefined && to < from) violations.add(`${path}.subtotalRange.to`, 'must not be less than from', 'VALIDATION');
      const scopes = range.scopes ? await checkScopes(db, siteId, range.scopes, `${path}.subtotalRange.scopes`, violations) : undefined;
      return {
        triggerType: 'SUBTOTAL_RANGE',
        subtotalRange: {
          ...(scopes?.length ? { scopes } : {}),
          ...(from !== undefined ? { from: minorToDecimal(from, digits) } : {}),
          ...(to !== undefined ? { to: minorToDecimal(to, digits) } : {}),
        },
      };
    }
    case 'ITEM_QUANTITY_RANGE': {
      const range = leaf.itemQuantityRange;
      if (!range || ((range.from ?? null) === null && (range.to ?? null) === null)) {
        violations.add(`${path}.itemQuantityRange`, 'needs from or to', 'REQUIRED_FIELD');
        return undefined;
      }
      if (typeof range.from === 'number' && typeof range.to === 'number' && range.to < range.from)
        violations.add(`${path}.itemQuantityRange.to`, 'must not be less than from', 'VALIDATION');
      const scopes = range.scopes ? await checkScopes(db, siteId, range.scopes, `${path}.itemQuantityRange.scopes`, violations) : undefined;
      return {
        triggerType: 'ITEM_QUANTITY_RANGE',
        itemQuantityRange: {
          ...(scopes?.length ? { scopes } : {}),
          ...(typeof range.from === 'number' ? { from: range.from } : {}),
          ...(typeof range.to === 'number' ? { to: range.to } : {}),
        },
      };
    }
    case 'AND':
    case 'OR':
      violations.add(`${path}.triggerType`, 'AND and OR chains cannot be nested', 'VALIDATION');
      return undefined;
    default:
      violations.add(
        `${path}.triggerType`,
        `${leaf.triggerType} triggers are not supported by this store: use SUBTOTAL_RANGE, ITEM_QUANTITY_RANGE, AND or OR`,
        'INVALID_ENUM_VALUE',
        {
          allowed: ['AND', 'OR', 'SUBTOTAL_RANGE', 'ITEM_QUANTITY_RANGE'],
        },
      );
      return undefined;
  }
}

/** Checks a trigger (scopes against the catalog, amounts in the currency) and returns it normalised for storage. */
export async function checkTrigger(
  db: Db,
  siteId: string,
  trigger: DiscountTriggerInput,
  path: string,
  digits: number,
  violations: Violations,
): Promise<DiscountTrigger | undefined> {
  if (trigger.triggerType === 'AND' || trigger.triggerType === 'OR') {
    const key = trigger.triggerType === 'AND' ? 'and' : 'or';
    const chain = trigger[key];
    if (!chain) {
      violations.add(`${path}.${key}`, `is required for an ${trigger.triggerType} trigger`, 'REQUIRED_FIELD');
      return undefined;
    }
    const triggers: DiscountTrigger[] = [];
    for (const [i, leaf] of chain.triggers.entries()) {
      const checked = await checkLeaf(db, siteId, leaf, `${path}.${key}.triggers[${i}]`, digits, violations);
      if (checked) triggers.push(checked);
    }
    return { triggerType: trigger.triggerType, [key]: { triggers } };
  }
  return checkLeaf(db, siteId, trigger, path, digits, violations);
}

function amountOf(text: string | undefined, digits: number): number | null {
  return text === undefined ? null : (decimalToScaled(text, digits) ?? null);
}

/** The condition pricing checks for a stored trigger; `digits` are the site currency's decimals. */
export function triggerCondition(trigger: DiscountTrigger, digits: number): TriggerCondition {
  switch (trigger.triggerType) {
    case 'AND':
      return { kind: 'and', conditions: (trigger.and?.triggers ?? []).map((t) => triggerCondition(t, digits)) };
    case 'OR':
      return { kind: 'or', conditions: (trigger.or?.triggers ?? []).map((t) => triggerCondition(t, digits)) };
    case 'SUBTOTAL_RANGE': {
      const range = trigger.subtotalRange ?? {};
      return {
        kind: 'subtotal',
        from: amountOf(range.from, digits),
        to: amountOf(range.to, digits),
        scope: range.scopes?.length ? itemScopeOf(range.scopes) : null,
      };
    }
    case 'ITEM_QUANTITY_RANGE': {
      const range = trigger.itemQuantityRange ?? {};
      return { kind: 'quantity', from: range.from ?? null, to: range.to ?? null, scope: range.scopes?.length ? itemScopeOf(range.scopes) : null };
    }
  }
}

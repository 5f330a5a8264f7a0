// Applies discount rules in order: item discounts taken from the lines in scope, shipping discounts on the shipping price.
import type { CollectionsOf, DiscountRule } from './discount-rule.js';
import { inScope } from './discount-rule.js';
import { itemDiscountParts } from './item-discount-parts.js';
import type { PricedLine } from './line-pricing.js';
import { mulDivRound, PART_SCALE } from '../money.js';

/** One rule as applied: how much it took off and from which lines. */
export interface AppliedRule {
  rule: DiscountRule;
  /** Minor units off. */
  amount: number;
  /** Lines it took from (empty for SHIPPING). */
  lineIds: string[];
}

/** Item discounts: the amount off each line and the rules that took it. */
export interface ItemDiscounts {
  /** Minor units off, by line id. */
  byLine: Map<string, number>;
  applied: AppliedRule[];
  total: number;
}

function amountOff(rule: DiscountRule, base: number): number {
  if (base <= 0) return 0;
  if (rule.percentageParts !== null) return mulDivRound(base, Math.min(rule.percentageParts, PART_SCALE), PART_SCALE);
  return Math.min(rule.amount ?? 0, base);
}

/**
 * Applies GLOBAL and SPECIFIC_ITEMS rules one after another; each takes from what earlier ones left of its lines
 * (see {@link itemDiscountParts}), so no line goes below zero and the parts add up exactly.
 */
export function applyItemDiscounts(lines: readonly PricedLine[], rules: readonly DiscountRule[], collectionsOf: CollectionsOf): ItemDiscounts {
  const remaining = new Map(lines.filter((l) => l.purchasable).map((l) => [l.id, l.total]));
  const byLine = new Map<string, number>();
  const applied: AppliedRule[] = [];
  for (const rule of rules) {
    if (rule.type === 'SHIPPING') continue;
    const eligible = lines.filter((l) => l.purchasable && (remaining.get(l.id) ?? 0) > 0 && inScope(rule, l, collectionsOf));
    const parts = itemDiscountParts(
      rule,
      eligible,
      eligible.map((l) => remaining.get(l.id) ?? 0),
    );
    const amount = parts.reduce((a, b) => a + b, 0);
    if (amount === 0) continue;
    eligible.forEach((line, i) => {
      const part = parts[i] ?? 0;
      remaining.set(line.id, (remaining.get(line.id) ?? 0) - part);
      byLine.set(line.id, (byLine.get(line.id) ?? 0) + part);
    });
    applied.push({ rule, amount, lineIds: eligible.filter((_, i) => (parts[i] ?? 0) > 0).map((l) => l.id) });
  }
  return { byLine, applied, total: applied.reduce((sum, a) => sum + a.amount, 0) };
}

/** Applies SHIPPING rules to a shipping price, in order; the result never exceeds the price. */
export function applyShippingDiscounts(price: number, rules: readonly DiscountRule[]): { applied: AppliedRule[]; total: number } {
  let left = price;
  const applied: AppliedRule[] = [];
  for (const rule of rules) {
    if (rule.type !== 'SHIPPING') continue;
    const amount = amountOff(rule, left);
    if (amount === 0) continue;
    left -= amount;
    applied.push({ rule, amount, lineIds: [] });
  }
  return { applied, total: price - left };
}

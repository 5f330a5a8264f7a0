// How much one item rule takes off each of its lines: a share or an amount of them together, a price or amount per unit, one item, or buy X get Y.
import { allocate } from './allocation.js';
import type { DiscountRule } from './discount-rule.js';
import type { PricedLine } from './line-pricing.js';
import { mulDivRound, PART_SCALE } from '../money.js';

/** What the rule's value takes off a base: a share of it, an amount (never more than the base), or the base down to the fixed price. */
function offBase(rule: DiscountRule, base: number, units: number): number {
  if (base <= 0) return 0;
  if (rule.percentageParts !== null) return mulDivRound(base, Math.min(rule.percentageParts, PART_SCALE), PART_SCALE);
  if (rule.fixedPrice !== undefined && rule.fixedPrice !== null) return Math.max(0, base - rule.fixedPrice * units);
  return Math.min(rule.amount ?? 0, base);
}

/** Index of the line with the dearest unit (the first of equals). */
function dearest(lines: readonly PricedLine[]): number {
  let best = 0;
  lines.forEach((line, i) => {
    if (line.unitPrice > (lines[best]?.unitPrice ?? 0)) best = i;
  });
  return best;
}

/** Buy X get Y: for every `x + y` units, the `y` cheapest are free (one set only when the rule is for one item). */
function buyXGetYParts(rule: DiscountRule & { buyXGetY: { x: number; y: number } }, lines: readonly PricedLine[], remaining: readonly number[]): number[] {
  const { x, y } = rule.buyXGetY;
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const sets = Math.floor(units / (x + y));
  let free = (rule.oneItem ? Math.min(sets, 1) : sets) * y;
  const parts = lines.map(() => 0);
  const cheapestFirst = lines.map((line, i) => ({ line, i })).sort((a, b) => a.line.unitPrice - b.line.unitPrice || a.i - b.i);
  for (const { line, i } of cheapestFirst) {
    if (free === 0) break;
    const taken = Math.min(free, line.quantity);
    // The free units' share of what is left of the line (earlier rules may have taken some).
    parts[i] = mulDivRound(remaining[i] ?? 0, taken, line.quantity);
    free -= taken;
  }
  return parts;
}

/**
 * Minor units the rule takes off each line (parallel to `lines`), given what earlier rules `remaining` left of each.
 * No part exceeds its line's remaining amount. Percentages and whole amounts of several lines are spread in proportion
 * (largest remainder), so they add up exactly.
 */
export function itemDiscountParts(rule: DiscountRule, lines: readonly PricedLine[], remaining: readonly number[]): number[] {
  if (lines.length === 0) return [];
  if (rule.buyXGetY) return buyXGetYParts({ ...rule, buyXGetY: rule.buyXGetY }, lines, remaining);
  if (rule.oneItem) {
    const i = dearest(lines);
    const line = lines[i]!;
    const unit = Math.floor((remaining[i] ?? 0) / line.quantity);
    return lines.map((_, j) => (j === i ? offBase(rule, unit, 1) : 0));
  }
  if ((rule.fixedPrice !== undefined && rule.fixedPrice !== null) || (rule.amountPerUnit && rule.amount !== null)) {
    return lines.map((line, i) => {
      const left = remaining[i] ?? 0;
      return rule.fixedPrice !== undefined && rule.fixedPrice !== null
        ? offBase(rule, left, line.quantity)
        : Math.min(left, (rule.amount ?? 0) * line.quantity);
    });
  }
  const amount = offBase(
    rule,
    remaining.reduce((a, b) => a + b, 0),
    0,
  );
  return allocate(amount, remaining);
}
